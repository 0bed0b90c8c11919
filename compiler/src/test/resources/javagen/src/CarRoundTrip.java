package javagen.car;

import io.sbetool.codec.BoundsCheckException;
import io.sbetool.codec.MetaAttribute;
import org.agrona.concurrent.UnsafeBuffer;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Compiled together with the codecs generated for car.xml (package javagen.car).
 */
public final class CarRoundTrip implements Runnable
{
    private final UnsafeBuffer buffer = new UnsafeBuffer(ByteBuffer.allocate(4096));
    private final MessageHeaderEncoder headerEncoder = new MessageHeaderEncoder();
    private final MessageHeaderDecoder headerDecoder = new MessageHeaderDecoder();

    @Override
    public void run()
    {
        final int length = encode();
        decode(length);
        metadata();
        byteCopies();
        varDataCopies();
        boundsChecks();
        emptyAndLargeGroups();
        unknownEnumValue();
    }

    int encode()
    {
        final CarEncoder car = new CarEncoder().wrapAndApplyHeader(buffer, 0, headerEncoder)
            .serialNumber(1234)
            .modelYear(2013)
            .available(BooleanType.T)
            .code(Model.A)
            .putSomeNumbers(new int[] {0, 1, 2, 3, 4}, 0)
            .vehicleCode("abcdef");
        car.someNumbers(4, 44);
        car.extras().clear().cruiseControl(true).sportsPack(true).sunRoof(false);
        car.engine().capacity(2000).numCylinders((short)4).manufacturerCode("123");
        final CarEncoder.FuelFiguresEncoder fuel = car.fuelFiguresCount(3);
        fuel.next().speed(30).mpg(35.9f);
        fuel.next().speed(55).mpg(49.0f);
        fuel.next().speed(75).mpg(40.0f);
        final CarEncoder.PerformanceFiguresEncoder perf = car.performanceFiguresCount(2);
        CarEncoder.PerformanceFiguresEncoder.AccelerationEncoder acc = perf.next().octaneRating((short)95).accelerationCount(3);
        acc.next().mph(30).seconds(4.0f);
        acc.next().mph(60).seconds(7.5f);
        acc.next().mph(100).seconds(12.2f);
        acc = perf.next().octaneRating((short)99).accelerationCount(1);
        acc.next().mph(30).seconds(3.8f);
        car.manufacturer("Honda").model("Civic VTi \u00e9");
        assertEquals(car.limit(), MessageHeaderEncoder.ENCODED_LENGTH + car.encodedLength());
        return MessageHeaderEncoder.ENCODED_LENGTH + car.encodedLength();
    }

