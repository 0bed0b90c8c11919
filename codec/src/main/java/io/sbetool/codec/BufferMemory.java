package io.sbetool.codec;

import org.agrona.UnsafeAccess;

import java.nio.ByteOrder;

/**
 * Unchecked reads and writes of primitives in a buffer's memory, for generated codecs.
 *
 * <p>A generated codec checks a whole block against the buffer's capacity once, when it is wrapped over it
 * (a message, a composite) or moved onto it (a group entry), and then reads and writes the block's fields
 * through this class instead of through Agrona's {@code DirectBuffer}, whose every access checks its index
 * again. The memory is named as Agrona's buffers name it: {@code byteArray()} (null off-heap) and
 * {@code addressOffset()} (the array's base offset on-heap, the absolute address off-heap), with the byte's
 * position added to the address; so these methods work for every Agrona buffer, on-heap or off-heap.
 *
 * <p>Nothing here checks anything: a caller must have checked that {@code address} and the bytes after it lie
 * in the buffer. The native order is tested once in a {@code static final}, so the JIT keeps one branch;
 * big-endian is little-endian with the bytes reversed.
 * Agrona's {@code UnsafeAccess} provides the {@code Unsafe}: naming {@code sun.misc.Unsafe} here would be a
 * warning that javac's {@code --release} cannot suppress, and the build fails on warnings.
 */
public final class BufferMemory
{
    /**
     * The address of a {@code byte[]}'s first element, relative to the array: what Agrona's
     * {@code addressOffset()} gives for an on-heap buffer at the start of its array.
     */
    public static final long ARRAY_BASE_OFFSET = UnsafeAccess.UNSAFE.arrayBaseOffset(byte[].class);

    private static final boolean NATIVE_LITTLE_ENDIAN = ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN;

    private BufferMemory()
    {
    }

    public static byte getByte(final byte[] array, final long address)
    {
        return UnsafeAccess.UNSAFE.getByte(array, address);
    }

    public static void putByte(final byte[] array, final long address, final byte value)
    {
        UnsafeAccess.UNSAFE.putByte(array, address, value);
    }

    public static short getShortLE(final byte[] array, final long address)
    {
        final short value = UnsafeAccess.UNSAFE.getShort(array, address);
        return NATIVE_LITTLE_ENDIAN ? value : Short.reverseBytes(value);
    }

    public static short getShortBE(final byte[] array, final long address)
    {
        return Short.reverseBytes(getShortLE(array, address));
    }

    public static void putShortLE(final byte[] array, final long address, final short value)
    {
        UnsafeAccess.UNSAFE.putShort(array, address, NATIVE_LITTLE_ENDIAN ? value : Short.reverseBytes(value));
    }

    public static void putShortBE(final byte[] array, final long address, final short value)
    {
        putShortLE(array, address, Short.reverseBytes(value));
    }

    public static int getIntLE(final byte[] array, final long address)
    {
        final int value = UnsafeAccess.UNSAFE.getInt(array, address);
        return NATIVE_LITTLE_ENDIAN ? value : Integer.reverseBytes(value);
    }

    public static int getIntBE(final byte[] array, final long address)
    {
        return Integer.reverseBytes(getIntLE(array, address));
    }

    public static void putIntLE(final byte[] array, final long address, final int value)
    {
        UnsafeAccess.UNSAFE.putInt(array, address, NATIVE_LITTLE_ENDIAN ? value : Integer.reverseBytes(value));
    }

    public static void putIntBE(final byte[] array, final long address, final int value)
    {
        putIntLE(array, address, Integer.reverseBytes(value));
    }

    public static long getLongLE(final byte[] array, final long address)
    {
        final long value = UnsafeAccess.UNSAFE.getLong(array, address);
        return NATIVE_LITTLE_ENDIAN ? value : Long.reverseBytes(value);
    }

    public static long getLongBE(final byte[] array, final long address)
    {
        return Long.reverseBytes(getLongLE(array, address));
    }

    public static void putLongLE(final byte[] array, final long address, final long value)
    {
        UnsafeAccess.UNSAFE.putLong(array, address, NATIVE_LITTLE_ENDIAN ? value : Long.reverseBytes(value));
    }

    public static void putLongBE(final byte[] array, final long address, final long value)
    {
        putLongLE(array, address, Long.reverseBytes(value));
    }

    public static float getFloatLE(final byte[] array, final long address)
    {
        return Float.intBitsToFloat(getIntLE(array, address));
    }

    public static float getFloatBE(final byte[] array, final long address)
    {
        return Float.intBitsToFloat(getIntBE(array, address));
    }

    /**
     * Writes the float's bits as {@link Float#floatToRawIntBits} gives them, NaN payloads included, as Agrona does.
     */
    public static void putFloatLE(final byte[] array, final long address, final float value)
    {
        putIntLE(array, address, Float.floatToRawIntBits(value));
    }

    public static void putFloatBE(final byte[] array, final long address, final float value)
    {
        putIntBE(array, address, Float.floatToRawIntBits(value));
    }

    public static double getDoubleLE(final byte[] array, final long address)
    {
        return Double.longBitsToDouble(getLongLE(array, address));
    }

    public static double getDoubleBE(final byte[] array, final long address)
    {
        return Double.longBitsToDouble(getLongBE(array, address));
    }

    public static void putDoubleLE(final byte[] array, final long address, final double value)
    {
        putLongLE(array, address, Double.doubleToRawLongBits(value));
    }

    public static void putDoubleBE(final byte[] array, final long address, final double value)
    {
        putLongBE(array, address, Double.doubleToRawLongBits(value));
    }

    /**
     * Copies {@code length} bytes from one memory (a buffer's, or a Java array's at {@link #ARRAY_BASE_OFFSET} and
     * after) to another that does not overlap it. From 4 to 16 bytes move as two or four ints, the last ones
     * overlapping the first, each read and written only within the {@code length} bytes of its side, and fewer
     * one by one, instead of through {@code Unsafe.copyMemory}, whose call into the JVM's copy stub costs more
     * than the copy of a short text; longer copies use it. A length of 0 or less copies nothing.
     */
    public static void copy(final byte[] srcArray, final long srcAddress, final byte[] dstArray, final long dstAddress,
        final int length)
    {
        if (length > 16)
        {
            UnsafeAccess.UNSAFE.copyMemory(srcArray, srcAddress, dstArray, dstAddress, length);
        }
        else if (length >= 4)
        {
            // Bytes 0-3 and the last 4 cover up to 8; bytes 4-7 and the 4 before the last cover the rest.
            copyInt(srcArray, srcAddress, dstArray, dstAddress, 0);
            copyInt(srcArray, srcAddress, dstArray, dstAddress, length - 4);
            if (length > 8)
            {
                copyInt(srcArray, srcAddress, dstArray, dstAddress, 4);
                copyInt(srcArray, srcAddress, dstArray, dstAddress, length - 8);
            }
        }
        else
        {
            for (int i = 0; i < length; i++)
            {
                UnsafeAccess.UNSAFE.putByte(dstArray, dstAddress + i, UnsafeAccess.UNSAFE.getByte(srcArray, srcAddress + i));
            }
        }
    }

    private static void copyInt(
        final byte[] srcArray, final long srcAddress, final byte[] dstArray, final long dstAddress, final int at)
    {
        UnsafeAccess.UNSAFE.putInt(dstArray, dstAddress + at, UnsafeAccess.UNSAFE.getInt(srcArray, srcAddress + at));
    }
}
