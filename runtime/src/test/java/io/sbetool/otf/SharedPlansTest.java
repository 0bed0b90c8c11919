package io.sbetool.otf;

import io.sbetool.ir.Ir;
import io.sbetool.testing.ReferenceIr;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Decoders made for other threads share their plans and compiled code: threads decoding the same template
 * at once all run one hidden class, made once, and each decodes as a decoder of its own would.
 */
class SharedPlansTest
{
    private static final int THREADS = 4;
    private static final int DECODES = 300;

    @Test
    void threadsDecodingAtOnceRunOneCompiledClassPerTemplateAndDecodeAsAloneWould() throws Exception
    {
        final Ir ir = ReferenceIr.fromSchema(CarAndVersionsTest.resource("arrays.xml"));
        final byte[] message = CompiledDecoderTest.arraysMessage(ir.message(1).get(0).encodedLength());
        final UnsafeBuffer buffer = new UnsafeBuffer(message);
        final List<String> alone = CallLog.decode(new MessageDecoder(ir).compileAfter(-1), buffer, 0, message.length,
            false);
        // compiled at the first decode, all threads at the barrier at once; or after a few interpreted ones
        for (final int compileAfter : new int[] {0, 5})
        {
            final MessageDecoder first = new MessageDecoder(ir).compileAfter(compileAfter);
            final Set<Class<?>> compiledClasses = ConcurrentHashMap.newKeySet();
            final CyclicBarrier start = new CyclicBarrier(THREADS);
            final ExecutorService pool = Executors.newFixedThreadPool(THREADS);
            try
            {
                final List<Future<MessageDecoder>> decoders = new ArrayList<>();
                for (int t = 0; t < THREADS; t++)
                {
                    final MessageDecoder decoder = t == 0 ? first : first.forAnotherThread();
                    decoders.add(pool.submit(() ->
                    {
                        start.await();
                        for (int i = 0; i < DECODES; i++)
                        {
                            decoder.decode(buffer, 0, message.length, new CallerClasses(compiledClasses));
                            assertEquals(alone, CallLog.decode(decoder, buffer, 0, message.length, false));
                        }
                        return decoder;
                    }));
                }
                for (final Future<MessageDecoder> decoder : decoders)
                {
                    assertSame(first.planAt(buffer, 0, message.length), decoder.get().planAt(buffer, 0, message.length));
                }
            }
            finally
            {
                pool.shutdownNow();
            }
            assertTrue(first.planAt(buffer, 0, message.length).isCompiled(false));
            assertEquals(1, compiledClasses.size(), "compileAfter " + compileAfter + ": " + compiledClasses);
        }
    }

    /**
     * Notes the template's compiled class when that is what calls it back (lambdas' classes are hidden too).
     */
    private static final class CallerClasses implements OtfListener
    {
        private static final StackWalker WALKER = StackWalker.getInstance(
            Set.of(StackWalker.Option.RETAIN_CLASS_REFERENCE, StackWalker.Option.SHOW_HIDDEN_FRAMES));
        private static final String COMPILED = TemplateClassWriter.CLASS_NAME.replace('/', '.');
        private final Set<Class<?>> classes;

        CallerClasses(final Set<Class<?>> classes)
        {
            this.classes = classes;
        }

        @Override
        public void onEncoding(final ScalarNode node, final DirectBuffer buffer, final int index)
        {
            WALKER.walk(frames -> frames.map(StackWalker.StackFrame::getDeclaringClass)
                .filter(type -> type.isHidden() && type.getName().startsWith(COMPILED)).findFirst())
                .ifPresent(classes::add);
        }
    }
}
