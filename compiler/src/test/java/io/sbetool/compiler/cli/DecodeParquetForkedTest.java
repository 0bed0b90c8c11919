package io.sbetool.compiler.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code sbetool decode --format parquet} in a JVM of its own, with Hadoop taken off the class path (the
 * tests' class path has it only for Parquet's own reader): memory stays bounded on an input larger than
 * the heap, and a run stopped half way leaves no half-written file under a final name.
 */
class DecodeParquetForkedTest
{
    private static final Path CAR_SCHEMA = DecodeAtScaleTest.CAR_SCHEMA;
    /** Where Maven keeps Hadoop's jars (parquet-hadoop, Parquet's own, is under org/apache/parquet). */
    private static final String HADOOP = File.separator + "org" + File.separator + "apache" + File.separator +
        "hadoop" + File.separator;

    @TempDir
    Path dir;

    /**
     * The forked command's class path without Hadoop's jars.
     */
    static List<String> command(final String maxHeap, final String... args)
    {
        final List<String> command = ForkedSbeTool.command(maxHeap, args);
        final int classPath = command.indexOf("-cp") + 1;
        final String full = command.get(classPath);
        final String withoutHadoop = Stream.of(full.split(File.pathSeparator))
            .filter(entry -> !entry.contains(HADOOP)).collect(Collectors.joining(File.pathSeparator));
        assertTrue(full.contains(HADOOP) && !withoutHadoop.contains(HADOOP), withoutHadoop);
        command.set(classPath, withoutHadoop);
        return command;
    }

    @Test
    void anInputLargerThanTheHeapDecodesInA32MbHeapRollingParts() throws Exception
    {
        final int copies = 150_000;
        final Path input = DecodeAtScaleTest.repeatedCars(dir, copies);
        assertTrue(Files.size(input) > 48L << 20, "input of " + Files.size(input) + " bytes");
        final Path output = dir.resolve("cars");

        final ForkedSbeTool.Result result = ForkedSbeTool.run(dir, command("32m", "decode", "--schema",
            CAR_SCHEMA.toString(), "--framing", "sofh", "--format", "parquet", "--part-size", "2", "--output",
            output.toString(), input.toString()), null);

        assertEquals(ExitCode.OK, result.exitCode, result::toString);
        assertEquals("", result.err, "nothing but sbetool's own words on stderr (no logging noise)");
        final Path cars = output.resolve("Car");
        assertTrue(ParquetReadBack.parts(cars).size() >= 2, "parts: " + ParquetReadBack.parts(cars));
        final String glob = cars.resolve("*.parquet").toString();
        assertEquals(Long.toString(3L * copies), ParquetReadBack.duckDbValue(
            "SELECT count(*) FROM read_parquet('" + glob + "')"));
        assertEquals(Long.toString(DecodeAtScaleTest.lastOffset(copies)), ParquetReadBack.duckDbValue(
            "SELECT max(\"offset\") FROM read_parquet('" + glob + "')"));
        assertEquals("ID.3 Pro S", ParquetReadBack.duckDbValue(
            "SELECT model FROM read_parquet('" + glob + "') ORDER BY \"offset\" DESC LIMIT 1"));
        for (final String name : ParquetReadBack.allNames(output))
        {
            assertFalse(name.contains(".inprogress"), name);
        }
    }

    @Test
    void aRunStoppedHalfWayRemovesItsOpenPartsOrLeavesThemHidden() throws Exception
    {
        // 55 MB of frames: seconds of decoding, long after the first part is begun
        final Path input = DecodeAtScaleTest.repeatedCars(dir, 150_000);
        for (final boolean forcibly : new boolean[] {false, true})
        {
            final Path output = dir.resolve(forcibly ? "killed" : "terminated");
            final Path temporary = output.resolve("Car").resolve(".part-00000.parquet.inprogress");
            final Process process = new ProcessBuilder(command("64m", "decode", "--schema", CAR_SCHEMA.toString(),
                "--framing", "sofh", "--format", "parquet", "--output", output.toString(), input.toString()))
                .redirectErrorStream(true).redirectOutput(dir.resolve("stopped.out").toFile()).start();
            waitFor(temporary);
            if (forcibly)
            {
                process.destroyForcibly();
            }
            else
            {
                process.destroy();
            }
            assertTrue(process.waitFor(60, TimeUnit.SECONDS));
            assertEquals(List.of(), ParquetReadBack.parts(output.resolve("Car")), "no part under a final name");
            assertEquals(forcibly, Files.exists(temporary), "SIGTERM removes the open part, SIGKILL cannot");
        }
    }

    private static void waitFor(final Path file) throws InterruptedException
    {
        final long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!Files.exists(file))
        {
            assertTrue(System.nanoTime() < deadline, "no " + file + " within a minute");
            Thread.sleep(20);
        }
    }
}
