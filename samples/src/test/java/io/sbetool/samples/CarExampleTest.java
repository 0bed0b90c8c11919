package io.sbetool.samples;

import io.sbetool.samples.CarExample.Car;
import io.sbetool.samples.car.CarDecoder;
import io.sbetool.samples.car.MessageHeaderDecoder;
import io.sbetool.samples.car.Model;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CarExampleTest
{
    private final UnsafeBuffer buffer = new UnsafeBuffer(new byte[512]);
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

    @Test
    void sampleCarDecodesToWhatWasEncoded()
    {
        final int length = CarExample.encode(buffer, 0, CarExample.SAMPLE_CAR);
        // 8 header + 41 block + 4 + 3*6 fuel + 4 + 2*(1 + 4 + 3*6) performance + 4+5 + 4+9 var data
        assertEquals(143, length);

        final Car decoded = CarExample.decode(buffer, 0, out);

        assertEquals(CarExample.SAMPLE_CAR, decoded);
        assertEquals(1234, decoded.serialNumber());
        assertEquals(2013, decoded.modelYear());
        assertEquals(Model.A, decoded.code());
        assertEquals("abcdef", decoded.vehicleCode());
        assertEquals(List.of(0, 1, 2, 3, 4), decoded.someNumbers());
        assertEquals(3, decoded.fuelFigures().size());
        assertEquals(35.9f, decoded.fuelFigures().get(0).mpg());
        assertEquals(11.8f, decoded.performanceFigures().get(1).acceleration().get(2).seconds());
        assertEquals("Honda", decoded.manufacturer());
        assertEquals("Civic VTi", decoded.model());
    }

    @Test
    void printsEachFieldIncludingSchemaConstants()
    {
        CarExample.encode(buffer, 16, CarExample.SAMPLE_CAR);
        CarExample.decode(buffer, 16, out);

        final List<String> lines = printed.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals("serialNumber:  1234", lines.get(0));
        assertEquals("extras:        sunRoof=true sportsPack=false cruiseControl=true", lines.get(6));
        assertTrue(lines.get(7).startsWith("engine:        2000cc, 4 cylinders, maker 123, max 9000 rpm, Petrol"), lines.get(7));
        assertTrue(lines.contains("  0-100 mph in 12.2 s"), lines::toString);
        assertEquals("model:         Civic VTi", lines.get(lines.size() - 1));
    }

    @Test
    void decoderToStringShowsGroupsNestedGroupsAndVarData()
    {
        CarExample.encode(buffer, 0, CarExample.SAMPLE_CAR);
        final MessageHeaderDecoder header = new MessageHeaderDecoder().wrap(buffer, 0);
        final String text = new CarDecoder()
            .wrap(buffer, MessageHeaderDecoder.ENCODED_LENGTH, header.blockLength(), header.version())
            .toString();

        assertTrue(text.startsWith("Car{serialNumber=1234, modelYear=2013, available=T, code=A,"), text);
        assertTrue(text.contains("extras={sunRoof, cruiseControl}"), text);
        assertTrue(text.contains("fuelFigures=[{speed=30, mpg=35.9}, {speed=55, mpg=49.0}, {speed=75, mpg=40.0}]"), text);
        assertTrue(text.contains("{octaneRating=99, acceleration=[{mph=30, seconds=3.8}, {mph=60, seconds=7.1}, {mph=100, seconds=11.8}]}"), text);
        assertTrue(text.endsWith("manufacturer=\"Honda\", model=\"Civic VTi\"}"), text);
    }

    @Test
    void everyCaptureCarRoundTrips()
    {
        int offset = 0;
        for (final Car car : CaptureWriter.CARS)
        {
            final int length = CarExample.encode(buffer, offset, car);
            assertEquals(car, CarExample.decode(buffer, offset, out));
            offset += length;
        }
    }

    @Test
    void mainRuns()
    {
        final String printedByMain = SampleOutput.ofMain(CarExample::main);

        assertTrue(printedByMain.startsWith("Encoded a Car in 143 bytes"), printedByMain);
        assertTrue(printedByMain.contains("manufacturer:  Honda"), printedByMain);
        assertTrue(printedByMain.contains("toString(): Car{serialNumber=1234"), printedByMain);
    }
}
