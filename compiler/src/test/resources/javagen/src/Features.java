package javagen.features;

import io.sbetool.codec.BoundsCheckException;
import org.agrona.concurrent.UnsafeBuffer;

import java.nio.ByteOrder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Compiled with the codecs of features.xml: big-endian, every primitive's min/max/null, optional nulls,
 * constants, text encodings, composites in composites, custom group and var-data dimensions.
 */
public final class Features implements Runnable
{
    private final UnsafeBuffer buffer = new UnsafeBuffer(new byte[1024]);

    @Override
    public void run()
    {
        final MessageHeaderEncoder header = new MessageHeaderEncoder();
        final MessageHeaderDecoder headerDecoder = new MessageHeaderDecoder();
        final AllTypesDecoder decoder = new AllTypesDecoder();

        encodeMinimums(new AllTypesEncoder().wrapAndApplyHeader(buffer, 0, header));
        decoder.wrapAndApplyHeader(buffer, 0, headerDecoder);
        assertEquals(0x20, decoder.c());
        assertEquals(-127, decoder.i8());
        assertEquals(0, decoder.u8());
        assertEquals(-32767, decoder.i16());
        assertEquals(0, decoder.u16());
        assertEquals(Integer.MIN_VALUE + 1, decoder.i32());
        assertEquals(0L, decoder.u32());
        assertEquals(Long.MIN_VALUE + 1, decoder.i64());
        assertEquals(0L, decoder.u64());
        assertEquals(-Float.MAX_VALUE, decoder.f());
        assertEquals(-Double.MAX_VALUE, decoder.d());

        encodeMaximums(new AllTypesEncoder().wrapAndApplyHeader(buffer, 0, header));
        decoder.wrapAndApplyHeader(buffer, 0, headerDecoder);
        assertEquals(0x7E, decoder.c());
        assertEquals(127, decoder.i8());
        assertEquals(254, decoder.u8());
        assertEquals(32767, decoder.i16());
        assertEquals(65534, decoder.u16());
        assertEquals(Integer.MAX_VALUE, decoder.i32());
        assertEquals(4294967294L, decoder.u32());
        assertEquals(Long.MAX_VALUE, decoder.i64());
        assertEquals(0xFFFF_FFFF_FFFF_FFFEL, decoder.u64());
        assertEquals(Float.MAX_VALUE, decoder.f());
        assertEquals(Double.MAX_VALUE, decoder.d());
        assertEquals(AllTypesDecoder.u64MaxValue(), decoder.u64());

        encodeNulls(new AllTypesEncoder().wrapAndApplyHeader(buffer, 0, header));
        decoder.wrapAndApplyHeader(buffer, 0, headerDecoder);
        assertEquals(AllTypesDecoder.cNullValue(), decoder.c());
        assertEquals(AllTypesDecoder.i8NullValue(), decoder.i8());
        assertEquals(255, decoder.u8());
        assertEquals(-32768, decoder.i16());
        assertEquals(65535, decoder.u16());
        assertEquals(Integer.MIN_VALUE, decoder.i32());
        assertEquals(4294967295L, decoder.u32());
        assertEquals(Long.MIN_VALUE, decoder.i64());
        assertEquals(-1L, decoder.u64());
        assertTrue(Float.isNaN(decoder.f()));
        assertTrue(Double.isNaN(decoder.d()));
        assertEquals(Integer.MIN_VALUE, decoder.optInt());
        assertEquals(AllTypesDecoder.optIntNullValue(), decoder.optInt());
        assertTrue(Double.isNaN(decoder.optDouble()));

        full(header, headerDecoder, decoder);
    }

