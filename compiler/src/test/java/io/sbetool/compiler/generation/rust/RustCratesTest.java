package io.sbetool.compiler.generation.rust;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.model.CodecModelBuilder;
import io.sbetool.compiler.generation.naming.RustNames;
import io.sbetool.compiler.naming.PackageNames;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The crates of car.xml, the project's other schemas, the standard's Examples.xml, every corpus schema and the
 * round-trip tests' edge-case schemas, with those of the feature schemas under {@code src/test/resources/rust/schemas/} and the Rust tests in
 * {@code src/test/resources/rust/sbetool_rust_tests/}, in one Cargo workspace under {@code target/}: clippy
 * finds nothing with {@code -D warnings} (rustc's warnings denied too), rustfmt would change nothing, and
 * the Rust tests pass: both byte orders, nested groups with var data, versioning both ways, every refusal
 * provoked, and a program written against the reference implementation's car API.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RustCratesTest
{
    private static final Path WORKSPACE = Path.of("target", "rust-workspace").toAbsolutePath();
    private static final Path RESOURCES = SharedFiles.projectDir().resolve("compiler/src/test/resources/rust");
    private static final String TEST_CRATE = "sbetool_rust_tests";
    private static final Pattern RESULT = Pattern.compile("test result: (\\w+)\\. (\\d+) passed; (\\d+) failed");

    @BeforeAll
    static void generateTheWorkspace() throws Exception
    {
        final Map<String, Path> crates = new TreeMap<>();
        crates.put("uk_co_real_logic_sbe_benchmarks", SharedFiles.projectSchema("car.xml"));
        crates.put("project_fix_message_samples", SharedFiles.projectSchema("fix-message-samples.xml"));
        crates.put("project_sbe_ir", SharedFiles.projectSchema("sbe-ir.xml"));
        crates.put("spec_examples", SharedFiles.spec("Examples.xml"));
        final List<Path> corpus = SharedFiles.corpusSchemas();
        assertEquals(21, corpus.size(), "the corpus has 21 schemas");
        // Corpus schemas may share a package: each gets a crate named after its file.
        for (final Path schema : corpus)
        {
            crates.put("corpus_" + RustNames.crateName(PackageNames.fileStem(schema)), schema);
        }
        assertEquals(25, crates.size(), "a crate each");
        // The round-trip tests' edge cases: names that clash or are keywords, big-endian, versions.
        final Path testResources = RESOURCES.getParent();
        for (final String edge : List.of("javagen/features.xml", "javagen/clashes.xml", "javagen/versioned-v1.xml",
            "schemas/all-features.xml", "ir/big-endian.xml", "ir/conventions.xml"))
        {
            final Path schema = testResources.resolve(edge);
            crates.put("edge_" + RustNames.crateName(edge.replace('/', '_').replace(".xml", "")), schema);
        }
        final Path features = RESOURCES.resolve("schemas/features.xml");
        crates.put("features_le", features);
        crates.put("features_be", bigEndianCopy(features, "features-be.xml"));
        final Path versionedMembers = RESOURCES.resolve("schemas/versioned-members.xml");
        crates.put("versioned_members_le", versionedMembers);
        crates.put("versioned_members_be", bigEndianCopy(versionedMembers, "versioned-members-be.xml"));
        crates.put("versions_old", RESOURCES.resolve("schemas/versions-old.xml"));
        crates.put("versions_new", RESOURCES.resolve("schemas/versions-new.xml"));
        for (final Map.Entry<String, Path> crate : crates.entrySet())
        {
            final RustOptions options = RustOptions.defaults().withCrateName(crate.getKey()).withSchemaFile(crate.getValue());
            for (final Map.Entry<String, byte[]> file : RustGenerator.generate(
                CodecModelBuilder.build(Compilation.compileOrThrow(crate.getValue())), options).entrySet())
            {
                writeIfChanged(WORKSPACE.resolve(file.getKey()), file.getValue());
            }
        }
        copyTestCrate();
        final StringBuilder manifest = new StringBuilder("[workspace]\nresolver = \"2\"\nmembers = [\n");
        crates.keySet().forEach(name -> manifest.append("    \"").append(name).append("\",\n"));
        manifest.append("    \"").append(TEST_CRATE).append("\",\n]\n");
        writeIfChanged(WORKSPACE.resolve("Cargo.toml"), manifest.toString().getBytes(StandardCharsets.UTF_8));
    }

    private static Path bigEndianCopy(final Path schema, final String name) throws IOException
    {
        final Path copy = WORKSPACE.resolve("schemas").resolve(name);
        writeIfChanged(copy, Files.readString(schema).replace("byteOrder=\"littleEndian\"", "byteOrder=\"bigEndian\"")
            .getBytes(StandardCharsets.UTF_8));
        return copy;
    }

    private static void copyTestCrate() throws IOException
    {
        final Path source = RESOURCES.resolve(TEST_CRATE);
        try (var files = Files.walk(source))
        {
            for (final Path file : files.filter(Files::isRegularFile).toList())
            {
                writeIfChanged(WORKSPACE.resolve(TEST_CRATE).resolve(source.relativize(file).toString()),
                    Files.readAllBytes(file));
            }
        }
    }

    /** Cargo rebuilds what changed by modification time: a file written again with the same bytes is left alone. */
    private static void writeIfChanged(final Path path, final byte[] bytes) throws IOException
    {
        if (Files.isRegularFile(path) && Arrays.equals(Files.readAllBytes(path), bytes))
        {
            return;
        }
        Files.createDirectories(path.getParent());
        Files.write(path, bytes);
    }

    @Test
    @Order(1)
    void clippyFindsNothingInAnyCrate() throws Exception
    {
        final Cargo.Result clippy = Cargo.run(WORKSPACE, "clippy", "--offline", "--workspace", "--all-targets", "--",
            "-D", "warnings");
        assertEquals(0, clippy.exitCode(), clippy.output());
        assertTrue(!clippy.output().contains("warning:"), clippy.output());
    }

    @Test
    @Order(2)
    void rustfmtWouldChangeNothing() throws Exception
    {
        final Cargo.Result fmt = Cargo.run(WORKSPACE, "fmt", "--all", "--check");
        assertEquals(0, fmt.exitCode(), fmt.output());
        assertEquals("", fmt.output());
    }

    @Test
    @Order(3)
    void theRustTestsPass() throws Exception
    {
        final Cargo.Result test = Cargo.run(WORKSPACE, "test", "--offline", "-p", TEST_CRATE);
        assertEquals(0, test.exitCode(), test.output());
        final Matcher matcher = RESULT.matcher(test.output());
        final List<Integer> passed = new ArrayList<>();
        while (matcher.find())
        {
            assertEquals("ok", matcher.group(1), test.output());
            assertEquals("0", matcher.group(3), test.output());
            passed.add(Integer.parseInt(matcher.group(2)));
        }
        // src/lib.rs, big_endian, little_endian, reference_car_api, versioned_members, versions, then the doc tests.
        assertEquals(List.of(0, 9, 9, 1, 2, 3, 0), passed, test.output());
    }
}
