package io.sbetool.samples;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.sbetool.compiler.cli.SbeTool;
import io.sbetool.samples.CarExample.Acceleration;
import io.sbetool.samples.CarExample.Car;
import io.sbetool.samples.CarExample.FuelFigure;
import io.sbetool.samples.CarExample.PerformanceFigure;
import io.sbetool.samples.MarketDataExample.Trade;
import io.sbetool.samples.MarketDataExample.Trades;
import io.sbetool.samples.car.Model;
import io.sbetool.samples.fix.MDUpdateAction;
import io.sbetool.samples.fix.MatchEventIndicator;
import io.sbetool.samples.fix.Side;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Runs docs/decode.md's decode commands on the committed captures: sbetool, from the schema's IR alone,
 * must read back what the generated encoders wrote.
 */
class DecodeCapturesTest
{
    private static final String CAR_CAPTURE = "captures/car.sofh";
    private static final String MARKET_DATA_CAPTURE = "captures/market-data.pcap";

    private final ObjectMapper json = new ObjectMapper();

    @Test
    void decodesEveryCarInTheSofhCapture() throws Exception
    {
        final List<JsonNode> messages = decodeJson(
            "decode", "--schema", "../schemas/car.xml", "--framing", "sofh", CAR_CAPTURE);

        assertEquals(CaptureWriter.CARS.size(), messages.size());
        final List<Car> decoded = new ArrayList<>();
        for (final JsonNode message : messages)
        {
            assertEquals(CAR_CAPTURE, message.get("file").asText());
            assertEquals("Car", message.get("template").asText());
            decoded.add(car(message));
        }
        assertEquals(CaptureWriter.CARS, decoded);

        // Frame offsets: each message starts 6 bytes (the SOFH) into its frame.
        assertEquals(6, messages.get(0).get("offset").asLong());
        assertEquals(6 + 143 + 6, messages.get(1).get("offset").asLong());
        // Schema constants are shown though they are not on the wire.
        assertEquals(9000, messages.get(2).get("engine").get("maxRpm").asInt());
        assertEquals("Petrol", messages.get(2).get("engine").get("fuel").asText());
    }

    @Test
    void decodesEveryTradeMessageInThePcap() throws Exception
    {
        final List<JsonNode> messages = decodeJson(
            "decode", "--schema", "../schemas/fix-message-samples.xml", "--skip", "12", "--framing", "u16le-incl",
            MARKET_DATA_CAPTURE);

        final List<Trades> expected = new ArrayList<>();
        CaptureWriter.PACKETS.forEach(packet -> expected.addAll(packet.messages()));
        assertEquals(4, expected.size());
        assertEquals(expected.size(), messages.size());

        final List<Trades> decoded = new ArrayList<>();
        for (final JsonNode message : messages)
        {
            assertEquals("MarketDataIncrementalRefreshTrades", message.get("template").asText());
            decoded.add(trades(message));
        }
        assertEquals(expected, decoded);

        // pcap global header 24 + record header 16 + Ethernet/IPv4/UDP 42 + packet header 12 + size 2.
        assertEquals(96, messages.get(0).get("offset").asLong());
        assertEquals(7, messages.get(0).get("MdIncGrp").get(0).get("MdEntryPx").get("exponent").asInt());
        assertEquals("TRADE", messages.get(3).get("MdIncGrp").get(0).get("MdEntryType").asText());
    }

    @Test
    void textFormatGivesOneLinePerMessage()
    {
        final String cars = decode(
            "decode", "--schema", "../schemas/car.xml", "--framing", "sofh", "--format", "text", CAR_CAPTURE);
        final List<String> carLines = cars.lines().toList();
        assertEquals(3, carLines.size());
        assertTrue(carLines.get(0).startsWith("6 Car serialNumber=1234 modelYear=2013 "), carLines.get(0));
        assertTrue(carLines.get(2).endsWith("manufacturer=Volkswagen model=ID.3 Pro S"), carLines.get(2));

        final String trades = decode(
            "decode", "--schema", "../schemas/fix-message-samples.xml", "--skip", "12", "--framing", "u16le-incl",
            "--format", "text", MARKET_DATA_CAPTURE);
        final List<String> tradeLines = trades.lines().toList();
        assertEquals(4, tradeLines.size());
        assertTrue(tradeLines.get(3).startsWith("509 MarketDataIncrementalRefreshTrades TransactTime=1710513001000011000 "),
            tradeLines.get(3));
    }

