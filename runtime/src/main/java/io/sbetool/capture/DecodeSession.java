package io.sbetool.capture;

import io.sbetool.ir.Ir;
import io.sbetool.otf.ByteSink;
import io.sbetool.otf.MessageDecoder;
import org.agrona.DirectBuffer;
import org.agrona.collections.LongHashSet;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.Collection;
import java.util.ArrayList;
import java.util.List;

/**
 * Decodes a captured log into NDJSON (one object per message per line, with {@code "file"},
 * {@code "offset"}, {@code "template"}, {@code "templateId"}, {@code "schemaVersion"} and the fields)
 * or one text line per message. The input is a libpcap or pcapng capture (recognised by its magic
 * number or first block type) or a plain stream of framed messages. The facade the CLI's
 * {@code decode} command calls.
 *
 * <p>{@code skip} bytes are dropped at the start of every UDP payload and of every TCP segment that
 * starts on a message boundary; in a plain file, once at its start. With {@link ErrorMode#SKIP} a bad
 * message is counted and decoding resumes at the next frame; a bad frame length skips to the next
 * packet (in a plain file nothing can follow it, so decoding ends there). Not thread safe.
 */
public final class DecodeSession
{
    /**
     * Output format.
     */
    public enum Format
    {
        /** One JSON object a line. */
        JSON,
        /** One text line a message. */
        TEXT,
        /** Rows handed to {@link Builder#rows}, which writes them (a Parquet dataset); nothing is printed. */
        PARQUET
    }

    /**
     * What to do at an error.
     */
    public enum ErrorMode
    {
        STOP, SKIP
    }

    /**
     * How to read the input.
     */
    public enum Container
    {
        /** pcapng or pcap when the file starts with its block type or magic number, else a plain stream. */
        AUTO, PCAP, PCAPNG, STREAM
    }

    private final Builder config;
    private final Schemas schemas;
    private final LongHashSet templates;
    private final FrameSplitter splitter;
    private final DecodeOutput output;
    private final DecodeStats stats = new DecodeStats();
    /**
     * Files from this size on are decoded with every template compiled at its first decode rather than
     * after the decoder's 200 interpreted ones: on 1,000,000 MDP 3.0 messages (157 MB) that took about 4%
     * less CPU (no JIT work on the interpreter's hot paths), while loading the class writer costs a small
     * capture about 20 ms, so those keep the default.
     */
    static final long COMPILE_AT_ONCE_BYTES = 16L << 20;
    /**
     * Files below this size are decoded by the interpreter alone: compiling a template (loading the class
     * writer, defining the class, the JIT compiling it) cost about 20 ms of CPU, which the compiled code
     * earned back only from about 4 MB of MDP 3.0 on (pinned to one core, 6-8 rounds each: 500 KB 191 ms
     * against 167, 2 MB 227 against 205, 4 MB 266 against 266, 8 MB 324 against 341).
     */
    static final long INTERPRET_BELOW_BYTES = 2L << 20;
    private final InputDecoding inputs;
    private final PacketOptions packets;
    private final DecodeErrorListener errors;
    /** Where messages go as rows ({@link Builder#rows}): the user's consumer, or a worker's own. */
    private final MessageRows rows;
    private volatile MessageWriter current;
    /** The writer of {@link #decodePcapRange}, reused from range to range. */
    private MessageWriter rangeWriter;

    private DecodeSession(final Builder config)
    {
        this(config, new DecodeOutput(config.out, config.appendable, DecodeOutput.DEFAULT_THRESHOLD), config.errors,
            new Schemas(config.irs, config.int64AsString, config.lengthField), config.rows);
    }

