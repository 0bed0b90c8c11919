package io.sbetool.benchmarks.codecs;

import org.agrona.concurrent.UnsafeBuffer;

import java.nio.ByteOrder;

/**
 * The Car message written and read by hand with Agrona's UnsafeBuffer: the same bytes as the generated
 * codecs, with nothing but the reads and writes themselves (and Agrona's bounds checks, unless
 * {@code agrona.disable.bounds.checks} is set). The floor a generated codec can approach. Groups are
 * still stepped by the blockLength on the wire, as any SBE decoder must.
 */
final class FloorCar implements Codec<CarSample>
{
    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    private static final int HEADER_LENGTH = 8;
    private static final int GROUP_HEADER_LENGTH = 4;
    private static final int VAR_DATA_HEADER_LENGTH = 4;
    private static final int BLOCK_LENGTH = 41;
    private static final int FUEL_BLOCK_LENGTH = 6;
    private static final int PERFORMANCE_BLOCK_LENGTH = 1;
    private static final int ACCELERATION_BLOCK_LENGTH = 6;
    private static final int SOME_NUMBERS = 5;
    private static final int VEHICLE_CODE_LENGTH = 6;
    private static final int MANUFACTURER_CODE_LENGTH = 3;

    private final byte[] text = new byte[64];

    @Override
    public int encode(final CarSample sample, final UnsafeBuffer buffer)
    {
        buffer.putShort(0, (short)BLOCK_LENGTH, LE);
        buffer.putShort(2, (short)1, LE);
        buffer.putShort(4, (short)1, LE);
        buffer.putShort(6, (short)1, LE);
        final int block = HEADER_LENGTH;
        buffer.putInt(block, (int)sample.serialNumber, LE);
        buffer.putShort(block + 4, (short)sample.modelYear, LE);
        buffer.putByte(block + 6, (byte)(sample.available ? 1 : 0));
        buffer.putByte(block + 7, sample.code);
        final int[] someNumbers = sample.someNumbers;
        for (int i = 0; i < SOME_NUMBERS; i++)
        {
            buffer.putInt(block + 8 + i * 4, someNumbers[i], LE);
        }
        buffer.putBytes(block + 28, sample.vehicleCodeAscii, 0, VEHICLE_CODE_LENGTH);
        buffer.putByte(block + 34, (byte)((sample.sunRoof ? 1 : 0) | (sample.sportsPack ? 2 : 0) |
            (sample.cruiseControl ? 4 : 0)));
        final CarSample.Engine engine = sample.engine;
        buffer.putShort(block + 35, (short)engine.capacity, LE);
        buffer.putByte(block + 37, (byte)engine.numCylinders);
        buffer.putBytes(block + 38, engine.manufacturerCodeAscii, 0, MANUFACTURER_CODE_LENGTH);

        int limit = encodeFuelFigures(sample.fuelFigures, buffer, block + BLOCK_LENGTH);
        limit = encodePerformanceFigures(sample.performanceFigures, buffer, limit);
        limit = putVarData(buffer, limit, sample.manufacturerAscii);
        return putVarData(buffer, limit, sample.modelAscii);
    }

    private static int encodeFuelFigures(final CarSample.FuelFigure[] figures, final UnsafeBuffer buffer, final int at)
    {
        int limit = putGroupHeader(buffer, at, FUEL_BLOCK_LENGTH, figures.length);
        for (final CarSample.FuelFigure figure : figures)
        {
            buffer.putShort(limit, (short)figure.speed, LE);
            buffer.putFloat(limit + 2, figure.mpg, LE);
            limit += FUEL_BLOCK_LENGTH;
        }
        return limit;
    }

    private static int encodePerformanceFigures(
        final CarSample.PerformanceFigure[] figures, final UnsafeBuffer buffer, final int at)
    {
        int limit = putGroupHeader(buffer, at, PERFORMANCE_BLOCK_LENGTH, figures.length);
        for (final CarSample.PerformanceFigure figure : figures)
        {
            buffer.putByte(limit, (byte)figure.octaneRating);
            limit = putGroupHeader(buffer, limit + PERFORMANCE_BLOCK_LENGTH, ACCELERATION_BLOCK_LENGTH,
                figure.accelerations.length);
            for (final CarSample.Acceleration acceleration : figure.accelerations)
            {
                buffer.putShort(limit, (short)acceleration.mph, LE);
                buffer.putFloat(limit + 2, acceleration.seconds, LE);
                limit += ACCELERATION_BLOCK_LENGTH;
            }
        }
        return limit;
    }

