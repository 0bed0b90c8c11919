package io.sbetool.spark;

import io.sbetool.capture.DecodeSession;
import io.sbetool.capture.Framing;
import io.sbetool.capture.PacketHeader;
import io.sbetool.compiler.Compilation;
import io.sbetool.ir.Ir;
import io.sbetool.ir.Token;
import io.sbetool.ir.file.IrFileReader;
import io.sbetool.ir.file.IrFileWriter;
import io.sbetool.parquet.RecordMapping;

import java.io.IOException;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The options of a read, as {@code sbetool decode}'s: {@code schema} (an XML schema or .sbeir file),
 * {@code framing}, {@code skip}, {@code template} (name or id; none or {@code *} for all), {@code onError} (stop or skip),
 * {@code splitBytes}, {@code rawPrices} and {@code packetFields} (true or false, as decode's {@code --raw-prices}
 * and {@code --packet-fields}), {@code packetHeader} (decode's {@code --packet-header}). Checked on the driver;
 * shipped to the executors with the schema as IR bytes, so that the executors need not see the schema file.
 */
final class SbeOptions implements Serializable
{
    private static final long serialVersionUID = 1L;
    static final int DEFAULT_SPLIT_BYTES = 64 << 20;
    /** The {@code template} of a read of all templates, as when none is given. */
    static final String ALL = "*";

    final byte[] ir;
    final String framing;
    final int skip;
    /** The template read, or -1 for all ({@link #ALL}). */
    final int templateId;
    final String templateName;
    final boolean skipErrors;
    final int splitBytes;
    final boolean rawPrices;
    final boolean packetFields;
    /** The venue packet header as decode's --packet-header spells it, or null: PacketHeader is not serializable. */
    final String packetHeader;

    private SbeOptions(final byte[] ir, final String framing, final int skip, final int templateId,
        final String templateName, final boolean skipErrors, final int splitBytes, final boolean rawPrices,
        final boolean packetFields, final String packetHeader)
    {
        this.ir = ir;
        this.framing = framing;
        this.skip = skip;
        this.templateId = templateId;
        this.templateName = templateName;
        this.skipErrors = skipErrors;
        this.splitBytes = splitBytes;
        this.rawPrices = rawPrices;
        this.packetFields = packetFields;
        this.packetHeader = packetHeader;
    }

    static SbeOptions parse(final Map<String, String> options)
    {
        final String schema = options.get("schema");
        if (schema == null)
        {
            throw new IllegalArgumentException("sbe: give the messages' schema with option(\"schema\", \"SCHEMA.xml\")");
        }
        final Ir ir = load(Path.of(schema));
        final String framing = options.getOrDefault("framing", Framing.DEFAULT);
        Framing.parse(framing);
        final int skip = Integer.parseInt(options.getOrDefault("skip", "0"));
        if (skip < 0)
        {
            throw new IllegalArgumentException("sbe: skip must not be negative: " + skip);
        }
        final String packetHeader = options.get("packetHeader");
        if (packetHeader != null)
        {
            final int length = header(packetHeader).length();
            if (skip > 0 && skip != length)
            {
                throw new IllegalArgumentException("sbe: skip " + skip + " disagrees with the " + length +
                    "-byte packetHeader; give one of them");
            }
        }
        final String template = options.getOrDefault("template", ALL);
        Token found = template.equals(ALL) ? ir.messages().get(0).get(0) : null;
        for (final List<Token> message : ir.messages())
        {
            final Token head = message.get(0);
            if (head.name().equals(template) || Integer.toString(head.id()).equals(template))
            {
                found = head;
            }
        }
        if (found == null)
        {
            throw new IllegalArgumentException("sbe: schema " + schema + " has no template " + template);
        }
        final String onError = options.getOrDefault("onError", "stop").toLowerCase(Locale.ROOT);
        if (!onError.equals("stop") && !onError.equals("skip"))
        {
            throw new IllegalArgumentException("sbe: onError is stop or skip, not " + onError);
        }
        final int splitBytes = Integer.parseInt(options.getOrDefault("splitBytes", Integer.toString(DEFAULT_SPLIT_BYTES)));
        final boolean all = template.equals(ALL);
        return new SbeOptions(IrFileWriter.encode(ir), framing, skip, all ? -1 : found.id(), all ? ALL : found.name(),
            onError.equals("skip"),
            splitBytes, flag(options, "rawPrices"), flag(options, "packetFields"), packetHeader);
    }

    private static PacketHeader header(final String spec)
    {
        try
        {
            return PacketHeader.parse(spec);
        }
        catch (final IllegalArgumentException ex)
        {
            // the message is the whole story: a user sees the option named, not a chain of causes
            throw new IllegalArgumentException("sbe: packetHeader: " + ex.getMessage());
        }
    }

    /** @return the venue packet header, or null without one. */
    PacketHeader header()
    {
        return packetHeader == null ? null : PacketHeader.parse(packetHeader);
    }

    /** A switch given as true or false (any case); anything else is refused rather than read as false. */
    private static boolean flag(final Map<String, String> options, final String name)
    {
        final String value = options.getOrDefault(name, "false").toLowerCase(Locale.ROOT);
        if (!value.equals("true") && !value.equals("false"))
        {
            throw new IllegalArgumentException("sbe: " + name + " is true or false, not " + options.get(name));
        }
        return value.equals("true");
    }

    /** The column mapping these options ask for: decode --format parquet's with the same switches. */
    RecordMapping mapping()
    {
        return new RecordMapping(rawPrices, packetFields, header());
    }

    private static Ir load(final Path schema)
    {
        try
        {
            return schema.toString().endsWith(".sbeir") ? IrFileReader.read(schema) : Compilation.compileOrThrow(schema);
        }
        catch (final IOException ex)
        {
            throw new IllegalArgumentException("sbe: cannot read " + schema + ": " + ex.getMessage(), ex);
        }
        catch (final RuntimeException ex)
        {
            throw new IllegalArgumentException("sbe: " + schema + ": " + ex.getMessage(), ex);
        }
    }

    Ir ir()
    {
        return IrFileReader.decode(ir);
    }

    /** @return whether the read is of all templates at once, a {@link TemplateUnion}'s columns. */
    boolean allTemplates()
    {
        return templateId < 0;
    }

    /** @param templates the templates to decode, empty for all. */
    DecodeSession.Builder session(final Ir schema, final List<Integer> templates)
    {
        return DecodeSession.builder(schema).framing(Framing.parse(framing)).skip(skip).packetHeader(header())
            .templates(templates)
            .onError(skipErrors ? DecodeSession.ErrorMode.SKIP : DecodeSession.ErrorMode.STOP)
            .packetFields(packetFields)
            .format(DecodeSession.Format.PARQUET);
    }
}
