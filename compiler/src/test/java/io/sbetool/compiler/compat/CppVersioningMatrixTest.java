package io.sbetool.compiler.compat;

import io.sbetool.compiler.generation.cpp.NativeBuild;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The versioning matrix through the generated C++: the codecs of every version of the family in both
 * byte orders are generated into namespaces of their own ({@code family::le::v0} ... {@code family::be::v3})
 * and built into one program, under the address and undefined-behaviour sanitizers, that writes a Trade
 * with each version and reads it with each version (FamilyCodec.cpp.template, tagged per version as
 * the Java FamilyWriter and FamilyReader are). Each C++ encoder writes the bytes the Java one does; each
 * C++ decoder sees what {@link FamilyExpectations} says, but for a set newer than the message, which C++
 * cannot return as null: it reads as the empty set.
 */
class CppVersioningMatrixTest
{
    private static final Path GENERATED = NativeBuild.ROOT.resolve("versioning-matrix");
    private static Map<String, String> lines;

    static List<org.junit.jupiter.params.provider.Arguments> matrix()
    {
        return VersioningMatrixTest.matrix();
    }

    @ParameterizedTest(name = "{0}: v{1} encoder, v{2} decoder")
    @MethodSource("matrix")
    void generatedCppReadsEveryVersion(final String byteOrder, final int writer, final int reader) throws Exception
    {
        final Map<String, String> output = output();
        assertEquals(HexFormat.of().formatHex(VersioningMatrixTest.written(byteOrder, writer)),
            output.get("wrote " + byteOrder + " " + writer), "bytes the C++ v" + writer + " encoder writes");
        final Map<String, String> expected = new LinkedHashMap<>(FamilyExpectations.of(writer, reader));
        expected.replaceAll((key, value) -> "conditions".equals(key) && "absent".equals(value) ? "raw 0" : value);
        assertEquals(expected, read(output, "read " + byteOrder + " " + writer + " " + reader + " "));
    }

    private static Map<String, String> read(final Map<String, String> output, final String prefix)
    {
        final Map<String, String> seen = new LinkedHashMap<>();
        output.forEach((key, value) ->
        {
            if (key.startsWith(prefix))
            {
                seen.put(key.substring(prefix.length()), value);
            }
        });
        return seen;
    }

    /** The program's output, built and run once: "wrote ORDER W" to hex, "read ORDER W R key" to value. */
    private static synchronized Map<String, String> output() throws Exception
    {
        if (lines == null)
        {
            final String printed = NativeBuild.run(GENERATED, List.of(build().toString()));
            final Map<String, String> parsed = new LinkedHashMap<>();
            String last = null;
            for (final String line : printed.split("\n"))
            {
                if (line.startsWith("wrote ") || line.startsWith("read "))
                {
                    final int separator = line.startsWith("wrote ") ? line.lastIndexOf(' ') : line.indexOf('=');
                    last = line.substring(0, separator);
                    parsed.put(last, line.substring(separator + 1));
                }
                else if (last != null)
                {
                    // A value holding a newline (misread bytes can) goes on with the line before.
                    parsed.merge(last, "\n" + line, String::concat);
                }
            }
            lines = parsed;
        }
        return lines;
    }

    private static Path build() throws Exception
    {
        Files.createDirectories(GENERATED);
        final StringBuilder includes = new StringBuilder();
        final StringBuilder codecs = new StringBuilder();
        final StringBuilder writers = new StringBuilder();
        final StringBuilder readers = new StringBuilder();
        for (final String byteOrder : VersioningFamily.BYTE_ORDERS)
        {
            writers.append(writers.length() == 0 ? "{" : ", {");
            readers.append(readers.length() == 0 ? "{" : ", {");
            for (int version = 0; version <= VersioningFamily.LATEST; version++)
            {
                final String namespace = "family::" + byteOrder + "::v" + version;
                NativeBuild.generate(VersioningFamily.schema(byteOrder, version), GENERATED, namespace);
                final String folder = namespace.replace("::", "_");
                includes.append("#include \"").append(folder).append("/MessageHeader.h\"\n")
                    .append("#include \"").append(folder).append("/Trade.h\"\n");
                codecs.append(VersioningFamily.tagged("FamilyCodec.cpp.template", version).replace("NAMESPACE", namespace));
                final String separator = version == 0 ? "" : ", ";
                writers.append(separator).append(namespace).append("::write");
                readers.append(separator).append(namespace).append("::read");
            }
            writers.append('}');
            readers.append('}');
        }
        final String main = VersioningFamily.tagged("FamilyMatrix.cpp.template", 0)
            .replace("$includes$", includes).replace("$codecs$", codecs)
            .replace("$writers$", writers).replace("$readers$", readers);
        final Path source = Files.writeString(GENERATED.resolve("family-matrix.cpp"), main, StandardCharsets.UTF_8);
        return NativeBuild.buildProgram(GENERATED, GENERATED.resolve("family-matrix"), List.of(source));
    }
}