    @Test
    void templateFilterPicksMessagesByName()
    {
        final String out = decode("decode", "--schema", "../schemas/car.xml", "--framing", "sofh",
            "--format", "text", "--template", "Car", CAR_CAPTURE);

        assertEquals(3, out.lines().count());
    }

    private List<JsonNode> decodeJson(final String... args) throws Exception
    {
        final List<JsonNode> messages = new ArrayList<>();
        for (final String line : decode(args).lines().toList())
        {
            messages.add(json.readTree(line));
        }
        return messages;
    }

    private static String decode(final String... args)
    {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        final ByteArrayOutputStream err = new ByteArrayOutputStream();
        final int exitCode = SbeTool.run(args, out, err);
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        assertEquals(0, exitCode);
        return out.toString(StandardCharsets.UTF_8);
    }

    private static Car car(final JsonNode message)
    {
        final List<Integer> someNumbers = new ArrayList<>();
        message.get("someNumbers").forEach(n -> someNumbers.add(n.intValue()));
        final List<String> extras = new ArrayList<>();
        message.get("extras").forEach(choice -> extras.add(choice.asText()));
        final List<FuelFigure> fuelFigures = new ArrayList<>();
        message.get("fuelFigures").forEach(figure ->
            fuelFigures.add(new FuelFigure(figure.get("speed").intValue(), figure.get("mpg").floatValue())));
        final List<PerformanceFigure> performanceFigures = new ArrayList<>();
        message.get("performanceFigures").forEach(figure ->
        {
            final List<Acceleration> acceleration = new ArrayList<>();
            figure.get("acceleration").forEach(a ->
                acceleration.add(new Acceleration(a.get("mph").intValue(), a.get("seconds").floatValue())));
            performanceFigures.add(new PerformanceFigure((short)figure.get("octaneRating").intValue(), acceleration));
        });
        final JsonNode engine = message.get("engine");

        return new Car(
            message.get("serialNumber").longValue(),
            message.get("modelYear").intValue(),
            message.get("available").asText().equals("T"),
            Model.valueOf(message.get("code").asText()),
            someNumbers,
            message.get("vehicleCode").asText(),
            extras.contains("sunRoof"),
            extras.contains("sportsPack"),
            extras.contains("cruiseControl"),
            engine.get("capacity").intValue(),
            (short)engine.get("numCylinders").intValue(),
            engine.get("manufacturerCode").asText(),
            fuelFigures,
            performanceFigures,
            message.get("manufacturer").asText(),
            message.get("model").asText());
    }

    private static Trades trades(final JsonNode message)
    {
        final List<Trade> trades = new ArrayList<>();
        message.get("MdIncGrp").forEach(entry -> trades.add(new Trade(
            entry.get("TradeId").longValue(),
            entry.get("SecurityId").longValue(),
            entry.get("MdEntryPx").get("mantissa").longValue(),
            entry.get("MdEntrySize").get("mantissa").intValue(),
            entry.get("NumberOfOrders").intValue(),
            MDUpdateAction.valueOf(entry.get("MdUpdateAction").asText()),
            (short)entry.get("RptSeq").intValue(),
            Side.valueOf(entry.get("AggressorSide").asText()))));
        return new Trades(
            message.get("TransactTime").longValue(),
            message.get("EventTimeDelta").intValue(),
            MatchEventIndicator.valueOf(message.get("MatchEventIndicator").asText()),
            trades);
    }
}
