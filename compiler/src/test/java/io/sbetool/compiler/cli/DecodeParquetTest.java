package io.sbetool.compiler.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.sbetool.compiler.Compilation;
import io.sbetool.ir.Ir;
import io.sbetool.otf.MessageDecoder;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.params.provider.Arguments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code sbetool decode --format parquet} writes the values NDJSON shows: every row of every dataset, read
 * back with DuckDB and with Parquet's own reader, holds its message's NDJSON values
 * ({@link ParquetAgreement}), for a sample of every venue of the corpus and for the project's samples.
 */
class DecodeParquetTest
{
    static final String MDP3 = "cme/Cme.Futures.Mdp3.Sbe.v1.12.xml";
    static final String BOOK = "cme/samples/Mdp3.Sbe.v1.12/MdIncrementalRefreshBookLongQty.pcap";
    static final String TRADES = "cme/samples/Mdp3.Sbe.v1.12/MdIncrementalRefreshTradeSummaryLongQty.pcap";

    @TempDir
    Path dir;

    static Stream<Arguments> samples()
    {
        return CorpusCapturesTest.samples();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void everyValueOfACorpusSampleIsNdjsonsValue(final String capture, final String schema, final String framing,
        final int skip, final String[] expected) throws Exception
    {
        final List<String> options = new ArrayList<>(Arrays.asList(CorpusCapturesTest.options(schema, framing, skip)));
        options.add("--packet-fields");
        final Path output = dir.resolve("out");
        final int rows = assertAgrees(List.of(SharedFiles.corpus(schema)), options, output,
            SharedFiles.corpus(capture));
        assertEquals(expected.length, rows);
    }

    /**
     * Decodes the inputs to NDJSON and to Parquet with the same options, and holds every row of every
     * dataset, as both readers give it, to its NDJSON line.
     *
     * @return the rows compared (per reader).
     */
    static int assertAgrees(final List<Path> schemas, final List<String> options, final Path output,
        final Path... inputs) throws Exception
    {
        final List<String> common = new ArrayList<>();
        for (final Path schema : schemas)
        {
            common.add("--schema");
            common.add(schema.toString());
        }
        common.addAll(options);
        final List<String> inputNames = Stream.of(inputs).map(Path::toString).toList();

        final List<String> json = new ArrayList<>(List.of("decode"));
        json.addAll(common);
        json.addAll(inputNames);
        final Run ndjson = run(json.toArray(new String[0]));
        assertEquals(ExitCode.OK, ndjson.exitCode, ndjson.err);

        final List<String> parquet = new ArrayList<>(List.of("decode", "--format", "parquet", "--output",
            output.toString()));
        parquet.addAll(common);
        parquet.addAll(inputNames);
        final Run written = run(parquet.toArray(new String[0]));
        assertEquals(ExitCode.OK, written.exitCode, written.err);
        assertEquals("", written.out);
        assertEquals(ndjson.err, written.err);
        return assertDatasetsAgree(schemas, ndjson.out, output);
    }

    /**
     * @return the rows compared (per reader).
     */
    static int assertDatasetsAgree(final List<Path> schemas, final String ndjson, final Path output) throws Exception
    {
        final List<Ir> irs = new ArrayList<>();
        for (final Path schema : schemas)
        {
            irs.add(Compilation.compileOrThrow(schema));
        }
        final Map<String, List<JsonNode>> byDataset = new LinkedHashMap<>();
        for (final String line : ndjson.split("\n"))
        {
            if (!line.isEmpty())
            {
                final JsonNode message = ParquetReadBack.JSON.readTree(line);
                byDataset.computeIfAbsent(datasetOf(message, irs), name -> new ArrayList<>()).add(message);
            }
        }
        int compared = 0;
        for (final Map.Entry<String, List<JsonNode>> dataset : byDataset.entrySet())
        {
            final List<JsonNode> lines = dataset.getValue();
            lines.sort(Comparator.comparing((JsonNode line) -> line.get("file").asText())
                .thenComparing(line -> line.get("offset").asLong()));
            final Path folder = output.resolve(dataset.getKey());
            final List<JsonNode> duck = ParquetReadBack.duckDb(folder);
            final List<JsonNode> own = ParquetReadBack.parquet(folder);
            assertEquals(lines.size(), duck.size(), dataset.getKey());
            assertEquals(lines.size(), own.size(), dataset.getKey());
            for (int i = 0; i < lines.size(); i++)
            {
                final JsonNode line = lines.get(i);
                final Ir ir = schemaOf(line, irs);
                final MessageDecoder decoder = new MessageDecoder(ir);
                ParquetAgreement.assertRow(decoder.plan(line.get("templateId").asInt()), ir.id(), line, duck.get(i));
                ParquetAgreement.assertRow(decoder.plan(line.get("templateId").asInt()), ir.id(), line, own.get(i));
                compared++;
            }
        }
        try (Stream<Path> folders = Files.list(output))
        {
            assertEquals(byDataset.size(), folders.count(), "a dataset per template decoded");
        }
        return compared;
    }

    private static Ir schemaOf(final JsonNode line, final List<Ir> irs)
    {
        if (line.has("schemaId"))
        {
            for (final Ir ir : irs)
            {
                if (ir.id() == line.get("schemaId").asInt())
                {
                    return ir;
                }
            }
        }
        return irs.get(0);
    }

    private static String datasetOf(final JsonNode line, final List<Ir> irs)
    {
        final String template = line.get("template").asText();
        int uses = 0;
        for (final Ir ir : irs)
        {
            uses += (int)ir.messages().stream().filter(message -> message.get(0).name().equals(template)).count();
        }
        return uses == 1 ? template : template + "." + schemaOf(line, irs).id();
    }

    record Run(int exitCode, String out, String err)
    {
    }

    static Run run(final String... args)
    {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        final ByteArrayOutputStream err = new ByteArrayOutputStream();
        final int exitCode = SbeTool.run(args, out, err);
        return new Run(exitCode, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theProjectsSamplesAgreeWithTheVenuesPacketHeaderFields() throws Exception
    {
        final int rows = assertAgrees(List.of(SharedFiles.projectSchema("fix-message-samples.xml")),
            List.of("--framing", "u16le-incl", "--packet-header", "seq:u32le,sendingTime:u64le", "--packet-fields"),
            dir.resolve("out"), SharedFiles.projectDir().resolve("samples/captures/market-data.pcap"));
        assertTrue(rows > 0);
        assertAgrees(List.of(SharedFiles.projectSchema("car.xml")), List.of("--framing", "sofh"), dir.resolve("cars"),
            SharedFiles.projectDir().resolve("samples/captures/car.sofh"));
    }
}
