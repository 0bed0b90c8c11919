package io.sbetool.compiler.compat;

import io.sbetool.compiler.link.CompositeLayout;
import io.sbetool.compiler.link.Layout;
import io.sbetool.compiler.link.LinkedComposite;
import io.sbetool.compiler.link.LinkedCompositeMember;
import io.sbetool.compiler.link.LinkedEncoded;
import io.sbetool.compiler.link.LinkedEnum;
import io.sbetool.compiler.link.LinkedSet;
import io.sbetool.compiler.link.LinkedType;
import io.sbetool.compiler.schema.EncodedType;
import io.sbetool.compiler.schema.Type;

/**
 * How a type looks on the wire, as text: two members with the same signature and size are read the
 * same way, whatever their types are called.
 */
final class TypeSignature
{
    private TypeSignature()
    {
    }

    static String of(final LinkedType type)
    {
        if (type instanceof LinkedEncoded encoded)
        {
            return encoded(encoded.source());
        }
        if (type instanceof LinkedEnum enumType)
        {
            return "enum " + enumType.name() + " of " + encoding(enumType.encoding());
        }
        if (type instanceof LinkedSet setType)
        {
            return "set " + setType.name() + " of " + encoding(setType.encoding());
        }
        return type == null ? "?" : "composite " + ((LinkedComposite)type).name();
    }

    /**
     * The signature with a composite's members spelled out, each with its offset, nested composites
     * included: what must stay the same for a composite (a group's dimension, a var-data length) to be
     * read the same way.
     */
    static String layout(final LinkedType type, final Layout layout)
    {
        if (!(type instanceof LinkedComposite composite))
        {
            return of(type);
        }
        final CompositeLayout slots = layout.of(composite);
        final StringBuilder text = new StringBuilder("{");
        for (int i = 0; i < composite.members().size(); i++)
        {
            final LinkedCompositeMember member = composite.members().get(i);
            text.append(i == 0 ? "" : ", ").append(member.name()).append(' ')
                .append(layout(member.type(), layout)).append(" @").append(slots.members().get(i).offset());
        }
        return text.append('}').toString();
    }

    /** The primitive an enum or set is encoded as. */
    static String encoding(final Type encoding)
    {
        return encoding instanceof EncodedType encoded ? encoded(encoded) : "?";
    }

    private static String encoded(final EncodedType type)
    {
        final String primitive = type.primitiveType() == null ? "?" : type.primitiveType().primitiveName();
        final String array = type.length() == 1 ? primitive : primitive + "[" + type.length() + "]";
        return type.isConstant() ? "constant " + array : array;
    }
}
