package javagen.car;

import io.sbetool.codec.BoundsCheckException;
import org.agrona.concurrent.UnsafeBuffer;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Makes every bounds and validity check of the codecs generated for car.xml fire: a buffer too short
 * for the header, the root block, a group header, a group entry, a var-data length and its body, on
 * encode and on decode, at every length short of the whole message; an array index out of range on
 * both sides; a group count above the dimension's maxValue; next() past the last entry; unknown enum
 * values. A short buffer is caught by sbetool's own checks (BoundsCheckException) once per block, before its
 * fields are read without checks (a composite's own wrap, the root block at wrap, a group's header and its
 * fixed-size entries at wrap, another group's entry at next(), a var data's length prefix and its body), and
 * by Agrona's buffer checks where it writes: both are IndexOutOfBoundsExceptions, and no read or write ever
 * leaves the buffer.
 */
public final class BoundsProvoked implements Runnable
{
    /** The bytes of an array outside the buffer's view of it: a read that returns them read outside. */
    private static final byte SENTINEL = 0x5A;

    private final MessageHeaderEncoder headerEncoder = new MessageHeaderEncoder();
    private final MessageHeaderDecoder headerDecoder = new MessageHeaderDecoder();

    @Override
    public void run()
    {
        final byte[] message = new byte[512];
        final int length = encode(new UnsafeBuffer(message));
        encodeIntoEveryShorterBuffer(length);
        final List<String> ownChecks = decodeEveryTruncation(message, length);
        final int headerLength = MessageHeaderDecoder.ENCODED_LENGTH;
        assertTrue(ownChecks.contains("Car: block of " + CarDecoder.BLOCK_LENGTH + " bytes at offset " + headerLength +
            " runs past the buffer's capacity of " + (headerLength + 1)), ownChecks.toString());
        assertTrue(ownChecks.contains("messageHeader: 8 bytes at offset 0 run past the buffer's capacity of 7"),
            ownChecks.toString());
        // Fixed-size groups check all their entries at wrap; performanceFigures, which nests a group, each entry.
        final int fuelEntries = headerLength + CarDecoder.BLOCK_LENGTH + CarDecoder.FuelFiguresDecoder.HEADER_SIZE;
        assertTrue(ownChecks.contains("fuelFigures: 2 entries at offset " + fuelEntries + " run past the buffer"),
            ownChecks.toString());
        final int accelerationEntries = fuelEntries + 2 * CarDecoder.FuelFiguresDecoder.BLOCK_LENGTH +
            CarDecoder.PerformanceFiguresDecoder.HEADER_SIZE + CarDecoder.PerformanceFiguresDecoder.BLOCK_LENGTH +
            CarDecoder.PerformanceFiguresDecoder.AccelerationDecoder.HEADER_SIZE;
        assertTrue(ownChecks.contains("acceleration: 1 entries at offset " + accelerationEntries + " run past the buffer"),
            ownChecks.toString());
        assertTrue(ownChecks.contains("performanceFigures: entry 0 runs past the buffer"), ownChecks.toString());
        // A group's header is checked before it is read: each header cut short is caught there.
        final int performanceHeader = fuelEntries + 2 * CarDecoder.FuelFiguresDecoder.BLOCK_LENGTH;
        for (final String header : new String[] {"fuelFigures: header at offset " + (fuelEntries - 4),
            "performanceFigures: header at offset " + performanceHeader, "acceleration: header at offset " +
            (accelerationEntries - CarDecoder.PerformanceFiguresDecoder.AccelerationDecoder.HEADER_SIZE)})
        {
            assertEquals(CarDecoder.FuelFiguresDecoder.HEADER_SIZE,
                ownChecks.stream().filter(check -> check.equals(header + " runs past the buffer")).count(), header);
        }
        assertTrue(ownChecks.contains("manufacturer: length 5 runs past the buffer"), ownChecks.toString());
        assertTrue(ownChecks.contains("model: length 9 runs past the buffer"), ownChecks.toString());
        // A buffer ending inside a var data's length prefix: refused by sbetool's check, once per byte short.
        for (final String data : new String[] {"manufacturer", "model"})
        {
            assertEquals(CarDecoder.manufacturerHeaderLength(), ownChecks.stream()
                .filter(check -> check.startsWith(data + ": length at offset ")).count(), ownChecks::toString);
        }
        indexesCountsAndIteration(new UnsafeBuffer(message));
        compositesWrappedDirectly();
        unwrappedCodecs();
        groupFieldsBeforeNext(message, length);
        fixedSizeGroupsSkippedWhole(new UnsafeBuffer(message, 0, length));
        skippedGroupTooLongForAnInt(message, length);
        unknownEnumValues(new UnsafeBuffer(message.clone()));
    }