    void full(final MessageHeaderEncoder header, final MessageHeaderDecoder headerDecoder, final AllTypesDecoder decoder)
    {
        final AllTypesEncoder encoder = new AllTypesEncoder().wrapAndApplyHeader(buffer, 0, header)
            .i32(0x01020304).u16(0xABCD).optInt(5).optDouble(2.5)
            .name("h\u00e9llo").latin("\u00e9t\u00e9!").keyword(Keyword.true_);
        encoder.shorts(0, 1).shorts(1, 65535).shorts(2, 3);
        assertEquals(777, encoder.constant());
        encoder.outer().inner().code((short)-2).keyword(Keyword.new_);
        encoder.outer().flags().clear().first(true).last(true);
        final AllTypesEncoder.SmallEncoder small = encoder.smallCount(2);
        // held from the first entry, a composite of plain members follows its group's entries
        final InnerEncoder priceEncoder = small.next().value(1).price();
        priceEncoder.code((short)7).keyword(Keyword.true_);
        final int firstPrice = priceEncoder.offset();
        small.nestedCount(1).next().x((short)9).label("\u263a");
        small.text("first");
        small.next().value(2);
        priceEncoder.code((short)-7);
        // wrapped by itself it writes where it is wrapped, until its field's accessor takes it back
        priceEncoder.wrap(buffer, firstPrice).code((short)7);
        assertSame(priceEncoder, small.price());
        priceEncoder.keyword(Keyword.new_);
        assertEquals("{code=-7, keyword=new_}", priceEncoder.toString());
        small.nestedCount(0);
        small.text("");
        encoder.utf8("\u00fcber \u263a");
        encoder.putBlob(new byte[] {1, 2, (byte)0xFF}, 0, 3);
        assertThrows(BoundsCheckException.class, () -> encoder.utf8(new String(new char[256]).replace('\0', 'x')));
        assertThrows(BoundsCheckException.class, () -> encoder.smallCount(255));

        // big-endian on the wire
        assertEquals(0x01, buffer.getByte(MessageHeaderEncoder.ENCODED_LENGTH + AllTypesEncoder.i32EncodingOffset()));
        assertEquals(0x01020304, buffer.getInt(MessageHeaderEncoder.ENCODED_LENGTH + AllTypesEncoder.i32EncodingOffset(),
            ByteOrder.BIG_ENDIAN));
        assertEquals(AllTypesEncoder.BLOCK_LENGTH, buffer.getShort(0, ByteOrder.BIG_ENDIAN));

        decoder.wrapAndApplyHeader(buffer, 0, headerDecoder);
        assertEquals(0x01020304, decoder.i32());
        assertEquals(0xABCD, decoder.u16());
        assertEquals(5, decoder.optInt());
        assertEquals(2.5, decoder.optDouble());
        assertEquals(777, decoder.constant());
        assertEquals("h\u00e9llo", decoder.name());
        assertEquals("\u00e9t\u00e9!", decoder.latin());
        assertEquals(Keyword.true_, decoder.keyword());
        assertEquals(Keyword.new_, decoder.fixedKeyword());
        assertEquals(65535, decoder.shorts(1));
        assertEquals(-2, decoder.outer().inner().code());
        assertEquals(Keyword.new_, decoder.outer().inner().keyword());
        assertTrue(decoder.outer().flags().first());
        assertTrue(decoder.outer().flags().last());
        assertEquals(0x8001, decoder.outer().flags().rawValue());
        assertEquals(-4, decoder.outer().scale());
        final AllTypesDecoder.SmallDecoder smallDecoder = decoder.small();
        // held from before next(): a composite of plain members follows its group's entries
        final InnerDecoder price = smallDecoder.price();
        assertEquals(2, smallDecoder.count());
        assertEquals(1, smallDecoder.next().value());
        assertEquals(7, price.code());
        assertEquals(Keyword.true_, price.keyword());
        assertEquals(firstPrice, price.offset());
        assertEquals(smallDecoder.offset() + AllTypesDecoder.SmallDecoder.priceEncodingOffset(), price.offset());
        final AllTypesDecoder.SmallDecoder.NestedDecoder nested = smallDecoder.nested();
        assertEquals(1, nested.count());
        assertEquals(9, nested.next().x());
        assertEquals("\u263a", nested.label());
        assertEquals("first", smallDecoder.text());
        assertEquals(2, smallDecoder.next().value());
        assertEquals(-7, price.code());
        assertEquals(Keyword.new_, price.keyword());
        assertEquals("{code=-7, keyword=new_}", price.toString());
        // wrapped by itself it reads where it is wrapped, until its field's accessor takes it back
        assertEquals(7, price.wrap(buffer, firstPrice).code());
        assertEquals(firstPrice, price.offset());
        assertSame(price, smallDecoder.price());
        assertEquals(-7, price.code());
        assertEquals("null", new InnerDecoder().toString());
        assertEquals(0, smallDecoder.nested().count());
        assertEquals("", smallDecoder.text());
        assertFalse(smallDecoder.hasNext());
        assertEquals("\u00fcber \u263a", decoder.utf8());
        final byte[] blob = new byte[3];
        assertEquals(3, decoder.getBlob(blob, 0, 3));
        assertEquals((byte)0xFF, blob[2]);
        assertEquals(encoder.encodedLength(), decoder.encodedLength());

        final String text = new AllTypesDecoder().wrapAndApplyHeader(buffer, 0, headerDecoder).toString();
        assertTrue(text.contains("name=\"h\u00e9llo\""), text);
        assertTrue(text.contains("small=[{value=1, price={code=7, keyword=true_}, nested=[{x=9, label=\"\u263a\"}], " +
            "text=\"first\"}"), text);
        assertTrue(text.contains("blob=0x0102ff"), text);
        assertTrue(text.contains("flags={first, last}"), text);
    }

