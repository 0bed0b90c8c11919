package io.sbetool.capture;

import org.agrona.DirectBuffer;

import java.nio.ByteOrder;
import java.util.Locale;

/**
 * How messages are delimited in a byte stream or packet payload.
 * <ul>
 *   <li>{@code raw}: back to back; each message's length is found by walking it with the decoder.</li>
 *   <li>{@code sofh}: Simple Open Framing Header, length including the header. The standard's form is
 *       a 4-byte big-endian length and 2-byte encoding type (07Examples.md); B3 and CME send a 2-byte
 *       little-endian length and 2-byte encoding type. The form is recognised per frame by where a known
 *       SBE encoding type (0x5BE0, 0xEB50, CME's 0xCAFE) sits; otherwise the standard form is assumed.</li>
 *   <li>{@code u16le}, {@code u16be}, {@code u32le}, {@code u32be}: a length prefix counting the message
 *       only; with the suffix {@code -incl} the length counts the prefix too (CME MDP3's message size).</li>
 * </ul>
 */
public final class Framing
{
    /**
     * The delimiting scheme.
     */
    public enum Kind
    {
        RAW, SOFH, U16LE, U16BE, U32LE, U32BE
    }

    /**
     * The framing when none is given, the same for the library and the command line: messages back
     * to back, which needs nothing but the schema.
     */
    public static final String DEFAULT = "raw";

    private static final int SBE_BIG_ENDIAN = 0x5BE0;
    private static final int SBE_LITTLE_ENDIAN = 0xEB50;
    private static final int CME_SBE = 0xCAFE;

    private final Kind kind;
    private final boolean inclusive;

    private Framing(final Kind kind, final boolean inclusive)
    {
        this.kind = kind;
        this.inclusive = inclusive;
    }

    public static Framing of(final Kind kind)
    {
        return new Framing(kind, kind == Kind.SOFH);
    }

    /**
     * @param kind      a length-prefix kind.
     * @param inclusive whether the length counts the prefix.
     */
    public static Framing of(final Kind kind, final boolean inclusive)
    {
        return new Framing(kind, kind == Kind.SOFH || inclusive);
    }

    /**
     * @param spec {@code raw}, {@code sofh}, {@code u16le}, {@code u16be}, {@code u32le}, {@code u32be},
     *             optionally with {@code -incl} on a length prefix.
     */
    public static Framing parse(final String spec)
    {
        String name = spec.trim().toLowerCase(Locale.ROOT);
        final boolean inclusive = name.endsWith("-incl");
        if (inclusive)
        {
            name = name.substring(0, name.length() - "-incl".length());
        }
        final Kind kind;
        try
        {
            kind = Kind.valueOf(name.toUpperCase(Locale.ROOT));
        }
        catch (final IllegalArgumentException ex)
        {
            throw new IllegalArgumentException("unknown framing '" + spec +
                "': expected raw, sofh, u16le, u16be, u32le or u32be (length prefixes may end in -incl)", ex);
        }
        if (inclusive && (kind == Kind.RAW || kind == Kind.SOFH))
        {
            throw new IllegalArgumentException("-incl applies only to length prefixes: " + spec);
        }
        return of(kind, inclusive);
    }

    public Kind kind()
    {
        return kind;
    }

    public boolean isRaw()
    {
        return kind == Kind.RAW;
    }

    /**
     * @return whether the frame length counts the prefix.
     */
    public boolean isInclusive()
    {
        return inclusive;
    }

    /**
     * @return bytes needed to read a frame's length; SOFH may need up to 6.
     */
    public int minPrefixLength()
    {
        switch (kind)
        {
            case RAW: return 0;
            case U16LE:
            case U16BE: return 2;
            case SOFH: return 4;
            default: return 4;
        }
    }

    /**
     * @param available bytes readable from index (at least {@link #minPrefixLength()}).
     * @return the prefix length of the frame at index.
     */
    public int prefixLength(final DirectBuffer buffer, final int index, final int available)
    {
        if (kind != Kind.SOFH)
        {
            return minPrefixLength();
        }
        return sofhForm(buffer, index, available) <= 1 ? 4 : 6;
    }

