package io.sbetool.compiler.cli;

import io.sbetool.capture.DecodeResult;
import io.sbetool.capture.DecodeSession;
import io.sbetool.capture.DecodeStats;
import io.sbetool.capture.Framing;
import io.sbetool.capture.FramingAdvisor;
import io.sbetool.capture.OutputFailedException;
import io.sbetool.compiler.build.IrFiles;
import io.sbetool.ir.Ir;
import io.sbetool.parquet.ParquetOutput;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code sbetool decode}: decodes captured messages with the IR of their schema alone, no generated
 * code, writing one JSON object (or text line) per message to standard output.
 */
@Command(
    name = "decode",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    sortOptions = false,
    usageHelpAutoWidth = true,
    description = {
        "Decodes captured SBE messages (libpcap or pcapng captures, or files of framed messages) to NDJSON or text.",
        "Each JSON line names the file and byte offset of its message; a text line starts with the offset.", "Exit codes: 0 ok, 1 bad input, 2 bad usage."
    })
final class DecodeCommand implements Callable<Integer>
{
    // The fields hold picocli's defaults from the start, for PlainDecodeLine, which fills them without it.

    /** The file name that means standard input. */
    private static final String STDIN = "-";

    private final OutputStream out;
    private final PrintWriter err;

    @Option(names = "--schema", paramLabel = "SCHEMA.xml",
        description = "An SBE XML schema of the messages; repeatable, each message is decoded with the one its " +
            "header's schemaId names.")
    List<Path> schemas = new ArrayList<>();

    @Option(names = "--ir", paramLabel = "SCHEMA.sbeir",
        description = "An IR file of the messages (from --generate-ir); repeatable, and may be mixed with --schema.")
    List<Path> irFiles = new ArrayList<>();

    @Mixin
    FramedOutputOptions framed = new FramedOutputOptions();