    void decode(final int length)
    {
        final CarDecoder car = new CarDecoder().wrapAndApplyHeader(buffer, 0, headerDecoder);
        assertEquals(CarDecoder.BLOCK_LENGTH, headerDecoder.blockLength());
        assertEquals(1, headerDecoder.templateId());
        assertEquals(1, headerDecoder.schemaId());
        assertEquals(1, headerDecoder.version());
        assertEquals(1234L, car.serialNumber());
        assertEquals(2013, car.modelYear());
        assertEquals(BooleanType.T, car.available());
        assertEquals(Model.A, car.code());
        assertEquals((byte)'A', car.codeRaw());
        assertEquals(5, CarDecoder.someNumbersLength());
        assertEquals(3, car.someNumbers(3));
        assertEquals(44, car.someNumbers(4));
        final int[] numbers = new int[5];
        assertEquals(5, car.getSomeNumbers(numbers, 0));
        assertArrayEquals(new int[] {0, 1, 2, 3, 44}, numbers);
        assertEquals("abcdef", car.vehicleCode());
        final StringBuilder code = new StringBuilder();
        assertEquals(6, car.getVehicleCode(code));
        assertEquals("abcdef", code.toString());
        assertTrue(car.extras().cruiseControl());
        assertTrue(car.extras().sportsPack());
        assertFalse(car.extras().sunRoof());
        assertEquals(6, car.extras().rawValue());
        assertTrue(OptionalExtrasDecoder.cruiseControl((short)4));
        assertEquals(2000, car.engine().capacity());
        assertEquals(4, car.engine().numCylinders());
        assertEquals(9000, car.engine().maxRpm());
        assertEquals("123", car.engine().manufacturerCode());
        assertEquals("Petrol", car.engine().fuel());

        final CarDecoder.FuelFiguresDecoder fuel = car.fuelFigures();
        assertEquals(3, fuel.count());
        final int[] speeds = {30, 55, 75};
        int i = 0;
        for (final CarDecoder.FuelFiguresDecoder f : fuel)
        {
            assertEquals(speeds[i++], f.speed());
        }
        assertEquals(3, i);
        final CarDecoder.PerformanceFiguresDecoder perf = car.performanceFigures();
        assertEquals(2, perf.count());
        assertEquals(95, perf.next().octaneRating());
        CarDecoder.PerformanceFiguresDecoder.AccelerationDecoder acc = perf.acceleration();
        assertEquals(3, acc.count());
        assertEquals(30, acc.next().mph());
        assertEquals(4.0f, acc.seconds());
        assertEquals(60, acc.next().mph());
        assertEquals(100, acc.next().mph());
        assertEquals(12.2f, acc.seconds());
        assertFalse(acc.hasNext());
        assertEquals(99, perf.next().octaneRating());
        acc = perf.acceleration();
        assertEquals(1, acc.count());
        assertEquals(3.8f, acc.next().seconds());
        assertEquals(5, car.manufacturerLength());
        assertEquals("Honda", car.manufacturer());
        final byte[] model = new byte[64];
        final int modelLength = car.getModel(model, 0, model.length);
        assertEquals("Civic VTi \u00e9", new String(model, 0, modelLength, StandardCharsets.ISO_8859_1));
        assertEquals(length, MessageHeaderDecoder.ENCODED_LENGTH + car.encodedLength());

        final CarDecoder again = new CarDecoder().wrapAndApplyHeader(buffer, 0, headerDecoder);
        assertEquals(length - MessageHeaderDecoder.ENCODED_LENGTH, again.sbeSkip().encodedLength());

        final String text = new CarDecoder().wrapAndApplyHeader(buffer, 0, headerDecoder).toString();
        assertEquals("Car{serialNumber=1234, modelYear=2013, available=T, code=A, someNumbers=[0, 1, 2, 3, 44], " +
            "vehicleCode=\"abcdef\", extras={sportsPack, cruiseControl}, engine={capacity=2000, numCylinders=4, " +
            "maxRpm=9000, manufacturerCode=\"123\", fuel=\"Petrol\"}, fuelFigures=[{speed=30, mpg=35.9}, " +
            "{speed=55, mpg=49.0}, {speed=75, mpg=40.0}], performanceFigures=[{octaneRating=95, acceleration=[" +
            "{mph=30, seconds=4.0}, {mph=60, seconds=7.5}, {mph=100, seconds=12.2}]}, {octaneRating=99, " +
            "acceleration=[{mph=30, seconds=3.8}]}], manufacturer=\"Honda\", model=\"Civic VTi \u00e9\"}", text);
    }

