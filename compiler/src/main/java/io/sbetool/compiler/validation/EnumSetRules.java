package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.diagnostics.SourceLocation;
import io.sbetool.compiler.link.LinkedEnum;
import io.sbetool.compiler.link.LinkedSet;
import io.sbetool.compiler.schema.Choice;
import io.sbetool.compiler.schema.ElementKinds;
import io.sbetool.compiler.schema.EncodedType;
import io.sbetool.compiler.schema.EnumType;
import io.sbetool.compiler.schema.SetType;
import io.sbetool.compiler.schema.Type;
import io.sbetool.compiler.schema.ValidValue;
import io.sbetool.compiler.schema.ValueTexts;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;

import java.math.BigInteger;
import java.util.Optional;

/** Rules for {@code <enum>} valid values and {@code <set>} choices against their encoding type. */
final class EnumSetRules
{
    private final Diagnostics diagnostics;

    EnumSetRules(final Diagnostics diagnostics)
    {
        this.diagnostics = diagnostics;
    }

    void checkEnum(final LinkedEnum linked)
    {
        final EnumType enumType = linked.source();
        final String what = "enum '" + enumType.name() + "'";
        final DuplicateNames names = new DuplicateNames(diagnostics);
        final DuplicateNames values = new DuplicateNames(diagnostics);
        final Optional<EncodedType> encoding = encoding(enumType.encodingType(), linked.encoding(), what,
            enumType.location(), true);
        if (enumType.validValues().isEmpty())
        {
            diagnostics.error(enumType.location(), what + " has no validValue; the standard requires at least one");
        }
        for (final ValidValue value : enumType.validValues())
        {
            names.check(value.name(), value.location(), () -> "validValue name '" + value.name() + "' in " + what, "");
            if (encoding.isEmpty() || value.value().isEmpty())
            {
                continue;
            }
            final PrimitiveType primitive = encoding.get().primitiveType();
            final Optional<String> problem = ValueTexts.problemWith(primitive, value.value())
                .or(() -> problemWithEncoding(encoding.get(), value.value()));
            if (problem.isPresent())
            {
                diagnostics.error(value.location(), "validValue '" + value.name() + "' of " + what + " has value \"" +
                    value.value() + "\", which " + problem.get());
                continue;
            }
            // Compared as the IR holds them: char codes, and uint64 as the long with the same bits.
            final long number = ValueTexts.parse(primitive, value.value()).orElseThrow().longValue();
            values.check(number, value.location(), () -> "value " + value.value() + " of validValue '" + value.name() +
                "' in " + what, "; each validValue needs its own value");
            warnIfNull(enumType, value, encoding.get(), number);
        }
    }

    void checkSet(final LinkedSet linked)
    {
        final SetType setType = linked.source();
        final String what = "set '" + setType.name() + "'";
        final DuplicateNames names = new DuplicateNames(diagnostics);
        final DuplicateNames bits = new DuplicateNames(diagnostics);
        final Optional<EncodedType> encoding = encoding(setType.encodingType(), linked.encoding(), what,
            setType.location(), false);
        for (final Choice choice : setType.choices())
        {
            names.check(choice.name(), choice.location(), () -> "choice name '" + choice.name() + "' in " + what, "");
            if (choice.bitPosition() < 0)
            {
                continue; // a malformed bit position was reported when reading
            }
            if (encoding.isPresent() && choice.bitPosition() >= encoding.get().primitiveType().bits())
            {
                final PrimitiveType primitive = encoding.get().primitiveType();
                diagnostics.error(choice.location(), "choice '" + choice.name() + "' of " + what + " uses bit " +
                    choice.bitPosition() + ", but " + primitive.primitiveName() + " only has bits 0.." +
                    (primitive.bits() - 1) + "; use a wider encodingType");
            }
            bits.check(choice.bitPosition(), choice.location(), () -> "bit position " + choice.bitPosition() + " of choice '" +
                choice.name() + "' in " + what, "; each choice needs its own bit");
        }
    }

    /**
     * Beyond the primitive's range: a named encodingType's own minValue and maxValue bound the values
     * its enums may take, and a char value must be a character of its encoding.
     */
    private static Optional<String> problemWithEncoding(final EncodedType encoding, final String value)
    {
        if (encoding.primitiveType() == PrimitiveType.CHAR)
        {
            return CharacterEncodings.problemWith(encoding, value);
        }
        final Optional<IntegerRange> range = IntegerRange.of(encoding);
        final BigInteger number = ValueTexts.integer(value).orElseThrow();
        return range.filter(r -> !r.contains(number)).map(r -> "is out of range for " + r.source() + " (" +
            r.describe() + ")");
    }

    /**
     * The encoding type of an enum or set if it is a single primitive value; reports why it cannot be used.
     * Enums may be char or integer encoded; sets must be integers.
     *
     * @param type what the linker resolved encodingType to; null when it did not (reported there).
     */
    private Optional<EncodedType> encoding(final String encodingType, final Type type, final String what,
        final SourceLocation at, final boolean charAllowed)
    {
        if (type == null)
        {
            return Optional.empty();
        }
        if (!(type instanceof EncodedType encoded) || encoded.primitiveType() == null)
        {
            diagnostics.error(at, "encodingType '" + encodingType + "' of " + what + " must be a primitive type or a " +
                "simple <type>, not a " + ElementKinds.of(type));
            return Optional.empty();
        }
        final PrimitiveType primitive = encoded.primitiveType();
        final boolean usable = primitive.isInteger() || (charAllowed && primitive == PrimitiveType.CHAR);
        if (!usable || encoded.length() != 1)
        {
            diagnostics.error(at, "encodingType '" + encodingType + "' of " + what + " must be a single " +
                (charAllowed ? "char or " : "") + "unsigned integer, but it is " + primitive.primitiveName() +
                (encoded.length() != 1 ? " with length " + encoded.length() : ""));
            return Optional.empty();
        }
        return Optional.of(encoded);
    }

    /**
     * An optional enum field is null when it holds the encoding's null value, so a validValue with
     * that value is ambiguous. Real schemas (MEMX) do this on purpose to name the null value, so it
     * is a warning, not an error.
     */
    private void warnIfNull(final EnumType enumType, final ValidValue value, final EncodedType encoding,
        final long number)
    {
        final PrimitiveType primitive = encoding.primitiveType();
        final Optional<PrimitiveValue> nullValue = encoding.nullValue() != null ?
            ValueTexts.parse(primitive, encoding.nullValue()) : Optional.of(primitive.nullValue());
        if (nullValue.isPresent() && nullValue.get().longValue() == number)
        {
            diagnostics.warning(value.location(), "validValue '" + value.name() + "' of enum '" + enumType.name() +
                "' equals the null value of its encoding (" + value.value() + "); an optional field of this enum " +
                "cannot tell it apart from null");
        }
    }
}
