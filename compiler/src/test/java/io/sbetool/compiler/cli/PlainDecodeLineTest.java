package io.sbetool.compiler.cli;

import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link PlainDecodeLine} reads the plain decode command lines without picocli: what it accepts must
 * mean what picocli makes of it, give the same output, errors and exit code, and everything else
 * must be left to picocli.
 */
class PlainDecodeLineTest
{
    private static final List<String[]> PLAIN = List.of(
        new String[] {"decode", "--ir", "m.sbeir", "x.pcap"},
        new String[] {"decode", "--schema", "a.xml", "--schema=b.xml", "--ir", "c.sbeir", "--ir=d.sbeir", "x", "y"},
        new String[] {"decode", "--ir", "m.sbeir", "--framing", "u16le-incl", "--skip", "12", "--threads", "2",
            "--output", "/tmp/out.ndjson", "mdp-1m.pcap"},
        new String[] {"decode", "x.pcap", "--framing=SOFH", "--skip=0", "--threads=01", "-o", "out dir/o", "--ir", "m"},
        new String[] {"decode", "--ir", "m", "--format", "TEXT", "--on-error", "Skip", "--summary", "--int64-as-string", "-"},
        new String[] {"decode", "--ir", "m", "--format=json", "--on-error=stop", "--template", "Trade",
            "--template=12", "--template", "12", "--length-field", "frameLength", "x"},
        new String[] {"decode", "--ir", "m", "--packet-header", "seq:u32le,sendingTime:u64le", "--packet-fields",
            "--sequence", "seq", "--source", "10.0.0.1:4000", "--destination=233.0.0.1", "--from",
            "2024-03-15T14:30:00Z", "--to=1710513000000000000", "x.pcap"},
        new String[] {"decode", "--ir", "m", "--packet-header-file", "mdp.txt", "--threads", "0", "--skip", "999999999", "x"},
        new String[] {"decode", "--framing", "nonsense", "x"},
        new String[] {"decode", "--ir", "m", "--format", "parquet", "--output", "dir", "--compression", "snappy",
            "--part-size=64", "--raw-prices", "x.pcap"},
        new String[] {"decode", "x.pcap", "y.pcap", "decode"});

    private static final List<String[]> LEFT_TO_PICOCLI = List.of(
        new String[] {"decode"},
        new String[] {"decode", "--help"},
        new String[] {"decode", "-h"},
        new String[] {"decode", "--version", "x"},
        new String[] {"decode", "-V"},
        new String[] {"decode", "--ir", "m"},
        new String[] {"decode", "--ir"},
        new String[] {"decode", "--ir", "m", "--skip", "-1", "x"},
        new String[] {"decode", "--ir", "m", "--skip", "+1", "x"},
        new String[] {"decode", "--ir", "m", "--skip", "0x10", "x"},
        new String[] {"decode", "--ir", "m", "--skip", "1234567890", "x"},
        new String[] {"decode", "--ir", "m", "--threads", "two", "x"},
        new String[] {"decode", "--ir", "m", "--part-size", "-1", "x"},
        new String[] {"decode", "--ir", "m", "--skip", "", "x"},
        new String[] {"decode", "--ir", "m", "--skip=", "x"},
        new String[] {"decode", "--ir", "m", "--format", "xml", "x"},
        new String[] {"decode", "--ir", "m", "--on-error", "ignore", "x"},
        new String[] {"decode", "--ir", "m", "--framing", "raw", "--framing", "sofh", "x"},
        new String[] {"decode", "--ir", "m", "-o", "a", "--output", "b", "x"},
        new String[] {"decode", "--ir", "m", "--summary", "--summary", "x"},
        new String[] {"decode", "--ir", "m", "--summary=true", "x"},
        new String[] {"decode", "--ir", "m", "-oout", "x"},
        new String[] {"decode", "--ir", "m", "-o=out", "x"},
        new String[] {"decode", "--ir", "m", "--output", "--summary", "x"},
        new String[] {"decode", "--ir", "m", "--nonsense", "x"},
        new String[] {"decode", "--ir", "m", "--", "-x"},
        new String[] {"decode", "--ir", "m", "@args.txt"},
        new String[] {"decode", "--ir", "@m", "x"},
        new String[] {"decode", "--ir", "m", ""},
        new String[] {"decode", "--ir", "m", "bad\0path"},
        new String[] {"decode", "--ir", "m", "-x"},
        new String[] {"decod", "--ir", "m", "x"},
        new String[] {"--ir", "m.sbeir", "decode"});

    @TempDir
    Path dir;

    @Test
    void acceptsPlainCommandLinesAsPicocliReadsThem() throws Exception
    {
        for (final String[] args : PLAIN)
        {
            final DecodeCommand plain = new DecodeCommand(new ByteArrayOutputStream(), new PrintWriter(new StringWriter()));
            assertTrue(PlainDecodeLine.read(args, plain), () -> String.join(" ", args));
            final CommandLine commandLine = commandLine();
            commandLine.parseArgs(args);
            final Object picocli = commandLine.getSubcommands().get("decode").getCommand();
            final List<String> expected = settings(picocli);
            assertTrue(expected.size() > 20, expected::toString);
            assertEquals(expected, settings(plain), () -> String.join(" ", args));
        }
    }

    @Test
    void leavesEverythingElseToPicocli()
    {
        for (final String[] args : LEFT_TO_PICOCLI)
        {
            final DecodeCommand plain = new DecodeCommand(new ByteArrayOutputStream(), new PrintWriter(new StringWriter()));
            assertFalse(PlainDecodeLine.read(args, plain), () -> String.join(" ", args));
        }
    }

