package io.sbetool.compiler.generation.java;

import io.sbetool.compiler.generation.DropInDifferences;
import io.sbetool.testing.ReferenceIr;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The drop-in measured: for each schema, every public type, supertype, constructor, method and field of the
 * reference implementation's generated Java (its jar, 1.37.1) must be in ours, so that a call of it compiles
 * and gets what it got ({@link JavaApi}, {@link JavaCallCompatibility}), unless {@code dropin/java.txt} lists the difference with its reason
 * (docs/drop-in.md). Both outputs are compiled; ours with {@code -Xlint:all -Werror}.
 */
class JavaDropInApiTest
{
    static List<Path> schemas()
    {
        return List.of(
            SharedFiles.projectSchema("car.xml"),
            SharedFiles.specExamplesForReference(),
            SharedFiles.projectSchema("fix-message-samples.xml"),
            SharedFiles.corpus("binance/stream_1_0.xml"),
            SharedFiles.corpus("cme/Cme.Futures.SessionMgmt.Sbe.v0.2.xml"),
            SharedFiles.corpus("coinbase/Coinbase.Derivatives.OrdersApi.Sbe.v1.4.xml"),
            SharedFiles.corpus("iex/Iex.IexOptions.BinaryOrderEntry.Sbe.v1.02.xml"),
            SharedFiles.corpus("memx/Memx.Equities.MemoirDepth.Sbe.v1.3.xml"));
    }

    @Test
    void everyPublicMemberOfTheReferencesJavaIsInOursOrListed() throws Exception
    {
        final DropInDifferences listed = DropInDifferences.load("java.txt");
        final List<String> unlisted = new ArrayList<>();
        int compared = 0;
        for (final Path schema : schemas())
        {
            final String schemaPackage = ReferenceIr.fromSchema(schema).packageName();
            final JavaApi theirs = api(referenceSources(schema), false, schemaPackage);
            final JavaApi ours = api(GenerateAndCompileTest.generate(schema, JavaOptions.defaults()),
                true, schemaPackage);
            compared += theirs.members().size();
            for (final String difference : JavaCallCompatibility.between(theirs, ours))
            {
                if (!listed.covers(difference))
                {
                    unlisted.add(schema.getFileName() + ": " + difference);
                }
            }
        }
        assertTrue(compared > 1000, "compared only " + compared + " members");
        assertEquals(List.of(), unlisted, "differences from the reference's Java that dropin/java.txt does not list");
        assertEquals(List.of(), listed.unused(), "entries of dropin/java.txt that no schema needs any more");
        assertEquals(List.of(), listed.undocumented(), "entries of dropin/java.txt that docs/drop-in.md does not name");
    }

    private static Map<String, String> referenceSources(final Path schema) throws Exception
    {
        final Path dir = Files.createTempDirectory("reference-java");
        uk.co.real_logic.sbe.SbeTool.generate(ReferenceIr.referenceIr(schema), dir.toString(), "Java");
        final Map<String, String> sources = new LinkedHashMap<>();
        try (Stream<Path> files = Files.walk(dir))
        {
            for (final Path file : (Iterable<Path>)files.filter((p) -> p.toString().endsWith(".java"))::iterator)
            {
                final String relative = dir.relativize(file).toString();
                sources.put(relative.substring(0, relative.length() - 5).replace('/', '.'), Files.readString(file));
            }
        }
        return sources;
    }

    private static JavaApi api(final Map<String, String> sources, final boolean strict,
        final String schemaPackage) throws Exception
    {
        final ClassLoader loader = InMemoryCompiler.compile(sources, strict);
        final List<String> classes = sources.keySet().stream().filter((name) -> !name.endsWith("package-info")).toList();
        return JavaApi.of(loader, schemaPackage, classes);
    }
}
