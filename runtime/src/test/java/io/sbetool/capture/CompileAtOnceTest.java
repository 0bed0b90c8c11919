package io.sbetool.capture;

import io.sbetool.otf.MessageDecoder;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedOutputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import static io.sbetool.capture.FramingTest.MESSAGES;
import static io.sbetool.capture.FramingTest.frame;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A large file is decoded with every template compiled at its first decode, a small one with the
 * decoder's usual threshold: a template seen once at the end of each is compiled in the first only.
 */
class CompileAtOnceTest
{
    @TempDir
    Path dir;

    @BeforeAll
    static void load() throws Exception
    {
        FramingTest.load();
    }

    @Test
    void aLargeFileCompilesATemplateSeenOnce() throws Exception
    {
        assertTrue(onceSeenTemplateCompiled(DecodeSession.COMPILE_AT_ONCE_BYTES));
    }

    @Test
    void aSmallFileLeavesATemplateSeenOnceInterpreted() throws Exception
    {
        assertFalse(onceSeenTemplateCompiled(1_000));
    }

    /**
     * Decodes a file of at least the given size: NewOrderSingle frames, then one BusinessMessageReject.
     *
     * @return whether BusinessMessageReject was decoded by compiled code.
     */
    private boolean onceSeenTemplateCompiled(final long bytes) throws Exception
    {
        final Path file = dir.resolve("frames.bin");
        final byte[] common = frame("u16le", MESSAGES[0]);
        final long frames = (bytes + common.length - 1) / common.length;
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16))
        {
            for (long i = 0; i < frames; i++)
            {
                out.write(common);
            }
            out.write(frame("u16le", MESSAGES[2]));
        }
        final DecodeSession session = DecodeSession.builder(FramingTest.ir).framing(Framing.parse("u16le"))
            .output(OutputStream.nullOutputStream()).build();
        assertEquals(frames + 1, session.decodeFile(file).messages());
        final MessageDecoder decoder = session.schemas().all()[0].decoder;
        return decoder.planAt(new UnsafeBuffer(MESSAGES[2]), 0, MESSAGES[2].length).isCompiled(false);
    }
}