    private int encode(final UnsafeBuffer buffer)
    {
        final CarEncoder car = new CarEncoder().wrapAndApplyHeader(buffer, 0, headerEncoder)
            .serialNumber(1234).modelYear(2013).available(BooleanType.T).code(Model.A)
            .putSomeNumbers(new int[] {0, 1, 2, 3, 4}, 0).vehicleCode("abcdef");
        car.extras().clear().cruiseControl(true);
        car.engine().capacity(2000).numCylinders((short)4).manufacturerCode("123");
        final CarEncoder.FuelFiguresEncoder fuel = car.fuelFiguresCount(2);
        fuel.next().speed(30).mpg(35.9f);
        fuel.next().speed(55).mpg(49.0f);
        final CarEncoder.PerformanceFiguresEncoder perf = car.performanceFiguresCount(1);
        perf.next().octaneRating((short)95).accelerationCount(1).next().mph(30).seconds(4.0f);
        car.manufacturer("Honda").model("Civic VTi");
        return car.limit();
    }

    /** Every part of the message, the header first, is the first not to fit in one of these buffers. */
    private void encodeIntoEveryShorterBuffer(final int length)
    {
        for (int size = 0; size < length; size++)
        {
            final UnsafeBuffer shortBuffer = new UnsafeBuffer(new byte[size]);
            final int at = size;
            assertThrows(IndexOutOfBoundsException.class, () -> encode(shortBuffer), () -> "encode into " + at + " bytes");
        }
        assertEquals(length, encode(new UnsafeBuffer(new byte[length])));
    }

    /** @return the messages of sbetool's own checks that fired, one per truncation that they caught. */
    private List<String> decodeEveryTruncation(final byte[] message, final int length)
    {
        final List<String> ownChecks = new ArrayList<>();
        for (int size = 0; size < length; size++)
        {
            final byte[] truncated = new byte[size];
            System.arraycopy(message, 0, truncated, 0, size);
            final int at = size;
            final IndexOutOfBoundsException ex = assertThrows(IndexOutOfBoundsException.class,
                () -> decodeAll(new UnsafeBuffer(truncated)), () -> "decode of the first " + at + " bytes");
            if (ex instanceof BoundsCheckException)
            {
                ownChecks.add(ex.getMessage());
            }
        }
        final byte[] whole = new byte[length];
        System.arraycopy(message, 0, whole, 0, length);
        assertEquals(length, decodeAll(new UnsafeBuffer(whole)));
        return ownChecks;
    }

    /** Reads every field, entry and var data; returns where the message ends. */
    private int decodeAll(final UnsafeBuffer buffer)
    {
        final CarDecoder car = new CarDecoder().wrapAndApplyHeader(buffer, 0, headerDecoder);
        long sum = car.serialNumber() + car.modelYear() + car.available().value() + car.code().value() +
            car.someNumbers(4) + car.vehicleCode().length() + car.extras().rawValue() + car.engine().capacity() +
            car.engine().numCylinders() + car.engine().manufacturerCode().length();
        for (final CarDecoder.FuelFiguresDecoder fuel : car.fuelFigures())
        {
            sum += fuel.speed() + (long)fuel.mpg();
        }
        for (final CarDecoder.PerformanceFiguresDecoder perf : car.performanceFigures())
        {
            sum += perf.octaneRating();
            for (final CarDecoder.PerformanceFiguresDecoder.AccelerationDecoder acc : perf.acceleration())
            {
                sum += acc.mph() + (long)acc.seconds();
            }
        }
        sum += car.manufacturer().length() + car.model().length();
        assertTrue(sum > 0);
        return car.limit();
    }

