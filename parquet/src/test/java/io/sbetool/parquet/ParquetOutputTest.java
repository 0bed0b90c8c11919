package io.sbetool.parquet;

import io.sbetool.capture.DecodeResult;
import io.sbetool.capture.DecodeSession;
import io.sbetool.capture.Framing;
import io.sbetool.ir.Ir;
import io.sbetool.testing.ReferenceIr;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link ParquetOutput} behind a {@link DecodeSession}, in a JVM without Hadoop (this module's tests run
 * with it taken off the class path): parts roll at their size and when the open parts pass the memory
 * budget, every row lands in exactly one named part, and nothing temporary is left.
 */
class ParquetOutputTest
{
    private static final Path CARS = SharedFiles.projectDir().resolve("samples/captures/car.sofh");

    @TempDir
    Path dir;

    @Test
    void hadoopIsNotOnTheClassPath()
    {
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.apache.hadoop.conf.Configuration"));
    }

    @Test
    void theMemoryBudgetClosesPartsEarlyAndEveryRowIsWrittenOnce() throws Exception
    {
        final int copies = 20_000;
        final Path input = dir.resolve("cars.sofh");
        final byte[] cars = Files.readAllBytes(CARS);
        try (OutputStream out = Files.newOutputStream(input))
        {
            for (int i = 0; i < copies; i++)
            {
                out.write(cars);
            }
        }
        final Ir ir = ReferenceIr.fromSchema(SharedFiles.projectSchema("car.xml"));
        final Path output = dir.resolve("out");
        // a part size never reached, and a budget of one byte: every look at the buffered total (each 4,096
        // messages) closes the open part, so the 60,000 rows end in 15 parts
        final ParquetOptions options = new ParquetOptions().partBytes(1L << 40).memoryBudget(1);
        final DecodeResult result;
        try (ParquetOutput parquet = new ParquetOutput(output, List.of(ir), options))
        {
            result = DecodeSession.builder(ir).framing(Framing.parse("sofh")).format(DecodeSession.Format.PARQUET)
                .rows(parquet).build().decodeFile(input);
            assertEquals(3L * copies, parquet.rows());
        }
        assertEquals(3L * copies, result.messages());
        final List<Path> parts;
        try (Stream<Path> files = Files.list(output.resolve("Car")))
        {
            parts = files.sorted().toList();
        }
        assertEquals((3 * copies + 4095) / 4096, parts.size(), parts.toString());
        for (final Path part : parts)
        {
            assertTrue(part.getFileName().toString().matches("part-\\d{5}\\.parquet"), part.toString());
        }
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:");
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT count(*), count(DISTINCT \"offset\"), " +
                 "count(DISTINCT filename) FROM read_parquet('" + output.resolve("Car/*.parquet") + "', filename=true)"))
        {
            rows.next();
            assertEquals(3L * copies, rows.getLong(1));
            assertEquals(3L * copies, rows.getLong(2));
            assertEquals(parts.size(), rows.getLong(3));
        }
    }
}