    /**
     * A session with the user's options but its own output, error listener and schemas: a worker of
     * {@link ParallelPcapDecoding}.
     */
    private DecodeSession(final Builder config, final DecodeOutput output, final DecodeErrorListener errors,
        final Schemas schemas, final MessageRows rows)
    {
        this.config = config;
        this.rows = rows;
        this.errors = errors;
        this.schemas = schemas;
        this.templates = schemas.templateFilter(config.templateIds, config.templateNames);
        this.splitter = new FrameSplitter(config.framing, schemas::frameLength, schemas::isPlausibleHeader);
        final PacketOptions packets = PacketOptions.create(schemas, config.filter, config.packetHeader,
            config.packetFields, config.sequenceField, config.int64AsString);
        stats.sequence = packets.sequence();
        this.packets = packets;
        this.output = output;
        this.inputs = new InputDecoding(splitter, config.skip, config.windowSize, config.container, packets, output);
    }

    public static Builder builder(final Ir ir)
    {
        return new Builder(List.of(ir));
    }

    /**
     * A session over several schemas: each message is decoded with the one its header's schemaId
     * (then version) names, and {@code "schemaId"} is added to each JSON object.
     */
    public static Builder builder(final List<Ir> irs)
    {
        return new Builder(List.copyOf(irs));
    }

    /**
     * Decodes a file: a regular file memory-mapped window by window, anything else (a named pipe,
     * {@code /dev/fd/N}) streamed; gzip data is decompressed on the way. Writes as it goes.
     *
     * @param name the name written as {@code "file"}; null for the file's own name.
     */
    public DecodeResult decodeFile(final Path path, final String name) throws IOException
    {
        final String fileName = name != null ? name : path.getFileName().toString();
        try (CaptureInput input = CaptureInputs.open(path, config.windowSize))
        {
            try (PcapChunks chunks = parallelChunks(input, path))
            {
                if (chunks != null)
                {
                    stats.bytes += input.bytesRead();
                    final MappedFile file = (MappedFile)input;
                    final int threads = usableThreads();
                    return new ParallelPcapDecoding((capacity, listener) -> worker(capacity, listener, input, threads),
                        threads, ParallelPcapDecoding.CHUNK_BYTES).run(path, fileName, chunks,
                        start -> decodePcapRange(file, start, file.size(), fileName),
                        rows != null ? OutputStream.nullOutputStream() : config.out, errors, stats);
                }
            }
            compileAtOnceFor(input);
            return decode(input, fileName);
        }
    }

    /**
     * A worker session of {@link ParallelPcapDecoding} for the file {@code input}: the user's options, its
     * lines collected in a sink of the given capacity, its errors to {@code listener}, and its templates
     * compiled at their first decode where this session's would be (a worker that waited for 200
     * interpreted decodes made the JIT compile the interpreter too: about a tenth more CPU for two
     * threads on 1,000,000 MDP 3.0 messages). Its decoders share this session's plans and compiled
     * templates, so the JIT compiles each template's code once for all workers rather than once for each.
     * With rows, its messages go to a consumer of its own ({@link MessageRows#forWorker}).
     */
    DecodeSession worker(final int capacity, final DecodeErrorListener listener, final CaptureInput input,
        final int workers)
    {
        final MessageRows own = rows != null ? rows.forWorker(workers) : null;
        return new DecodeSession(config, DecodeOutput.collecting(capacity), listener, schemas.forAnotherThread(), own)
            .compileAtOnceFor(input);
    }

    /**
     * A worker session of {@link ParallelPcapDecoding} is done: its rows' consumer goes back to the one
     * that gave it ({@link MessageRows#workerDone}).
     */
    void workerDone()
    {
        if (rows != null)
        {
            rows.workerDone();
        }
    }

    /**
     * Makes this session's decoders compile every template at its first decode when the input is a
     * file of {@link #COMPILE_AT_ONCE_BYTES} or more, and never when it is one below
     * {@link #INTERPRET_BELOW_BYTES}, unless the system property chose otherwise; a worker of a file
     * decoded on several threads decides it for the whole file, not its chunks. Other inputs (pipes,
     * gzip data, middle-sized files) keep the decoder's threshold.
     *
     * @return this session.
     */
    private DecodeSession compileAtOnceFor(final CaptureInput input)
    {
        if (!(input instanceof MappedFile) || MessageDecoder.compileAfterSetBySystem())
        {
            return this;
        }
        final long size = ((MappedFile)input).size();
        if (size >= COMPILE_AT_ONCE_BYTES)
        {
            schemas.compileAfter(0);
        }
        else if (size < INTERPRET_BELOW_BYTES)
        {
            schemas.compileAfter(-1);
        }
        return this;
    }

