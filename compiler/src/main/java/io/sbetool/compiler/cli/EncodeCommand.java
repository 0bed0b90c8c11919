package io.sbetool.compiler.cli;

import io.sbetool.capture.FrameWriter;
import io.sbetool.capture.Framing;
import io.sbetool.compiler.build.IrFiles;
import io.sbetool.encode.EncodeException;
import io.sbetool.encode.JsonSyntaxException;
import io.sbetool.encode.MessageEncoder;
import io.sbetool.encode.NdjsonReader;
import io.sbetool.encode.ValueSource;
import io.sbetool.ir.Ir;
import org.agrona.ExpandableArrayBuffer;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code sbetool encode}: the inverse of {@code decode}. Reads NDJSON as decode writes it and writes
 * each object as a framed SBE message, encoded with the schema's IR alone. A line that cannot be
 * encoded is reported with its line number and field, and nothing of it is written.
 */
@Command(
    name = "encode",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    sortOptions = false,
    usageHelpAutoWidth = true,
    description = {
        "Encodes NDJSON, one message per line as 'sbetool decode' writes it, into framed SBE messages.",
        "Exit codes: 0 ok, 1 bad input (a line that could not be encoded), 2 bad usage."
    })
final class EncodeCommand implements Callable<Integer>
{
    private static final String STDIN = "-";
    private static final int FLUSH_AT = 1 << 16;

    private final OutputStream out;
    private final PrintWriter err;

    @ArgGroup(exclusive = true, multiplicity = "1")
    private SchemaOption schema;

    @Mixin
    private FramedOutputOptions framed = new FramedOutputOptions();

    @Option(names = "--on-error", paramLabel = "MODE", defaultValue = "stop",
        description = "stop at the first line that cannot be encoded, or skip it and go on (default: ${DEFAULT-VALUE}).")
    private String onError;

    @Option(names = "--max-line", paramLabel = "BYTES", defaultValue = "" + NdjsonReader.DEFAULT_MAX_LINE,
        description = "the longest line read, in bytes (default: ${DEFAULT-VALUE}, 16 MiB); a longer one is an " +
            "error, as memory holds a line whole.")
    private int maxLine;

    @Parameters(paramLabel = "FILE", arity = "0..1", defaultValue = STDIN,
        description = "The NDJSON file, or - for standard input (the default).")
    private String input;

    EncodeCommand(final OutputStream out, final PrintWriter err)
    {
        this.out = out;
        this.err = err;
    }

    static final class SchemaOption
    {
        @Option(names = "--schema", paramLabel = "SCHEMA.xml", required = true,
            description = "The SBE XML schema of the messages.")
        Path xml;

        @Option(names = "--ir", paramLabel = "SCHEMA.sbeir", required = true,
            description = "An IR file of the schema (from --target ir).")
        Path irFile;
    }

    @Override
    public Integer call()
    {
        final boolean skip;
        final Framing parsedFraming;
        try
        {
            skip = errorMode();
            parsedFraming = Framing.parse(framed.framing);
            if (maxLine < 1 || maxLine > NdjsonReader.MAX_LINE)
            {
                throw new IllegalArgumentException("--max-line is 1.." + NdjsonReader.MAX_LINE + " bytes, not " + maxLine);
            }
        }
        catch (final IllegalArgumentException ex)
        {
            return usage(ex.getMessage());
        }
        final List<String> misplaced = CommandWords.misplaced(schema.xml != null ? List.of(schema.xml) : List.of(),
            schema.irFile != null ? List.of(schema.irFile) : List.of(), true);
        if (!misplaced.isEmpty())
        {
            misplaced.forEach(err::println);
            return ExitCode.USAGE;
        }
        if (!OutputNotInput.check("encode", framed.output,
            List.of(Path.of(input), schema.xml != null ? schema.xml : schema.irFile), err))
        {
            return ExitCode.USAGE;
        }
        final Ir ir = schema.xml != null ? IrFiles.compile(schema.xml, err) : IrFiles.read(schema.irFile, err::println);
        if (ir == null)
        {
            return ExitCode.BAD_INPUT;
        }
        final MessageEncoder encoder = new MessageEncoder(ir);
        try
        {
            encoder.lengthField(framed.lengthField);
        }
        catch (final IllegalArgumentException ex)
        {
            return usage(ex.getMessage());
        }
        final FrameWriter frames = new FrameWriter(parsedFraming, ir.byteOrder());
        final InputStream in = openInput();
        if (in == null)
        {
            return ExitCode.BAD_INPUT;
        }
        final OutputStream sink;
        try
        {
            sink = framed.openOutput(out);
        }
        catch (final IOException ex)
        {
            closeQuietly(in);
            return cannotWrite(ex);
        }
        try (NdjsonReader reader = new NdjsonReader(in, maxLine); sink)
        {
            return encodeAll(reader, encoder, frames, sink, skip);
        }
        catch (final IOException ex)
        {
            return ex instanceof WriteFailedException ? cannotWrite((IOException)ex.getCause()) : cannotRead(ex);
        }
        finally
        {
            err.flush();
        }
    }