    private void indexesCountsAndIteration(final UnsafeBuffer buffer)
    {
        final CarDecoder decoder = new CarDecoder().wrapAndApplyHeader(buffer, 0, headerDecoder);
        assertMessage("someNumbers: index 5 outside 0..4", () -> decoder.someNumbers(5));
        assertMessage("someNumbers: index -1 outside 0..4", () -> decoder.someNumbers(-1));
        final CarDecoder lost = new CarDecoder().wrapAndApplyHeader(buffer, 0, headerDecoder);
        lost.limit(-1);
        assertMessage("fuelFigures: header at offset -1 runs past the buffer", lost::fuelFigures);
        // An entry checked at next() starts at the message limit, which its user may have set below 0.
        lost.wrapAndApplyHeader(buffer, 0, headerDecoder);
        lost.fuelFigures();
        final CarDecoder.PerformanceFiguresDecoder lostPerformance = lost.performanceFigures();
        lost.limit(-1);
        assertMessage("performanceFigures: entry 0 runs past the buffer", lostPerformance::next);
        final CarDecoder.FuelFiguresDecoder fuel = decoder.fuelFigures();
        fuel.next();
        fuel.next();
        assertMessage("fuelFigures: next() past the last of 2 entries", fuel::next);

        final CarEncoder encoder = new CarEncoder().wrapAndApplyHeader(new UnsafeBuffer(new byte[512]), 0, headerEncoder);
        assertMessage("someNumbers: index 5 outside 0..4", () -> encoder.someNumbers(5, 1));
        assertMessage("fuelFigures: count 65535 outside 0..65534", () -> encoder.fuelFiguresCount(65535));
        assertMessage("fuelFigures: count -1 outside 0..65534", () -> encoder.fuelFiguresCount(-1));
        assertMessage("vehicleCode: length 7 outside 0..6", () -> encoder.vehicleCode("1234567"));
        javaArrayRanges(decoder, encoder);
        varDataIntoJavaArrays(buffer);
    }

    /**
     * Whole-array copies check the Java array's range before they move words through it unchecked; copies of
     * fewer bytes index the Java array, which the JVM checks. Var data written from a Java array checks its
     * range before the copy, which checks nothing.
     */
    private void javaArrayRanges(final CarDecoder decoder, final CarEncoder encoder)
    {
        assertMessage("vehicleCode: dst too short for 6 elements: 5", () -> decoder.getVehicleCode(new byte[5], 0));
        assertMessage("vehicleCode: dst too short for 6 elements: 8", () -> decoder.getVehicleCode(new byte[8], -1));
        assertMessage("vehicleCode: dst too short for 6 elements: 8", () -> decoder.getVehicleCode(new byte[8], 3, 6));
        assertMessage("vehicleCode: length -1 outside 0..6", () -> decoder.getVehicleCode(new byte[8], 0, -1));
        assertThrows(IndexOutOfBoundsException.class, () -> decoder.getVehicleCode(new byte[8], 7, 2));
        assertMessage("manufacturerCode: dst too short for 3 elements: 2",
            () -> decoder.engine().getManufacturerCode(new byte[2], 0));
        assertMessage("someNumbers: dst too short for 5 elements: 4", () -> decoder.getSomeNumbers(new int[4], 0));

        assertMessage("vehicleCode: src too short for 6 elements: 5", () -> encoder.putVehicleCode(new byte[5], 0));
        assertMessage("vehicleCode: src too short for 6 elements: 8", () -> encoder.putVehicleCode(new byte[8], -1));
        assertMessage("vehicleCode: src too short for 6 elements: 8", () -> encoder.putVehicleCode(new byte[8], 3, 6));
        assertMessage("vehicleCode: length 7 outside 0..6", () -> encoder.putVehicleCode(new byte[8], 0, 7));
        assertThrows(IndexOutOfBoundsException.class, () -> encoder.putVehicleCode(new byte[8], -1, 2));
        assertMessage("manufacturerCode: src too short for 3 elements: 3",
            () -> encoder.engine().putManufacturerCode(new byte[3], 1));
        assertMessage("someNumbers: src too short for 5 elements: 4", () -> encoder.putSomeNumbers(new int[4], 0));
        assertMessage("manufacturer: 5 bytes at srcOffset 0 do not fit src of 4",
            () -> encoder.putManufacturer(new byte[4], 0, 5));
        assertMessage("manufacturer: 5 bytes at srcOffset 4 do not fit src of 8",
            () -> encoder.putManufacturer(new byte[8], 4, 5));
        assertMessage("manufacturer: 1 bytes at srcOffset -1 do not fit src of 8",
            () -> encoder.putManufacturer(new byte[8], -1, 1));
    }