    /**
     * @return the threads a libpcap file is decoded on: as many as asked for ({@link Builder#threads}) as
     * far as this JVM's heap holds their buffers (see {@link #threadsWithin}).
     */
    public int usableThreads()
    {
        return threadsWithin(config.threads, Runtime.getRuntime().maxMemory());
    }

    /**
     * @return how many of {@code threads} decoding threads a heap of {@code maxHeap} bytes holds, at
     * least one: each takes up to {@link #bytesPerThread()} of output buffers, and together at most
     * half the heap.
     */
    public static int threadsWithin(final int threads, final long maxHeap)
    {
        return (int)Math.max(1, Math.min(threads, maxHeap / 2 / bytesPerThread()));
    }

    /**
     * @return the most output buffers a thread of a libpcap decode on several threads holds, in bytes.
     */
    public static long bytesPerThread()
    {
        return ParallelPcapDecoding.bytesPerWorker(ParallelPcapDecoding.CHUNK_BYTES);
    }

    /**
     * @return how to cut the input for {@link Builder#threads} decoding threads, or null to decode
     * it on this one: one thread asked for, not a mapped libpcap file, sequence gaps to follow packet
     * by packet, output to an Appendable, rows to a consumer that takes them in input order only, or a
     * file too small to share out.
     */
    private PcapChunks parallelChunks(final CaptureInput input, final Path path) throws IOException
    {
        final boolean sharedOut = rows != null ? rows.inAnyOrder() : config.out != null;
        if (usableThreads() <= 1 || !(input instanceof MappedFile) || config.sequenceField != null ||
            !sharedOut || config.container == Container.STREAM || config.container == Container.PCAPNG)
        {
            return null;
        }
        return PcapChunks.of(path, ParallelPcapDecoding.CHUNK_BYTES);
    }

    /**
     * Decodes the records of a libpcap file that start in {@code [start, end)}: one chunk of a file
     * decoded on several threads, or the rest of it from its first TCP record.
     */
    DecodeResult decodePcapRange(final MappedFile file, final long start, final long end, final String name)
    {
        final MessageWriter writer = rangeWriter(name);
        inputs.decodePcapRange(file, start, end, writer);
        return result(writer);
    }

    /**
     * Decodes the records of the libpcap file {@code path} that start in {@code [start, end)}: one part of
     * the file as {@link PcapSplits} cut it (a partition of a Spark read), with this session's options.
     * The file's offsets stay the file's own, so a message is reported where it is in the whole file.
     *
     * @param name the name written as {@code "file"}.
     */
    public DecodeResult decodeFileRange(final Path path, final String name, final long start, final long end)
        throws IOException
    {
        try (MappedFile file = new MappedFile(path, config.windowSize))
        {
            compileAtOnceFor(file);
            final long to = Math.min(end, file.size());
            final DecodeResult result = decodePcapRange(file, start, to, name);
            stats.bytes += to - start;
            return result;
        }
    }

    /**
     * @return the sink a worker session of {@link ParallelPcapDecoding} collects its lines in.
     */
    ByteSink lines()
    {
        return output.sink();
    }

    /**
     * For tests: the schemas with the decoders this session prints through.
     */
    Schemas schemas()
    {
        return schemas;
    }

    public DecodeResult decodeFile(final Path path) throws IOException
    {
        return decodeFile(path, null);
    }

    /**
     * Decodes a stream read once, front to back (standard input, a socket), gzip data included; the
     * caller closes it.
     */
    public DecodeResult decodeStream(final InputStream in, final String name) throws IOException
    {
        return decode(CaptureInputs.stream(in), name);
    }

    private DecodeResult decode(final CaptureInput input, final String name)
    {
        final MessageWriter writer = newWriter(name);
        inputs.decode(input, writer);
        stats.bytes += input.bytesRead();
        return result(writer);
    }