    /** An output failure, told from an input one by the code that writes. */
    private static final class WriteFailedException extends IOException
    {
        private static final long serialVersionUID = 1L;

        WriteFailedException(final IOException cause)
        {
            super(cause);
        }
    }

    private int cannotWrite(final IOException ex)
    {
        err.println("sbetool encode: cannot write " + (framed.output != null ? framed.output : "standard output") + ": " +
            OutputFile.why(framed.output != null ? framed.output : Path.of("-"), ex));
        return ExitCode.BAD_INPUT;
    }

    private int cannotRead(final IOException ex)
    {
        err.println("sbetool encode: cannot read " + (STDIN.equals(input) ? "standard input" : input) + ": " +
            IrFiles.describe(ex));
        return ExitCode.BAD_INPUT;
    }

    private static void closeQuietly(final InputStream in)
    {
        try
        {
            in.close();
        }
        catch (final IOException ex)
        {
            // nothing was read from it
        }
    }

    /** Writes, marking a failure as the output's. */
    private static void write(final OutputStream sink, final byte[] bytes, final int length) throws IOException
    {
        try
        {
            sink.write(bytes, 0, length);
        }
        catch (final IOException ex)
        {
            throw new WriteFailedException(ex);
        }
    }

    private boolean errorMode()
    {
        switch (onError.trim().toLowerCase(java.util.Locale.ROOT))
        {
            case "stop": return false;
            case "skip": return true;
            default: throw new IllegalArgumentException("--on-error is stop or skip, not '" + onError + "'");
        }
    }

    private int usage(final String message)
    {
        err.println("sbetool encode: " + message);
        err.println("Try 'sbetool encode --help' for usage.");
        return ExitCode.USAGE;
    }

    private int encodeAll(final NdjsonReader reader, final MessageEncoder encoder, final FrameWriter frames,
        final OutputStream sink, final boolean skip) throws IOException
    {
        final ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(FLUSH_AT * 2);
        final String name = STDIN.equals(input) ? "<stdin>" : input;
        int position = 0;
        long messages = 0;
        long skipped = 0;
        while (true)
        {
            final ValueSource message;
            final int start = position;
            try
            {
                message = reader.next();
                if (message == null)
                {
                    break;
                }
                final int length = encoder.encode(message, buffer, start + frames.headerLength());
                frames.writeHeader(buffer, start, length);
                position = start + frames.headerLength() + length;
                messages++;
            }
            catch (final JsonSyntaxException ex)
            {
                err.println(name + ":" + reader.lineNumber() + ":" + ex.column() + ": error: " + ex.getMessage());
                skipped++;
            }
            catch (final EncodeException ex)
            {
                err.println(name + ":" + reader.lineNumber() + (ex.column() > 0 ? ":" + ex.column() : "") + ": error: " +
                    ex.getMessage());
                skipped++;
            }
            catch (final IllegalArgumentException ex)
            {
                err.println(name + ":" + reader.lineNumber() + ": error: " + ex.getMessage());
                skipped++;
            }
            if (skipped > 0 && !skip)
            {
                break;
            }
            if (position >= FLUSH_AT)
            {
                write(sink, buffer.byteArray(), position);
                position = 0;
            }
        }
        write(sink, buffer.byteArray(), position);
        try
        {
            sink.flush();
        }
        catch (final IOException ex)
        {
            throw new WriteFailedException(ex);
        }
        if (skipped > 0)
        {
            err.println(name + ": " + messages + (messages == 1 ? " message" : " messages") + " written, " +
                skipped + " " + (skipped == 1 ? "line" : "lines") + (skip ? " skipped" : " not encoded"));
        }
        return skipped == 0 ? ExitCode.OK : ExitCode.BAD_INPUT;
    }

    private InputStream openInput()
    {
        if (STDIN.equals(input))
        {
            return out == System.out ? new FileInputStream(FileDescriptor.in) : System.in;
        }
        final Path file = Path.of(input);
        if (Files.isDirectory(file))
        {
            err.println(input + ": error: is a directory");
            return null;
        }
        try
        {
            return Files.newInputStream(file);
        }
        catch (final NoSuchFileException ex)
        {
            err.println(input + ": error: no such file");
        }
        catch (final IOException ex)
        {
            err.println(input + ": error: cannot read: " + IrFiles.describe(ex));
        }
        return null;
    }
}
