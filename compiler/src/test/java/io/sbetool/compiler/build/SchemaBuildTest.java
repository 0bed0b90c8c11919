package io.sbetool.compiler.build;

import io.sbetool.compiler.diagnostics.Diagnostic;
import io.sbetool.compiler.support.SchemaFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The library entry point the CLI and the Maven plugin share: what it reports, reads and writes. */
class SchemaBuildTest
{
    private static final TargetRegistry REGISTRY = TargetRegistry.standard();

    @TempDir
    Path dir;

    /** Records every call, so a test sees what a CLI or a Maven log would have shown. */
    private static final class Recorder implements BuildReporter
    {
        final List<Diagnostic> diagnostics = new ArrayList<>();
        final List<String> errors = new ArrayList<>();
        final List<String> infos = new ArrayList<>();

        @Override
        public void diagnostic(final Diagnostic diagnostic)
        {
            diagnostics.add(diagnostic);
        }

        @Override
        public void error(final String message)
        {
            errors.add(message);
        }

        @Override
        public void info(final String message)
        {
            infos.add(message);
        }
    }

    private Path schemaWithInclude(final String packageName)
    {
        final SchemaFixture fixture = new SchemaFixture(dir);
        fixture.write("types.xml", "<types>\n" + SchemaFixture.STANDARD_TYPES + "</types>\n");
        return fixture.write(packageName + ".xml", "<sbe:messageSchema xmlns:sbe=\"http://fixprotocol.io/2016/sbe\" " +
            "xmlns:xi=\"http://www.w3.org/2001/XInclude\" package=\"" + packageName + "\" id=\"1\" version=\"0\">\n" +
            "    <xi:include href=\"types.xml\"/>\n" +
            "    <message name=\"A\" id=\"1\"><field name=\"x\" id=\"1\" type=\"uint32\"/></message>\n</sbe:messageSchema>\n");
    }

    @Test
    void writesEveryTargetAndListsWhatItReadAndWrote() throws IOException
    {
        final Path schema = schemaWithInclude("demo");
        final Path out = dir.resolve("out");
        final Recorder recorder = new Recorder();
        final BuildResult result = SchemaBuild.run(List.of(schema), List.of(), out,
            REGISTRY.buildOptions(List.of(REGISTRY.parse("ir"), REGISTRY.parse("java")), Map.of(), false, false), recorder);

        assertTrue(result.succeeded(), recorder.errors::toString);
        assertEquals(List.of(schema.toAbsolutePath().normalize(), dir.resolve("types.xml").toAbsolutePath().normalize()),
            result.inputs());
        try (Stream<Path> files = Files.walk(out))
        {
            final List<Path> onDisk = files.filter(Files::isRegularFile).map(Path::toAbsolutePath).sorted().toList();
            assertEquals(onDisk, result.written().stream().sorted().toList());
        }
        assertTrue(result.written().contains(out.resolve("demo.sbeir").toAbsolutePath()), result.written()::toString);
        assertTrue(result.written().contains(out.resolve("demo/AEncoder.java").toAbsolutePath()), result.written()::toString);
        // Java comes before IR whatever order the targets were given in, as the CLI has always written them.
        assertEquals(List.of(schema + ": java: wrote " + (result.written().size() - 1) + " files under " + out,
            schema + ": ir: wrote 1 file under " + out), recorder.infos);
        assertEquals(List.of(), recorder.diagnostics);
    }

    @Test
    void aFolderWhereAFileGoesIsReportedBeforeAnythingIsWritten() throws IOException
    {
        // Each such file is named, and no file is written: the run is all or nothing.
        final Path schema = schemaWithInclude("demo");
        final Path out = dir.resolve("out");
        Files.createDirectories(out.resolve("demo/MessageHeaderDecoder.java"));
        Files.createDirectories(out.resolve("demo/ADecoder.java"));
        final Recorder recorder = new Recorder();
        final BuildResult result = SchemaBuild.run(List.of(schema), List.of(), out, GeneratorOptions.defaults(), recorder);

        assertFalse(result.succeeded());
        assertEquals(List.of(), result.written());
        assertEquals(List.of(
            schema + ": error: cannot write " + out.resolve("demo/MessageHeaderDecoder.java") +
                ": a folder of that name exists; remove it or choose another --output-dir",
            schema + ": error: cannot write " + out.resolve("demo/ADecoder.java") +
                ": a folder of that name exists; remove it or choose another --output-dir",
            "sbetool: nothing was written"), recorder.errors);
        assertFalse(Files.exists(out.resolve("demo/AEncoder.java")));
        assertFalse(Files.exists(out.resolve("demo/MessageHeaderEncoder.java")));
    }

    @Test
    void aSchemaErrorIsReportedAtItsLocationAndNothingIsWritten()
    {
        final Path good = schemaWithInclude("good");
        final Path bad = new SchemaFixture(dir).write("bad.xml",
            SchemaFixture.schema("", "<message name=\"A\" id=\"1\"><field name=\"x\" id=\"1\" type=\"Nope\"/></message>"));
        final Recorder recorder = new Recorder();
        final BuildResult result = SchemaBuild.run(List.of(good, bad), List.of(), dir.resolve("out"),
            GeneratorOptions.defaults(), recorder);

        assertFalse(result.succeeded());
        assertEquals(List.of(), result.written());
        assertFalse(Files.exists(dir.resolve("out")));
        assertEquals(1, recorder.diagnostics.size(), recorder.diagnostics::toString);
        final Diagnostic error = recorder.diagnostics.get(0);
        assertTrue(error.isError());
        assertTrue(error.format().startsWith(bad + ":"), error::format);
        assertTrue(error.location().line() > 0 && error.location().column() > 0, error::format);
        assertEquals(List.of(bad + ": 1 error, 0 warnings"), recorder.errors);
    }

    @Test
    void optionsAreCheckedWhenMade()
    {
        final IllegalArgumentException ex = assertThrows(IllegalArgumentException.class,
            () -> REGISTRY.buildOptions(List.of(REGISTRY.parse("cpp")), Map.of("--cpp-namespace", "a::1b"), false, false));
        assertEquals("'a::1b' is not a C++ namespace such as a::b", ex.getMessage());
        assertEquals("a::b_2", REGISTRY.targetOptions(Map.of("--cpp-namespace", "a::b_2")).text("--cpp-namespace"));
        assertEquals("no target has the option --rust-crate",
            assertThrows(IllegalArgumentException.class, () -> REGISTRY.targetOptions(Map.of("--rust-crate", "x"))).getMessage());
    }
}