    @Option(names = "--skip", paramLabel = "N", defaultValue = "0",
        description = "Bytes to drop before the first message of each packet payload (pcap) or of the file (default: ${DEFAULT-VALUE}).")
    int skip;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "json",
        description = "json (one object per line), text, or parquet (a dataset per template in the --output " +
            "folder; docs/parquet.md) (default: ${DEFAULT-VALUE}).")
    DecodeSession.Format format = DecodeSession.Format.JSON;

    @Option(names = "--int64-as-string",
        description = "Write int64 and uint64 values as JSON strings, so that values beyond 2^53 stay exact in " +
            "tools that read numbers as doubles (jq, JavaScript).")
    boolean int64AsString;

    @Option(names = "--template", paramLabel = "ID|NAME", description = "Only messages with this template id or name; repeatable.")
    List<String> templates = new ArrayList<>();

    @Option(names = "--on-error", paramLabel = "MODE", defaultValue = "stop",
        description = "stop at the first bad message, or skip it and go on where the framing allows (default: ${DEFAULT-VALUE}).")
    DecodeSession.ErrorMode onError = DecodeSession.ErrorMode.STOP;

    @Mixin
    DecodePacketOptions packetOptions = new DecodePacketOptions();

    @Mixin
    DecodeParquetOptions parquet = new DecodeParquetOptions();

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
        description = "Decode a libpcap capture of UDP datagrams on N threads, NDJSON still in input order, Parquet " +
            "with parts of each thread's own (other inputs use one; default: ${DEFAULT-VALUE}).")
    int threads = 1;

    @Option(names = "--summary",
        description = "At the end, print on stderr the messages per template, bytes, errors, TCP gaps, warnings and " +
            "the rate (the default when stderr is a terminal).")
    boolean summary;

    @Parameters(paramLabel = "FILE", arity = "1..*",
        description = "Capture files, named pipes or - for standard input; .gz data is decompressed.")
    List<Path> files = new ArrayList<>();

    DecodeCommand(final OutputStream out, final PrintWriter err)
    {
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call()
    {
        final Framing parsedFraming = parseFraming();
        if (parsedFraming == null)
        {
            return ExitCode.USAGE;
        }
        if (schemas.isEmpty() && irFiles.isEmpty())
        {
            err.println("sbetool decode: give the messages' schema with --schema SCHEMA.xml or --ir SCHEMA.sbeir");
            err.println("Try 'sbetool decode --help' for usage.");
            return ExitCode.USAGE;
        }
        final List<String> misplaced = CommandWords.misplaced(schemas, irFiles, true);
        if (!misplaced.isEmpty())
        {
            misplaced.forEach(err::println);
            return ExitCode.USAGE;
        }
        if (!OutputNotInput.check("decode", framed.output, inputs(), err))
        {
            return ExitCode.USAGE;
        }
        final List<Ir> irs = loadIrs();
        if (irs == null)
        {
            return ExitCode.BAD_INPUT;
        }
        final DecodeSession.Builder builder;
        try
        {
            builder = DecodeSession.builder(irs).templateNames(templates).framing(parsedFraming).skip(skip)
                .lengthField(framed.lengthField).threads(threads);
            builder.build();
        }
        catch (final IllegalArgumentException ex)
        {
            err.println("sbetool decode: " + ex.getMessage());
            return ExitCode.USAGE;
        }
        if (!packetOptions.apply(builder, skip, err))
        {
            return ExitCode.USAGE;
        }
        noteThreadsWithinHeap();
        if (format == DecodeSession.Format.PARQUET)
        {
            return decodeToParquet(builder, irs);
        }

        try (OutputStream sink = framed.openOutput(out))
        {
            return decodeAll(builder, sink);
        }
        catch (final OutputFailedException ex)
        {
            return outputFailed(ex);
        }
        catch (final IOException ex)
        {
            return outputFailed(new OutputFailedException(ex));
        }
        finally
        {
            err.flush();
        }
    }

    /**
     * Decodes into a Parquet dataset per template: parts already closed stay when the input turns out bad
     * (as NDJSON's lines before the error do); the open ones are closed and named at the end, or removed
     * when the output fails.
     */
    private int decodeToParquet(final DecodeSession.Builder builder, final List<Ir> irs)
    {
        final ParquetOutput output = parquet.open(framed.output, irs, packetOptions.packetFields,
            packetOptions.header, err);
        if (output == null)
        {
            return ExitCode.USAGE;
        }
        builder.rows(output);
        try
        {
            final int exitCode = decodeAll(builder, null);
            output.close();
            return exitCode;
        }
        catch (final OutputFailedException ex)
        {
            output.abort();
            err.println("sbetool decode: cannot write " + framed.output + ": " +
                OutputFile.why(framed.output, ex.getCause()));
            return ExitCode.BAD_INPUT;
        }
        catch (final RuntimeException ex)
        {
            output.abort();
            throw ex;
        }
        finally
        {
            err.flush();
        }
    }

    /**
     * Says so when the heap holds fewer decoding threads than asked for, rather than ending in an
     * OutOfMemoryError: the decoding then uses as many as it holds.
     */
    private void noteThreadsWithinHeap()
    {
        final long maxHeap = Runtime.getRuntime().maxMemory();
        final int usable = DecodeSession.threadsWithin(threads, maxHeap);
        if (usable < threads)
        {
            err.println("sbetool decode: note: decoding a pcap on " + usable + " thread" + (usable == 1 ? "" : "s") +
                ", not " + threads + ": each takes up to " + (DecodeSession.bytesPerThread() >> 20) +
                " MiB of buffers, and this Java heap (" + (maxHeap >> 20) +
                " MiB at most) holds " + usable + "; a larger one (e.g. JAVA_TOOL_OPTIONS=-Xmx1g) holds more");
        }
    }

    private int outputFailed(final OutputFailedException ex)
    {
        if (ex.isBrokenPipe())
        {
            // the reader went away (| head): it has all it wants, which is success
            return ExitCode.OK;
        }
        err.println("sbetool decode: cannot write " + (framed.output != null ? framed.output : "standard output") + ": " +
            OutputFile.why(framed.output != null ? framed.output : Path.of("-"), ex.getCause()));
        return ExitCode.BAD_INPUT;
    }

    /**
     * @param sink where lines go, or null when the builder hands rows to a writer of its own.
     */
    private int decodeAll(final DecodeSession.Builder builder, final OutputStream sink)
    {
        if (sink != null)
        {
            builder.output(sink);
        }
        final DecodeSession session = builder
            .int64AsString(int64AsString)
            .onError(onError)
            .format(format)
            .errors((file, offset, message) -> err.println(file + ": offset " + offset + ": error: " + message))
            .build();

        boolean clean = true;
        final long start = System.nanoTime();
        try (ProgressLine progress = ProgressLine.startIfTerminal(session, err))
        {
            for (final Path file : files)
            {
                clean &= decode(session, file, progress);
            }
        }
        report(session.stats(), System.nanoTime() - start);
        return clean ? ExitCode.OK : ExitCode.BAD_INPUT;
    }

    /**
     * Warnings always (a wrong schema must not pass unnoticed); the summary when asked for or when a
     * person is watching stderr.
     */
    private void report(final DecodeStats stats, final long elapsedNanos)
    {
        for (final String warning : stats.warnings())
        {
            err.println("sbetool decode: warning: " + warning);
        }
        // a capture whose packets were all passed over or lost would otherwise end without a word
        final String why = stats.whyNothingDecoded();
        if (why != null)
        {
            err.println("sbetool decode: " + why);
        }
        if (summary || ProgressLine.stderrIsTerminal())
        {
            for (final String line : stats.summary(elapsedNanos))
            {
                err.println(line);
            }
        }
    }

    /**
     * @return the framing, or null after saying what is wrong with the framing or skip options.
     */
    private Framing parseFraming()
    {
        if (skip < 0)
        {
            err.println("sbetool decode: --skip must not be negative");
            return null;
        }
        try
        {
            return Framing.parse(framed.framing);
        }
        catch (final IllegalArgumentException ex)
        {
            err.println("sbetool decode: " + ex.getMessage());
            return null;
        }
    }

    private boolean decode(final DecodeSession session, final Path file, final ProgressLine progress)
    {
        final boolean stdin = STDIN.equals(file.toString());
        if (!stdin && (!Files.exists(file) || Files.isDirectory(file)))
        {
            err.println(file + ": error: " + (Files.isDirectory(file) ? "is a directory" : "no such file"));
            return false;
        }
        try
        {
            if (progress != null)
            {
                // a pipe's size is not known in advance: the display then shows bytes read
                progress.file(file, !stdin && Files.isRegularFile(file) ? Files.size(file) : -1);
            }
            final DecodeResult result = stdin ? session.decodeStream(System.in, STDIN) :
                session.decodeFile(file, file.toString());
            if (result.errors() > 0 || result.skipped() > 0)
            {
                err.println(file + ": " + result);
            }
            if (result.messages() == 0 && result.errors() > 0 && !stdin && Files.isRegularFile(file))
            {
                suggestOptions(session, file);
            }
            return result.errors() == 0;
        }
        catch (final IOException ex)
        {
            err.println(file + ": error: cannot read: " + ex.getMessage());
            return false;
        }
    }

    /**
     * Not one message decoded: the options are more likely wrong than the capture. Says which
     * framing and skip would work, when one does.
     */
    private void suggestOptions(final DecodeSession session, final Path file) throws IOException
    {
        final String options = FramingAdvisor.suggest(session.irs(), file);
        final String current = "--framing " + framed.framing.trim().toLowerCase(java.util.Locale.ROOT) + " --skip " + skip;
        if (options != null && !options.equals(current))
        {
            err.println(file + ": hint: no message decoded with " + current + "; " + options +
                " decodes its first messages without error");
        }
    }

    /** @return every file the command reads: captures, schemas and IR files. */
    private List<Path> inputs()
    {
        final List<Path> inputs = new ArrayList<>(files);
        inputs.addAll(schemas);
        inputs.addAll(irFiles);
        return inputs;
    }

    /**
     * @return every schema's IR in the order given, or null after reporting those that cannot be read.
     */
    private List<Ir> loadIrs()
    {
        final List<Ir> irs = new ArrayList<>();
        boolean ok = true;
        for (final Path schema : schemas)
        {
            final Ir ir = IrFiles.compile(schema, err);
            ok &= ir != null;
            irs.add(ir);
        }
        for (final Path irFile : irFiles)
        {
            final Ir ir = IrFiles.read(irFile, err::println);
            ok &= ir != null;
            irs.add(ir);
        }
        return ok ? irs : null;
    }
}
