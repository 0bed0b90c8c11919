package io.sbetool.compiler.generation.java;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.model.CodecModelBuilder;
import io.sbetool.testing.SharedFiles;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.lang.reflect.InvocationTargetException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * {@code --java-dtos} over {@code dtos/versioned.xml} (version 2) and {@code dtos/versioned-v0.xml} (its version 0),
 * compiled together with {@code -Xlint:all -Werror}: a message the older DTO writes decodes in the newer DTO with
 * null for every member version 0 lacks (a scalar, a char array, a composite, a set, an enum, a group, var data,
 * var data in a group's entry); and each kind of setter check, as the reference's DTOs make them, throws an
 * IllegalArgumentException naming the member, while values in range, null values of optionals and null (absent)
 * pass, and decoding keeps what the wire holds without the checks. Both byte orders: big-endian copies of both
 * schemas (packages {@code dtover.be}, {@code dtover.be.v0}) are compiled beside them and checked the same way.
 */
class DtoVersionsAndChecksTest
{
    private static ClassLoader loader;

    @BeforeAll
    static void compile() throws Exception
    {
        final Map<String, String> sources = new LinkedHashMap<>();
        final Path bigEndian = Files.createDirectories(Path.of("target", "dto-versions-be"));
        for (final String name : List.of("versioned.xml", "versioned-v0.xml"))
        {
            final Path schema = SharedFiles.projectDir().resolve("compiler/src/test/resources/dtos/" + name);
            final Path copy = bigEndian.resolve(name);
            Files.writeString(copy, Files.readString(schema).replace("byteOrder=\"littleEndian\"", "byteOrder=\"bigEndian\"")
                .replace("package=\"dtover", "package=\"dtover.be"));
            for (final Path file : List.of(schema, copy))
            {
                sources.putAll(DtoRoundTripTest.sources(CodecModelBuilder.build(Compilation.compileOrThrow(file))));
            }
        }
        loader = InMemoryCompiler.compile(sources, true);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"dtover", "dtover.be"})
    void membersAnOlderVersionLacksDecodeAsNull(final String pkg) throws Exception
    {
        final Class<?> olderType = loader.loadClass(pkg + ".v0.OrderDto");
        final Object older = olderType.getConstructor().newInstance();
        call(older, "id", long.class, 42L);
        call(older, "small", byte.class, (byte)-3);
        call(older, "code", String.class, "ABC");
        final Object leg = loader.loadClass(pkg + ".v0.OrderDto$LegsDto").getConstructor().newInstance();
        call(leg, "qty", int.class, 5);
        call(leg, "legText", String.class, "first");
        call(older, "legs", List.class, List.of(leg));
        final byte[] bytes = (byte[])olderType.getMethod("bytesWithHeader", olderType).invoke(null, older);

        final Object order = decodeWithHeader(pkg, bytes);
        assertEquals(42L, get(order, "id"));
        assertEquals("ABC", get(order, "code"));
        assertEquals((byte)-3, get(order, "small"));
        for (final String absent : List.of("newSmall", "newCode", "newPoint", "newFlags", "newSide", "fills", "memo", "blob"))
        {
            assertNull(get(order, absent), absent + " is newer than version 0");
        }
        final List<?> legs = (List<?>)get(order, "legs");
        assertEquals(1, legs.size());
        assertEquals("first", get(legs.get(0), "legText"));
        assertNull(get(legs.get(0), "legNote"), "legNote is newer than version 0");

        // the same at the current version: present
        final Object again = decodeWithHeader(pkg, (byte[])order.getClass().getMethod("bytesWithHeader", order.getClass())
            .invoke(null, order));
        assertNotNull(get(again, "newPoint"));
        assertNotNull(get(again, "fills"));
        assertEquals("", get(again, "memo"));
        assertArrayEquals(new byte[0], (byte[])get(again, "blob"));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"dtover", "dtover.be"})
    void settersRefuseValuesOutsideTheirTypesRange(final String pkg) throws Exception
    {
        final Object order = loader.loadClass(pkg + ".OrderDto").getConstructor().newInstance();
        refused("small: value is below allowed minimum: -11", order, "small", byte.class, (byte)-11);
        refused("small: value is above allowed maximum: 11", order, "small", byte.class, (byte)11);
        call(order, "small", byte.class, (byte)-10);
        call(order, "small", byte.class, (byte)10);
        assertEquals((byte)10, get(order, "small"));

        refused("optSmall: value is below allowed minimum: 0", order, "optSmall", short.class, (short)0);
        refused("optSmall: value is above allowed maximum: 21", order, "optSmall", short.class, (short)21);
        call(order, "optSmall", short.class, (short)255);
        assertEquals((short)255, get(order, "optSmall"), "the optional's null value is not out of range");

        refused("id: value is above allowed maximum: 18446744073709551615", order, "id", long.class, -1L);
        call(order, "id", long.class, -2L);

        refused("newSmall: value is above allowed maximum: 11", order, "newSmall", Byte.class, (byte)11);
        call(order, "newSmall", Byte.class, null);
        assertNull(get(order, "newSmall"));

        refused("code: too many elements: 7", order, "code", String.class, "ABCDEFG");
        call(order, "code", String.class, "ABCDEF");
        refused("newCode: too many elements: 7", order, "newCode", String.class, "ABCDEFG");
        call(order, "newCode", String.class, null);
        refused("quad: too many elements: 5", order, "quad", int[].class, new int[5]);
        call(order, "quad", int[].class, new int[4]);

        final Object point = get(order, "point");
        refused("x: value is below allowed minimum: -2147483648", point, "x", int.class, Integer.MIN_VALUE);
        final Object leg = loader.loadClass(pkg + ".OrderDto$LegsDto").getConstructor().newInstance();
        refused("qty: value is below allowed minimum: -2147483648", leg, "qty", int.class, Integer.MIN_VALUE);
        call(leg, "qty", int.class, Integer.MIN_VALUE + 1);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"dtover", "dtover.be"})
    void decodingKeepsWhatTheWireHoldsPastTheChecks(final String pkg) throws Exception
    {
        final Class<?> encoderType = loader.loadClass(pkg + ".OrderEncoder");
        final Object encoder = encoderType.getConstructor().newInstance();
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[256]);
        encoderType.getMethod("wrap", MutableDirectBuffer.class, int.class).invoke(encoder, buffer, 0);
        encoderType.getMethod("small", byte.class).invoke(encoder, (byte)-128);
        encoderType.getMethod("legsCount", int.class).invoke(encoder, 0);
        encoderType.getMethod("fillsCount", int.class).invoke(encoder, 0);
        final int blockLength = encoderType.getField("BLOCK_LENGTH").getInt(null);
        final Class<?> type = loader.loadClass(pkg + ".OrderDto");
        final Object order = type.getMethod("decodeFrom", DirectBuffer.class, int.class, int.class, int.class)
            .invoke(null, buffer, 0, blockLength, 2);
        assertEquals((byte)-128, get(order, "small"), "small's null value, which its setter refuses");
    }

    private static Object decodeWithHeader(final String pkg, final byte[] bytes) throws Exception
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(bytes);
        final java.nio.ByteOrder order = pkg.endsWith(".be") ? java.nio.ByteOrder.BIG_ENDIAN : java.nio.ByteOrder.LITTLE_ENDIAN;
        final int blockLength = buffer.getShort(0, order) & 0xFFFF;
        final int version = buffer.getShort(6, order) & 0xFFFF;
        return loader.loadClass(pkg + ".OrderDto").getMethod("decodeFrom", DirectBuffer.class, int.class, int.class, int.class)
            .invoke(null, buffer, 8, blockLength, version);
    }

    private static void refused(final String message, final Object dto, final String name, final Class<?> type,
        final Object value)
    {
        final InvocationTargetException thrown = assertThrows(InvocationTargetException.class, () -> call(dto, name, type, value));
        assertEquals(IllegalArgumentException.class, thrown.getCause().getClass());
        assertEquals(message, thrown.getCause().getMessage());
    }

    private static void call(final Object dto, final String name, final Class<?> type, final Object value) throws Exception
    {
        final Method setter = dto.getClass().getMethod(name, type);
        setter.invoke(dto, value);
    }

    private static Object get(final Object dto, final String name) throws Exception
    {
        return dto.getClass().getMethod(name).invoke(dto);
    }
}
