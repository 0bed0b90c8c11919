package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.MemberType;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;

import java.nio.ByteOrder;

/**
 * The wire image of a set or composite that holds no value: every primitive at its null value in its
 * byte order, no set choice, constants taking no bytes. A decoder shows it for a set or composite
 * field newer than the message it reads, rather than the bytes that follow the older, shorter block.
 */
final class NullBytes
{
    private NullBytes()
    {
    }

    static byte[] of(final Member member)
    {
        final byte[] image = new byte[member.encodedLength()];
        fill(member, image, 0);
        return image;
    }

    private static void fill(final Member member, final byte[] image, final int at)
    {
        if (member.isConstant() || member.type() instanceof MemberType.SetRef)
        {
            return;
        }
        if (member.type() instanceof MemberType.CompositeRef composite)
        {
            for (final Member inner : composite.definition().members())
            {
                fill(inner, image, at + inner.offset());
            }
            return;
        }
        final PrimitiveEncoding encoding = member.encoding();
        final byte[] littleEndian = encoding.nullValue().toIrBytes();
        final int size = encoding.elementSize();
        for (int element = 0; element * size < member.encodedLength(); element++)
        {
            for (int i = 0; i < size && i < littleEndian.length; i++)
            {
                final int target = encoding.byteOrder() == ByteOrder.BIG_ENDIAN ? size - 1 - i : i;
                image[at + element * size + target] = littleEndian[i];
            }
        }
    }
}
