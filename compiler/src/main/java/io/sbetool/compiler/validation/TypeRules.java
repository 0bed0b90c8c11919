package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.diagnostics.Suggestions;
import io.sbetool.compiler.schema.CompositeMember;
import io.sbetool.compiler.schema.CompositeType;
import io.sbetool.compiler.schema.EncodedType;
import io.sbetool.compiler.schema.EnumType;
import io.sbetool.compiler.schema.MessageSchema;
import io.sbetool.compiler.schema.Ref;
import io.sbetool.compiler.schema.SetType;
import io.sbetool.compiler.schema.Sizes;
import io.sbetool.compiler.schema.Type;
import io.sbetool.compiler.schema.ValueTexts;
import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveType;

/** Rules for {@code <type>}, {@code <composite>} and {@code <ref>}; enums and sets have their own class. */
final class TypeRules
{
    private final MessageSchema schema;
    private final Diagnostics diagnostics;
    private final Sizes sizes;
    private final EnumSetRules enumSetRules;

    TypeRules(final MessageSchema schema, final Diagnostics diagnostics)
    {
        this.schema = schema;
        this.diagnostics = diagnostics;
        this.sizes = Sizes.of(schema);
        this.enumSetRules = new EnumSetRules(schema, diagnostics);
    }

    void check()
    {
        final DuplicateNames names = new DuplicateNames(diagnostics);
        for (final Type type : schema.types())
        {
            names.check(type.name(), type.location(), "type name '" + type.name() + "'",
                "; type names must be unique across all types, composites, enums and sets");
            checkMember(type);
        }
        new CompositeCycles(schema, diagnostics).check();
    }

    private void checkMember(final CompositeMember member)
    {
        if (member instanceof EncodedType encoded)
        {
            checkEncodedType(encoded);
        }
        else if (member instanceof CompositeType composite)
        {
            checkComposite(composite);
        }
        else if (member instanceof EnumType enumType)
        {
            enumSetRules.checkEnum(enumType);
        }
        else if (member instanceof SetType setType)
        {
            enumSetRules.checkSet(setType);
        }
        else
        {
            checkRef((Ref)member);
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
        if (type.isConstant())
        {
            checkConstant(type, primitive, what);
        }
        checkValue(type, primitive, "nullValue", type.nullValue(), what);
        checkValue(type, primitive, "minValue", type.minValue(), what);
        checkValue(type, primitive, "maxValue", type.maxValue(), what);
        if (type.nullValue() != null && type.presence() != Presence.OPTIONAL)
        {
            diagnostics.warning(type.location(), what + " has a nullValue but presence is " +
                type.presence().xmlName() + "; nullValue only has an effect with presence=\"optional\"");
        }
    }

    private void checkConstant(final EncodedType type, final PrimitiveType primitive, final String what)
    {
        if (type.valueRef() != null)
        {
            ValueRefs.problemWith(schema, type.valueRef())
                .ifPresent(problem -> diagnostics.error(type.location(), problem + " (on constant " + what + ")"));
        }
        else if (type.constantValue() == null)
        {
            diagnostics.error(type.location(), "constant " + what + " has no value; write the value as the " +
                "element's text, e.g. <type ... presence=\"constant\">0</type>, or set valueRef");
        }
        else
        {
            ValueTexts.problemWithConstant(primitive, type.length(), type.constantValue())
                .ifPresent(problem -> diagnostics.error(type.location(),
                    "constant value \"" + type.constantValue() + "\" of " + what + " " + problem));
        }
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

    private void checkComposite(final CompositeType composite)
    {
        final DuplicateNames names = new DuplicateNames(diagnostics);
        int position = 0;
        for (final CompositeMember member : composite.members())
        {
            names.check(member.name(), member.location(), "member name '" + member.name() + "' in composite '" +
                composite.name() + "'", "");
            checkMember(member);
            if (member.offset() != null)
            {
                if (member.offset() < position)
                {
                    diagnostics.error(member.location(), "offset " + member.offset() + " of '" + member.name() +
                        "' in composite '" + composite.name() + "' overlaps the previous member, which ends at offset " +
                        position + "; use an offset of at least " + position + " or remove it");
                }
                position = member.offset();
            }
            position += sizes.encodedSize(member);
        }
    }

    private void checkRef(final Ref ref)
    {
        if (ref.type() != null && schema.type(ref.type()).isEmpty())
        {
            diagnostics.error(ref.location(), "ref '" + ref.name() + "' refers to unknown type '" + ref.type() + "'" +
                Suggestions.didYouMean(ref.type(), schema.registry().resolvableNames()));
        }
    }
}
