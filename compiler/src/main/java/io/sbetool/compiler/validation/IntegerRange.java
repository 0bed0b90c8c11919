package io.sbetool.compiler.validation;

import io.sbetool.compiler.link.LinkedEncoded;
import io.sbetool.compiler.link.LinkedType;
import io.sbetool.compiler.schema.EncodedType;
import io.sbetool.compiler.schema.Type;
import io.sbetool.compiler.schema.ValueTexts;
import io.sbetool.ir.PrimitiveType;

import java.math.BigInteger;
import java.util.Optional;

/**
 * The values an integer type may hold: its primitive's range, narrowed by the type's own
 * {@code minValue} and {@code maxValue} where it has them (a malformed one is reported elsewhere and
 * ignored here).
 */
record IntegerRange(BigInteger min, BigInteger max, String source)
{
    /** The range of a single integer simple type; empty for anything else. */
    static Optional<IntegerRange> of(final Type type)
    {
        if (!(type instanceof EncodedType encoded) || encoded.primitiveType() == null ||
            !encoded.primitiveType().isInteger() || encoded.length() != 1)
        {
            return Optional.empty();
        }
        final PrimitiveType primitive = encoded.primitiveType();
        final BigInteger min = bound(encoded.minValue(), ValueTexts.lowest(primitive));
        final BigInteger max = bound(encoded.maxValue(), ValueTexts.highest(primitive));
        final boolean narrowed = !min.equals(ValueTexts.lowest(primitive)) || !max.equals(ValueTexts.highest(primitive));
        return Optional.of(new IntegerRange(min, max, narrowed ? "type '" + encoded.name() + "' (" +
            primitive.primitiveName() + " with minValue/maxValue)" : primitive.primitiveName()));
    }

    static Optional<IntegerRange> of(final LinkedType type)
    {
        return type instanceof LinkedEncoded encoded ? of(encoded.source()) : Optional.empty();
    }

    private static BigInteger bound(final String text, final BigInteger primitiveBound)
    {
        return text == null ? primitiveBound : ValueTexts.integer(text).orElse(primitiveBound);
    }

    boolean contains(final BigInteger value)
    {
        return value.compareTo(min) >= 0 && value.compareTo(max) <= 0;
    }

    boolean contains(final long value)
    {
        return contains(BigInteger.valueOf(value));
    }

    /** "0..255" */
    String describe()
    {
        return min + ".." + max;
    }
}