    /**
     * Decodes framed messages held in memory (a plain stream: skip applies once at the start).
     */
    public DecodeResult decode(final DirectBuffer buffer, final int offset, final int length, final String name)
    {
        final MessageWriter writer = newWriter(name);
        inputs.decode(buffer, offset, length, writer);
        return result(writer);
    }

    /**
     * @return the schemas the session decodes with.
     */
    public List<Ir> irs()
    {
        return config.irs;
    }

    /**
     * @return what the session has decoded so far, over all its inputs.
     */
    public DecodeStats stats()
    {
        return stats;
    }

    /**
     * @return the packets the {@link Builder#filter} passed over before their messages were framed, over all
     * this session's inputs: what a caller that pushes a filter down shows was skipped rather than decoded.
     */
    public long packetsFiltered()
    {
        return packets.packetsFiltered;
    }

    /**
     * For a progress display on another thread: the file offset of the frame being decoded and the
     * messages written so far in the current file. Read without synchronisation, so it may lag a little.
     */
    public long progressFileOffset()
    {
        final MessageWriter writer = current;
        return writer != null ? writer.lastFileOffset : 0;
    }

    /**
     * @return messages written so far in the current file; see {@link #progressFileOffset()}.
     */
    public long progressMessages()
    {
        final MessageWriter writer = current;
        return writer != null ? writer.messages : 0;
    }

    private MessageWriter newWriter(final String name)
    {
        final MessageWriter writer = new MessageWriter(schemas, config.format, templates,
            config.errorMode == ErrorMode.STOP, !config.framing.isRaw(), output, errors, stats,
            config.maxMessages, rows, packets);
        writer.file(name);
        current = writer;
        return writer;
    }

    /**
     * @return the writer of this session's ranges, made at the first and counting from zero again for
     * each: a worker decodes many chunks, and a writer of its own for each made it, its reader and its
     * decoding, objects per chunk whose constructors the JIT compiled on the parallel path alone.
     */
    private MessageWriter rangeWriter(final String name)
    {
        if (rangeWriter == null)
        {
            rangeWriter = newWriter(name);
            return rangeWriter;
        }
        rangeWriter.restart();
        rangeWriter.file(name);
        current = rangeWriter;
        return rangeWriter;
    }

    private DecodeResult result(final MessageWriter writer)
    {
        return new DecodeResult(writer.messages, writer.filtered, writer.skipped, writer.errorCount, writer.stopped);
    }

    /**
     * Options of a session; defaults: {@link Framing#DEFAULT} framing, no skip, all templates, stop at the first error,
     * JSON, container recognised from the file.
     */
    public static final class Builder
    {
        private final List<Ir> irs;
        private Framing framing = Framing.parse(Framing.DEFAULT);
        private int skip;
        private final List<Integer> templateIds = new ArrayList<>();
        private final List<String> templateNames = new ArrayList<>();
        private ErrorMode errorMode = ErrorMode.STOP;
        private Format format = Format.JSON;
        private boolean int64AsString;
        private long maxMessages = Long.MAX_VALUE;
        private int threads = 1;
        private PacketHeader packetHeader;
        private String lengthField;
        private boolean packetFields;
        private String sequenceField;
        private PacketFilter filter;
        private Container container = Container.AUTO;
        private OutputStream out;
        private Appendable appendable;
        private DecodeErrorListener errors;
        private MessageRows rows;
        private int windowSize = MappedFile.DEFAULT_WINDOW;

        private Builder(final List<Ir> irs)
        {
            if (irs.isEmpty())
            {
                throw new IllegalArgumentException("a session needs at least one schema");
            }
            this.irs = irs;
        }

        public Builder framing(final Framing framing)
        {
            this.framing = framing;
            return this;
        }

        public Builder skip(final int skip)
        {
            if (skip < 0)
            {
                throw new IllegalArgumentException("skip must not be negative: " + skip);
            }
            this.skip = skip;
            return this;
        }

        /**
         * @param templateIds the templates to write; null or empty for all.
         */
        public Builder templates(final Collection<Integer> templateIds)
        {
            this.templateIds.clear();
            if (templateIds != null)
            {
                this.templateIds.addAll(templateIds);
            }
            return this;
        }

