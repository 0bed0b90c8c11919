package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.link.CompositeLayout;
import io.sbetool.compiler.link.Layout;
import io.sbetool.compiler.link.LinkedComposite;
import io.sbetool.compiler.link.LinkedCompositeMember;
import io.sbetool.compiler.link.LinkedEncoded;
import io.sbetool.compiler.link.LinkedEnum;
import io.sbetool.compiler.link.LinkedSchema;
import io.sbetool.compiler.link.LinkedSet;
import io.sbetool.compiler.link.LinkedType;
import io.sbetool.compiler.link.Slot;
import io.sbetool.compiler.schema.EncodedType;
import io.sbetool.compiler.schema.Type;
import io.sbetool.compiler.schema.ValueTexts;
import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;

import java.util.Optional;

/**
 * Rules for {@code <type>} and {@code <composite>}; enums and sets have their own class. Unresolved
 * refs and cycles of refs were reported by the linker.
 */
final class TypeRules
{
    private final LinkedSchema schema;
    private final Diagnostics diagnostics;
    private final Layout layout;
    private final EnumSetRules enumSetRules;

    TypeRules(final LinkedSchema schema, final Diagnostics diagnostics)
    {
        this.schema = schema;
        this.diagnostics = diagnostics;
        this.layout = schema.layout();
        this.enumSetRules = new EnumSetRules(diagnostics);
    }

    void check()
    {
        final DuplicateNames names = new DuplicateNames(diagnostics);
        for (final LinkedType type : schema.types())
        {
            final Type source = type.source();
            names.check(source.name(), source.location(), () -> "type name '" + source.name() + "'",
                "; type names must be unique across all types, composites, enums and sets");
            checkType(type);
        }
    }

    private void checkType(final LinkedType type)
    {
        if (type instanceof LinkedEncoded encoded)
        {
            checkEncodedType(encoded.source());
        }
        else if (type instanceof LinkedComposite composite)
        {
            checkComposite(composite);
        }
        else if (type instanceof LinkedEnum enumType)
        {
            enumSetRules.checkEnum(enumType);
        }
        else
        {
            enumSetRules.checkSet((LinkedSet)type);
        }
    }

    private void checkEncodedType(final EncodedType type)
    {
        final PrimitiveType primitive = type.primitiveType();
        if (primitive == null)
        {
            return; // unknown primitiveType was reported when reading
        }
        final String what = "type '" + type.name() + "'";
        CharacterEncodings.problemWithEncoding(type).ifPresent(problem -> diagnostics.error(type.location(), problem));
        if (type.isConstant())
        {
            checkConstant(type, primitive, what);
        }
        checkValue(type, primitive, "nullValue", type.nullValue(), what);
        checkValue(type, primitive, "minValue", type.minValue(), what);
        checkValue(type, primitive, "maxValue", type.maxValue(), what);
        checkMinBelowMax(type, primitive, what);
        if (type.nullValue() != null && type.presence() != Presence.OPTIONAL)
        {
            diagnostics.warning(type.location(), what + " has a nullValue but presence is " +
                type.presence().xmlName() + "; nullValue only has an effect with presence=\"optional\"");
        }
    }

    /** A valueRef, when there is one, gives the value; the linker has reported it if it does not resolve. */
    private void checkConstant(final EncodedType type, final PrimitiveType primitive, final String what)
    {
        if (type.valueRef() != null)
        {
            return;
        }
        if (type.constantValue() == null)
        {
            diagnostics.error(type.location(), "constant " + what + " has no value; write the value as the " +
                "element's text, e.g. <type ... presence=\"constant\">0</type>, or set valueRef");
        }
        else
        {
            final Optional<String> tooLong = primitive == PrimitiveType.CHAR ?
                CharacterEncodings.problemWithLength(type, type.constantValue()) : Optional.empty();
            if (tooLong.isPresent())
            {
                // Reported without the value, which would be some 65,000 characters of error message.
                diagnostics.error(type.location(), tooLong.get());
                return;
            }
            ValueTexts.problemWithConstant(primitive, type.length(), type.constantValue())
                .or(() -> primitive == PrimitiveType.CHAR ?
                    CharacterEncodings.problemWith(type, type.constantValue()) : Optional.empty())
                .ifPresent(problem -> diagnostics.error(type.location(),
                    "constant value \"" + type.constantValue() + "\" of " + what + " " + problem));
        }
    }

    /** A type whose minValue is above its maxValue admits no value at all: a slip, most likely swapped. */
    private void checkMinBelowMax(final EncodedType type, final PrimitiveType primitive, final String what)
    {
        if (type.minValue() == null || type.maxValue() == null || primitive == PrimitiveType.CHAR)
        {
            return;
        }
        final Optional<PrimitiveValue> min = ValueTexts.parse(primitive, type.minValue());
        final Optional<PrimitiveValue> max = ValueTexts.parse(primitive, type.maxValue());
        if (min.isPresent() && max.isPresent() && compare(primitive, min.get(), max.get()) > 0)
        {
            diagnostics.error(type.location(), "minValue " + type.minValue() + " of " + what + " is greater than its " +
                "maxValue " + type.maxValue() + "; no value would be valid: swap them or correct one");
        }
    }

    private static int compare(final PrimitiveType primitive, final PrimitiveValue a, final PrimitiveValue b)
    {
        if (primitive.isFloatingPoint())
        {
            return Double.compare(a.doubleValue(), b.doubleValue());
        }
        return primitive == PrimitiveType.UINT64 ? Long.compareUnsigned(a.longValue(), b.longValue()) :
            Long.compare(a.longValue(), b.longValue());
    }

    private void checkValue(final EncodedType type, final PrimitiveType primitive, final String attribute,
        final String value, final String what)
    {
        if (value != null)
        {
            ValueTexts.problemWith(primitive, value).ifPresent(problem -> diagnostics.error(type.location(),
                attribute + " \"" + value + "\" of " + what + " " + problem));
        }
    }

    /** Member names are unique; explicit offsets do not overlap; inline types follow their own rules. */
    private void checkComposite(final LinkedComposite composite)
    {
        final String compositeName = composite.source().name();
        final DuplicateNames names = new DuplicateNames(diagnostics);
        final CompositeLayout compositeLayout = layout.of(composite);
        for (int i = 0; i < composite.members().size(); i++)
        {
            final LinkedCompositeMember member = composite.members().get(i);
            names.check(member.name(), member.source().location(), () -> "member name '" + member.name() +
                "' in composite '" + compositeName + "'", "");
            if (member.source() instanceof Type)
            {
                checkType(member.type());
            }
            final Slot slot = compositeLayout.members().get(i);
            if (slot.overlaps())
            {
                diagnostics.error(member.source().location(), "offset " + slot.offset() + " of '" + member.name() +
                    "' in composite '" + compositeName + "' overlaps the previous member, which ends at offset " +
                    slot.after() + "; use an offset of at least " + slot.after() + " or remove it");
            }
        }
    }
}
