package io.sbetool.compiler.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.sbetool.compiler.cli.SbeTool;
import io.sbetool.testing.SharedFiles;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * {@code sbetool decode} over arbitrary files, as a user runs it: the first byte of the input picks the
 * options (framing, skip, error mode, schema, threads), the rest is the file, which may be a libpcap or
 * pcapng capture (the decoder tells them by their magic numbers) or framed messages. It must end with exit
 * 0 or 1 and no internal error, within a time limit: a loop that never ends is a finding too.
 */
class DecodeInputFuzzTest
{
    private static final String[] FRAMINGS = {"raw", "sofh", "u16le", "u16le-incl", "u16be", "u32le", "u32be-incl", "u32be"};
    private static final int[] SKIPS = {0, 6, 12, 14};
    private static final long TIME_LIMIT_SECONDS = 20;

    private static final Path DIR = scratchDir();
    private static final Path INPUT = DIR.resolve("input");

    static
    {
        // Registered after the folder, so deleted before it (deleteOnExit runs in reverse order).
        INPUT.toFile().deleteOnExit();
    }
    private static final Path[] IRS = {
        irOf(SharedFiles.projectSchema("car.xml")),
        irOf(SharedFiles.corpus("cme/Cme.Futures.Mdp3.Sbe.v1.12.xml")),
    };
    private static final ExecutorService RUNNER = Executors.newSingleThreadExecutor((r) ->
    {
        final Thread thread = new Thread(r, "decode-fuzz");
        thread.setDaemon(true);
        return thread;
    });

    @FuzzTest(maxDuration = FuzzFiles.MAX_DURATION)
    void decodeEndsCleanlyAndInTime(final byte[] input) throws Exception
    {
        if (input.length == 0)
        {
            return;
        }
        final int options = input[0] & 0xFF;
        Files.write(INPUT, Arrays.copyOfRange(input, 1, input.length));
        final List<String> args = new ArrayList<>(List.of("decode", "--ir", IRS[(options >> 4) & 1].toString(),
            "--framing", FRAMINGS[options & 7], "--skip", String.valueOf(SKIPS[(options >> 5) & 3]),
            "--on-error", (options & 8) != 0 ? "skip" : "stop", "--summary"));
        if ((options & 0x80) != 0)
        {
            args.addAll(List.of("--threads", "2"));
        }
        args.add(INPUT.toString());

        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        final ByteArrayOutputStream err = new ByteArrayOutputStream();
        final Future<Integer> run = RUNNER.submit(() -> SbeTool.run(args.toArray(String[]::new), out, err));
        final int exitCode;
        try
        {
            exitCode = run.get(TIME_LIMIT_SECONDS, TimeUnit.SECONDS);
        }
        catch (final TimeoutException ex)
        {
            run.cancel(true);
            throw new AssertionError("sbetool " + String.join(" ", args) + " ran for more than " +
                TIME_LIMIT_SECONDS + " s on " + (input.length - 1) + " bytes");
        }
        final String errText = err.toString(StandardCharsets.UTF_8);
        assertTrue(exitCode == 0 || exitCode == 1, () -> "exit " + exitCode + ": " + errText);
        assertFalse(errText.contains("internal error") || errText.contains("\tat "), errText);
    }

    private static Path scratchDir()
    {
        try
        {
            final Path dir = Files.createTempDirectory("sbetool-fuzz-decode");
            dir.toFile().deleteOnExit();
            return dir;
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
    }

    /** The schema's .sbeir, written once by the command itself, so each run skips compiling the schema. */
    private static Path irOf(final Path schema)
    {
        final ByteArrayOutputStream err = new ByteArrayOutputStream();
        final int exitCode = SbeTool.run(new String[] {"--target", "ir", "-o", DIR.toString(), schema.toString()},
            new ByteArrayOutputStream(), err);
        if (exitCode != 0)
        {
            fail("cannot write the IR of " + schema + ": " + err.toString(StandardCharsets.UTF_8));
        }
        final String name = schema.getFileName().toString();
        final Path ir = DIR.resolve(name.substring(0, name.length() - ".xml".length()) + ".sbeir");
        ir.toFile().deleteOnExit();
        return ir;
    }
}