        /**
         * @param namesOrIds templates to write as a user writes them, message names or numbers;
         *                   {@link #build()} fails with IllegalArgumentException on one no schema has.
         */
        public Builder templateNames(final Collection<String> namesOrIds)
        {
            this.templateNames.clear();
            this.templateNames.addAll(namesOrIds);
            return this;
        }

        public Builder onError(final ErrorMode errorMode)
        {
            this.errorMode = errorMode;
            return this;
        }

        public Builder format(final Format format)
        {
            this.format = format;
            return this;
        }

        /**
         * Writes int64 and uint64 values as JSON strings, exact in tools that read numbers as doubles.
         */
        public Builder int64AsString(final boolean asString)
        {
            this.int64AsString = asString;
            return this;
        }

        /**
         * Ends each input after this many messages written (e.g. to try options on a capture's start).
         */
        public Builder maxMessages(final long maxMessages)
        {
            this.maxMessages = maxMessages;
            return this;
        }

        /**
         * The venue's packet header at the start of each UDP payload or TCP segment: its length is the
         * skip, and its fields can be shown ({@link #packetFields}) and checked for sequence gaps.
         */
        public Builder packetHeader(final PacketHeader header)
        {
            this.packetHeader = header;
            if (header != null)
            {
                this.skip = header.length();
            }
            return this;
        }

        /**
         * Adds {@code "packet"} to each JSON object of a capture: capture time, addresses and ports,
         * and the packet header's fields.
         */
        public Builder packetFields(final boolean show)
        {
            this.packetFields = show;
            return this;
        }

        /**
         * Counts gaps in a packet header field that should go up by one per packet and flow.
         *
         * @throws IllegalArgumentException at {@link #build()} when the packet header has no such field.
         */
        public Builder sequenceField(final String field)
        {
            this.sequenceField = field;
            return this;
        }

        /**
         * Decodes only the packets the filter accepts.
         */
        public Builder filter(final PacketFilter filter)
        {
            this.filter = filter;
            return this;
        }

        /**
         * Names the message header field that holds each message's whole length, header included
         * (Coinbase's {@code frameLength} or {@code messageLength}): raw framing then trusts it, as
         * such venues pad messages past their body.
         *
         * @throws IllegalArgumentException at {@link #build()} when no schema's header has it.
         */
        public Builder lengthField(final String field)
        {
            this.lengthField = field;
            return this;
        }

        /**
         * Decodes a libpcap file of UDP datagrams on this many threads, the output still in input
         * order; other inputs are decoded on one.
         */
        public Builder threads(final int threads)
        {
            if (threads < 1)
            {
                throw new IllegalArgumentException("threads must be at least 1: " + threads);
            }
            this.threads = threads;
            return this;
        }

        public Builder container(final Container container)
        {
            this.container = container;
            return this;
        }

        /**
         * Writes UTF-8 bytes to the stream (the fast path); the session flushes but never closes it.
         */
        public Builder output(final OutputStream out)
        {
            this.out = out;
            this.appendable = null;
            return this;
        }

        public Builder output(final Appendable appendable)
        {
            this.appendable = appendable;
            this.out = null;
            return this;
        }

        /**
         * Hands each message to {@code rows} rather than printing it: the output and format are then unused.
         * A libpcap file is decoded on {@link #threads} threads only when the consumer gives each one a
         * consumer of its own ({@link MessageRows#forWorker}); else on one.
         */
        public Builder rows(final MessageRows rows)
        {
            this.rows = rows;
            return this;
        }

        public Builder errors(final DecodeErrorListener errors)
        {
            this.errors = errors;
            return this;
        }

        /**
         * @param windowSize bytes of the file mapped at once (default 64 MiB).
         */
        public Builder windowSize(final int windowSize)
        {
            this.windowSize = windowSize;
            return this;
        }

        public DecodeSession build()
        {
            if (sequenceField != null && packetHeader == null)
            {
                throw new IllegalArgumentException("a sequence field needs a packet header that has it");
            }
            return new DecodeSession(this);
        }
    }
}
