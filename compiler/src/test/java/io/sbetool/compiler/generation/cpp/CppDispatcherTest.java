package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.ModelWire;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code --cpp-dispatcher}: generates {@code MessageDispatcher.h} with a schema's codecs, builds a program
 * with a recording handler (g++ and clang++, C++17, warnings as errors, ASan/UBSan) that dispatches a file's
 * messages from a heap block of exactly the bytes given, and checks each handler call, length and error code.
 */
class CppDispatcherTest
{
    private static final String NAMESPACE = "dispatch::test";

    static List<Path> schemas()
    {
        return List.of(
            SharedFiles.projectSchema("car.xml"),
            SharedFiles.projectDir().resolve("compiler/src/test/resources/golden/schemas/big-endian.xml"),
            SharedFiles.corpus("binance/stream_1_0.xml"));
    }

    @ParameterizedTest
    @MethodSource("schemas")
    void dispatchesEveryMessageAndReportsEachError(final Path schemaFile) throws Exception
    {
        final CppGenerator generator = new CppGenerator(Compilation.compileOrThrow(schemaFile), new CppOptions(NAMESPACE, schemaFile));
        final Schema schema = generator.schema();
        final Path dir = NativeBuild.fresh("dispatcher-" + schemaFile.getFileName().toString().replace(".xml", ""));
        final Map<String, String> files = generator.generateSources();
        final Map.Entry<String, String> dispatcher = generator.dispatcherSource();
        files.put(dispatcher.getKey(), dispatcher.getValue());
        for (final Map.Entry<String, String> file : files.entrySet())
        {
            Files.createDirectories(dir.resolve(file.getKey()).getParent());
            Files.writeString(dir.resolve(file.getKey()), file.getValue());
        }
        final Path main = Files.writeString(dir.resolve("main.cpp"), program(generator));

        final ModelWire wire = new ModelWire(schema);
        final List<String> expected = new ArrayList<>();
        int firstLength = 0;
        for (final Message message : schema.messages())
        {
            final int version = schema.version() + (message == schema.messages().get(0) ? 1 : 0);
            final int start = wire.position();
            wire.message(message, schema.id(), version);
            expected.add("on" + generator.names().message(message.name()) + "@" + (start + wire.headerLength()) + " v" + version);
            expected.add(Integer.toString(wire.position() - start));
            firstLength = firstLength == 0 ? wire.position() - start : firstLength;
        }
        final Path all = Files.write(dir.resolve("all.bin"), wire.bytes());
        final ModelWire wrongSchema = new ModelWire(schema);
        wrongSchema.message(schema.messages().get(0), schema.id() + 1, schema.version());
        final Path wrong = Files.write(dir.resolve("wrong-schema.bin"), wrongSchema.bytes());
        final ModelWire unknown = new ModelWire(schema);
        unknown.header(schema.messages().get(0).block().blockLength(), unknownTemplate(schema), schema.id(), schema.version());
        unknown.zeros(firstLength - unknown.headerLength());
        final Path unknownFile = Files.write(dir.resolve("unknown.bin"), unknown.bytes());

        for (final String compiler : List.of("g++", "clang++"))
        {
            final Path program = build(compiler, dir, main);
            assertEquals(expected, run(dir, program, all, wire.position()), compiler);
            assertEquals(List.of("-1"), run(dir, program, all, wire.headerLength() - 1), compiler + ": header too short");
            assertEquals(List.of("-4"), run(dir, program, all, firstLength - 1), compiler + ": message too short");
            assertEquals(List.of("-2"), run(dir, program, wrong, firstLength), compiler + ": wrong schemaId");
            assertEquals(List.of("-3"), run(dir, program, unknownFile, firstLength), compiler + ": unknown template");
        }
    }

    private static Path build(final String compiler, final Path dir, final Path main) throws Exception
    {
        final Path program = dir.resolve("dispatch-" + compiler.replace("+", "p"));
        final List<String> command = new ArrayList<>(List.of(compiler, "-std=c++17", "-g", "-O1",
            "-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer"));
        command.addAll(NativeBuild.WARNINGS);
        command.addAll(List.of("-I" + dir, main.toString(), "-o", program.toString()));
        NativeBuild.run(dir, command);
        return program;
    }

    private static List<String> run(final Path dir, final Path program, final Path file, final int length) throws Exception
    {
        final String output = NativeBuild.run(dir, List.of(program.toString(), file.toString(), Integer.toString(length)));
        return List.of(output.strip().split("\n"));
    }

    private static int unknownTemplate(final Schema schema)
    {
        int id = 1;
        while (true)
        {
            final int candidate = id;
            if (schema.messages().stream().noneMatch(message -> message.id() == candidate))
            {
                return candidate;
            }
            id++;
        }
    }

    /** Dispatches argv[2] bytes of the file argv[1], copied to a heap block of that size, printing each call and result. */
    private static String program(final CppGenerator generator)
    {
        final StringBuilder out = new StringBuilder("#include \"").append(generator.folder()).append("/MessageDispatcher.h\"\n")
            .append("#include <cstdint>\n#include <cstdio>\n#include <cstdlib>\n#include <cstring>\n#include <fstream>\n")
            .append("#include <iterator>\n#include <memory>\n#include <vector>\n\n")
            .append("struct Recorder\n{\n");
        for (final Message message : generator.schema().messages())
        {
            final String name = generator.names().message(message.name());
            out.append("    void on").append(name).append("(").append(NAMESPACE).append("::").append(name).append(" &codec)\n    {\n")
                .append("        std::printf(\"on").append(name)
                .append("@%llu v%llu\\n\", static_cast<unsigned long long>(codec.offset()), static_cast<unsigned long long>(codec.actingVersion()));\n")
                .append("    }\n");
        }
        out.append("};\n\nint main(int argc, char **argv)\n{\n")
            .append("    if (argc != 3)\n    {\n        return 2;\n    }\n")
            .append("    std::ifstream in(argv[1], std::ios::binary);\n")
            .append("    const std::vector<char> file((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());\n")
            .append("    const std::uint64_t length = std::strtoull(argv[2], nullptr, 10);\n")
            .append("    std::unique_ptr<char[]> bytes(new char[length]);\n")
            .append("    std::memcpy(bytes.get(), file.data(), length);\n")
            .append("    Recorder recorder;\n    ").append(NAMESPACE).append("::MessageDispatcher<Recorder> dispatcher(recorder);\n")
            .append("    std::uint64_t offset = 0;\n    while (offset < length)\n    {\n")
            .append("        const std::int64_t result = dispatcher.dispatch(bytes.get(), offset, length - offset);\n")
            .append("        std::printf(\"%lld\\n\", static_cast<long long>(result));\n")
            .append("        if (result < 0)\n        {\n            break;\n        }\n")
            .append("        offset += static_cast<std::uint64_t>(result);\n    }\n    return 0;\n}\n");
        return out.toString();
    }
}
