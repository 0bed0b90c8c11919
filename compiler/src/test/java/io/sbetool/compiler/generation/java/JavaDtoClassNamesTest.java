package io.sbetool.compiler.generation.java;

import io.sbetool.compiler.Compilation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Schema names that meet the DTOs' own ({@code --java-dtos}): an enum {@code CarDto} beside a message
 * {@code Car}, whose DTO would be {@code CarDto}; a field, a group and a var data named
 * {@code computeEncodedLength}, as the DTO's method is. The codecs and DTOs compile with {@code -Xlint:all -Werror}
 * and a DTO so named encodes and decodes back equal.
 */
class JavaDtoClassNamesTest
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
        <composite name="groupSizeEncoding">
            <type name="blockLength" primitiveType="uint16"/>
            <type name="numInGroup" primitiveType="uint16"/>
        </composite>
        <composite name="varDataEncoding">
            <type name="length" primitiveType="uint16"/>
            <type name="varData" primitiveType="uint8" length="0" characterEncoding="UTF-8"/>
        </composite>
        <enum name="CarDto" encodingType="uint8"><validValue name="Saloon">0</validValue></enum>
        </types>
        <sbe:message name="Car" id="1">
            <field name="body" id="1" type="CarDto"/>
            <field name="computeEncodedLength" id="2" type="uint32"/>
            <group name="legs" id="3" dimensionType="groupSizeEncoding">
                <field name="computeEncodedLength" id="1" type="uint8"/>
            </group>
            <data name="computeEncodedLength_" id="4" type="varDataEncoding"/>
        </sbe:message>
        </sbe:messageSchema>
        """;

    @TempDir
    Path dir;

    @Test
    void dtoNamesAreKeptApartFromSchemaNames() throws Exception
    {
        final Path schema = Files.writeString(dir.resolve("names.xml"), SCHEMA, StandardCharsets.UTF_8);
        final JavaGenerator codecs = new JavaGenerator(Compilation.compileOrThrow(schema), JavaOptions.defaults());
        final Map<String, String> sources = new LinkedHashMap<>(codecs.generateSources());
        final Map<String, String> dtos = new DtoGenerator(codecs).generateSources();
        sources.putAll(dtos);
        assertTrue(sources.containsKey("dto.names.CarDto"), "the enum keeps its name: " + sources.keySet());
        assertTrue(dtos.containsKey("dto.names.Car_Dto"), "the message moves, its DTO would be CarDto: " + dtos.keySet());
        final String car = dtos.get("dto.names.Car_Dto");
        assertTrue(car.contains("public long computeEncodedLength__()"),
            "the field's DTO getter, clear of computeEncodedLength() and of the var data computeEncodedLength_");
        assertTrue(car.contains("decoder.computeEncodedLength()"), "the codec's accessor keeps its name");
        final ClassLoader loader = InMemoryCompiler.compile(sources, true);

        final Class<?> type = loader.loadClass("dto.names.Car_Dto");
        final Object dto = type.getConstructor().newInstance();
        final Class<?> body = loader.loadClass("dto.names.CarDto");
        type.getMethod("body", body).invoke(dto, body.getField("Saloon").get(null));
        type.getMethod("computeEncodedLength__", long.class).invoke(dto, 4_000_000_000L);
        type.getMethod("computeEncodedLength_", String.class).invoke(dto, "text");
        final byte[] bytes = (byte[])type.getMethod("bytes", type).invoke(null, dto);
        assertEquals(bytes.length, type.getMethod("computeEncodedLength").invoke(dto));
        final Object decoded = type.getMethod("decodeFrom", Class.forName("org.agrona.DirectBuffer"), int.class, int.class,
            int.class).invoke(null, new org.agrona.concurrent.UnsafeBuffer(bytes), 0,
            loader.loadClass("dto.names.Car_Decoder").getField("BLOCK_LENGTH").get(null), 0);
        assertEquals(dto, decoded);
        assertEquals(4_000_000_000L, type.getMethod("computeEncodedLength__").invoke(decoded));
    }
}
