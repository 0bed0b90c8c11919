package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.Compilation;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --cpp-dtos} across versions: {@code src/test/cpp/VersionedDtosTest.cpp}, over the DTOs of
 * {@code dtos/versioned.xml} and of its version 0 {@code dtos/versioned-v0.xml}, checks that a message an older
 * version wrote decodes with {@code std::nullopt} for each member that version lacks (a scalar, a char array, a
 * composite, a set, a group, var data, var data in a group's entry) and that the current version's decode as set.
 * Both byte orders: the test also reads big-endian copies of both schemas (packages {@code dtover.be},
 * {@code dtover.be.v0}). Built with warnings as errors under the address and undefined-behaviour sanitizers.
 */
class CppDtoVersioningTest
{
    @Test
    void membersAnOlderVersionLacksAreNullopt() throws Exception
    {
        final Path root = NativeBuild.fresh("dto-versioning");
        final Path headers = Files.createDirectories(root.resolve("include"));
        final List<Path> schemas = new ArrayList<>();
        for (final String name : List.of("versioned.xml", "versioned-v0.xml"))
        {
            final Path schema = Path.of("src", "test", "resources", "dtos", name);
            schemas.add(schema);
            final Path bigEndian = root.resolve("be-" + name);
            Files.writeString(bigEndian, Files.readString(schema).replace("byteOrder=\"littleEndian\"", "byteOrder=\"bigEndian\"")
                .replace("package=\"dtover", "package=\"dtover.be"));
            schemas.add(bigEndian);
        }
        for (final Path schema : schemas)
        {
            final CppGenerator generator = new CppGenerator(Compilation.compileOrThrow(schema), new CppOptions(null, schema));
            generator.generate(headers);
            for (final Map.Entry<String, String> dto : generator.dtoSources().entrySet())
            {
                Files.writeString(headers.resolve(dto.getKey()), dto.getValue());
            }
        }
        final Path program = NativeBuild.buildTests(headers, root.resolve("versioned-dtos"),
            List.of(NativeBuild.cppSource("VersionedDtosTest.cpp")));
        final String output = NativeBuild.run(root, List.of(program.toString()));
        assertTrue(output.contains("[  PASSED  ] 4 tests."), output);
    }
}