    /**
     * @return the total frame length, prefix included, of the frame at index.
     */
    public long frameLength(final DirectBuffer buffer, final int index, final int available)
    {
        final long length;
        switch (kind)
        {
            case U16LE: length = buffer.getShort(index, ByteOrder.LITTLE_ENDIAN) & 0xFFFF; break;
            case U16BE: length = buffer.getShort(index, ByteOrder.BIG_ENDIAN) & 0xFFFF; break;
            case U32LE: length = buffer.getInt(index, ByteOrder.LITTLE_ENDIAN) & 0xFFFF_FFFFL; break;
            case U32BE: length = buffer.getInt(index, ByteOrder.BIG_ENDIAN) & 0xFFFF_FFFFL; break;
            case SOFH: return sofhLength(buffer, index, available);
            default: throw new IllegalStateException("raw framing has no length prefix");
        }
        return inclusive ? length : length + minPrefixLength();
    }

    /**
     * Whether a frame could start at index, for finding the next boundary after lost bytes: a SOFH
     * must show a known SBE encoding type where its form puts one (any length prefix can be a length).
     */
    public boolean mayStartFrame(final DirectBuffer buffer, final int index, final int available)
    {
        if (available < minPrefixLength())
        {
            return false;
        }
        if (kind != Kind.SOFH)
        {
            return true;
        }
        return isSbeEncoding(u16(buffer, index + 2, ByteOrder.LITTLE_ENDIAN)) ||
            isSbeEncoding(u16(buffer, index + 2, ByteOrder.BIG_ENDIAN)) ||
            available >= 6 && (isSbeEncoding(u16(buffer, index + 4, ByteOrder.BIG_ENDIAN)) ||
            isSbeEncoding(u16(buffer, index + 4, ByteOrder.LITTLE_ENDIAN)));
    }

    /**
     * @return 0: 2-byte LE length + LE type; 1: 2-byte BE length + BE type; 2: 4-byte BE length + BE
     * type (the standard); 3: 4-byte LE length + LE type.
     */
    private static int sofhForm(final DirectBuffer buffer, final int index, final int available)
    {
        if (available >= 6 && isSbeEncoding(u16(buffer, index + 4, ByteOrder.BIG_ENDIAN)))
        {
            return 2;
        }
        if (isSbeEncoding(u16(buffer, index + 2, ByteOrder.LITTLE_ENDIAN)))
        {
            return 0;
        }
        if (isSbeEncoding(u16(buffer, index + 2, ByteOrder.BIG_ENDIAN)))
        {
            return 1;
        }
        if (available >= 6 && isSbeEncoding(u16(buffer, index + 4, ByteOrder.LITTLE_ENDIAN)))
        {
            return 3;
        }
        return 2;
    }

    private static long sofhLength(final DirectBuffer buffer, final int index, final int available)
    {
        switch (sofhForm(buffer, index, available))
        {
            case 0: return u16(buffer, index, ByteOrder.LITTLE_ENDIAN);
            case 1: return u16(buffer, index, ByteOrder.BIG_ENDIAN);
            case 3: return buffer.getInt(index, ByteOrder.LITTLE_ENDIAN) & 0xFFFF_FFFFL;
            default:
                return available < 6 ? -1 : buffer.getInt(index, ByteOrder.BIG_ENDIAN) & 0xFFFF_FFFFL;
        }
    }

    private static int u16(final DirectBuffer buffer, final int index, final ByteOrder order)
    {
        return buffer.getShort(index, order) & 0xFFFF;
    }

    private static boolean isSbeEncoding(final int type)
    {
        return type == SBE_BIG_ENDIAN || type == SBE_LITTLE_ENDIAN || type == CME_SBE;
    }

    @Override
    public String toString()
    {
        return kind.name().toLowerCase(Locale.ROOT) + (inclusive && kind != Kind.SOFH ? "-incl" : "");
    }
}
