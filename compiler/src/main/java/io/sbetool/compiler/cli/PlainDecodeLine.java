package io.sbetool.compiler.cli;

import io.sbetool.capture.DecodeSession;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashSet;
import java.util.Set;

/**
 * Reads the plain {@code sbetool decode} command lines into a {@link DecodeCommand} without picocli,
 * as {@link PlainCompileLine} does for compiles. picocli's first use costs 65-75 ms of CPU on the
 * thread that then decodes, before a byte is read, and decoding a capture is a run people time.
 * Anything beyond the plain forms below is left to picocli, which reads what this accepts the same
 * way ({@code PlainDecodeLineTest} holds the two to it, and to the same output and errors) and gives
 * the messages for everything else: help, version, unknown or repeated options, short forms other
 * than {@code -o FILE}, {@code --}, {@code @file}s, missing, negative or malformed values.
 *
 * <p>Plain forms: {@code --name value} and {@code --name=value} for the options that take a value,
 * {@code -o value}, the switches alone, and input files ({@code -} for standard input).
 */
final class PlainDecodeLine
{
    private static final Set<String> SWITCHES = Set.of("--int64-as-string", "--summary", "--packet-fields",
        "--raw-prices");
    private static final Set<String> WITH_VALUE = Set.of("--schema", "--ir", "--framing", "--length-field", "--skip",
        "--format", "--template", "--on-error", "--threads", "-o", "--output", "--packet-header",
        "--packet-header-file", "--sequence", "--source", "--destination", "--from", "--to", "--compression",
        "--part-size");
    private static final Set<String> REPEATABLE = Set.of("--schema", "--ir", "--template");
    /** Counts without sign or radix prefix; more digits could overflow an int, which picocli reports. */
    private static final int MAX_DIGITS = 9;

    private final DecodeCommand command;
    private final Set<String> seen = new HashSet<>();

    private PlainDecodeLine(final DecodeCommand command)
    {
        this.command = command;
    }

    /**
     * @param args    the whole command line, {@code decode} first.
     * @param command a command fresh from its constructor, holding picocli's defaults.
     * @return whether the command holds the line's options; if not, it may hold some of them and is to
     * be dropped, and picocli is to parse the line.
     */
    static boolean read(final String[] args, final DecodeCommand command)
    {
        try
        {
            return args.length > 0 && "decode".equals(args[0]) && new PlainDecodeLine(command).read(args);
        }
        catch (final InvalidPathException ex)
        {
            return false; // picocli says what is wrong with the path
        }
    }

    static Set<String> optionNames()
    {
        final Set<String> names = new HashSet<>(WITH_VALUE);
        names.addAll(SWITCHES);
        return names;
    }

    private boolean read(final String[] args)
    {
        for (int i = 1; i < args.length; i++)
        {
            final String arg = args[i];
            if (!arg.startsWith("-") || arg.equals("-"))
            {
                if (arg.isEmpty() || arg.startsWith("@"))
                {
                    return false;
                }
                command.files.add(Paths.get(arg));
                continue;
            }
            final int equals = arg.startsWith("--") ? arg.indexOf('=') : -1;
            final String name = equals < 0 ? arg : arg.substring(0, equals);
            final String canonical = name.equals("-o") ? "--output" : name;
            if (!REPEATABLE.contains(canonical) && !seen.add(canonical))
            {
                return false; // given twice: picocli's message
            }
            if (SWITCHES.contains(name) && equals < 0)
            {
                setSwitch(name);
                continue;
            }
            if (!WITH_VALUE.contains(name))
            {
                return false;
            }
            final String value = equals >= 0 ? arg.substring(equals + 1) : ++i < args.length ? args[i] : null;
            if (value == null || value.isEmpty() || value.startsWith("-") || value.startsWith("@") ||
                !accept(canonical, value))
            {
                return false;
            }
        }
        return !command.files.isEmpty();
    }

    private void setSwitch(final String name)
    {
        switch (name)
        {
            case "--int64-as-string":
                command.int64AsString = true;
                break;
            case "--summary":
                command.summary = true;
                break;
            case "--raw-prices":
                command.parquet.rawPrices = true;
                break;
            default:
                command.packetOptions.packetFields = true;
                break;
        }
    }

    /** @return whether the value was taken; false leaves the line to picocli. */
    private boolean accept(final String name, final String value)
    {
        switch (name)
        {
            case "--schema":
                return command.schemas.add(Paths.get(value));
            case "--ir":
                return command.irFiles.add(Paths.get(value));
            case "--template":
                return command.templates.add(value);
            case "--framing":
                command.framed.framing = value;
                return true;
            case "--length-field":
                command.framed.lengthField = value;
                return true;
            case "--skip":
                command.skip = count(value);
                return command.skip >= 0;
            case "--threads":
                command.threads = count(value);
                return command.threads >= 0;
            case "--format":
                command.format = constant(DecodeSession.Format.values(), value);
                return command.format != null;
            case "--on-error":
                command.onError = constant(DecodeSession.ErrorMode.values(), value);
                return command.onError != null;
            case "--output":
                command.framed.output = Paths.get(value);
                return true;
            case "--compression":
                command.parquet.compression = value;
                return true;
            case "--part-size":
                command.parquet.partMiB = count(value);
                return command.parquet.partMiB >= 0;
            default:
                return acceptPacketOption(name, value);
        }
    }

    private boolean acceptPacketOption(final String name, final String value)
    {
        final DecodePacketOptions packet = command.packetOptions;
        switch (name)
        {
            case "--packet-header":
                packet.packetHeader = value;
                return true;
            case "--packet-header-file":
                packet.packetHeaderFile = Path.of(value);
                return true;
            case "--sequence":
                packet.sequence = value;
                return true;
            case "--source":
                packet.source = value;
                return true;
            case "--destination":
                packet.destination = value;
                return true;
            case "--from":
                packet.from = value;
                return true;
            default:
                packet.to = value;
                return true;
        }
    }

    /** @return the decimal count, or -1 for anything else (picocli reads and reports that). */
    private static int count(final String value)
    {
        if (value.length() > MAX_DIGITS)
        {
            return -1;
        }
        int count = 0;
        for (int i = 0; i < value.length(); i++)
        {
            final char c = value.charAt(i);
            if (c < '0' || c > '9')
            {
                return -1;
            }
            count = count * 10 + (c - '0');
        }
        return count;
    }

    /** picocli reads enum values ignoring case, as the command asks it to. */
    private static <E extends Enum<E>> E constant(final E[] constants, final String value)
    {
        for (final E constant : constants)
        {
            if (constant.name().equalsIgnoreCase(value))
            {
                return constant;
            }
        }
        return null;
    }
}
