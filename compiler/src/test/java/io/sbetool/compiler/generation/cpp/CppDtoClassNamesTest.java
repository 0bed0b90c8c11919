package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.Compilation;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A type named as another class's DTO ({@code --cpp-dtos}): a composite {@code CarDto} beside a message
 * {@code Car}, an enum {@code SideDto} beside a message {@code Side}, a set {@code Flags} beside a composite
 * {@code FlagsDto}. Every class and DTO gets a header of its own (none overwritten) and the whole compiles.
 */
class CppDtoClassNamesTest
{
    private static final String SCHEMA = """
        <?xml version="1.0" encoding="UTF-8"?>
        <sbe:messageSchema xmlns:sbe="http://fixprotocol.io/2016/sbe" package="dto.names" id="9" version="0">
        <types>
        <composite name="messageHeader">
            <type name="blockLength" primitiveType="uint16"/>
            <type name="templateId" primitiveType="uint16"/>
            <type name="schemaId" primitiveType="uint16"/>
            <type name="version" primitiveType="uint16"/>
        </composite>
        <composite name="CarDto">
            <type name="wheels" primitiveType="uint8"/>
        </composite>
        <enum name="SideDto" encodingType="uint8"><validValue name="Buy">0</validValue></enum>
        <set name="Flags" encodingType="uint8"><choice name="fast">0</choice></set>
        <composite name="FlagsDto">
            <type name="bits" primitiveType="uint8"/>
        </composite>
        </types>
        <sbe:message name="Car" id="1">
            <field name="body" id="1" type="CarDto"/>
            <field name="flags" id="2" type="Flags"/>
            <field name="flagsDto" id="3" type="FlagsDto"/>
        </sbe:message>
        <sbe:message name="Side" id="2">
            <field name="side" id="1" type="SideDto"/>
        </sbe:message>
        </sbe:messageSchema>
        """;

    @Test
    void aTypeNamedAsAnotherClassesDtoMovesTheLaterClassAndEveryHeaderIsItsOwn() throws Exception
    {
        final Path dir = NativeBuild.fresh("cpp-dto-class-names");
        final Path schema = Files.writeString(dir.resolve("names.xml"), SCHEMA, StandardCharsets.UTF_8);
        final CppGenerator generator = new CppGenerator(Compilation.compileOrThrow(schema),
            CppOptions.defaults().withSchemaFile(schema));
        final Map<String, String> codecs = generator.generateSources();
        final Map<String, String> dtos = generator.dtoSources();
        assertEquals(Set.of("dto_names/CarDtoDto.h", "dto_names/Car_2Dto.h", "dto_names/FlagsDto_2Dto.h",
            "dto_names/FlagsDto.h", "dto_names/MessageHeaderDto.h", "dto_names/Side_2Dto.h"),
            dtos.keySet(), "a DTO per composite, set and message: none written twice");
        final Set<String> all = new TreeSet<>(codecs.keySet());
        dtos.keySet().forEach(file -> assertTrue(all.add(file), file + " is also a codec's header"));
        assertTrue(codecs.containsKey("dto_names/CarDto.h"), "the composite keeps its name");
        assertTrue(codecs.containsKey("dto_names/Car_2.h"), "the message moves: its DTO would be CarDto");
        assertTrue(codecs.containsKey("dto_names/SideDto.h"));
        assertTrue(codecs.containsKey("dto_names/Side_2.h"));
        assertTrue(codecs.containsKey("dto_names/Flags.h"));
        assertTrue(codecs.containsKey("dto_names/FlagsDto_2.h"), "the set Flags's DTO is FlagsDto");

        final Map<String, String> files = new TreeMap<>(codecs);
        files.putAll(dtos);
        final StringBuilder unit = new StringBuilder();
        for (final Map.Entry<String, String> file : files.entrySet())
        {
            Files.createDirectories(dir.resolve(file.getKey()).getParent());
            Files.writeString(dir.resolve(file.getKey()), file.getValue(), StandardCharsets.UTF_8);
            if (file.getKey().endsWith(".h"))
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
}