    @Test
    void takesOnlyOptionsPicocliKnows()
    {
        final Set<String> picocli = new TreeSet<>();
        commandLine().getSubcommands().get("decode").getCommandSpec().options()
            .forEach(option -> picocli.addAll(List.of(option.names())));
        final Set<String> plain = new TreeSet<>(PlainDecodeLine.optionNames());
        plain.removeAll(picocli);
        assertEquals(Set.of(), plain);
        // every option but help and version is plain, so the table above has a line for each
        picocli.removeAll(PlainDecodeLine.optionNames());
        assertEquals(Set.of("-h", "--help", "-V", "--version"), picocli);
    }

    /**
     * Real runs, good and bad, through both parsers: the same exit code, output and errors.
     */
    @Test
    void bothPathsDecodeAndFailAlike() throws Exception
    {
        final String capture = SharedFiles.projectDir().resolve("samples/captures/market-data.pcap").toString();
        final String schema = SharedFiles.projectSchema("fix-message-samples.xml").toString();
        final Path header = dir.resolve("header.txt");
        Files.writeString(header, "seq:u32le # the packet sequence number\nsendingTime:u64le\n");
        final Path output = dir.resolve("out.ndjson");
        final List<String[]> lines = List.of(
            new String[] {"decode", "--schema", schema, "--framing", "u16le-incl", "--skip", "12", capture},
            new String[] {"decode", "--schema", schema, "--framing=u16le-incl", "--skip=12", "--format", "text",
                "--threads", "2", capture, capture},
            new String[] {"decode", "--schema", schema, "--framing", "u16le-incl", "--packet-header-file",
                header.toString(), "--packet-fields", "--sequence", "seq", "--int64-as-string", capture},
            new String[] {"decode", "--schema", schema, "--framing", "u16le-incl", "--packet-header", "seq:u32le,t:u64le",
                "--template", "MarketDataIncrementalRefreshTrades", "--on-error", "skip", "-o", output.toString(), capture},
            new String[] {"decode", "--schema", schema, "--framing", "u16le-incl", "--skip", "12", "--source", "1.2.3.4",
                "--destination", "233.0.0.1:1", "--from", "2000-01-01T00:00:00Z", "--to", "1", capture},
            new String[] {"decode", "--schema", schema, "--framing", "u16le", "--skip", "12", capture},
            new String[] {"decode", "--schema", schema, "--framing", "u17le", capture},
            new String[] {"decode", "--schema", schema, "--threads", "0", capture},
            new String[] {"decode", "--schema", schema, "--template", "MarketDataIncrementalRefreshTrade", capture},
            new String[] {"decode", "--schema", schema, "--skip", "4", "--packet-header", "seq:u32le,t:u64le", capture},
            new String[] {"decode", "--schema", schema, "--sequence", "seq", capture},
            new String[] {"decode", "--schema", schema, "--length-field", "nonsense", capture},
            new String[] {"decode", "--schema", schema, "--source", "1.2.3", capture},
            new String[] {"decode", "--schema", schema, "--packet-header-file", dir.resolve("none").toString(), capture},
            new String[] {"decode", "--schema", "missing.xml", capture},
            new String[] {"decode", "--ir", schema, capture},
            new String[] {"decode", "--schema", schema, "missing.pcap", dir.toString()},
            new String[] {"decode", capture});
        final Set<String> exitCodes = new TreeSet<>();
        for (final String[] args : lines)
        {
            assertTrue(PlainDecodeLine.read(args, new DecodeCommand(new ByteArrayOutputStream(),
                new PrintWriter(new StringWriter()))), () -> "not a plain line: " + String.join(" ", args));
            final List<String> plain = run(args, false, output);
            final List<String> picocli = run(args, true, output);
            assertEquals(picocli, plain, () -> String.join(" ", args));
            exitCodes.add(plain.get(0));
        }
        // decodes, bad input and bad usage all among them
        assertEquals(Set.of("0", "1", "2"), exitCodes);
        assertTrue(run(lines.get(0), false, output).get(1).contains("\"template\":\"MarketDataIncrementalRefreshTrades\""));
    }

    /** @return the exit code, standard output, standard error and the --output file's content. */
    private static List<String> run(final String[] args, final boolean picocli, final Path output) throws Exception
    {
        Files.deleteIfExists(output);
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        final ByteArrayOutputStream err = new ByteArrayOutputStream();
        final int exitCode;
        if (picocli)
        {
            final PrintWriter errWriter = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true);
            final PrintWriter outWriter = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), true);
            exitCode = SbeTool.commandLine(out, outWriter, errWriter).execute(args);
            errWriter.flush();
        }
        else
        {
            exitCode = SbeTool.run(args, out, err);
        }
        return List.of(Integer.toString(exitCode), out.toString(StandardCharsets.UTF_8),
            err.toString(StandardCharsets.UTF_8), Files.exists(output) ? Files.readString(output) : "(none)");
    }

    /** @return every option field of the command and of its packet, output and Parquet options, by name. */
    private static List<String> settings(final Object command) throws IllegalAccessException
    {
        final List<String> settings = new ArrayList<>();
        for (final Field field : command.getClass().getDeclaredFields())
        {
            if (Modifier.isStatic(field.getModifiers()) || field.getName().equals("out") || field.getName().equals("err"))
            {
                continue;
            }
            field.setAccessible(true);
            final Object value = field.get(command);
            if (value instanceof DecodePacketOptions || value instanceof FramedOutputOptions ||
                value instanceof DecodeParquetOptions)
            {
                settings.addAll(settings(value));
            }
            else
            {
                settings.add(field.getName() + "=" + value);
            }
        }
        return settings;
    }

    private static CommandLine commandLine()
    {
        final PrintWriter writer = new PrintWriter(new StringWriter());
        return SbeTool.commandLine(new ByteArrayOutputStream(), writer, writer);
    }
}
