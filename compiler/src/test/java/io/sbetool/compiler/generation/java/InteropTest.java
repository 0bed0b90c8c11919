package io.sbetool.compiler.generation.java;

import io.sbetool.testing.ReferenceIr;
import io.sbetool.testing.SharedFiles;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Interoperability with the reference implementation's generated Java: the same encoding source, compiled
 * against both, must produce identical bytes, and each side must decode the other's messages.
 */
class InteropTest
{
    private static final String OURS = "javagen.interop.ours";

    @TempDir
    Path referenceDir;

    /**
     * @param oursOnly templates compiled against sbetool's codecs alone.
     */
    private ClassLoader compileBoth(final Path schema, final String template, final String... oursOnly) throws Exception
    {
        uk.co.real_logic.sbe.SbeTool.generate(ReferenceIr.referenceIr(schema), referenceDir.toString(), "Java");
        final Map<String, String> sources = new LinkedHashMap<>(
            GenerateAndCompileTest.generate(schema, JavaOptions.defaults().withPackageName(OURS)));
        final String referencePackage = ReferenceIr.fromSchema(schema).packageName();
        try (Stream<Path> files = Files.walk(referenceDir))
        {
            for (final Path file : (Iterable<Path>)files.filter((p) -> p.toString().endsWith(".java"))::iterator)
            {
                final String relative = referenceDir.relativize(file).toString();
                sources.put(relative.substring(0, relative.length() - 5).replace('/', '.'), Files.readString(file));
            }
        }
        final String text = RoundTripTest.resource(template + ".java.template");
        sources.put(OURS + "." + template, "package " + OURS + ";\n\n" + text);
        sources.put(referencePackage + "." + template, "package " + referencePackage + ";\n\n" + text);
        for (final String own : oursOnly)
        {
            sources.put(OURS + "." + own, "package " + OURS + ";\n\n" + RoundTripTest.resource(own + ".java.template"));
        }
        return InMemoryCompiler.compile(sources, false);
    }

    private static Object call(final ClassLoader loader, final String className, final String method, final Object buffer)
        throws Exception
    {
        final Class<?> type = loader.loadClass(className);
        final Method m = Stream.of(type.getMethods()).filter((x) -> x.getName().equals(method)).findFirst().orElseThrow();
        try
        {
            return m.invoke(null, buffer);
        }
        catch (final InvocationTargetException ex)
        {
            throw new AssertionError(className + "." + method + ": " + ex.getCause(), ex.getCause());
        }
    }

    private void checkInterop(final Path schema, final String template, final List<String> messages) throws Exception
    {
        checkInterop(compileBoth(schema, template), schema, template, messages);
    }

    private static void checkInterop(
        final ClassLoader loader, final Path schema, final String template, final List<String> messages) throws Exception
    {
        final String reference = ReferenceIr.fromSchema(schema).packageName() + "." + template;
        final String ours = OURS + "." + template;
        for (final String message : messages)
        {
            final MutableDirectBuffer ourBuffer = new UnsafeBuffer(new byte[4096]);
            final MutableDirectBuffer referenceBuffer = new UnsafeBuffer(new byte[4096]);
            final int ourLength = (Integer)call(loader, ours, "encode" + message, ourBuffer);
            final int referenceLength = (Integer)call(loader, reference, "encode" + message, referenceBuffer);
            assertEquals(referenceLength, ourLength, message + ": encoded length");
            assertArrayEquals(bytes(referenceBuffer, referenceLength), bytes(ourBuffer, ourLength), message + ": bytes");
            assertEquals(ourLength, call(loader, reference, "decode" + message, ourBuffer), message + ": decoded by reference");
            assertEquals(referenceLength, call(loader, ours, "decode" + message, referenceBuffer), message + ": decoded by ours");
        }
    }

    private static byte[] bytes(final DirectBuffer buffer, final int length)
    {
        final byte[] bytes = new byte[length];
        buffer.getBytes(0, bytes);
        return bytes;
    }

    @Test
    void carIsByteIdenticalWithTheReference() throws Exception
    {
        checkInterop(SharedFiles.projectSchema("car.xml"), "CarInterop", List.of(""));
    }

    @Test
    void fixMessagesAreByteIdenticalWithTheReference() throws Exception
    {
        checkInterop(SharedFiles.projectSchema("fix-message-samples.xml"), "FixInterop", List.of("Trades", "MassQuote"));
    }

    /**
     * Programs written to the reference implementation's API compile unchanged against sbetool's codecs, run
     * there, and write the same bytes as the same message written through sbetool's own API and as the same
     * program compiled against the reference's codecs.
     */
    @Test
    void carProgramWrittenToTheReferenceApiRunsOnOurs() throws Exception
    {
        checkDropIn(SharedFiles.projectSchema("car.xml"), "CarDropIn", "CarOwnApi");
    }

    @Test
    void marketDataProgramWrittenToTheReferenceApiRunsOnOurs() throws Exception
    {
        checkDropIn(SharedFiles.projectSchema("fix-message-samples.xml"), "MarketDataDropIn", "MarketDataOwnApi");
    }

    private void checkDropIn(final Path schema, final String dropIn, final String ownApi) throws Exception
    {
        final ClassLoader loader = compileBoth(schema, dropIn, ownApi);
        checkInterop(loader, schema, dropIn, List.of(""));
        final MutableDirectBuffer dropInBuffer = new UnsafeBuffer(new byte[4096]);
        final MutableDirectBuffer ownBuffer = new UnsafeBuffer(new byte[4096]);
        final int dropInLength = (Integer)call(loader, OURS + "." + dropIn, "encode", dropInBuffer);
        final int ownLength = (Integer)call(loader, OURS + "." + ownApi, "encode", ownBuffer);
        assertArrayEquals(bytes(ownBuffer, ownLength), bytes(dropInBuffer, dropInLength), dropIn + " against " + ownApi);
    }

    static String read(final Path path)
    {
        try
        {
            return Files.readString(path, StandardCharsets.UTF_8);
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
    }
}