    private static int putGroupHeader(final UnsafeBuffer buffer, final int at, final int blockLength, final int count)
    {
        buffer.putShort(at, (short)blockLength, LE);
        buffer.putShort(at + 2, (short)count, LE);
        return at + GROUP_HEADER_LENGTH;
    }

    private static int putVarData(final UnsafeBuffer buffer, final int at, final byte[] bytes)
    {
        buffer.putInt(at, bytes.length, LE);
        buffer.putBytes(at + VAR_DATA_HEADER_LENGTH, bytes);
        return at + VAR_DATA_HEADER_LENGTH + bytes.length;
    }

    @Override
    public void decode(final UnsafeBuffer buffer, final int length, final ValueSink sink)
    {
        final int blockLength = buffer.getShort(0, LE) & 0xFFFF;
        final int block = HEADER_LENGTH;
        sink.integer(buffer.getInt(block, LE) & 0xFFFF_FFFFL);
        sink.integer(buffer.getShort(block + 4, LE) & 0xFFFF);
        sink.integer(buffer.getByte(block + 6) & 0xFF);
        sink.integer(buffer.getByte(block + 7));
        for (int i = 0; i < SOME_NUMBERS; i++)
        {
            sink.integer(buffer.getInt(block + 8 + i * 4, LE));
        }
        buffer.getBytes(block + 28, text, 0, VEHICLE_CODE_LENGTH);
        sink.text(text, VEHICLE_CODE_LENGTH);
        final int extras = buffer.getByte(block + 34);
        sink.choice((extras & 1) != 0);
        sink.choice((extras & 2) != 0);
        sink.choice((extras & 4) != 0);
        sink.integer(buffer.getShort(block + 35, LE) & 0xFFFF);
        sink.integer(buffer.getByte(block + 37) & 0xFF);
        buffer.getBytes(block + 38, text, 0, MANUFACTURER_CODE_LENGTH);
        sink.text(text, MANUFACTURER_CODE_LENGTH);

        int limit = decodeFuelFigures(buffer, block + blockLength, sink);
        limit = decodePerformanceFigures(buffer, limit, sink);
        limit = getVarData(buffer, limit, sink);
        getVarData(buffer, limit, sink);
    }

    private static int decodeFuelFigures(final UnsafeBuffer buffer, final int at, final ValueSink sink)
    {
        final int blockLength = buffer.getShort(at, LE) & 0xFFFF;
        final int count = buffer.getShort(at + 2, LE) & 0xFFFF;
        sink.integer(count);
        int limit = at + GROUP_HEADER_LENGTH;
        for (int i = 0; i < count; i++)
        {
            sink.integer(buffer.getShort(limit, LE) & 0xFFFF);
            sink.real(buffer.getFloat(limit + 2, LE));
            limit += blockLength;
        }
        return limit;
    }

    private static int decodePerformanceFigures(final UnsafeBuffer buffer, final int at, final ValueSink sink)
    {
        final int blockLength = buffer.getShort(at, LE) & 0xFFFF;
        final int count = buffer.getShort(at + 2, LE) & 0xFFFF;
        sink.integer(count);
        int limit = at + GROUP_HEADER_LENGTH;
        for (int i = 0; i < count; i++)
        {
            sink.integer(buffer.getByte(limit) & 0xFF);
            limit += blockLength;
            final int accelerationBlockLength = buffer.getShort(limit, LE) & 0xFFFF;
            final int accelerations = buffer.getShort(limit + 2, LE) & 0xFFFF;
            sink.integer(accelerations);
            limit += GROUP_HEADER_LENGTH;
            for (int j = 0; j < accelerations; j++)
            {
                sink.integer(buffer.getShort(limit, LE) & 0xFFFF);
                sink.real(buffer.getFloat(limit + 2, LE));
                limit += accelerationBlockLength;
            }
        }
        return limit;
    }

    private int getVarData(final UnsafeBuffer buffer, final int at, final ValueSink sink)
    {
        final int length = buffer.getInt(at, LE);
        buffer.getBytes(at + VAR_DATA_HEADER_LENGTH, text, 0, length);
        sink.text(text, length);
        return at + VAR_DATA_HEADER_LENGTH + length;
    }
}
