package io.sbetool.compiler.validation;

import io.sbetool.compiler.link.LinkedComposite;
import io.sbetool.compiler.link.LinkedCompositeMember;
import io.sbetool.compiler.link.LinkedEncoded;
import io.sbetool.compiler.link.LinkedType;
import io.sbetool.compiler.schema.EncodedType;
import io.sbetool.compiler.schema.ValueTexts;
import io.sbetool.ir.PrimitiveType;

import java.math.BigInteger;

/**
 * The largest block a blockLength member can describe: every value of its type, the one a nullValue
 * would take included (a blockLength is always present, so a uint16 one carries 0..65535), or its
 * maxValue when it has one; and never more than an int, which is what the generated codecs hold a
 * blockLength and every offset in.
 *
 * @param octets   the largest blockLength.
 * @param describe for messages: "the 65535 octets the header's blockLength member (uint16) can describe".
 */
record BlockCapacity(long octets, String describe)
{
    private static final String IN_AN_INT = "the " + Integer.MAX_VALUE + " octets generated code holds a blockLength in";

    /** Where no blockLength member resolves (reported elsewhere): what generated code can address at all. */
    static final BlockCapacity UNBOUNDED = new BlockCapacity(Integer.MAX_VALUE, IN_AN_INT + " (an int)");

    /**
     * @param composite a header or dimension type.
     * @param whose     how messages name it: "the header's" or "dimension 'groupSizeEncoding''s".
     */
    static BlockCapacity of(final LinkedType composite, final String whose)
    {
        if (composite instanceof LinkedComposite linked)
        {
            for (final LinkedCompositeMember member : linked.members())
            {
                if ("blockLength".equals(member.name()) && member.type() instanceof LinkedEncoded encoded)
                {
                    return of(encoded.source(), whose);
                }
            }
        }
        return UNBOUNDED;
    }

    private static BlockCapacity of(final EncodedType type, final String whose)
    {
        final PrimitiveType primitive = type.primitiveType();
        if (primitive == null || !primitive.isInteger() || type.length() != 1)
        {
            return UNBOUNDED;
        }
        BigInteger max = primitive.isSigned() ? ValueTexts.highest(primitive) :
            BigInteger.ONE.shiftLeft(8 * primitive.size()).subtract(BigInteger.ONE);
        String what = primitive.primitiveName();
        if (type.maxValue() != null)
        {
            final BigInteger maxValue = ValueTexts.integer(type.maxValue()).orElse(max);
            if (maxValue.compareTo(max) < 0)
            {
                max = maxValue.max(BigInteger.ZERO);
                what = primitive.primitiveName() + " with maxValue " + maxValue;
            }
        }
        final String member = whose + " blockLength member (" + what + ")";
        return max.compareTo(BigInteger.valueOf(Integer.MAX_VALUE)) > 0 ?
            new BlockCapacity(Integer.MAX_VALUE, IN_AN_INT + " (an int; " + member + " is wider)") :
            new BlockCapacity(max.longValueExact(), "the " + max + " octets " + member + " can describe");
    }
}
