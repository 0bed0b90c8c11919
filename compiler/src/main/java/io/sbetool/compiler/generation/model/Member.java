package io.sbetool.compiler.generation.model;

import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveValue;

/**
 * A value at a fixed offset: a field of a message or group, or a member of a composite.
 *
 * @param name          the field's or member's name.
 * @param id            the field's id; {@code -1} for a composite member, which has none.
 * @param field         whether this is a field (with an id and metadata attributes) rather than a composite member.
 * @param offset        the offset in the enclosing block or composite.
 * @param encodedLength the bytes it takes on the wire: 0 for a constant.
 * @param presence      required, optional or constant.
 * @param constValue    the constant's value (for an enum constant, its valueRef {@code Enum.Value}), else null.
 * @param sinceVersion  the schema version it was added in.
 * @param deprecated    the version it was deprecated in, 0 when it is not.
 * @param description   the field's description, else its type's, or null.
 * @param semantics     its semanticType, epoch and timeUnit: the field's, else its type's.
 * @param type          what it holds.
 */
public record Member(
    String name,
    int id,
    boolean field,
    int offset,
    int encodedLength,
    Presence presence,
    PrimitiveValue constValue,
    int sinceVersion,
    int deprecated,
    String description,
    Semantics semantics,
    MemberType type)
{
    public boolean isConstant()
    {
        return presence == Presence.CONSTANT;
    }

    public boolean isOptional()
    {
        return presence == Presence.OPTIONAL;
    }

    public boolean isDeprecated()
    {
        return deprecated > 0;
    }

    /**
     * @return for an enum constant, the name of the value its valueRef names ({@code Value} of {@code Enum.Value}).
     */
    public String valueRefName()
    {
        final String ref = constValue.toString();
        return ref.substring(ref.lastIndexOf('.') + 1);
    }

    /**
     * @return the encoding of a primitive or enum member.
     * @throws IllegalStateException for a set or composite member.
     */
    public PrimitiveEncoding encoding()
    {
        if (type instanceof MemberType.Encoded encoded)
        {
            return encoded.encoding();
        }
        if (type instanceof MemberType.EnumRef enumRef)
        {
            return enumRef.encoding();
        }
        throw new IllegalStateException(name + " is not a primitive or enum member");
    }
}
