package javagen.car;

import org.agrona.ExpandableArrayBuffer;
import org.agrona.ExpandableDirectByteBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

import java.nio.ByteBuffer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Codecs capture a buffer's memory at wrap and write a block's fields into it without Agrona's puts, so they
 * must make an expandable buffer grow as Agrona's puts would, and after it grows (a new array, or new off-heap
 * memory) write every field into the new memory: the message's and a group's fields here are written last,
 * after the groups and var data that made the buffer grow. Off-heap buffers encode and decode as on-heap ones.
 */
public final class GrowingBuffers implements Runnable
{
    private final MessageHeaderEncoder headerEncoder = new MessageHeaderEncoder();
    private final MessageHeaderDecoder headerDecoder = new MessageHeaderDecoder();

    @Override
    public void run()
    {
        final byte[] expected = encoded(new UnsafeBuffer(new byte[4096]));
        final ExpandableArrayBuffer small = new ExpandableArrayBuffer(8);
        final byte[] smallArray = small.byteArray();
        assertArrayEquals(expected, encoded(small));
        assertNotSame(smallArray, small.byteArray());
        assertArrayEquals(expected, encoded(new ExpandableArrayBuffer(4096)));
        assertArrayEquals(expected, encoded(new ExpandableDirectByteBuffer(8)));
        // Smaller than the message header: the buffer grows at the header encoder's wrap, so the header's
        // values, which wrapAndApplyHeader writes through the buffer's memory, must go into the grown memory.
        final ExpandableArrayBuffer tiny = new ExpandableArrayBuffer(2);
        final byte[] tinyArray = tiny.byteArray();
        assertArrayEquals(expected, encoded(tiny));
        assertNotSame(tinyArray, tiny.byteArray());
        assertArrayEquals(expected, encoded(new ExpandableDirectByteBuffer(2)));
        final UnsafeBuffer offHeap = new UnsafeBuffer(ByteBuffer.allocateDirect(4096));
        assertArrayEquals(expected, encoded(offHeap));
        assertEquals(1234L, decodedSerialNumber(offHeap));
        tooShortAFixedBuffer(expected.length);
    }

    /** @return the message's bytes, its fields written after its groups and var data. */
    private byte[] encoded(final MutableDirectBuffer buffer)
    {
        final CarEncoder car = new CarEncoder().wrapAndApplyHeader(buffer, 0, headerEncoder);
        final CarEncoder.FuelFiguresEncoder fuel = car.fuelFiguresCount(2);
        fuel.next();
        fuel.next();
        final CarEncoder.PerformanceFiguresEncoder perf = car.performanceFiguresCount(2);
        perf.next().octaneRating((short)95).accelerationCount(1).next().mph(30).seconds(4.0f);
        perf.next().accelerationCount(2).next().mph(60).seconds(7.5f).next().mph(100).seconds(12.2f);
        car.manufacturer("Honda").model("Civic VTi with a name long enough to grow the buffer again");
        // Held across the growth, the group encoders write their current (last) entries into the grown memory.
        perf.octaneRating((short)99);
        fuel.speed(55).mpg(49.0f);
        car.serialNumber(1234).modelYear(2013).available(BooleanType.T).code(Model.A)
            .putSomeNumbers(new int[] {0, 1, 2, 3, 4}, 0).vehicleCode("abcdef");
        car.extras().clear().cruiseControl(true);
        car.engine().capacity(2000).numCylinders((short)4).manufacturerCode("123");
        final int length = MessageHeaderEncoder.ENCODED_LENGTH + car.encodedLength();
        final byte[] bytes = new byte[length];
        buffer.getBytes(0, bytes);
        return bytes;
    }

    private long decodedSerialNumber(final UnsafeBuffer buffer)
    {
        final CarDecoder car = new CarDecoder().wrapAndApplyHeader(buffer, 0, headerDecoder);
        assertEquals(2013, car.modelYear());
        assertEquals("123", car.engine().manufacturerCode());
        final CarDecoder.FuelFiguresDecoder fuel = car.fuelFigures();
        assertEquals(0, fuel.next().speed());
        assertEquals(55, fuel.next().speed());
        final CarDecoder.PerformanceFiguresDecoder perf = car.performanceFigures();
        assertEquals(95, perf.next().octaneRating());
        assertEquals(30, perf.acceleration().next().mph());
        assertEquals(99, perf.next().octaneRating());
        assertEquals(2, perf.acceleration().count());
        assertEquals("Honda", car.manufacturer());
        return car.serialNumber();
    }

    /** A fixed buffer does not grow: the encoder fails where it does not fit, as Agrona's puts did. */
    private void tooShortAFixedBuffer(final int length)
    {
        assertThrows(IndexOutOfBoundsException.class, () -> encoded(new UnsafeBuffer(new byte[length - 1])));
        assertThrows(IndexOutOfBoundsException.class, () -> new CarEncoder().wrap(new UnsafeBuffer(new byte[40]), 0));
        assertThrows(IndexOutOfBoundsException.class, () -> new CarEncoder().wrap(new UnsafeBuffer(new byte[64]), -1));
        assertThrows(IndexOutOfBoundsException.class, () -> new EngineEncoder().wrap(new UnsafeBuffer(new byte[5]), 0));
    }
}
