package io.sbetool.compiler.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.sbetool.testing.ReferenceIr;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every sample capture of the corpus, real exchange packets, decodes through {@code sbetool decode
 * --schema} with its venue's framing and skip (the options docs/decode.md's venue table gives), to the
 * messages SOURCES.md lists, with no error and no leftover bytes, and the first message holds the
 * values an independent script found in the capture ({@code captures/first-fields.py}).
 */
public class CorpusCapturesTest
{
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path irDir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    public static Stream<Arguments> samples()
    {
        final String mdp3 = "cme/Cme.Futures.Mdp3.Sbe.v1.12.xml";
        final String session = "cme/Cme.Futures.SessionMgmt.Sbe.v0.2.xml";
        final String ilink = "cme/Cme.Futures.iLink3.Sbe.v8.5.xml";
        final String umdf = "b3/B3.Equities.BinaryUmdf.Sbe.v1.8.xml";
        final String bep = "b3/B3.Equities.BinaryEntryPoint.Sbe.v8.1.xml";
        final String cbMd = "coinbase/Coinbase.Derivatives.MarketDataApi.Sbe.v1.2.xml";
        final String cbOrd = "coinbase/Coinbase.Derivatives.OrdersApi.Sbe.v1.4.xml";
        final String cbSes = "coinbase/Coinbase.Derivatives.Session.Sbe.v1.2.xml";
        final String memx = "memx/Memx.Equities.MemoirDepth.Sbe.v1.3.xml";
        return Stream.of(
            sample("cme/samples/Mdp3.Sbe.v1.12/MdIncrementalRefreshBookLongQty.pcap", mdp3, "u16le-incl", 14,
                "MDIncrementalRefreshBookLongQty64"),
            sample("cme/samples/Mdp3.Sbe.v1.12/MdIncrementalRefreshTradeSummaryLongQty.pcap", mdp3, "u16le-incl", 14,
                "MDIncrementalRefreshTradeSummaryLongQty65"),
            sample("cme/samples/Mdp3.Sbe.v1.12/SnapshotFullRefreshTcpLongQty.Tcp.pcap", mdp3, "u16le-incl", 14,
                "SnapshotFullRefreshTCPLongQty68"),
            sample("cme/samples/Mdp3.Sbe.v1.12/RequestAck.Tcp.pcap", session, "u16le-incl", 14, "RequestAck206"),
            sample("cme/samples/Mdp3.Sbe.v1.12/SecurityListRequest.Tcp.pcap", session, "u16le-incl", 14,
                "SecurityListRequest208"),
            sample("cme/samples/Mdp3.Sbe.v1.12/SecurityStatusRequest.Tcp.pcap", session, "u16le-incl", 14,
                "SecurityStatusRequest209"),
            sample("cme/samples/Mdp3.Sbe.v1.12/SubscriberHeartbeat.Tcp.pcap", session, "u16le-incl", 14,
                "SubscriberHeartbeat210"),
            sample("cme/samples/iLink3.Sbe.8.5/ExecutionReportStatus.pcap", ilink, "sofh", 0, "ExecutionReportStatus532"),
            sample("cme/samples/iLink3.Sbe.8.5/QuoteCancel.pcap", ilink, "sofh", 0, "QuoteCancel528"),
            sample("cme/samples/iLink3.Sbe.8.5/Sequence.pcap", ilink, "sofh", 0, "Sequence506"),
            sample("b3/samples/BinaryUmdf.v1.8/SecurityDefinitionMessage.pcap", umdf, "sofh", 16, "SecurityDefinition_12"),
            sample("b3/samples/BinaryUmdf.v1.8/Sequence.pcap", umdf, "sofh", 16, "Sequence_2"),
            sample("b3/samples/BinaryEntryPoint.v8.1/EstablishMessage.pcap", bep, "sofh", 0, "Establish"),
            sample("b3/samples/BinaryEntryPoint.v8.1/ExecutionReportNewMessage.pcap", bep, "sofh", 0, "ExecutionReport_New"),
            sample("b3/samples/BinaryEntryPoint.v8.1/ExecutionReportTradeMessage.pcap", bep, "sofh", 0,
                "ExecutionReport_Trade"),
            sample("b3/samples/BinaryEntryPoint.v8.1/NegotiateMessage.pcap", bep, "sofh", 0, "Negotiate"),
            sample("b3/samples/BinaryEntryPoint.v8.1/SimpleModifyOrderMessage.pcap", bep, "sofh", 0, "SimpleModifyOrder"),
            sample("b3/samples/BinaryEntryPoint.v8.1/SimpleNewOrderMessage.pcap", bep, "sofh", 0, "SimpleNewOrder"),
            sample("coinbase/samples/MarketDataApi.v1.2/OrderDeleteMessage.pcap", cbMd, "raw", 24, "OrderDelete", "OrderPut"),
            sample("coinbase/samples/MarketDataApi.v1.2/OrderPutMessage.pcap", cbMd, "raw", 24, "OrderPut"),
            sample("coinbase/samples/MarketDataApi.v1.2/OrderSnapshotMessage.pcap", cbMd, "raw", 24,
                "StartOfOutrightInstrumentSnapshot", "OrderSnapshot", "OrderSnapshot", "OrderSnapshot", "OrderSnapshot",
                "EndOfSnapshot"),
            sample("coinbase/samples/MarketDataApi.v1.2/StartOfOutrightInstrumentSnapshotMessage.pcap", cbMd, "raw", 24,
                "StartOfOutrightInstrumentSnapshot", "EndOfSnapshot"),
            sample("coinbase/samples/MarketDataApi.v1.2/StartOfSpreadInstrumentSnapshotMessage.pcap", cbMd, "raw", 24,
                "StartOfSpreadInstrumentSnapshot", "EndOfSnapshot"),
            sample("coinbase/samples/OrderApi.v1.4/InstrumentInfoMessage.pcap", cbOrd, "raw", 0,
                repeat("InstrumentInfo", 25)),
            sample("coinbase/samples/OrderApi.v1.4/InstrumentInfoRequestMessage.pcap", cbOrd, "raw", 0,
                "InstrumentInfoRequest"),
            sample("coinbase/samples/OrderApi.v1.4/MassCancelOrderAckMessage.pcap", cbOrd, "raw", 0, "MassCancelOrderAck"),
            sample("coinbase/samples/OrderApi.v1.4/MassCancelOrderMessage.pcap", cbOrd, "raw", 0, "MassCancelOrder"),
            sample("coinbase/samples/OrderApi.v1.4/NewOrderMessage.pcap", cbOrd, "raw", 0, "NewOrder"),
            sample("coinbase/samples/OrderApi.v1.4/OrderFilledMessage.pcap", cbOrd, "raw", 0, "OrderFilled"),
            sample("coinbase/samples/OrderApi.v1.4/OrderReplacedMessage.pcap", cbOrd, "raw", 0, "OrderReplaced"),
            sample("coinbase/samples/OrderApi.v1.4/ReplaceOrderMessage.pcap", cbOrd, "raw", 0, "ReplaceOrder"),
            sample("coinbase/samples/OrderApi.v1.4/SetAccountMessage.pcap", cbOrd, "raw", 0, "SetAccount"),
            sample("coinbase/samples/OrderApi.v1.4/SetAckMessage.pcap", cbOrd, "raw", 0, "SetAck", "SetAck"),
            sample("coinbase/samples/OrderApi.v1.4/SetTraderMessage.pcap", cbOrd, "raw", 0, "SetTrader"),
            sample("coinbase/samples/OrderApi.v1.4/Unknown.100.pcap", cbSes, "raw", 0, "Logon"),
            sample("coinbase/samples/OrderApi.v1.4/Unknown.200.pcap", cbSes, "raw", 0, "LogonConf"),
            sample("coinbase/samples/OrderApi.v1.4/Unknown.201.pcap", cbSes, "raw", 0, "LoggedOut"),
            sample("memx/samples/Equities.MemiorDepth.v1.3/MultipleMessages.pcap", memx, "u16be", 20,
                repeat("OrderDeleted", 53)),
            sample("memx/samples/Equities.MemiorDepth.v1.3/OrderAddedMessage.pcap", memx, "u16be", 20, "OrderAdded"),
            sample("memx/samples/Equities.MemiorDepth.v1.3/OrderDeletedMessage.pcap", memx, "u16be", 20, "OrderDeleted"),
            sample("memx/samples/Equities.MemiorDepth.v1.3/OrderExecutedMessage.pcap", memx, "u16be", 20, "OrderExecuted"),
            sample("memx/samples/Equities.MemiorDepth.v1.3/OrderReducedMessage.pcap", memx, "u16be", 20, "OrderReduced"),
            sample("memx/samples/Equities.MemiorDepth.v1.3/RegShowRestrictionMessage.pcap", memx, "u16be", 20,
                "RegSHORestriction"),
            sample("memx/samples/Equities.MemiorDepth.v1.3/SecurityTradingStatusMessage.pcap", memx, "u16be", 20,
                "SecurityTradingStatus"),
            sample("memx/samples/Equities.MemiorDepth.v1.3/TradingSessionStatusMessage.pcap", memx, "u16be", 20,
                "TradingSessionStatus"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void decodesSample(
        final String capture, final String schema, final String framing, final int skip, final String[] expected)
        throws Exception
    {
        final int exitCode = decode(capture, schema, options(schema, framing, skip));

        final String errors = err.toString(StandardCharsets.UTF_8);
        assertEquals("", errors);
        assertEquals(ExitCode.OK, exitCode);
        final String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals(expected.length, lines.length, out::toString);
        long previousOffset = -1;
        for (int i = 0; i < lines.length; i++)
        {
            final JsonNode message = JSON.readTree(lines[i]);
            assertEquals(expected[i], message.get("template").asText(), lines[i]);
            assertTrue(message.get("offset").asLong() > previousOffset);
            previousOffset = message.get("offset").asLong();
            assertTrue(message.size() >= 5, "the envelope is printed: " + lines[i]);
        }
        assertFirstFields(capture, JSON.readTree(lines[0]));
    }

    /**
     * The first message agrees with values worked out without sbetool: {@code captures/first-fields.py}
     * reads the pcap and the schema by hand and wrote {@code captures/first-fields.txt} (file offset,
     * templateId, version and the first field that takes bytes; of a composite, the members it decoded).
     */
    private static void assertFirstFields(final String capture, final JsonNode message) throws Exception
    {
        final String[] expected = firstFields().get(capture);
        assertTrue(expected != null, "no line for " + capture + " in first-fields.txt: run first-fields.py again");
        assertEquals(Long.parseLong(expected[1]), message.get("offset").asLong(), "offset of " + capture);
        assertEquals(Integer.parseInt(expected[2]), message.get("templateId").asInt(), "templateId of " + capture);
        assertEquals(Integer.parseInt(expected[3]), message.get("schemaVersion").asInt(), "version of " + capture);
        if ("-".equals(expected[4]))
        {
            return;
        }
        assertHolds(capture + ": " + expected[4], JSON.readTree(expected[5]), message.get(expected[4]));
    }

    /** Equal values; for a composite, every member the script decoded (it leaves constants out). */
    private static void assertHolds(final String where, final JsonNode expected, final JsonNode actual)
    {
        assertTrue(actual != null, where + " is missing");
        if (expected.isObject())
        {
            expected.fieldNames().forEachRemaining((member) ->
                assertHolds(where + "." + member, expected.get(member), actual.get(member)));
        }
        else
        {
            assertEquals(expected, actual, where);
        }
    }

    private static java.util.Map<String, String[]> firstFields;

    private static synchronized java.util.Map<String, String[]> firstFields() throws Exception
    {
        if (firstFields == null)
        {
            final java.util.Map<String, String[]> lines = new java.util.HashMap<>();
            try (java.io.InputStream in = CorpusCapturesTest.class.getResourceAsStream("/captures/first-fields.txt"))
            {
                for (final String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n"))
                {
                    final String[] fields = line.split("\t");
                    assertEquals(6, fields.length, line);
                    lines.put(fields[0], fields);
                }
            }
            firstFields = lines;
        }
        return firstFields;
    }

    /**
     * An {@code .sbeir} file written by the reference implementation drives our decoder to exactly the
     * output our own compiler's IR gives.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void decodesTheSameWithAnIrFileWrittenByTheReferenceImplementation(
        final String capture, final String schema, final String framing, final int skip, final String[] expected)
        throws Exception
    {
        assertEquals(ExitCode.OK, decode(capture, schema, options(schema, framing, skip)));
        final String fromSchema = out.toString(StandardCharsets.UTF_8);

        final Path irFile = referenceIrFile(schema);
        out.reset();
        final List<String> args = new ArrayList<>(List.of("decode", "--ir", irFile.toString()));
        args.addAll(List.of(options(schema, framing, skip)));
        args.add(corpus(capture).toString());
        final int exitCode = SbeTool.run(args.toArray(new String[0]), out, err);

        assertEquals("", err.toString(StandardCharsets.UTF_8));
        assertEquals(ExitCode.OK, exitCode);
        assertEquals(fromSchema, out.toString(StandardCharsets.UTF_8));
    }

    private Path referenceIrFile(final String schema) throws Exception
    {
        final Path irFile = irDir.resolve(Path.of(schema).getFileName() + ".sbeir");
        if (!Files.exists(irFile))
        {
            try (uk.co.real_logic.sbe.ir.IrEncoder encoder =
                new uk.co.real_logic.sbe.ir.IrEncoder(irFile.toString(), ReferenceIr.referenceIr(corpus(schema))))
            {
                encoder.encode();
            }
        }
        return irFile;
    }

    /**
     * The capture holds one 1460-byte TCP segment: three whole 369-byte QuoteCancelAck messages and the
     * first 353 bytes of a fourth, whose rest was never captured. That one is reported, not decoded.
     */
    @org.junit.jupiter.api.Test
    void reportsTheMessageCutOffAtTheEndOfATcpCapture() throws Exception
    {
        final int exitCode = decode("cme/samples/iLink3.Sbe.8.5/QuoteCancelAck.pcap", "cme/Cme.Futures.iLink3.Sbe.v8.5.xml",
            "--framing", "sofh", "--on-error", "skip");

        assertEquals(ExitCode.BAD_INPUT, exitCode);
        final String errors = err.toString(StandardCharsets.UTF_8);
        assertTrue(errors.contains("353 bytes left over"), errors);
        final String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals(3, lines.length);
        for (final String line : lines)
        {
            assertEquals("QuoteCancelAck563", JSON.readTree(line).get("template").asText());
        }
        assertFirstFields("cme/samples/iLink3.Sbe.8.5/QuoteCancelAck.pcap", JSON.readTree(lines[0]));
    }

    /**
     * The venue table's options: framing and skip, and for Coinbase the header field that holds each
     * message's length (its messages are padded past their body).
     */
    public static String[] options(final String schema, final String framing, final int skip)
    {
        final List<String> options = new ArrayList<>(List.of("--framing", framing, "--skip", Integer.toString(skip)));
        if (schema.startsWith("coinbase/"))
        {
            options.add("--length-field");
            options.add(schema.contains("MarketDataApi") ? "frameLength" : "messageLength");
        }
        return options.toArray(new String[0]);
    }

    private int decode(final String capture, final String schema, final String... options)
    {
        final String[] args = new String[options.length + 4];
        args[0] = "decode";
        args[1] = "--schema";
        args[2] = corpus(schema).toString();
        System.arraycopy(options, 0, args, 3, options.length);
        args[args.length - 1] = corpus(capture).toString();
        return SbeTool.run(args, out, err);
    }

    private static Arguments sample(
        final String capture, final String schema, final String framing, final int skip, final String... expected)
    {
        return Arguments.of(capture, schema, framing, skip, expected);
    }

    private static String[] repeat(final String name, final int count)
    {
        final String[] names = new String[count];
        java.util.Arrays.fill(names, name);
        return names;
    }

    private static Path corpus(final String relative)
    {
        return SharedFiles.testDataDir().resolve("corpus").resolve(relative);
    }
}
