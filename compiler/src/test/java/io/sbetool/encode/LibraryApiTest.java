package io.sbetool.encode;

import io.sbetool.compiler.Compilation;
import io.sbetool.ir.Ir;
import io.sbetool.otf.JsonPrinter;
import io.sbetool.otf.MessageDecoder;
import io.sbetool.testing.SharedFiles;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The library API as docs/encode.md shows it: a {@link MessageEncoder} over the IR, values from maps
 * through {@link MapValueSource}.
 */
class LibraryApiTest
{
    private static final Ir CAR = Compilation.compileOrThrow(SharedFiles.projectSchema("car.xml"));

    private enum Fuel
    {
        Petrol
    }

    /**
     * docs/encode.md's sample: the first car of {@code samples/captures/car.sofh}, from maps, byte for byte.
     */
    @Test
    void encodesACarFromMapsAsTheSampleCaptureHoldsIt() throws Exception
    {
        final MessageEncoder encoder = new MessageEncoder(CAR);
        final Map<String, Object> car = new LinkedHashMap<>();
        car.put("template", "Car");
        car.put("serialNumber", 1234);
        car.put("modelYear", 2013);
        car.put("available", "T");
        car.put("code", "A");
        car.put("someNumbers", List.of(0, 1, 2, 3, 4));
        car.put("vehicleCode", "abcdef");
        car.put("extras", List.of("sunRoof", "cruiseControl"));
        car.put("engine", Map.of("capacity", 2000, "numCylinders", 4, "manufacturerCode", "123"));
        car.put("fuelFigures", List.of(Map.of("speed", 30, "mpg", 35.9f), Map.of("speed", 55, "mpg", 49.0f),
            Map.of("speed", 75, "mpg", 40.0f)));
        car.put("performanceFigures", List.of(
            Map.of("octaneRating", 95, "acceleration", List.of(Map.of("mph", 30, "seconds", 4.0f),
                Map.of("mph", 60, "seconds", 7.5f), Map.of("mph", 100, "seconds", 12.2f))),
            Map.of("octaneRating", 99, "acceleration", List.of(Map.of("mph", 30, "seconds", 3.8f),
                Map.of("mph", 60, "seconds", 7.1f), Map.of("mph", 100, "seconds", 11.8f)))));
        car.put("manufacturer", "Honda");
        car.put("model", "Civic VTi");
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[1024]);

        final int length = encoder.encode(new MapValueSource(car), buffer, 0);

        final byte[] capture = Files.readAllBytes(SharedFiles.projectDir().resolve("samples/captures/car.sofh"));
        assertArrayEquals(Arrays.copyOfRange(capture, 6, 6 + length), Arrays.copyOf(buffer.byteArray(), length));
        assertEquals(length + 6, ((capture[0] & 0xFF) << 24) | ((capture[1] & 0xFF) << 16) | ((capture[2] & 0xFF) << 8) |
            (capture[3] & 0xFF), "the whole first message");
    }

    @Test
    void takesJavaEnumsBytesAndNumbersAsTextAndLeavesOutOptionalsAndEmptyGroups()
    {
        final Map<String, Object> car = new LinkedHashMap<>();
        car.put("templateId", 1L);
        car.put("serialNumber", "4294967294");
        car.put("modelYear", (short)2020);
        car.put("available", "F");
        car.put("code", "C");
        car.put("someNumbers", new Object[] {1, 2, 3, 4, 5});
        car.put("vehicleCode", "xyz".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        car.put("extras", List.of());
        final Map<String, Object> engine = new LinkedHashMap<>();
        engine.put("capacity", 1200);
        engine.put("numCylinders", 3);
        engine.put("manufacturerCode", "VW1");
        engine.put("fuel", Fuel.Petrol);
        car.put("engine", engine);
        car.put("model", new byte[] {'u', 'p'});
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[256]);

        final int length = new MessageEncoder(CAR).encode(new MapValueSource(car), buffer, 0);

        final String json = new JsonPrinter(new MessageDecoder(CAR)).toJson(Arrays.copyOf(buffer.byteArray(), length));
        assertEquals("{\"template\":\"Car\",\"templateId\":1,\"schemaVersion\":1,\"serialNumber\":4294967294," +
            "\"modelYear\":2020,\"available\":\"F\",\"code\":\"C\",\"someNumbers\":[1,2,3,4,5],\"vehicleCode\":\"xyz\"," +
            "\"extras\":[],\"engine\":{\"capacity\":1200,\"numCylinders\":3,\"maxRpm\":9000,\"manufacturerCode\":\"VW1\"," +
            "\"fuel\":\"Petrol\"},\"fuelFigures\":[],\"performanceFigures\":[],\"manufacturer\":\"\",\"model\":\"up\"}", json);
    }

    @Test
    void aValueOfATypeTheMapSourceCannotTakeIsAnErrorNamingTheField()
    {
        final Map<String, Object> car = new LinkedHashMap<>();
        car.put("template", "Car");
        car.put("serialNumber", new Object());

        final EncodeException ex = assertThrows(EncodeException.class,
            () -> new MessageEncoder(CAR).encode(new MapValueSource(car), new UnsafeBuffer(new byte[256]), 0));

        assertEquals("serialNumber", ex.field());
        assertEquals("cannot encode a java.lang.Object", ex.reason());
    }

    @Test
    void aBufferTooShortIsAnErrorNotAnOverrun()
    {
        final Map<String, Object> car = Map.of("template", "Car", "serialNumber", 1, "modelYear", 1, "available", "T",
            "code", "A", "someNumbers", List.of(0, 0, 0, 0, 0), "vehicleCode", "", "extras", List.of(),
            "engine", Map.of("capacity", 1, "numCylinders", 1, "manufacturerCode", "A"), "model", "x".repeat(100));
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[100]);

        final EncodeException ex = assertThrows(EncodeException.class,
            () -> new MessageEncoder(CAR).encode(new MapValueSource(car), buffer, 0));

        assertEquals("model", ex.field());
        assertEquals("does not fit the buffer", ex.reason());
    }
}
