package io.sbetool.compiler.generation.java;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.model.CodecModelBuilder;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.ModelWire;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.testing.SharedFiles;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --java-dispatcher}: generates the dispatcher with a schema's codecs, compiles them with
 * {@code -Xlint:all -Werror} and a recording handler, then dispatches a buffer holding every message of the
 * schema (each group with one entry, each var data three bytes, written from the codec model in the schema's
 * byte order), and provokes each error code.
 */
class DispatcherTest
{
    private static final String PACKAGE = "dispatch.test";

    static List<Path> schemas()
    {
        return List.of(
            SharedFiles.projectSchema("car.xml"),
            SharedFiles.projectDir().resolve("compiler/src/test/resources/golden/schemas/big-endian.xml"),
            SharedFiles.corpus("binance/stream_1_0.xml"),
            SharedFiles.corpus("coinbase/Coinbase.Derivatives.Session.Sbe.v1.2.xml"));
    }

    @ParameterizedTest
    @MethodSource("schemas")
    void dispatchesEveryMessageAndReportsEachError(final Path schemaFile) throws Exception
    {
        final Schema schema = CodecModelBuilder.build(Compilation.compileOrThrow(schemaFile));
        final JavaOptions options = JavaOptions.defaults().withPackageName(PACKAGE).withSchemaName("test.xml");
        final Map<String, String> sources = new LinkedHashMap<>(new JavaGenerator(schema, options).generateSources());
        new DispatcherGenerator(schema, options).generateUtf8()
            .forEach((name, bytes) -> sources.put(name, new String(bytes, StandardCharsets.UTF_8)));
        sources.put(PACKAGE + ".Recorder", recorder(schema));
        final ClassLoader loader = InMemoryCompiler.compile(sources);

        final Object recorder = loader.loadClass(PACKAGE + ".Recorder").getConstructor().newInstance();
        final Class<?> dispatcherClass = loader.loadClass(PACKAGE + ".MessageDispatcher");
        final Object dispatcher = dispatcherClass
            .getConstructor(loader.loadClass(PACKAGE + ".MessageHandler")).newInstance(recorder);
        final Method dispatch = dispatcherClass.getMethod("dispatch", DirectBuffer.class, int.class, int.class);

        final ModelWire wire = new ModelWire(schema);
        final List<String> expected = new ArrayList<>();
        final List<Integer> lengths = new ArrayList<>();
        for (final Message message : schema.messages())
        {
            // A message of a newer version than the schema's is still decoded, at its acting version.
            final int version = schema.version() + (message == schema.messages().get(0) ? 1 : 0);
            final int start = wire.position();
            wire.message(message, schema.id(), version);
            lengths.add(wire.position() - start);
            expected.add(handlerName(schema, message) + "@" + (start + wire.headerLength()) + " v" + version);
        }
        final UnsafeBuffer buffer = new UnsafeBuffer(wire.bytes());
        int offset = 0;
        for (final int length : lengths)
        {
            assertEquals(length, dispatch.invoke(dispatcher, buffer, offset, buffer.capacity() - offset));
            offset += length;
        }
        assertEquals(buffer.capacity(), offset);
        @SuppressWarnings("unchecked")
        final List<String> calls = ((Supplier<List<String>>)recorder).get();
        assertEquals(expected, calls);

        // Errors: nothing reaches the handler.
        final int first = lengths.get(0);
        assertEquals(-1, dispatch.invoke(dispatcher, buffer, 0, wire.headerLength() - 1), "header too short");
        assertEquals(-4, dispatch.invoke(dispatcher, buffer, 0, first - 1), "message too short");
        final UnsafeBuffer exact = new UnsafeBuffer(wire.bytes(), 0, first - 1);
        assertEquals(-4, dispatch.invoke(dispatcher, exact, 0, exact.capacity()), "message past the buffer's end");
        final ModelWire wrongSchema = new ModelWire(schema);
        wrongSchema.message(schema.messages().get(0), schema.id() + 1, schema.version());
        assertEquals(-2, dispatch.invoke(dispatcher, new UnsafeBuffer(wrongSchema.bytes()), 0, first), "wrong schemaId");
        final ModelWire unknown = new ModelWire(schema);
        unknown.header(schema.messages().get(0).block().blockLength(), unknownTemplate(schema), schema.id(), schema.version());
        unknown.zeros(first);
        assertEquals(-3, dispatch.invoke(dispatcher, new UnsafeBuffer(unknown.bytes()), 0, first), "unknown template");
        assertEquals(expected, calls);
        assertTrue(expected.size() >= 1);
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

    private static String handlerName(final Schema schema, final Message message)
    {
        final String decoder = new CodecNames(schema, PACKAGE).messageClass(message, Side.DECODER).simpleName();
        return "on" + decoder.substring(0, decoder.length() - "Decoder".length());
    }

    /** A handler that records each call's method, the decoder's offset and its acting version. */
    private static String recorder(final Schema schema)
    {
        final CodecNames names = new CodecNames(schema, PACKAGE);
        final StringBuilder out = new StringBuilder("package " + PACKAGE + ";\n\n")
            .append("public final class Recorder implements MessageHandler, java.util.function.Supplier<java.util.List<String>> {\n")
            .append("    private final java.util.List<String> calls = new java.util.ArrayList<>();\n\n")
            .append("    @Override\n    public java.util.List<String> get() {\n        return calls;\n    }\n");
        for (final Message message : schema.messages())
        {
            final String name = handlerName(schema, message);
            out.append("\n    @Override\n    public void ").append(name).append("(final ")
                .append(names.messageClass(message, Side.DECODER).simpleName()).append(" decoder) {\n")
                .append("        calls.add(\"").append(name).append("@\" + decoder.offset() + \" v\" + decoder.actingVersion());\n")
                .append("    }\n");
        }
        return out.append("}\n").toString();
    }
}
