package io.sbetool.compiler.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.sbetool.benchmarks.MdpCaptureGenerator;
import io.sbetool.capture.PacketHeader;
import io.sbetool.compiler.Compilation;
import io.sbetool.ir.Ir;
import io.sbetool.otf.MessageDecoder;
import io.sbetool.otf.MessagePlan;
import io.sbetool.parquet.RecordMapping;
import io.sbetool.spark.SparkTypesForTests;
import io.sbetool.testing.SharedFiles;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.Type;
import org.apache.spark.sql.DataFrameReader;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.execution.SparkPlan;
import org.apache.spark.sql.execution.adaptive.AdaptiveSparkPlanExec;
import org.apache.spark.sql.execution.datasources.v2.BatchScanExec;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Spark data source in local[2] against {@code sbetool decode}'s NDJSON: on two generated MDP 3.0
 * captures, each cut into several partitions, every row's every value equals the NDJSON's (ParquetAgreement,
 * the comparison the Parquet output is held to), no message lost or doubled; bad input stops with the file
 * and offset, or is skipped.
 */
class SparkSourceTest
{
    private static final String SCHEMA = "cme/Cme.Futures.Mdp3.Sbe.v1.12.xml";
    private static final String BOOK = "64";
    /** CME MDP 3.0's packet header, as decode's --packet-header spells it: what MdpCaptureGenerator writes. */
    private static final String MDP_HEADER = "seq:u32le,sendingTime:u64le";
    private static SparkSession spark;
    @TempDir
    static Path dir;
    private static Path first;
    private static Path second;

