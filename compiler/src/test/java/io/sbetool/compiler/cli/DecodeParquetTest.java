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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code sbetool decode --format parquet} writes the values NDJSON shows: every row of every dataset, read
 * back with DuckDB and with Parquet's own reader, holds its message's NDJSON values
 * ({@link ParquetAgreement}), for a sample of every venue of the corpus and for the project's samples.
 */
public class DecodeParquetTest
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
    public static int assertAgrees(final List<Path> schemas, final List<String> options, final Path output,
        final Path... inputs) throws Exception
    {
        return assertAgrees(ExitCode.OK, schemas, options, output, inputs);
    }

    /**
     * {@link #assertAgrees(List, List, Path, Path...)} for runs that end with the exit code given (bad input):
     * both formats say the same on stderr, and the rows hold the messages NDJSON shows.
     */
    static int assertAgrees(final int exitCode, final List<Path> schemas, final List<String> options,
        final Path output, final Path... inputs) throws Exception
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
        assertEquals(exitCode, ndjson.exitCode, ndjson.err);

        final List<String> parquet = new ArrayList<>(List.of("decode", "--format", "parquet", "--output",
            output.toString()));
        parquet.addAll(common);
        parquet.addAll(inputNames);
        final Run written = run(parquet.toArray(new String[0]));
        assertEquals(exitCode, written.exitCode, written.err);
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
        for (final String name : ParquetReadBack.allNames(output))
        {
            assertTrue(!name.contains(".inprogress"), "a temporary file left: " + name);
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

    /**
     * {@code --threads 2} shares a libpcap file's chunks out (2,048 copies of the sample's records: 1.1 MB,
     * about four chunks of 256 KiB), each thread writing parts of its own: the datasets hold the rows of one thread's
     * run, as a set (both read back in file and offset order), and every row NDJSON's values. Two files, and
     * still two parts: the second file's threads write on in the first's parts.
     */
    @Test
    void onTwoThreadsEachWritesItsOwnPartsOfTheRowsOneThreadWrites() throws Exception
    {
        final Path input = DecodeAtScaleTest.repeatedPcap(dir, 2048);
        final Path copy = Files.copy(input, dir.resolve("again.pcap"));
        final List<Path> schemas = List.of(SharedFiles.projectSchema("fix-message-samples.xml"));
        final List<String> options = List.of("--framing", "u16le-incl", "--skip", "12", "--packet-fields");
        final List<String> threaded = new ArrayList<>(options);
        threaded.addAll(List.of("--threads", "2"));
        final Path two = dir.resolve("two");
        final int rows = assertAgrees(schemas, threaded, two, input, copy);
        final Path one = dir.resolve("one");
        final List<String> single = new ArrayList<>(List.of("decode", "--schema", schemas.get(0).toString(),
            "--format", "parquet", "--output", one.toString()));
        single.addAll(options);
        single.add(input.toString());
        single.add(copy.toString());
        assertEquals(ExitCode.OK, run(single.toArray(new String[0])).exitCode());

        int compared = 0;
        int parts = 0;
        try (Stream<Path> datasets = Files.list(one))
        {
            for (final Path dataset : datasets.sorted().toList())
            {
                final List<JsonNode> expected = ParquetReadBack.duckDb(dataset);
                assertEquals(expected, ParquetReadBack.duckDb(two.resolve(dataset.getFileName())), dataset.toString());
                assertEquals(1, ParquetReadBack.parts(dataset).size(), "one thread, one part: " + dataset);
                parts = Math.max(parts, ParquetReadBack.parts(two.resolve(dataset.getFileName())).size());
                compared += expected.size();
            }
        }
        assertEquals(rows, compared);
        assertTrue(rows >= 2048, rows + " rows");
        assertEquals(2, parts, "each thread's own part of the largest dataset, for both files");
    }

    @Test
    void severalSchemasATemplateFilterAndEveryCompressionAgree() throws Exception
    {
        final List<Path> schemas = List.of(SharedFiles.corpus(MDP3),
            SharedFiles.corpus("cme/Cme.Futures.SessionMgmt.Sbe.v0.2.xml"));
        final Path heartbeat = SharedFiles.corpus("cme/samples/Mdp3.Sbe.v1.12/SubscriberHeartbeat.Tcp.pcap");
        for (final String codec : new String[] {"zstd", "snappy", "none"})
        {
            final Path output = dir.resolve(codec);
            assertEquals(3, assertAgrees(schemas, List.of("--framing", "u16le-incl", "--skip", "14", "--compression",
                codec), output, SharedFiles.corpus(BOOK), SharedFiles.corpus(TRADES), heartbeat));
            final String expected = codec.equals("none") ? "UNCOMPRESSED" : codec.toUpperCase(java.util.Locale.ROOT);
            assertEquals("[" + expected + "]", ParquetReadBack.codecs(
                ParquetReadBack.parts(output.resolve("SubscriberHeartbeat210")).get(0)).toString());
        }
        assertEquals(1, assertAgrees(schemas, List.of("--framing", "u16le-incl", "--skip", "14", "--template",
            "MDIncrementalRefreshBookLongQty64"), dir.resolve("filtered"), SharedFiles.corpus(BOOK),
            SharedFiles.corpus(TRADES), heartbeat));
    }

    @Test
    void pricesAreDecimalsOrWithRawPricesStructsOfMantissaAndExponent() throws Exception
    {
        final List<String> options = List.of("--framing", "u16le-incl", "--skip", "14");
        assertAgrees(List.of(SharedFiles.corpus(MDP3)), options, dir.resolve("decimal"), SharedFiles.corpus(BOOK));
        final List<String> raw = new ArrayList<>(options);
        raw.add("--raw-prices");
        assertAgrees(List.of(SharedFiles.corpus(MDP3)), raw, dir.resolve("raw"), SharedFiles.corpus(BOOK));
        final String type = "SELECT typeof(NoMDEntries[1].MDEntryPx) FROM read_parquet('%s')";
        assertEquals("DECIMAL(18,9)", ParquetReadBack.duckDbValue(String.format(type,
            dir.resolve("decimal/MDIncrementalRefreshBookLongQty64/*.parquet"))));
        assertEquals("STRUCT(mantissa BIGINT)", ParquetReadBack.duckDbValue(String.format(type,
            dir.resolve("raw/MDIncrementalRefreshBookLongQty64/*.parquet"))));
        assertEquals("TIMESTAMP WITH TIME ZONE", ParquetReadBack.duckDbValue("SELECT typeof(TransactTime::TIMESTAMPTZ) " +
            "FROM read_parquet('" + dir.resolve("decimal/MDIncrementalRefreshBookLongQty64/*.parquet") + "')"));
        assertEquals("TIMESTAMP_NS WITH TIME ZONE", ParquetReadBack.duckDbValue("SELECT typeof(TransactTime) " +
            "FROM read_parquet('" + dir.resolve("decimal/MDIncrementalRefreshBookLongQty64/*.parquet") + "')")
            .replace("TIMESTAMPTZ_NS", "TIMESTAMP_NS WITH TIME ZONE"));
    }

    @Test
    void badInputStopsOrIsSkippedAsForNdjsonTheRowsBeforeItWritten() throws Exception
    {
        final byte[] cars = Files.readAllBytes(SharedFiles.projectDir().resolve("samples/captures/car.sofh"));
        final Path input = dir.resolve("bad.sofh");
        final byte[] bad = Arrays.copyOf(cars, cars.length * 2 + 10);
        System.arraycopy(cars, 0, bad, cars.length, cars.length);
        // a SOFH frame whose message is cut short: 4 + 6 bytes where the header promises a Car
        final byte[] cut = Arrays.copyOfRange(cars, 0, 10);
        cut[1] = 10;
        cut[0] = 0;
        System.arraycopy(cut, 0, bad, cars.length * 2, 10);
        Files.write(input, bad);
        final List<Path> schema = List.of(SharedFiles.projectSchema("car.xml"));
        assertEquals(6, assertAgrees(ExitCode.BAD_INPUT, schema, List.of("--framing", "sofh"), dir.resolve("stop"),
            input));
        assertEquals(6, assertAgrees(ExitCode.BAD_INPUT, schema, List.of("--framing", "sofh", "--on-error", "skip"),
            dir.resolve("skip"), input));
        final Run run = run("decode", "--schema", schema.get(0).toString(), "--framing", "sofh", "--format", "parquet",
            "--output", dir.resolve("again").toString(), input.toString());
        assertTrue(run.err().contains("bad.sofh: offset " + (cars.length * 2) + ": error:"), run.err());
    }

    @Test
    void usageErrorsNameTheFixAndWriteNothing() throws Exception
    {
        final String schema = SharedFiles.projectSchema("car.xml").toString();
        final String input = SharedFiles.projectDir().resolve("samples/captures/car.sofh").toString();
        final Path full = Files.createDirectories(dir.resolve("full"));
        Files.writeString(full.resolve("old.parquet"), "x");
        final Path file = Files.writeString(dir.resolve("file"), "x");
        final String[][] cases = {
            {"--format", "parquet", input},
            {"--format", "parquet", "--output", full.toString(), input},
            {"--format", "parquet", "--output", file.toString(), input},
            {"--format", "parquet", "--output", dir.resolve("new").toString(), "--compression", "lz4", input},
            {"--format", "parquet", "--output", dir.resolve("new").toString(), "--part-size", "0", input}};
        final String[] says = {"give it with --output DIR", "is not empty", "is a file", "use zstd, snappy or none",
            "--part-size must be at least 1"};
        for (int i = 0; i < cases.length; i++)
        {
            final List<String> args = new ArrayList<>(List.of("decode", "--schema", schema, "--framing", "sofh"));
            args.addAll(Arrays.asList(cases[i]));
            final Run run = run(args.toArray(new String[0]));
            assertEquals(ExitCode.USAGE, run.exitCode(), run.err());
            assertTrue(run.err().startsWith("sbetool decode: ") && run.err().contains(says[i]), run.err());
            assertFalse(run.err().contains("Exception"), run.err());
        }
        assertFalse(Files.exists(dir.resolve("new")));
        assertEquals(List.of(full.resolve("old.parquet")), Files.list(full).toList());
    }

    /**
     * A char enum value the schema does not list is written as its character, and counted towards the
     * wrong-schema warning as for NDJSON (assertAgrees holds both runs to the same stderr).
     */
    @Test
    void unknownEnumValuesAreWrittenAsNdjsonShowsThemAndWarnedAlike() throws Exception
    {
        final String xml = Files.readString(SharedFiles.projectSchema("car.xml"));
        final String value = "<validValue name=\"B\">B</validValue>";
        assertTrue(xml.contains(value));
        final Path schema = Files.writeString(dir.resolve("car-altered.xml"), xml.replace(value, ""));
        final List<String> options = List.of("--framing", "sofh");
        assertEquals(3, assertAgrees(List.of(schema), options, dir.resolve("out"),
            SharedFiles.projectDir().resolve("samples/captures/car.sofh")));
        final Run run = run("decode", "--schema", schema.toString(), "--framing", "sofh", "--format", "parquet",
            "--output", dir.resolve("again").toString(), SharedFiles.projectDir().resolve("samples/captures/car.sofh")
                .toString());
        assertTrue(run.err().contains("1 of 3 messages hold enum values the schema does not list"), run.err());
    }
}
