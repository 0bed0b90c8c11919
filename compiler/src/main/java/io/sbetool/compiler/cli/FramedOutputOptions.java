package io.sbetool.compiler.cli;

import io.sbetool.capture.Framing;
import picocli.CommandLine.Option;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;

/**
 * The options {@code sbetool decode} and {@code sbetool encode} share (a picocli mixin of both): how
 * messages are framed, which header field holds a message's length, and where the output goes.
 */
final class FramedOutputOptions
{
    @Option(names = "--framing", paramLabel = "FRAMING", defaultValue = Framing.DEFAULT,
        description = "How messages are delimited: raw (back to back), sofh, u16le, u16be, u32le or u32be " +
            "(length prefixes; add -incl when the length counts the prefix). Default: ${DEFAULT-VALUE}.")
    String framing = Framing.DEFAULT;

    @Option(names = "--length-field", paramLabel = "NAME",
        description = "The message header field that holds each message's whole length, header included " +
            "(Coinbase: frameLength or messageLength): encode fills it in, and decode's raw framing trusts it.")
    String lengthField;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT",
        description = "Write the output to this file instead of standard output.")
    Path output;

    /**
     * The commands write in large blocks themselves, so no buffering stream goes in between. Standard
     * output is written through its file descriptor rather than {@link System#out}: a PrintStream
     * swallows write errors, and a closed pipe must end the run.
     *
     * @param stdout the command's standard output ({@link System#out}, or a test's stream).
     * @return the --output file ({@link OutputFile}), or standard output, which closing flushes but leaves
     * open.
     */
    OutputStream openOutput(final OutputStream stdout) throws IOException
    {
        if (output != null)
        {
            return OutputFile.open(output);
        }
        final OutputStream sink = stdout == System.out ? new FileOutputStream(FileDescriptor.out) : stdout;
        return new FilterOutputStream(sink)
        {
            @Override
            public void write(final byte[] b, final int off, final int len) throws IOException
            {
                out.write(b, off, len);
            }

            @Override
            public void close() throws IOException
            {
                // standard output belongs to the caller: flush it, never close it
                flush();
            }
        };
    }
}