    @BeforeAll
    static void start() throws Exception
    {
        first = dir.resolve("a.pcap");
        second = dir.resolve("b.pcap");
        MdpCaptureGenerator.write(first, 3000);
        MdpCaptureGenerator.write(second, 2000);
        spark = SparkSession.builder().master("local[2]").appName("sbe-test")
            .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "2").getOrCreate();
    }

    @AfterAll
    static void stop()
    {
        if (spark != null)
        {
            spark.stop();
        }
    }

    private static Dataset<Row> read(final String template, final String onError, final String... paths)
    {
        return reader(template, onError).load(paths);
    }

    private static DataFrameReader reader(final String template, final String onError)
    {
        final DataFrameReader reader = spark.read().format("sbe").option("schema", SharedFiles.corpus(SCHEMA).toString())
            .option("framing", "u16le-incl").option("skip", "12")
            .option("splitBytes", "65536").option("onError", onError);
        return template == null ? reader : reader.option("template", template);
    }

    @Test
    void everyValueOfEveryPartitionIsNdjsonsValue() throws Exception
    {
        final Ir ir = Compilation.compileOrThrow(SharedFiles.corpus(SCHEMA));
        final MessagePlan plan = new MessageDecoder(ir).plan(Integer.parseInt(BOOK));
        for (final String template : List.of(BOOK, "65"))
        {
            final MessagePlan messagePlan = new MessageDecoder(ir).plan(Integer.parseInt(template));
            final Dataset<Row> frame = read(template, "stop", dir.resolve("*.pcap").toString());
            assertTrue(frame.rdd().getNumPartitions() > 2, "partitions: " + frame.rdd().getNumPartitions());
            final List<Row> rows = new ArrayList<>(frame.collectAsList());
            rows.sort(Comparator.comparing((Row row) -> row.getString(0)).thenComparing(row -> row.getLong(1)));
            final List<JsonNode> lines = ndjson(template);
            assertEquals(lines.size(), rows.size(), "rows of template " + template);
            assertTrue(lines.size() > 100, "messages of template " + template + ": " + lines.size());
            final GroupType type = new RecordMapping(false, false, null).schema(messagePlan);
            for (int i = 0; i < rows.size(); i++)
            {
                ParquetAgreement.assertRow(messagePlan, ir.id(), lines.get(i), json(type, rows.get(i)));
            }
        }
        assertEquals(plan.name(), new MessageDecoder(ir).plan(64).name());
    }

    @Test
    void rawPricesAndPacketFieldsAreDecodesSwitches() throws Exception
    {
        final Ir ir = Compilation.compileOrThrow(SharedFiles.corpus(SCHEMA));
        final MessagePlan plan = new MessageDecoder(ir).plan(Integer.parseInt(BOOK));
        final Dataset<Row> frame = reader(BOOK, "stop").option("rawPrices", "true").option("packetFields", "TRUE")
            .load(first.toString(), second.toString());
        final GroupType type = new RecordMapping(true, true, null).schema(plan);
        final List<String> columns = new ArrayList<>();
        type.getFields().forEach(field -> columns.add(field.getName()));
        assertEquals(columns, List.of(frame.schema().fieldNames()), "the columns of decode --raw-prices --packet-fields");
        assertTrue(columns.contains("packet"), columns.toString());
        assertEquals("struct", frame.schema().apply("NoMDEntries").dataType().json().contains("\"mantissa\"") ? "struct" : "",
            "a raw price is a struct of its mantissa (the exponent a constant)");
        final List<Row> rows = new ArrayList<>(frame.collectAsList());
        rows.sort(Comparator.comparing((Row row) -> row.getString(0)).thenComparing(row -> row.getLong(1)));
        final List<JsonNode> lines = ndjson(BOOK, "--packet-fields");
        assertEquals(lines.size(), rows.size());
        for (int i = 0; i < rows.size(); i++)
        {
            assertTrue(lines.get(i).has("packet"), "NDJSON with --packet-fields has the packet");
            ParquetAgreement.assertRow(plan, ir.id(), lines.get(i), json(type, rows.get(i)));
        }
        final Exception refused = assertThrows(Exception.class,
            () -> reader(BOOK, "stop").option("rawPrices", "yes").load(first.toString()).count());
        assertTrue(String.valueOf(rootMessage(refused)).contains("rawPrices is true or false, not yes"),
            String.valueOf(rootMessage(refused)));
    }

    @Test
    void packetHeaderFieldsAreDecodesPacketHeaders() throws Exception
    {
        final Ir ir = Compilation.compileOrThrow(SharedFiles.corpus(SCHEMA));
        final MessagePlan plan = new MessageDecoder(ir).plan(Integer.parseInt(BOOK));
        final Dataset<Row> frame = reader(BOOK, "stop").option("packetFields", "true").option("packetHeader", MDP_HEADER)
            .load(first.toString(), second.toString());
        final GroupType type = new RecordMapping(false, true, PacketHeader.parse(MDP_HEADER)).schema(plan);
        final StructType packet = (StructType)frame.schema().apply("packet").dataType();
        assertEquals(List.of("time", "src", "dst", "seq", "sendingTime"), List.of(packet.fieldNames()));
        assertEquals(DataTypes.LongType, packet.apply("seq").dataType(), "u32le as INT64");
        assertEquals(DataTypes.createDecimalType(20, 0), packet.apply("sendingTime").dataType(), "u64le as UINT64");
        final List<Row> rows = new ArrayList<>(frame.collectAsList());
        rows.sort(Comparator.comparing((Row row) -> row.getString(0)).thenComparing(row -> row.getLong(1)));
        final List<JsonNode> lines = ndjson(BOOK, "--packet-header", MDP_HEADER, "--packet-fields");
        assertEquals(lines.size(), rows.size());
        for (int i = 0; i < rows.size(); i++)
        {
            assertTrue(lines.get(i).get("packet").has("sendingTime"), "NDJSON with --packet-header has its fields");
            ParquetAgreement.assertRow(plan, ir.id(), lines.get(i), json(type, rows.get(i)));
        }
        final Exception disagreeing = assertThrows(Exception.class,
            () -> reader(BOOK, "stop").option("skip", "14").option("packetHeader", MDP_HEADER).load(first.toString()).count());
        assertTrue(String.valueOf(rootMessage(disagreeing)).contains("skip 14 disagrees with the 12-byte packetHeader"),
            String.valueOf(rootMessage(disagreeing)));
        final Exception bad = assertThrows(Exception.class,
            () -> reader(BOOK, "stop").option("packetHeader", "seq:u24le").load(first.toString()).count());
        assertTrue(String.valueOf(rootMessage(bad)).contains("packetHeader: packet header field seq: unknown type 'u24le'"),
            String.valueOf(rootMessage(bad)));
    }

    @Test
    void aPacketTimeFilterSkipsPacketsBeforeDecoding() throws Exception
    {
        final Ir ir = Compilation.compileOrThrow(SharedFiles.corpus(SCHEMA));
        final MessagePlan plan = new MessageDecoder(ir).plan(Integer.parseInt(BOOK));
        final List<Long> times = packetTimes(first);
        times.addAll(packetTimes(second));
        final List<Long> sorted = new ArrayList<>(times);
        sorted.sort(Comparator.naturalOrder());
        final long from = sorted.get(sorted.size() / 4);
        final long to = sorted.get(sorted.size() * 3 / 4);
        final Dataset<Row> frame = reader(BOOK, "stop").option("packetFields", "true")
            .load(first.toString(), second.toString()).filter("packet.time >= " + from + " AND packet.time < " + to);
        final List<Row> rows = new ArrayList<>(frame.collectAsList());
        rows.sort(Comparator.comparing((Row row) -> row.getString(0)).thenComparing(row -> row.getLong(1)));
        final List<JsonNode> lines = ndjson(BOOK, "--packet-fields", "--from", Long.toString(from), "--to", Long.toString(to));
        assertEquals(lines.size(), rows.size(), "rows of decode --from --to");
        assertTrue(lines.size() > 50 && lines.size() < ndjson(BOOK).size(), "messages in the window: " + lines.size());
        final GroupType type = new RecordMapping(false, true, null).schema(plan);
        for (int i = 0; i < rows.size(); i++)
        {
            ParquetAgreement.assertRow(plan, ir.id(), lines.get(i), json(type, rows.get(i)));
        }
        final long outside = times.stream().filter(time -> time < from || time >= to).count();
        assertTrue(outside > times.size() / 3, outside + " of " + times.size());
        assertEquals(outside, scanMetric(frame, "packetsSkipped"),
            "every packet outside the window passed over before decoding, over all partitions");

        final Dataset<Row> after = reader(BOOK, "stop").option("packetFields", "true").load(first.toString())
            .filter("packet.time > " + from + " AND packet.time <= " + to);
        final long kept = after.collectAsList().size();
        assertEquals(times.subList(0, packetTimes(first).size()).stream().filter(time -> time <= from || time > to).count(),
            scanMetric(after, "packetsSkipped"), "> and <= bound the window as Spark's check does");
        assertTrue(kept > 0 && kept < read(BOOK, "stop", first.toString()).count(), "rows in (from, to]: " + kept);

        final Dataset<Row> none = reader(BOOK, "stop").option("packetFields", "true").load(first.toString());
        assertEquals(read(BOOK, "stop", first.toString()).count(), none.collectAsList().size());
        assertEquals(0, scanMetric(none, "packetsSkipped"), "no filter, no packet skipped");
        assertEquals(0, none.filter("packet.time >= " + to + " AND packet.time < " + from).rdd().getNumPartitions(),
            "an empty window decodes nothing");
    }

    /** A metric of the read's scan after the frame's own query ran (collect, not count, which plans another). */
    private static long scanMetric(final Dataset<Row> frame, final String name)
    {
        return scan(frame).metrics().apply(name).value();
    }

    /** The capture times of a microsecond libpcap file's records, in ns as decode gives them. */
    private static List<Long> packetTimes(final Path capture) throws Exception
    {
        final ByteBuffer bytes = ByteBuffer.wrap(Files.readAllBytes(capture)).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0xa1b2c3d4, bytes.getInt(0), "a little-endian microsecond libpcap file");
        final List<Long> times = new ArrayList<>();
        for (int at = 24; at < bytes.limit(); at += 16 + bytes.getInt(at + 8))
        {
            times.add((bytes.getInt(at) & 0xFFFF_FFFFL) * 1_000_000_000L + bytes.getInt(at + 4) * 1_000L);
        }
        return times;
    }

    @Test
    void allTemplatesAtOnceAreOneFrameWithTheUnionsColumns() throws Exception
    {
        final Ir ir = Compilation.compileOrThrow(SharedFiles.corpus(SCHEMA));
        final Dataset<Row> frame = reader(null, "stop").load(dir.resolve("*.pcap").toString());
        final List<String> columns = List.of(frame.schema().fieldNames());
        assertEquals(List.of("file", "offset", "templateId", "schemaId", "schemaVersion", "template"), columns.subList(0, 6),
            "the metadata columns, then the template's name");
        assertTrue(columns.contains("TransactTime") && !columns.contains("NoMDEntries") &&
            columns.contains("MDIncrementalRefreshBookLongQty64_NoMDEntries") &&
            columns.contains("MDIncrementalRefreshTradeSummaryLongQty65_NoMDEntries"),
            "TransactTime one column, each template's NoMDEntries (of different structs) its own: " + columns);
        assertEquals(columns, List.of(reader("*", "stop").load(first.toString()).schema().fieldNames()), "template *");
        assertTrue(frame.rdd().getNumPartitions() > 2, "partitions: " + frame.rdd().getNumPartitions());
        final List<JsonNode> lines = ndjson(null);
        final List<Row> rows = sorted(frame.collectAsList());
        assertEquals(lines.size(), rows.size(), "every message of every template");
        assertTrue(lines.stream().map(line -> line.get("templateId").asInt()).distinct().count() >= 2,
            "the book and trade templates of the mix");
        assertUnionRows(ir, frame.schema(), lines, rows, new RecordMapping(false, false, null));

        final Dataset<Row> pruned = frame.select("template", "offset", "file", "TransactTime");
        assertEquals(List.of("file", "offset", "template", "TransactTime"), List.of(scan(pruned).scan().readSchema().fieldNames()),
            "only the columns read are assembled, in the union's order");
        final List<Row> few = new ArrayList<>(pruned.collectAsList());
        few.sort(Comparator.comparing((Row row) -> row.getString(2)).thenComparing(row -> row.getLong(1)));
        assertEquals(rows.size(), few.size());
        for (int i = 0; i < few.size(); i++)
        {
            assertEquals(rows.get(i).getAs("template"), few.get(i).getString(0));
            assertEquals(rows.get(i).<Object>getAs("TransactTime"), few.get(i).get(3));
        }

        final String book = new MessageDecoder(ir).plan(64).name();
        final long books = read(BOOK, "stop", dir.resolve("*.pcap").toString()).count();
        assertEquals(books, frame.filter("template = '" + book + "'").count(), "a template filter");
        assertEquals(books, frame.filter("templateId IN (64, 999)").count(), "a templateId filter");
        assertEquals(0, frame.filter("templateId = 999").rdd().getNumPartitions(), "a filter no template passes");
    }

    @Test
    void allTemplatesOfTheCmeSamplesAndMarketData() throws Exception
    {
        final Path cme = SharedFiles.corpus(SCHEMA);
        final List<String> samples = new ArrayList<>();
        for (final String name : List.of("MdIncrementalRefreshBookLongQty.pcap", "MdIncrementalRefreshTradeSummaryLongQty.pcap",
            "SnapshotFullRefreshTcpLongQty.Tcp.pcap"))
        {
            samples.add(SharedFiles.corpus("cme/samples/Mdp3.Sbe.v1.12/" + name).toString());
        }
        final Dataset<Row> frame = spark.read().format("sbe").option("schema", cme.toString()).option("framing", "u16le-incl")
            .option("skip", "14").option("packetFields", "true").load(samples.toArray(new String[0]));
        final List<String> columns = List.of(frame.schema().fieldNames());
        assertEquals(List.of("file", "offset", "packet", "templateId", "schemaId", "schemaVersion", "template"),
            columns.subList(0, 7), "with packetFields, template still right after schemaVersion");
        final List<String> command = new ArrayList<>(List.of("decode", "--schema", cme.toString(), "--framing", "u16le-incl",
            "--skip", "14", "--packet-fields"));
        command.addAll(samples);
        final List<JsonNode> lines = decode(command);
        assertEquals(3, lines.stream().map(line -> line.get("templateId").asInt()).distinct().count(), "three templates");
        final List<Row> rows = sorted(frame.collectAsList());
        assertUnionRows(Compilation.compileOrThrow(cme), frame.schema(), lines, rows, new RecordMapping(false, true, null));

        final Path schema = SharedFiles.projectSchema("fix-message-samples.xml");
        final String capture = SharedFiles.projectDir().resolve("samples/captures/market-data.pcap").toString();
        final Dataset<Row> market = spark.read().format("sbe").option("schema", schema.toString())
            .option("framing", "u16le-incl").option("skip", "12").option("template", "*").option("splitBytes", "128")
            .load(capture);
        final Ir marketIr = Compilation.compileOrThrow(schema);
        assertEquals(marketIr.messages().size() > 1, true, "several templates in the schema");
        final List<JsonNode> marketLines = decode(List.of("decode", "--schema", schema.toString(), "--framing", "u16le-incl",
            "--skip", "12", capture));
        assertUnionRows(marketIr, market.schema(), marketLines, sorted(market.collectAsList()),
            new RecordMapping(false, false, null));
        assertTrue(market.rdd().getNumPartitions() > 1, "market data in several partitions");
    }

    @Test
    void theUnionPrefixesClashingTypesAndATemplateFieldAndMergesNullability() throws Exception
    {
        final Path schema = Path.of(SparkSourceTest.class.getResource("/union-clash.xml").toURI());
        final Path messages = dir.resolve("clash.ndjson");
        final List<String> json = new ArrayList<>();
        for (int i = 0; i < 40; i++)
        {
            json.add(i % 2 == 0 ? "{\"template\":\"Quote\",\"seq\":" + i + ",\"price\":" + (i * 1000 - 7) + ",\"qty\":" + i + "}" :
                "{\"template\":\"Trade\",\"seq\":" + i + ",\"price\":" + (i + 0.25) + ",\"qty\":" + (i % 3 == 0 ? "null" : i) +
                ",\"template\":" + (i % 7) + "}");
        }
        Files.write(messages, json);
        final Path capture = dir.resolve("clash").resolve("clash.bin");
        Files.createDirectories(capture.getParent());
        final DecodeParquetTest.Run encoded = DecodeParquetTest.run("encode", "--schema", schema.toString(), "--framing",
            "u16le-incl", "-o", capture.toString(), messages.toString());
        assertEquals(0, encoded.exitCode(), encoded.err());
        final Dataset<Row> frame = spark.read().format("sbe").option("schema", schema.toString())
            .option("framing", "u16le-incl").load(capture.toString());
        assertEquals(List.of("file", "offset", "templateId", "schemaId", "schemaVersion", "template", "seq", "Quote_price",
            "qty", "Trade_price", "Trade_template"), List.of(frame.schema().fieldNames()),
            "seq and qty one column each, price of two types and the field named template prefixed");
        assertEquals(DataTypes.LongType, frame.schema().apply("Quote_price").dataType());
        assertEquals(DataTypes.DoubleType, frame.schema().apply("Trade_price").dataType());
        assertEquals(DataTypes.ShortType, frame.schema().apply("Trade_template").dataType(), "uint8 widened");
        assertTrue(frame.schema().apply("qty").nullable(), "qty required in Quote, optional in Trade: nullable");
        assertTrue(!frame.schema().apply("template").nullable(), "every row has its template");
        final List<Row> rows = sorted(frame.collectAsList());
        final List<JsonNode> lines = decode(List.of("decode", "--schema", schema.toString(), "--framing", "u16le-incl",
            capture.toString()));
        assertEquals(40, rows.size());
        assertUnionRows(Compilation.compileOrThrow(schema), frame.schema(), lines, rows, new RecordMapping(false, false, null));
        assertEquals(List.of("Quote", "Trade"), List.of(rows.get(0).getAs("template"), rows.get(1).getAs("template")));
        assertEquals(-7L, rows.get(0).<Long>getAs("Quote_price"));
        assertTrue(rows.get(0).isNullAt(frame.schema().fieldIndex("Trade_price")), "a Quote has no Trade_price");
        assertEquals(3.25, rows.get(3).<Double>getAs("Trade_price"));
        assertTrue(rows.get(3).isNullAt(frame.schema().fieldIndex("qty")), "a null qty of a Trade");
        assertEquals((short)3, rows.get(3).<Short>getAs("Trade_template"));
        assertEquals(20, frame.filter("template = 'Trade'").count());
    }

    /**
     * Each union row equals its NDJSON line in every value of its template's columns (under their union
     * names, the bare name or {@code <Template>_name}), of the same type as a read of that template alone
     * (nullability aside), with every other column null.
     */
    private static void assertUnionRows(final Ir ir, final StructType union, final List<JsonNode> lines,
        final List<Row> rows, final RecordMapping mapping)
    {
        assertEquals(lines.size(), rows.size());
        final MessageDecoder decoder = new MessageDecoder(ir);
        final Map<Integer, String[]> columnsOf = new HashMap<>();
        for (int i = 0; i < rows.size(); i++)
        {
            final Row row = rows.get(i);
            final MessagePlan plan = decoder.plan(row.<Integer>getAs("templateId"));
            // the row's template by its id, which assertRow checks: NDJSON's "template" is a field's own when one is so named
            assertEquals(plan.name(), row.getAs("template"));
            final GroupType type = mapping.schema(plan);
            final String[] columns = columnsOf.computeIfAbsent(plan.templateId(), id -> unionColumns(plan, type, union));
            final ObjectNode node = JsonNodeFactory.instance.objectNode();
            final Set<Integer> own = new HashSet<>(Set.of(union.fieldIndex("template")));
            for (int f = 0; f < type.getFieldCount(); f++)
            {
                final int at = union.fieldIndex(columns[f]);
                own.add(at);
                if (!row.isNullAt(at))
                {
                    node.set(type.getType(f).getName(), value(type.getType(f), row.get(at)));
                }
            }
            for (int at = 0; at < union.size(); at++)
            {
                assertTrue(own.contains(at) || row.isNullAt(at), union.fieldNames()[at] + " is not " + plan.name() + "'s: null");
            }
            ParquetAgreement.assertRow(plan, ir.id(), lines.get(i), node);
        }
    }

    /** The union's column of each of the template's columns, Template_name or else the bare name, of the type it has alone. */
    private static String[] unionColumns(final MessagePlan plan, final GroupType type, final StructType union)
    {
        final StructType alone = SparkTypesForTests.struct(type);
        final String[] columns = new String[type.getFieldCount()];
        for (int f = 0; f < columns.length; f++)
        {
            final String name = type.getType(f).getName();
            final String prefixed = plan.name() + "_" + name;
            columns[f] = union.getFieldIndex(prefixed).isDefined() ? prefixed : name;
            assertTrue(union.getFieldIndex(columns[f]).isDefined(), columns[f] + " of " + plan.name());
            assertEquals(loose(alone.apply(name).dataType().json()), loose(union.apply(columns[f]).dataType().json()),
                columns[f] + ": the type of a read of " + plan.name() + " alone");
        }
        return columns;
    }

    private static String loose(final String typeJson)
    {
        return typeJson.replace("\"nullable\":false", "\"nullable\":true").replace("\"containsNull\":false",
            "\"containsNull\":true");
    }

    private static List<Row> sorted(final List<Row> collected)
    {
        final List<Row> rows = new ArrayList<>(collected);
        rows.sort(Comparator.comparing((Row row) -> row.<String>getAs("file")).thenComparing(row -> row.<Long>getAs("offset")));
        return rows;
    }

    private static BatchScanExec scan(final Dataset<Row> frame)
    {
        SparkPlan plan = frame.queryExecution().executedPlan();
        if (plan instanceof AdaptiveSparkPlanExec)
        {
            plan = ((AdaptiveSparkPlanExec)plan).executedPlan();
        }
        for (final SparkPlan leaf : scala.jdk.javaapi.CollectionConverters.asJava(plan.collectLeaves()))
        {
            if (leaf instanceof BatchScanExec)
            {
                return (BatchScanExec)leaf;
            }
        }
        throw new AssertionError("no scan in " + plan);
    }

    @Test
    void theSchemaIsTheParquetMappingsAndPruningKeepsValues()
    {
        final Dataset<Row> frame = read(BOOK, "stop", first.toString());
        assertEquals("file", frame.schema().fields()[0].name());
        assertEquals("offset", frame.schema().fields()[1].name());
        final long count = frame.count();
        final List<Row> offsets = frame.select("offset").orderBy("offset").collectAsList();
        assertEquals(count, offsets.size());
        assertEquals(count, frame.select("offset").distinct().count(), "no message twice");
        assertEquals(count, frame.filter("templateId = 64").count());
        final Dataset<Row> other = frame.filter("templateId = 65");
        assertEquals(0, other.rdd().getNumPartitions(), "a templateId filter the template fails decodes nothing");
        assertEquals(0, other.count());
    }

    @Test
    void badInputStopsNamingFileAndOffsetOrIsSkipped() throws Exception
    {
        final Path bad = dir.resolve("bad").resolve("bad.pcap");
        Files.createDirectories(bad.getParent());
        final byte[] bytes = Files.readAllBytes(first);
        // a message in the middle of the file, its frame length and header overwritten
        final List<JsonNode> lines = ndjson(BOOK);
        final int at = (int)lines.get(lines.size() / 4).get("offset").asLong();
        for (int i = at - 2; i < at + 8; i++)
        {
            bytes[i] = (byte)0xFF;
        }
        Files.write(bad, bytes);
        final Exception stop = assertThrows(Exception.class, () -> read(BOOK, "stop", bad.toString()).collectAsList());
        assertTrue(String.valueOf(rootMessage(stop)).contains("bad.pcap: offset "), String.valueOf(rootMessage(stop)));
        final long good = read(BOOK, "stop", first.toString()).count();
        final long skipped = read(BOOK, "skip", bad.toString()).count();
        assertTrue(skipped < good && skipped > 0, skipped + " of " + good);
    }

    private static String rootMessage(final Throwable thrown)
    {
        Throwable cause = thrown;
        while (cause.getCause() != null)
        {
            cause = cause.getCause();
        }
        return cause.getMessage();
    }

    private List<JsonNode> ndjson(final String template, final String... options) throws Exception
    {
        final List<String> command = new ArrayList<>(List.of("decode", "--schema", SharedFiles.corpus(SCHEMA).toString(),
            "--framing", "u16le-incl", "--skip", "12"));
        if (template != null)
        {
            command.addAll(List.of("--template", template));
        }
        command.addAll(List.of(options));
        command.add(first.toString());
        command.add(second.toString());
        return decode(command);
    }

    /** @return decode's NDJSON lines in file and offset order. */
    private static List<JsonNode> decode(final List<String> command) throws Exception
    {
        final DecodeParquetTest.Run run = DecodeParquetTest.run(command.toArray(new String[0]));
        assertEquals(0, run.exitCode(), run.err());
        final List<JsonNode> lines = new ArrayList<>();
        for (final String line : run.out().split("\n"))
        {
            if (!line.isEmpty())
            {
                lines.add(ParquetReadBack.JSON.readTree(line));
            }
        }
        lines.sort(Comparator.comparing((JsonNode line) -> line.get("file").asText())
            .thenComparing(line -> line.get("offset").asLong()));
        return lines;
    }

    /** A Spark row as the JSON ParquetAgreement reads: timestamps as ns:N, binary as b64:. */
    private static JsonNode json(final GroupType type, final Row row)
    {
        final ObjectNode node = JsonNodeFactory.instance.objectNode();
        for (int i = 0; i < type.getFieldCount(); i++)
        {
            if (!row.isNullAt(i))
            {
                node.set(type.getType(i).getName(), value(type.getType(i), row.get(i)));
            }
        }
        return node;
    }

    private static JsonNode value(final Type type, final Object value)
    {
        final JsonNodeFactory nodes = JsonNodeFactory.instance;
        if (!type.isPrimitive())
        {
            if (type.getLogicalTypeAnnotation() instanceof LogicalTypeAnnotation.ListLogicalTypeAnnotation)
            {
                final Type element = type.asGroupType().getType(0).asGroupType().getType(0);
                final ArrayNode array = nodes.arrayNode();
                for (final Object item : scala.jdk.javaapi.CollectionConverters.asJava(
                    (scala.collection.Seq<?>)value))
                {
                    array.add(value(element, item));
                }
                return array;
            }
            return json(type.asGroupType(), (Row)value);
        }
        final LogicalTypeAnnotation logical = type.getLogicalTypeAnnotation();
        if (logical instanceof LogicalTypeAnnotation.TimestampLogicalTypeAnnotation)
        {
            return nodes.textNode("ns:" + value);
        }
        if (value instanceof byte[])
        {
            return nodes.textNode("b64:" + Base64.getEncoder().encodeToString((byte[])value));
        }
        if (value instanceof BigDecimal)
        {
            return nodes.numberNode((BigDecimal)value);
        }
        if (value instanceof Number)
        {
            return value instanceof Float || value instanceof Double ? nodes.numberNode(((Number)value).doubleValue()) :
                nodes.numberNode(((Number)value).longValue());
        }
        return nodes.textNode(String.valueOf(value));
    }
}
