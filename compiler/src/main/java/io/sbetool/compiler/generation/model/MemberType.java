package io.sbetool.compiler.generation.model;

/**
 * What a member holds: a primitive value or array, or a value of a named enum, set or composite.
 */
public sealed interface MemberType
{
    /**
     * A primitive value, a fixed-length array or a char array, possibly constant.
     */
    record Encoded(PrimitiveEncoding encoding) implements MemberType
    {
    }

    /**
     * A value of an enum.
     *
     * @param encoding the encoding at this use: the enum's, with this member's presence applied.
     */
    record EnumRef(EnumDef definition, PrimitiveEncoding encoding) implements MemberType
    {
    }

    /**
     * A value of a set.
     */
    record SetRef(SetDef definition) implements MemberType
    {
    }

    /**
     * A value of a composite.
     */
    record CompositeRef(CompositeDef definition) implements MemberType
    {
    }
}
