package io.sbetool.otf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.sbetool.ir.Ir;
import io.sbetool.testing.ReferenceIr;
import io.sbetool.testing.SharedFiles;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.ByteOrder;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Messages encoded by codecs the reference implementation generates decode, field by field, to what
 * was encoded: car.xml (groups, nested groups, var data, sets, enums, composites, constants) and a
 * versioned schema in both byte orders, with nulls, read with newer and older IR.
 */
class CarAndVersionsTest
{
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path work;

    private static ReferenceCodecs car;
    private static ReferenceCodecs v0;
    private static ReferenceCodecs v1;
    private static ReferenceCodecs be;
    private static Ir carIr;
    private static Ir v0Ir;
    private static Ir v1Ir;
    private static Ir beIr;

    @BeforeAll
    static void generateCodecs() throws Exception
    {
        car = ReferenceCodecs.generate(SharedFiles.projectSchema("car.xml"), "uk.co.real_logic.sbe.benchmarks", work.resolve("car"));
        v0 = ReferenceCodecs.generate(resource("versioned-v0.xml"), "versioned.v0", work.resolve("v0"));
        v1 = ReferenceCodecs.generate(resource("versioned-v1.xml"), "versioned.v1", work.resolve("v1"));
        be = ReferenceCodecs.generate(resource("versioned-be.xml"), "versioned.be", work.resolve("be"));
        carIr = ReferenceIr.fromSchema(SharedFiles.projectSchema("car.xml"));
        v0Ir = ReferenceIr.fromSchema(resource("versioned-v0.xml"));
        v1Ir = ReferenceIr.fromSchema(resource("versioned-v1.xml"));
        beIr = ReferenceIr.fromSchema(resource("versioned-be.xml"));
    }

    static Path resource(final String name) throws Exception
    {
        return Paths.get(CarAndVersionsTest.class.getResource("/otf/" + name).toURI());
    }