    static void encodeMinimums(final AllTypesEncoder e)
    {
        e.c(AllTypesEncoder.cMinValue()).i8(AllTypesEncoder.i8MinValue()).u8(AllTypesEncoder.u8MinValue())
            .i16(AllTypesEncoder.i16MinValue()).u16(AllTypesEncoder.u16MinValue()).i32(AllTypesEncoder.i32MinValue())
            .u32(AllTypesEncoder.u32MinValue()).i64(AllTypesEncoder.i64MinValue()).u64(AllTypesEncoder.u64MinValue())
            .f(AllTypesEncoder.fMinValue()).d(AllTypesEncoder.dMinValue());
        e.smallCount(0);
    }

    static void encodeMaximums(final AllTypesEncoder e)
    {
        e.c(AllTypesEncoder.cMaxValue()).i8(AllTypesEncoder.i8MaxValue()).u8(AllTypesEncoder.u8MaxValue())
            .i16(AllTypesEncoder.i16MaxValue()).u16(AllTypesEncoder.u16MaxValue()).i32(AllTypesEncoder.i32MaxValue())
            .u32(AllTypesEncoder.u32MaxValue()).i64(AllTypesEncoder.i64MaxValue()).u64(AllTypesEncoder.u64MaxValue())
            .f(AllTypesEncoder.fMaxValue()).d(AllTypesEncoder.dMaxValue());
        e.smallCount(0);
    }

    static void encodeNulls(final AllTypesEncoder e)
    {
        e.c(AllTypesEncoder.cNullValue()).i8(AllTypesEncoder.i8NullValue()).u8(AllTypesEncoder.u8NullValue())
            .i16(AllTypesEncoder.i16NullValue()).u16(AllTypesEncoder.u16NullValue()).i32(AllTypesEncoder.i32NullValue())
            .u32(AllTypesEncoder.u32NullValue()).i64(AllTypesEncoder.i64NullValue()).u64(AllTypesEncoder.u64NullValue())
            .f(AllTypesEncoder.fNullValue()).d(AllTypesEncoder.dNullValue())
            .optInt(AllTypesEncoder.optIntNullValue()).optDouble(AllTypesEncoder.optDoubleNullValue());
        e.smallCount(0);
    }
}
