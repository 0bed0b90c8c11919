package io.sbetool.compiler.generation.java;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.model.CodecModelBuilder;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.testing.SharedFiles;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --java-dtos}, run: for every corpus schema and the project's schemas (MEMX's are big-endian, the rest
 * little-endian), the codecs and DTOs compile with {@code -Xlint:all -Werror}, and random DTOs of every message
 * ({@link RandomDtos}, seeded) encode to what {@code computeEncodedLength()} says and decode back equal, with
 * and without the message header; a message encoded without what an older version lacks decodes at that
 * version with nulls for those members.
 */
class DtoRoundTripTest
{
    private static final int ROUNDS = 4;

    static Stream<Path> schemas()
    {
        final List<Path> schemas = new ArrayList<>(SharedFiles.corpusSchemas());
        // not sbe-ir.xml: its package is the reference jar's own IR codecs, which the test class path holds and
        // the in-memory class loader's parent would load in place of the generated ones
        SharedFiles.projectSchemas().stream().filter(path -> !path.endsWith("sbe-ir.xml")).forEach(schemas::add);
        schemas.add(GoldenSchemas.versions());
        return schemas.stream();
    }

    static Map<String, String> sources(final Schema schema)
    {
        final JavaGenerator codecs = new JavaGenerator(schema, JavaOptions.defaults());
        final Map<String, String> sources = new LinkedHashMap<>(codecs.generateSources());
        sources.putAll(new DtoGenerator(codecs).generateSources());
        return sources;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void randomDtosEncodeAndDecodeBackEqual(final Path file) throws Exception
    {
        final Schema schema = CodecModelBuilder.build(Compilation.compileOrThrow(file));
        final ClassLoader loader = InMemoryCompiler.compile(sources(schema), true);
        final RandomDtos random = new RandomDtos(schema, JavaOptions.defaults(), loader, file.getFileName().hashCode());
        int messages = 0;
        for (final Message message : schema.messages())
        {
            final Class<?> type = random.dtoClass(message);
            final int blockLength = type.getClassLoader().loadClass(decoderName(type)).getField("BLOCK_LENGTH").getInt(null);
            for (int round = 0; round < ROUNDS; round++)
            {
                final Object dto = random.message(message);
                final byte[] bytes = (byte[])type.getMethod("bytes", type).invoke(null, dto);
                assertEquals(bytes.length, (int)type.getMethod("computeEncodedLength").invoke(dto), message.name());
                final Object decoded = decodeFrom(type, bytes, 0, blockLength, schema.version());
                assertEquals(dto, decoded, message.name() + " from " + dto);
                assertEquals(dto.hashCode(), decoded.hashCode());
                assertEquals(dto.toString(), decoded.toString());
                assertArrayEquals(bytes, (byte[])type.getMethod("bytes", type).invoke(null, decoded), message.name());
                if (schema.header() != null)
                {
                    final byte[] framed = (byte[])type.getMethod("bytesWithHeader", type).invoke(null, dto);
                    final int headerLength = framed.length - bytes.length;
                    assertEquals(dto, decodeFrom(type, framed, headerLength, blockLength, schema.version()));
                }
            }
            messages++;
        }
        assertTrue(messages > 0 || schema.messages().isEmpty());
    }

    @Test
    void aMessageOfAnOlderVersionDecodesWithNullsForWhatItLacks() throws Exception
    {
        final Schema schema = CodecModelBuilder.build(Compilation.compileOrThrow(GoldenSchemas.versions()));
        final ClassLoader loader = InMemoryCompiler.compile(sources(schema), true);
        final RandomDtos random = new RandomDtos(schema, JavaOptions.defaults(), loader, 30);
        final Message message = schema.messages().get(0);
        final Class<?> type = random.dtoClass(message);
        for (int version = 0; version < schema.version(); version++)
        {
            final Object dto = random.message(message);
            random.clearAfter(dto, message.block(), version);
            final byte[] bytes = (byte[])type.getMethod("bytes", type).invoke(null, dto);
            final Object decoded = decodeFrom(type, bytes, 0, 32, version);
            assertEquals(dto, decoded, "at version " + version);
            assertNull(type.getMethod("average").invoke(decoded), "average is since version 2");
            if (version == 0)
            {
                assertNull(type.getMethod("status").invoke(decoded));
                assertNull(type.getMethod("adjustments").invoke(decoded));
            }
        }
        final Object current = random.message(message);
        assertNotEquals(null, type.getMethod("comment").invoke(decodeFrom(type,
            (byte[])type.getMethod("bytes", type).invoke(null, current), 0, 32, schema.version())));
    }

    private static Object decodeFrom(final Class<?> type, final byte[] bytes, final int offset, final int blockLength,
        final int version) throws Exception
    {
        final Method decodeFrom = type.getMethod("decodeFrom", org.agrona.DirectBuffer.class, int.class, int.class, int.class);
        return decodeFrom.invoke(null, new UnsafeBuffer(bytes), offset, blockLength, version);
    }

    private static String decoderName(final Class<?> dto)
    {
        final String name = dto.getName();
        return name.substring(0, name.length() - DtoNames.SUFFIX.length()) + "Decoder";
    }
}
