package io.sbetool.compiler.cli;

import io.sbetool.capture.PacketHeader;
import io.sbetool.ir.Ir;
import io.sbetool.parquet.Compression;
import io.sbetool.parquet.ParquetOptions;
import io.sbetool.parquet.ParquetOutput;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * {@code sbetool decode --format parquet}'s own options (docs/parquet.md), and the checks of its output
 * folder before anything is decoded.
 */
final class DecodeParquetOptions
{
    @Option(names = "--compression", paramLabel = "CODEC", defaultValue = "zstd",
        description = "Parquet page compression: zstd, snappy or none (default: ${DEFAULT-VALUE}).")
    String compression = "zstd";

    @Option(names = "--raw-prices",
        description = "Parquet: keep price composites (mantissa and constant exponent, CME's PRICE9) as structs " +
            "of both rather than DECIMAL.")
    boolean rawPrices;

    @Option(names = "--part-size", paramLabel = "MiB", defaultValue = "128",
        description = "Parquet: close a template's part file at about this size and begin the next " +
            "(default: ${DEFAULT-VALUE}).")
    long partMiB = 128;

    /**
     * @param output the --output folder, or null when none was given.
     * @return the output, or null after saying on err what is wrong (a usage error).
     */
    ParquetOutput open(final Path output, final List<Ir> irs, final boolean packetFields, final PacketHeader header,
        final PrintWriter err)
    {
        if (output == null)
        {
            err.println("sbetool decode: --format parquet writes a folder of datasets: give it with --output DIR");
            return null;
        }
        if (partMiB < 1)
        {
            err.println("sbetool decode: --part-size must be at least 1 (MiB)");
            return null;
        }
        final Compression codec;
        try
        {
            codec = Compression.parse(compression);
        }
        catch (final IllegalArgumentException ex)
        {
            err.println("sbetool decode: --compression: " + ex.getMessage());
            return null;
        }
        final String why = whyNotUsable(output);
        if (why != null)
        {
            err.println("sbetool decode: --output " + output + ": " + why);
            return null;
        }
        final ParquetOptions options = new ParquetOptions().compression(codec).rawPrices(rawPrices)
            .partBytes(partMiB << 20).packetFields(packetFields, header);
        return new ParquetOutput(output, irs, options);
    }

    /**
     * @return why the folder cannot take the datasets, or null: it must be new or empty, so that no part of
     * an earlier run is mistaken for one of this run's.
     */
    private static String whyNotUsable(final Path output)
    {
        if (!Files.exists(output))
        {
            return null;
        }
        if (!Files.isDirectory(output))
        {
            return "is a file; give a folder, new or empty, for the datasets";
        }
        try (Stream<Path> entries = Files.list(output))
        {
            return entries.findAny().isPresent() ?
                "is not empty; give a new or empty folder (an earlier run's parts would mix with this one's)" : null;
        }
        catch (final IOException ex)
        {
            return "cannot be read: " + ex.getMessage();
        }
    }
}
