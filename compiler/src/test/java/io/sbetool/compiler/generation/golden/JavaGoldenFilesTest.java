package io.sbetool.compiler.generation.golden;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.java.JavaGenerator;
import io.sbetool.compiler.generation.java.JavaOptions;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The generated Java of a fixed set of schemas, byte for byte, against files kept under
 * {@code src/test/resources/golden/java/}. A change to generated code shows up here as a readable diff and
 * is made on purpose by refreshing the files (see {@link GoldenFiles}).
 */
class JavaGoldenFilesTest
{
    static List<GoldenSchema> schemas()
    {
        return GoldenSchema.ALL;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void generatedJavaMatchesGoldenFiles(final GoldenSchema schema) throws Exception
    {
        final JavaOptions options = JavaOptions.defaults().withSchemaName(schema.file().getFileName().toString());
        final Map<String, String> sources = new JavaGenerator(Compilation.compileOrThrow(schema.file()), options)
            .generateSources();
        GoldenFiles.check("java/" + schema.name(), GoldenFiles.byPath(sources, ".java"));
    }

    /** What the command writes: the same text as UTF-8 (iex-options has characters beyond ASCII). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void generatedUtf8IsTheGoldenFilesEncoded(final GoldenSchema schema) throws Exception
    {
        final JavaOptions options = JavaOptions.defaults().withSchemaName(schema.file().getFileName().toString());
        final Map<String, String> decoded = new LinkedHashMap<>();
        new JavaGenerator(Compilation.compileOrThrow(schema.file()), options).generateUtf8()
            .forEach((className, bytes) -> decoded.put(className, new String(bytes, StandardCharsets.UTF_8)));
        GoldenFiles.check("java/" + schema.name(), GoldenFiles.byPath(decoded, ".java"));
    }

    /** The schemas whose generated code is held; shared with the C++ golden files when they come. */
    record GoldenSchema(String name, Path file)
    {
        static final List<GoldenSchema> ALL = List.of(
            new GoldenSchema("car", SharedFiles.projectSchema("car.xml")),
            new GoldenSchema("fix-message-samples", SharedFiles.projectSchema("fix-message-samples.xml")),
            new GoldenSchema("spec-examples", SharedFiles.spec("Examples.xml")),
            new GoldenSchema("cme-mdp3", SharedFiles.corpus("cme/Cme.Futures.Mdp3.Sbe.v1.12.xml")),
            new GoldenSchema("cme-session", SharedFiles.corpus("cme/Cme.Futures.SessionMgmt.Sbe.v0.2.xml")),
            new GoldenSchema("coinbase-session", SharedFiles.corpus("coinbase/Coinbase.Derivatives.Session.Sbe.v1.2.xml")),
            new GoldenSchema("iex-options", SharedFiles.corpus("iex/Iex.IexOptions.BinaryOrderEntry.Sbe.v1.02.xml")),
            new GoldenSchema("aeron-archive", SharedFiles.corpus("aeron/aeron-archive-codecs.xml")),
            new GoldenSchema("memx-options", SharedFiles.corpus("memx/Memx.Options.Memo.Sbe.v1.10.xml")));

        @Override
        public String toString()
        {
            return name;
        }
    }
}
