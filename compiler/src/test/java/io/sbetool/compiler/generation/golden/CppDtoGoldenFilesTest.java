package io.sbetool.compiler.generation.golden;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.cpp.CppGenerator;
import io.sbetool.compiler.generation.cpp.CppOptions;
import io.sbetool.compiler.generation.cpp.NativeBuild;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The C++ DTOs ({@code --cpp-dtos}) of car.xml, byte for byte, against {@code golden/cpp-dtos/car/}: only the
 * DTO headers, the codecs beside them being {@code golden/cpp/car/}, which the option leaves as they are.
 */
class CppDtoGoldenFilesTest
{
    private static final Path CAR = SharedFiles.projectSchema("car.xml");

    private static CppGenerator generator() throws Exception
    {
        return new CppGenerator(Compilation.compileOrThrow(CAR), CppOptions.defaults().withSchemaFile(CAR));
    }

    @Test
    void carDtosMatchGoldenFiles() throws Exception
    {
        final Map<String, String> files = new TreeMap<>(generator().dtoSources());
        assertEquals(files, new TreeMap<>(generator().dtoSources()), "generation is deterministic");
        GoldenFiles.check("cpp-dtos/car", files);
    }

    /** With the codecs they use, in one translation unit, warnings as errors. */
    @Test
    void carDtosCompileWithTheirCodecs() throws Exception
    {
        final Path dir = NativeBuild.fresh("golden-cpp-dtos-car");
        final CppGenerator generator = generator();
        final Map<String, String> files = new TreeMap<>(generator.generateSources());
        files.putAll(generator.dtoSources());
        final StringBuilder unit = new StringBuilder();
        for (final Map.Entry<String, String> file : files.entrySet())
        {
            Files.createDirectories(dir.resolve(file.getKey()).getParent());
            Files.writeString(dir.resolve(file.getKey()), file.getValue(), StandardCharsets.UTF_8);
            if (generator.dtoSources().containsKey(file.getKey()))
            {
                unit.append("#include \"").append(file.getKey()).append("\"\n");
            }
        }
        final Path source = Files.writeString(dir.resolve("all.cpp"), unit + "\nint main()\n{\n    return 0;\n}\n");
        final List<String> command = new ArrayList<>(List.of("g++", "-std=c++17", "-fsyntax-only", "-I" + dir));
        command.addAll(NativeBuild.WARNINGS);
        command.add(source.toString());
        assertEquals("", NativeBuild.run(dir, command), "no diagnostics");
    }

    @Test
    void noOtherDtoGoldenSet() throws Exception
    {
        GoldenFiles.checkNoOtherSets("cpp-dtos", List.of("car"));
    }
}