    static byte[] encodeCar() throws Exception
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[1024]);
        final ReferenceCodecs.Fluent header = car.newInstance("MessageHeaderEncoder");
        final ReferenceCodecs.Fluent c = car.newInstance("CarEncoder");
        c.call("wrapAndApplyHeader", buffer, 0, header.target);
        c.call("serialNumber", 1234L).call("modelYear", 2013)
            .call("available", car.enumValue("BooleanType", "T"))
            .call("code", car.enumValue("Model", "A"));
        for (int i = 0; i < 5; i++)
        {
            c.call("someNumbers", i, i * 10);
        }
        c.call("vehicleCode", "abcdef");
        c.call("extras").call("clear").call("sunRoof", true).call("cruiseControl", true);
        c.call("engine").call("capacity", 2000).call("numCylinders", 4).call("manufacturerCode", "123");
        final ReferenceCodecs.Fluent fuel = c.call("fuelFiguresCount", 3);
        fuel.call("next").call("speed", 30).call("mpg", 35.9f);
        fuel.call("next").call("speed", 55).call("mpg", 49.0f);
        fuel.call("next").call("speed", 75).call("mpg", 40.0f);
        final ReferenceCodecs.Fluent perf = c.call("performanceFiguresCount", 2);
        for (final int octane : new int[] {95, 99})
        {
            final ReferenceCodecs.Fluent accel = perf.call("next").call("octaneRating", octane).call("accelerationCount", 3);
            accel.call("next").call("mph", 30).call("seconds", 4.0f);
            accel.call("next").call("mph", 60).call("seconds", 7.5f);
            accel.call("next").call("mph", 100).call("seconds", 12.2f);
        }
        c.call("manufacturer", "Honda").call("model", "Civic");
        return Arrays.copyOf(buffer.byteArray(), 8 + c.call("encodedLength").intValue());
    }

    @Test
    void carDecodesToWhatWasEncoded() throws Exception
    {
        final byte[] message = encodeCar();
        final MessageDecoder decoder = new MessageDecoder(carIr);
        final JsonNode json = JSON.readTree(new JsonPrinter(decoder).toJson(message));

        assertEquals("Car", json.get("template").asText());
        assertEquals(1, json.get("templateId").asInt());
        assertEquals(1, json.get("schemaVersion").asInt());
        assertEquals(1234, json.get("serialNumber").asLong());
        assertEquals(2013, json.get("modelYear").asInt());
        assertEquals("T", json.get("available").asText());
        assertEquals("A", json.get("code").asText());
        assertEquals("[0,10,20,30,40]", json.get("someNumbers").toString());
        assertEquals("abcdef", json.get("vehicleCode").asText());
        assertEquals("[\"sunRoof\",\"cruiseControl\"]", json.get("extras").toString());
        assertEquals("{\"capacity\":2000,\"numCylinders\":4,\"maxRpm\":9000,\"manufacturerCode\":\"123\",\"fuel\":\"Petrol\"}",
            json.get("engine").toString());
        assertEquals(3, json.get("fuelFigures").size());
        assertEquals(55, json.get("fuelFigures").get(1).get("speed").asInt());
        assertEquals(35.9f, json.get("fuelFigures").get(0).get("mpg").floatValue());
        assertEquals(2, json.get("performanceFigures").size());
        assertEquals(99, json.get("performanceFigures").get(1).get("octaneRating").asInt());
        assertEquals(100, json.get("performanceFigures").get(1).get("acceleration").get(2).get("mph").asInt());
        assertEquals(12.2f, json.get("performanceFigures").get(1).get("acceleration").get(2).get("seconds").floatValue());
        assertEquals("Honda", json.get("manufacturer").asText());
        assertEquals("Civic", json.get("model").asText());
        assertEquals(message.length, decoder.encodedLength(new UnsafeBuffer(message), 0, message.length));
    }

    @Test
    void carPrintsAsOneLineOfText() throws Exception
    {
        final String text = new TextPrinter(new MessageDecoder(carIr)).toText(encodeCar());
        assertEquals("Car serialNumber=1234 modelYear=2013 available=T code=A someNumbers=[0,10,20,30,40] " +
            "vehicleCode=abcdef extras=[sunRoof,cruiseControl] " +
            "engine={capacity=2000 numCylinders=4 maxRpm=9000 manufacturerCode=123 fuel=Petrol} " +
            "fuelFigures=[{speed=30 mpg=35.9} {speed=55 mpg=49.0} {speed=75 mpg=40.0}] " +
            "performanceFigures=[{octaneRating=95 acceleration=[{mph=30 seconds=4.0} {mph=60 seconds=7.5} " +
            "{mph=100 seconds=12.2}]} {octaneRating=99 acceleration=[{mph=30 seconds=4.0} {mph=60 seconds=7.5} " +
            "{mph=100 seconds=12.2}]}] manufacturer=Honda model=Civic", text);
    }

    static byte[] encodeOrder(final ReferenceCodecs codecs, final boolean v1Fields) throws Exception
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[1024]);
        final ReferenceCodecs.Fluent order = codecs.newInstance("OrderEncoder");
        order.call("wrapAndApplyHeader", buffer, 0, codecs.newInstance("MessageHeaderEncoder").target);
        order.call("orderId", 0xFFFF_FFFF_FFFF_FFF0L);
        order.call("price").call("mantissa", Long.MIN_VALUE);
        order.call("side", codecs.enumValue("Side", "Sell")).call("status", codecs.enumValue("Status", "Filled"));
        order.call("flags").call("clear").call("hidden", true).call("iceberg", true);
        order.call("symbol", "ABC").call("quantity", Integer.MIN_VALUE);
        if (v1Fields)
        {
            order.call("venue", 7).call("ratio", Double.NaN);
        }
        final ReferenceCodecs.Fluent fills = order.call("fillsCount", 2);
        fills.call("next").call("fillQty", 4_000_000_000L).call("fillPx", 1.5f);
        fills.call("next").call("fillQty", 5).call("fillPx", -2.25f);
        order.call("note", "h\u00e9llo \"q\"");
        order.call("putBlob", new byte[] {0, 1, 2, (byte)0xFF}, 0, 4);
        if (v1Fields)
        {
            order.call("comment", "c1");
        }
        return Arrays.copyOf(buffer.byteArray(), 8 + order.call("encodedLength").intValue());
    }

    private static void assertCommonOrderFields(final JsonNode json)
    {
        assertEquals("Order", json.get("template").asText());
        assertEquals("18446744073709551600", json.get("orderId").asText());
        assertTrue(json.get("price").get("mantissa").isNull());
        assertEquals(-4, json.get("price").get("exponent").asInt());
        assertEquals("Sell", json.get("side").asText());
        assertEquals("Filled", json.get("status").asText());
        assertEquals("Filled", json.get("mode").asText());
        assertEquals("[\"hidden\",\"iceberg\"]", json.get("flags").toString());
        assertEquals("ABC", json.get("symbol").asText());
        assertTrue(json.get("quantity").isNull());
        assertEquals(2, json.get("fills").size());
        assertEquals(4_000_000_000L, json.get("fills").get(0).get("fillQty").asLong());
        assertEquals(-2.25, json.get("fills").get(1).get("fillPx").asDouble());
        assertEquals("h\u00e9llo \"q\"", json.get("note").asText());
        assertEquals("AAEC/w==", json.get("blob").asText());
    }

    private static JsonNode decode(final Ir ir, final byte[] message) throws Exception
    {
        final MessageDecoder decoder = new MessageDecoder(ir);
        assertEquals(message.length, decoder.encodedLength(new UnsafeBuffer(message), 0, message.length));
        return JSON.readTree(new JsonPrinter(decoder).toJson(message));
    }

    @Test
    void sameVersionDecodesEverything() throws Exception
    {
        final JsonNode json = decode(v1Ir, encodeOrder(v1, true));
        assertCommonOrderFields(json);
        assertEquals(1, json.get("schemaVersion").asInt());
        assertEquals(7, json.get("venue").asInt());
        assertTrue(json.get("ratio").isNull());
        assertEquals("c1", json.get("comment").asText());
    }

    @Test
    void aLineStartsWithTheTemplateThenTheSchemasIdWhenAskedThenTheActingVersion() throws Exception
    {
        final JsonPrinter printer = new JsonPrinter(new MessageDecoder(v1Ir));
        // the schema's own version comes with the template's name and id as one array of the plan
        assertTrue(printer.toJson(encodeOrder(v1, true)).startsWith(
            "{\"template\":\"Order\",\"templateId\":1,\"schemaVersion\":1,\"orderId\":"));
        assertTrue(printer.toJson(encodeOrder(v0, false)).startsWith(
            "{\"template\":\"Order\",\"templateId\":1,\"schemaVersion\":0,\"orderId\":"));
        printer.labelSchemaId(true);
        assertTrue(printer.toJson(encodeOrder(v1, true)).startsWith(
            "{\"template\":\"Order\",\"templateId\":1,\"schemaId\":7,\"schemaVersion\":1,\"orderId\":"));
        assertTrue(printer.toJson(encodeOrder(v0, false)).startsWith(
            "{\"template\":\"Order\",\"templateId\":1,\"schemaId\":7,\"schemaVersion\":0,\"orderId\":"));
    }

    @Test
    void olderMessageReadWithNewerIrHasTheNewElementsNull() throws Exception
    {
        final JsonNode json = decode(v1Ir, encodeOrder(v0, false));
        assertCommonOrderFields(json);
        assertEquals(0, json.get("schemaVersion").asInt());
        assertTrue(json.get("venue").isNull());
        assertTrue(json.get("ratio").isNull());
        assertTrue(json.get("comment").isNull());
    }

    @Test
    void newerMessageReadWithOlderIrSkipsTheLongerBlockAndNewElements() throws Exception
    {
        final byte[] message = encodeOrder(v1, true);
        final MessageDecoder decoder = new MessageDecoder(v0Ir);
        final JsonNode json = JSON.readTree(new JsonPrinter(decoder).toJson(message));
        assertCommonOrderFields(json);
        assertEquals(1, json.get("schemaVersion").asInt());
        assertTrue(json.get("venue") == null && json.get("comment") == null);
        // v0 IR does not know the v1 var data at the end, so the message appears shorter by it
        assertEquals(message.length - 4 - 2, decoder.encodedLength(new UnsafeBuffer(message), 0, message.length));
    }

    @Test
    void bigEndianSchemaDecodes() throws Exception
    {
        final byte[] message = encodeOrder(be, true);
        assertEquals(0, message[0], "block length is big-endian on the wire");
        final JsonNode json = decode(beIr, message);
        assertCommonOrderFields(json);
        assertEquals(7, json.get("venue").asInt());
        assertEquals("c1", json.get("comment").asText());
    }

    static byte[] encodeQuote(final ReferenceCodecs codecs, final boolean v1Group) throws Exception
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[256]);
        final ReferenceCodecs.Fluent quote = codecs.newInstance("QuoteEncoder");
        quote.call("wrapAndApplyHeader", buffer, 0, codecs.newInstance("MessageHeaderEncoder").target);
        quote.call("quoteId", 77);
        final ReferenceCodecs.Fluent levels = quote.call("levelsCount", 2);
        levels.call("next").call("levelPx", -5L);
        levels.call("next").call("levelPx", 6L);
        if (v1Group)
        {
            quote.call("legsCount", 1).call("next").call("legId", -42);
        }
        return Arrays.copyOf(buffer.byteArray(), 8 + quote.call("encodedLength").intValue());
    }

    @Test
    void groupAddedInANewerVersionIsNullInOlderMessagesAndIgnoredByOlderIr() throws Exception
    {
        final JsonNode same = decode(v1Ir, encodeQuote(v1, true));
        assertEquals(-42, same.get("legs").get(0).get("legId").asInt());
        assertEquals(6, same.get("levels").get(1).get("levelPx").asLong());

        final JsonNode older = decode(v1Ir, encodeQuote(v0, false));
        assertTrue(older.get("legs").isNull());
        assertEquals(-5, older.get("levels").get(0).get("levelPx").asLong());

        final byte[] newer = encodeQuote(v1, true);
        final JsonNode read = JSON.readTree(new JsonPrinter(new MessageDecoder(v0Ir)).toJson(newer));
        assertEquals(77, read.get("quoteId").asLong());
        assertEquals(2, read.get("levels").size());
        assertTrue(read.get("legs") == null);

        final JsonNode bigEndian = decode(beIr, encodeQuote(be, true));
        assertEquals(-42, bigEndian.get("legs").get(0).get("legId").asInt());
        assertEquals(-5, bigEndian.get("levels").get(0).get("levelPx").asLong());
    }

    @Test
    void aValueListenerIsGivenWhatAPositionalListenerReads() throws Exception
    {
        final List<String> car = assertBothApisAgree(carIr, encodeCar());
        assertTrue(car.containsAll(List.of("integer serialNumber[0]=1234", "integer someNumbers[4]=40",
            "enum available=1 T", "chars vehicleCode=616263646566", "set extras=5 sunRoof cruiseControl",
            "constant maxRpm=9000", "constant fuel=Petrol", "real mpg[0]=35.900001525878906",
            "group acceleration block 6 x3", "data model=4369766963")), car.toString());
        final List<String> order = assertBothApisAgree(v1Ir, encodeOrder(v1, true));
        assertTrue(order.contains("integer orderId[0]=-16") && order.stream().anyMatch(l -> l.matches("enum mode=\\d+ Filled")),
            order.toString());
        assertTrue(assertBothApisAgree(v1Ir, encodeOrder(v0, false)).contains("absent venue"));
        assertBothApisAgree(v0Ir, encodeOrder(v1, true));
        assertBothApisAgree(beIr, encodeOrder(be, true));
        assertTrue(assertBothApisAgree(v1Ir, encodeQuote(v0, false)).contains("absent legs"));
        assertBothApisAgree(beIr, encodeQuote(be, true));

        // a message cut anywhere fails alike, at the same byte
        final byte[] message = encodeCar();
        for (int length = 0; length < message.length; length++)
        {
            final int cut = length;
            final OtfDecodeException positions = assertThrows(OtfDecodeException.class,
                () -> decodeWith(carIr, message, cut, new RecordingListeners.Positions()));
            final OtfDecodeException values = assertThrows(OtfDecodeException.class,
                () -> decodeWith(carIr, message, cut, new RecordingListeners.Values()));
            assertEquals(positions.getMessage(), values.getMessage());
            assertEquals(positions.bufferIndex(), values.bufferIndex());
        }
    }

    @Test
    void oneDecoderGivenTemplatesInTurnDecodesEachAsAFreshDecoderWould() throws Exception
    {
        final byte[] order = encodeOrder(v1, true);
        final byte[] quote = encodeQuote(v1, true);
        final byte[] unknown = order.clone();
        new UnsafeBuffer(unknown).putShort(2, (short)99, ByteOrder.LITTLE_ENDIAN);
        final MessageDecoder decoder = new MessageDecoder(v1Ir).compileAfter(-1);
        // the plan looked up last is kept: a template after another, again, or unknown gets its own plan
        for (final byte[] message : List.of(order, order, quote, quote, order, unknown, order, unknown, quote))
        {
            final UnsafeBuffer buffer = new UnsafeBuffer(message);
            final List<String> fresh = CallLog.decode(new MessageDecoder(v1Ir).compileAfter(-1), buffer, 0,
                message.length, false);
            assertEquals(fresh, CallLog.decode(decoder, buffer, 0, message.length, false));
            assertEquals(message == unknown, fresh.stream().anyMatch(l -> l.contains("unknown templateId 99")),
                fresh::toString);
        }
        assertEquals("Quote", decoder.plan(2).name());
        assertEquals(null, decoder.plan(99));
        assertEquals("Order", decoder.plan(1).name());
    }

    @Test
    void compiledCodeMakesTheInterpretersCallbacksAndErrors() throws Exception
    {
        final CompiledAgreement carAgreement = new CompiledAgreement(carIr);
        carAgreement.assertAgree("car", encodeCar(), 1);
        final CompiledAgreement v1Agreement = new CompiledAgreement(v1Ir);
        v1Agreement.assertAgree("v1 order read with v1", encodeOrder(v1, true), 1);
        v1Agreement.assertAgree("v0 order read with v1", encodeOrder(v0, false), 1);
        v1Agreement.assertAgree("v0 quote read with v1", encodeQuote(v0, false), 1);
        v1Agreement.assertAgree("v1 quote read with v1", encodeQuote(v1, true), 1);
        final CompiledAgreement v0Agreement = new CompiledAgreement(v0Ir);
        v0Agreement.assertAgree("v1 order read with v0", encodeOrder(v1, true), 1);
        v0Agreement.assertAgree("v1 quote read with v0", encodeQuote(v1, true), 1);
        final CompiledAgreement beAgreement = new CompiledAgreement(beIr);
        beAgreement.assertAgree("big-endian order", encodeOrder(be, true), 1);
        beAgreement.assertAgree("big-endian quote", encodeQuote(be, true), 1);
        assertTrue(carAgreement.decodes() > 1000, () -> carAgreement.decodes() + " decodes");
        // blocks with more values than one method holds are split over several
        new CompiledAgreement(carIr, 1).assertAgree("car, one value per method", encodeCar(), 1);
        new CompiledAgreement(v1Ir, 3).assertAgree("v1 order, three values per method", encodeOrder(v1, true), 1);
    }

    private static List<String> assertBothApisAgree(final Ir ir, final byte[] message)
    {
        final List<String> positions = decodeWith(ir, message, message.length, new RecordingListeners.Positions());
        final List<String> values = decodeWith(ir, message, message.length, new RecordingListeners.Values());
        assertEquals(positions, values);
        return values;
    }

    private static List<String> decodeWith(
        final Ir ir, final byte[] message, final int length, final RecordingListeners.Recorder listener)
    {
        new MessageDecoder(ir).decode(new UnsafeBuffer(message), 0, length, listener);
        return listener.lines;
    }
}