    /**
     * The byte[] copies of short arrays, inline in the codec: the whole array at an offset, part of it
     * (padded with zeros on encode), none of it; bytes of the Java array outside the copy stay as they were.
     */
    void byteCopies()
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[256]);
        final CarEncoder car = new CarEncoder().wrapAndApplyHeader(buffer, 0, headerEncoder);
        final CarDecoder decoder = new CarDecoder().wrapAndApplyHeader(buffer, 0, headerDecoder);
        final byte[] src = "-abcdefg".getBytes(StandardCharsets.US_ASCII);
        final byte[] dst = new byte[9];

        car.putVehicleCode(src, 1, 6);
        assertEquals("abcdef", decoder.vehicleCode());
        assertEquals(6, decoder.getVehicleCode(dst, 2, 6));
        assertEquals("..abcdef.", shown(dst));
        car.putVehicleCode(src, 2);
        assertEquals(6, decoder.getVehicleCode(dst, 0));
        assertEquals("bcdefgef.", shown(dst));

        car.putVehicleCode(src, 3, 2);
        assertEquals("cd", decoder.vehicleCode());
        assertEquals(0, decoder.vehicleCode(5));
        assertEquals(3, decoder.getVehicleCode(dst, 6, 3));
        assertEquals("bcdefgcd.", shown(dst));
        car.putVehicleCode(src, 0, 0);
        assertEquals("", decoder.vehicleCode());
        assertEquals(0, decoder.getVehicleCode(dst, 9, 0));

        car.engine().putManufacturerCode(src, 5);
        assertEquals("efg", decoder.engine().manufacturerCode());
        assertEquals(3, decoder.engine().getManufacturerCode(dst, 1));
        assertEquals(2, decoder.engine().getManufacturerCode(dst, 7, 2));
        assertEquals("befgfgcef", shown(dst));
    }

    /**
     * Var data copied into a Java array, inline up to 16 bytes and through the JVM's copy beyond: every length
     * up to 40, whole, cut short and asked for more than there is, from a buffer on the heap and off it. The
     * bytes of the array around the copy stay as they were, and the decoder moves past the whole data.
     */
    void varDataCopies()
    {
        for (final UnsafeBuffer memory : new UnsafeBuffer[] {
            new UnsafeBuffer(new byte[256]), new UnsafeBuffer(ByteBuffer.allocateDirect(256))})
        {
            for (int length = 0; length <= 40; length++)
            {
                final byte[] text = new byte[length];
                for (int i = 0; i < length; i++)
                {
                    text[i] = (byte)('a' + i % 26);
                }
                final CarEncoder car = new CarEncoder().wrapAndApplyHeader(memory, 0, headerEncoder);
                car.fuelFiguresCount(0);
                car.performanceFiguresCount(0);
                car.putManufacturer(text, 0, length).model("M");
                for (final int wanted : new int[] {length, length / 2, 64})
                {
                    final CarDecoder decoder = new CarDecoder().wrapAndApplyHeader(memory, 0, headerDecoder);
                    decoder.fuelFigures();
                    decoder.performanceFigures();
                    final byte[] dst = new byte[72];
                    java.util.Arrays.fill(dst, (byte)'.');
                    final int copied = decoder.getManufacturer(dst, 3, wanted);
                    assertEquals(Math.min(wanted, length), copied);
                    final byte[] expected = new byte[dst.length];
                    java.util.Arrays.fill(expected, (byte)'.');
                    System.arraycopy(text, 0, expected, 3, copied);
                    assertArrayEquals(expected, dst, () -> copied + " of " + text.length + " bytes");
                    assertEquals("M", decoder.model());
                }
            }
        }
    }

    /** The bytes as ASCII, with '.' for zero bytes. */
    private static String shown(final byte[] bytes)
    {
        return new String(bytes, StandardCharsets.US_ASCII).replace('\0', '.');
    }

    void metadata()
    {
        assertEquals(41, CarDecoder.sbeBlockLength());
        assertEquals(1, CarEncoder.sbeTemplateId());
        assertEquals(1, CarDecoder.sbeSchemaId());
        assertEquals(1, CarDecoder.sbeSchemaVersion());
        assertEquals("5.2", CarDecoder.sbeSemanticVersion());
        assertEquals(1, CarDecoder.serialNumberId());
        assertEquals(0, CarDecoder.serialNumberSinceVersion());
        assertEquals(0, CarDecoder.serialNumberEncodingOffset());
        assertEquals(4, CarDecoder.serialNumberEncodingLength());
        assertEquals(4294967295L, CarDecoder.serialNumberNullValue());
        assertEquals(0L, CarDecoder.serialNumberMinValue());
        assertEquals(4294967294L, CarDecoder.serialNumberMaxValue());
        assertEquals(28, CarDecoder.vehicleCodeEncodingOffset());
        assertEquals(6, CarDecoder.vehicleCodeEncodingLength());
        assertEquals("required", CarDecoder.serialNumberMetaAttribute(MetaAttribute.PRESENCE));
        assertEquals(9, CarDecoder.fuelFiguresId());
        assertEquals(17, CarDecoder.manufacturerId());
        assertEquals(4, CarDecoder.manufacturerHeaderLength());
        assertEquals(6, CarDecoder.FuelFiguresDecoder.sbeBlockLength());
        assertEquals(4, CarDecoder.FuelFiguresDecoder.sbeHeaderSize());
        assertEquals(6, EngineDecoder.ENCODED_LENGTH);
    }

    void boundsChecks()
    {
        final CarEncoder car = new CarEncoder().wrap(buffer, 0);
        final BoundsCheckException index = assertThrows(BoundsCheckException.class, () -> car.someNumbers(5, 1));
        assertTrue(index.getMessage().contains("someNumbers"), index.getMessage());
        final BoundsCheckException count = assertThrows(BoundsCheckException.class, () -> car.fuelFiguresCount(65535));
        assertTrue(count.getMessage().contains("fuelFigures"), count.getMessage());
        final CarEncoder.FuelFiguresEncoder fuel = car.fuelFiguresCount(1);
        fuel.next();
        final BoundsCheckException next = assertThrows(BoundsCheckException.class, fuel::next);
        assertTrue(next.getMessage().contains("fuelFigures"), next.getMessage());
        assertThrows(BoundsCheckException.class, () -> car.vehicleCode("too long!"));
    }

    void emptyAndLargeGroups()
    {
        final UnsafeBuffer big = new UnsafeBuffer(new byte[1 << 20]);
        final CarEncoder car = new CarEncoder().wrapAndApplyHeader(big, 0, headerEncoder);
        car.fuelFiguresCount(0);
        final CarEncoder.PerformanceFiguresEncoder perf = car.performanceFiguresCount(1000);
        for (int i = 0; i < 1000; i++)
        {
            perf.next().octaneRating((short)(i % 250)).accelerationCount(0);
        }
        car.manufacturer("").model("");
        final CarDecoder decoder = new CarDecoder().wrapAndApplyHeader(big, 0, headerDecoder);
        final CarDecoder.FuelFiguresDecoder fuel = decoder.fuelFigures();
        assertEquals(0, fuel.count());
        assertFalse(fuel.hasNext());
        final CarDecoder.PerformanceFiguresDecoder perfDecoder = decoder.performanceFigures();
        assertEquals(1000, perfDecoder.count());
        int i = 0;
        while (perfDecoder.hasNext())
        {
            assertEquals(i % 250, perfDecoder.next().octaneRating());
            assertEquals(0, perfDecoder.acceleration().count());
            i++;
        }
        assertEquals(1000, i);
        assertEquals("", decoder.manufacturer());
        assertEquals("", decoder.model());
        assertEquals(car.encodedLength(), decoder.encodedLength());
    }

    void unknownEnumValue()
    {
        final CarEncoder car = new CarEncoder().wrap(buffer, 0);
        buffer.putByte(CarEncoder.codeEncodingOffset(), (byte)'Z');
        buffer.putByte(CarEncoder.availableEncodingOffset(), (byte)255);
        final CarDecoder decoder = new CarDecoder().wrap(buffer, 0, CarDecoder.BLOCK_LENGTH, CarDecoder.SCHEMA_VERSION);
        assertEquals(Model.SBE_UNKNOWN, decoder.code());
        assertEquals(BooleanType.NULL_VAL, decoder.available());
        assertEquals(BooleanType.SBE_UNKNOWN, BooleanType.get((short)7));
        assertEquals(car.limit(), CarEncoder.BLOCK_LENGTH);
    }
}