    /** Var data copied into a Java array checks the array's range first: the copy itself checks nothing. */
    private void varDataIntoJavaArrays(final UnsafeBuffer buffer)
    {
        assertEquals(5, atVarData(buffer).getManufacturer(new byte[8], 3, 5));
        assertMessage("manufacturer: 5 bytes at dstOffset 0 do not fit dst of 4",
            () -> atVarData(buffer).getManufacturer(new byte[4], 0, 5));
        assertMessage("manufacturer: 5 bytes at dstOffset 4 do not fit dst of 8",
            () -> atVarData(buffer).getManufacturer(new byte[8], 4, 64));
        assertMessage("manufacturer: 5 bytes at dstOffset -1 do not fit dst of 8",
            () -> atVarData(buffer).getManufacturer(new byte[8], -1, 5));
        assertMessage("manufacturer: -1 bytes at dstOffset 0 do not fit dst of 8",
            () -> atVarData(buffer).getManufacturer(new byte[8], 0, -1));
    }

    /** @return a decoder of the message in the buffer, past its groups, at its first var data. */
    private CarDecoder atVarData(final UnsafeBuffer buffer)
    {
        final CarDecoder car = new CarDecoder().wrapAndApplyHeader(buffer, 0, headerDecoder);
        car.fuelFigures();
        for (final CarDecoder.PerformanceFiguresDecoder perf : car.performanceFigures())
        {
            perf.acceleration();
        }
        return car;
    }

