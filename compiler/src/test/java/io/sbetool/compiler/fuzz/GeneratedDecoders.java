package io.sbetool.compiler.fuzz;

import io.sbetool.codec.BoundsCheckException;
import io.sbetool.codec.CompositeDecoderFlyweight;
import io.sbetool.codec.MessageDecoderFlyweight;
import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.java.InMemoryCompiler;
import io.sbetool.compiler.generation.java.JavaGenerator;
import io.sbetool.compiler.generation.java.JavaOptions;
import org.agrona.DirectBuffer;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Java decoders generated for one schema, compiled in memory into a package under {@code io.sbetool} (so
 * that Jazzer instruments them as it does the project's own classes), driven through the flyweight
 * interfaces {@code --java-interfaces} adds.
 */
final class GeneratedDecoders
{
    private final CompositeDecoderFlyweight header;
    private final int headerLength;
    private final MethodHandle blockLength;
    private final MethodHandle templateId;
    private final MethodHandle version;
    private final Map<Integer, MessageDecoderFlyweight> byTemplateId = new HashMap<>();
    private final List<MessageDecoderFlyweight> decoders = new ArrayList<>();
    private final StringBuilder text = new StringBuilder();

    private GeneratedDecoders(final ClassLoader loader, final String packageName) throws Exception
    {
        final Class<?> headerClass = loader.loadClass(packageName + ".MessageHeaderDecoder");
        header = (CompositeDecoderFlyweight)headerClass.getConstructor().newInstance();
        headerLength = headerClass.getField("ENCODED_LENGTH").getInt(null);
        final MethodHandles.Lookup lookup = MethodHandles.publicLookup();
        blockLength = lookup.findVirtual(headerClass, "blockLength", MethodType.methodType(int.class)).bindTo(header);
        templateId = lookup.findVirtual(headerClass, "templateId", MethodType.methodType(int.class)).bindTo(header);
        version = lookup.findVirtual(headerClass, "version", MethodType.methodType(int.class)).bindTo(header);
    }

    /** Generates, compiles and loads the codecs of {@code schema} in {@code packageName}. */
    static GeneratedDecoders of(final Path schema, final String packageName)
    {
        try
        {
            final Map<String, String> sources = new JavaGenerator(Compilation.compileOrThrow(schema),
                JavaOptions.defaults().withPackageName(packageName).withInterfaces(true)).generateSources();
            final ClassLoader loader = InMemoryCompiler.compile(sources);
            final GeneratedDecoders decoders = new GeneratedDecoders(loader, packageName);
            for (final String className : sources.keySet())
            {
                final Class<?> type = loader.loadClass(className);
                if (MessageDecoderFlyweight.class.isAssignableFrom(type))
                {
                    final MessageDecoderFlyweight decoder =
                        (MessageDecoderFlyweight)type.getConstructor().newInstance();
                    decoders.decoders.add(decoder);
                    decoders.byTemplateId.put(type.getField("TEMPLATE_ID").getInt(null), decoder);
                }
            }
            decoders.decoders.sort((a, b) -> a.getClass().getName().compareTo(b.getClass().getName()));
            return decoders;
        }
        catch (final Exception ex)
        {
            throw new IllegalStateException("cannot generate the decoders of " + schema, ex);
        }
    }

    /**
     * Reads the header at 0 and every field, group and var data of the message it announces (of another
     * message when the template id is unknown, to reach every decoder), as a user of the codecs would.
     * Only a bounds exception may come out: sbetool's own, or Agrona's for a read at a fixed offset.
     */
    void decode(final DirectBuffer buffer) throws Throwable
    {
        try
        {
            header.wrap(buffer, 0);
            final int id = (int)templateId.invokeExact();
            final MessageDecoderFlyweight decoder = byTemplateId.getOrDefault(id,
                decoders.get(Math.floorMod(id, decoders.size())));
            final int actingBlockLength = (int)blockLength.invokeExact();
            final boolean pastTheEnd = actingBlockLength > buffer.capacity() - headerLength;
            // The decoder reads every field the acting version has, which may lie past a short block on the
            // wire but never past the schema's block: wrap checks that too, as the fields' reads do not.
            final int schemaBlockLength = decoder.getClass().getField("BLOCK_LENGTH").getInt(null);
            final boolean fieldsPastTheEnd = schemaBlockLength > buffer.capacity() - headerLength;
            try
            {
                decoder.wrap(buffer, headerLength, actingBlockLength, (int)version.invokeExact());
            }
            catch (final BoundsCheckException ex)
            {
                assertTrue(pastTheEnd || fieldsPastTheEnd, () -> "wrap refused a block that fits: " + ex.getMessage());
                return;
            }
            assertFalse(pastTheEnd, "wrap accepted a block of " + actingBlockLength + " bytes in a buffer of " +
                buffer.capacity());
            text.setLength(0);
            decoder.appendTo(text);
        }
        catch (final IndexOutOfBoundsException ex)
        {
            if (!(ex instanceof BoundsCheckException) && !thrownByAgrona(ex))
            {
                throw ex;
            }
        }
    }

    private static boolean thrownByAgrona(final Throwable ex)
    {
        final StackTraceElement[] trace = ex.getStackTrace();
        return trace.length > 0 && trace[0].getClassName().startsWith("org.agrona.");
    }
}