    /**
     * A composite or set decoder wrapped by its user, not by a message, checks its own bytes: its reads, as
     * a message's, do not check each time. Inside a message the message's check covers them.
     */
    private void compositesWrappedDirectly()
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[16]);
        assertMessage("Engine: 6 bytes at offset 11 run past the buffer's capacity of 16",
            () -> new EngineDecoder().wrap(buffer, 11));
        assertMessage("Engine: 6 bytes at offset -1 run past", () -> new EngineDecoder().wrap(buffer, -1));
        assertMessage("OptionalExtras: 1 bytes at offset 16 run past", () -> new OptionalExtrasDecoder().wrap(buffer, 16));
        assertEquals(0, new EngineDecoder().wrap(buffer, 10).capacity());
        assertEquals(0, new OptionalExtrasDecoder().wrap(buffer, 15).rawValue());
    }

    /**
     * A codec used before any wrap reads and writes a block its class keeps for the purpose (zeros for a
     * decoder), rather than reading or writing at address 0 (a null array), which would crash the JVM.
     */
    private void unwrappedCodecs()
    {
        assertEquals(0L, new CarDecoder().serialNumber());
        assertEquals(0, new CarDecoder().engine().capacity());
        assertEquals(0, new MessageHeaderDecoder().templateId());
        final CarEncoder encoder = new CarEncoder().serialNumber(7).modelYear(2013);
        encoder.engine().capacity(2000);
        encoder.extras().cruiseControl(true);
        new OptionalExtrasEncoder().sunRoof(true);
    }

    /**
     * A group's fields used before its first next() (a mistake) are read and written without checks, so they
     * must lie inside the buffer: never before it, as the entry before the first does for a large block length
     * on the wire, nor past its end, as an empty group's first entry can. The buffers here are views into
     * larger arrays whose bytes outside the view are SENTINEL, so that a read outside the view shows.
     */
    private void groupFieldsBeforeNext(final byte[] message, final int length)
    {
        final int fuelHeader = MessageHeaderDecoder.ENCODED_LENGTH + CarDecoder.BLOCK_LENGTH;
        final int entries = fuelHeader + CarDecoder.FuelFiguresDecoder.HEADER_SIZE;

        // Block length 65535 on the wire, 0 entries: the entry before the first starts 65535 bytes before.
        final int at = 70_000;
        final byte[] after = sentinels(at + length);
        System.arraycopy(message, 0, after, at, length);
        final UnsafeBuffer late = new UnsafeBuffer(after, at, length);
        putGroupHeader(late, fuelHeader, 65535, 0);
        final CarDecoder.FuelFiguresDecoder huge = new CarDecoder().wrapAndApplyHeader(late, 0, headerDecoder).fuelFigures();
        assertEquals(0, huge.speed());
        assertEquals(0.0f, huge.mpg());
        assertMessage("fuelFigures: next() past the last of 0 entries", huge::next);

        // Block length 0 on the wire, 0 entries, the buffer ending at the header: a block there would run past it.
        final byte[] before = sentinels(entries + 16);
        System.arraycopy(message, 0, before, 0, entries);
        final UnsafeBuffer shortView = new UnsafeBuffer(before, 0, entries);
        putGroupHeader(shortView, fuelHeader, 0, 0);
        final CarDecoder.FuelFiguresDecoder empty =
            new CarDecoder().wrapAndApplyHeader(shortView, 0, headerDecoder).fuelFigures();
        assertEquals(0, empty.speed(), "an empty group's fields read its class's zeroed block");

        // performanceFigures, whose entries are checked at next(), kept the offset of the last message it read
        // (here past this buffer's end); it now puts its fields at the buffer's last block.
        final CarDecoder reused = new CarDecoder().wrapAndApplyHeader(new UnsafeBuffer(message), 0, headerDecoder);
        reused.fuelFigures();
        for (final CarDecoder.PerformanceFiguresDecoder performance : reused.performanceFigures())
        {
            performance.acceleration();
        }
        final int performanceEntries = entries + CarDecoder.PerformanceFiguresDecoder.HEADER_SIZE;
        final byte[] ending = sentinels(performanceEntries + 64);
        System.arraycopy(message, 0, ending, 0, entries);
        final UnsafeBuffer endView = new UnsafeBuffer(ending, 0, performanceEntries);
        putGroupHeader(endView, fuelHeader, CarDecoder.FuelFiguresDecoder.BLOCK_LENGTH, 0);
        putGroupHeader(endView, entries, 1, 0);
        reused.wrapAndApplyHeader(endView, 0, headerDecoder).fuelFigures();
        assertEquals(endView.getByte(performanceEntries - 1), (byte)reused.performanceFigures().octaneRating());

        // An encoder's group written before next() leaves the message's block, just before the entries, alone.
        final UnsafeBuffer out = new UnsafeBuffer(new byte[512]);
        final CarEncoder car = new CarEncoder().wrapAndApplyHeader(out, 0, headerEncoder).serialNumber(1234);
        final CarEncoder.FuelFiguresEncoder fuel = car.fuelFiguresCount(1);
        final byte[] block = new byte[entries];
        out.getBytes(0, block);
        fuel.speed(SENTINEL * 257).mpg(Float.MAX_VALUE);
        final byte[] blockAfter = new byte[entries];
        out.getBytes(0, blockAfter);
        assertArrayEquals(block, blockAfter, "bytes before the group's entries");
        fuel.next().speed(30).mpg(35.9f);
        final CarDecoder.FuelFiguresDecoder decoded =
            new CarDecoder().wrapAndApplyHeader(out, 0, headerDecoder).fuelFigures().next();
        assertEquals(30, decoded.speed());
        assertEquals(35.9f, decoded.mpg());
    }

    private static byte[] sentinels(final int length)
    {
        final byte[] bytes = new byte[length];
        java.util.Arrays.fill(bytes, SENTINEL);
        return bytes;
    }

    private static void putGroupHeader(final UnsafeBuffer buffer, final int at, final int blockLength, final int count)
    {
        buffer.putShort(at, (short)blockLength, java.nio.ByteOrder.LITTLE_ENDIAN);
        buffer.putShort(at + 2, (short)count, java.nio.ByteOrder.LITTLE_ENDIAN);
    }

    /**
     * A group of fixed-size entries (fuelFigures, acceleration) moves the message past all of its entries at wrap,
     * so what follows reads right without iterating it; a group that nests one (performanceFigures) must be iterated.
     */
    private void fixedSizeGroupsSkippedWhole(final UnsafeBuffer buffer)
    {
        final CarDecoder car = new CarDecoder().wrapAndApplyHeader(buffer, 0, headerDecoder);
        assertEquals(2, car.fuelFigures().count());
        for (final CarDecoder.PerformanceFiguresDecoder perf : car.performanceFigures())
        {
            assertEquals(1, perf.acceleration().count());
        }
        assertEquals("Honda", car.manufacturer());
        assertEquals("Civic VTi", car.model());
        assertEquals(buffer.capacity(), car.limit());
    }

    /**
     * A fixed-size group whose count and block length from the wire (65534 x 65535) overflow an int must fail
     * its check, not pass it wrapped back inside a large buffer: here the overflow would land about 196 KB
     * before the message. The group's entries are checked at wrap, with their end taken in a long.
     */
    private void skippedGroupTooLongForAnInt(final byte[] message, final int length)
    {
        final int at = 250_000;
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[at + length]);
        buffer.putBytes(at, message, 0, length);
        final int fuelFigures = at + MessageHeaderDecoder.ENCODED_LENGTH + CarDecoder.BLOCK_LENGTH;
        buffer.putShort(fuelFigures, (short)65535, java.nio.ByteOrder.LITTLE_ENDIAN);
        buffer.putShort(fuelFigures + 2, (short)65534, java.nio.ByteOrder.LITTLE_ENDIAN);
        final CarDecoder car = new CarDecoder().wrapAndApplyHeader(buffer, at, headerDecoder);
        assertMessage("fuelFigures: 65534 entries at offset " + (fuelFigures + CarDecoder.FuelFiguresDecoder.HEADER_SIZE) +
            " run past the buffer", car::fuelFigures);
    }

    private static void assertMessage(final String expected, final Runnable action)
    {
        final BoundsCheckException ex = assertThrows(BoundsCheckException.class, action::run, expected);
        assertTrue(ex.getMessage().contains(expected), () -> "expected \"" + expected + "\", got \"" + ex.getMessage() + "\"");
    }

    /** Decoding never throws for an enum value the schema does not list: it is SBE_UNKNOWN, or NULL_VAL for the null value. */
    private void unknownEnumValues(final UnsafeBuffer buffer)
    {
        final int block = MessageHeaderEncoder.ENCODED_LENGTH;
        buffer.putByte(block + CarEncoder.codeEncodingOffset(), (byte)'Z');
        buffer.putByte(block + CarEncoder.availableEncodingOffset(), (byte)7);
        final CarDecoder decoder = new CarDecoder().wrapAndApplyHeader(buffer, 0, headerDecoder);
        assertEquals(Model.SBE_UNKNOWN, decoder.code());
        assertEquals((byte)'Z', decoder.codeRaw());
        assertEquals(BooleanType.SBE_UNKNOWN, decoder.available());
        buffer.putByte(block + CarEncoder.availableEncodingOffset(), (byte)255);
        assertEquals(BooleanType.NULL_VAL, decoder.available());
    }
}
