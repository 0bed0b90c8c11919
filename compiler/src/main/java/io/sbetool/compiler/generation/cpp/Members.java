package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.model.Block;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.MemberType;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.ir.PrimitiveType;

import java.util.ArrayList;
import java.util.List;

/**
 * How the C++ writers classify a model {@link Member}: the templates differ for a scalar, an array, an
 * enum, a set and a composite, so each writer switches on {@link Kind} rather than on the model's types.
 */
final class Members
{
    /** What a fixed-size member holds, as far as the C++ templates care. */
    enum Kind
    {
        SCALAR, ARRAY, ENUM, SET, COMPOSITE
    }

    private Members()
    {
    }

    static Kind kind(final Member member)
    {
        final MemberType type = member.type();
        if (type instanceof MemberType.EnumRef)
        {
            return Kind.ENUM;
        }
        if (type instanceof MemberType.SetRef)
        {
            return Kind.SET;
        }
        if (type instanceof MemberType.CompositeRef)
        {
            return Kind.COMPOSITE;
        }
        // As in Java and the runtime: an array holds more than one element (Token.arrayLength), constant or not.
        return member.encoding().isArray() ? Kind.ARRAY : Kind.SCALAR;
    }

    /**
     * @return the encoding of a primitive or enum member, or of a set's bit field.
     */
    static PrimitiveEncoding encoding(final Member member)
    {
        if (member.type() instanceof MemberType.SetRef set)
        {
            return set.definition().encoding();
        }
        return member.encoding();
    }

    static PrimitiveType primitive(final Member member)
    {
        return encoding(member).primitiveType();
    }

    /**
     * @return the schema name of the enum, set or composite a member holds.
     */
    static String typeName(final Member member)
    {
        final MemberType type = member.type();
        if (type instanceof MemberType.EnumRef enumRef)
        {
            return enumRef.definition().name();
        }
        if (type instanceof MemberType.SetRef set)
        {
            return set.definition().name();
        }
        if (type instanceof MemberType.CompositeRef composite)
        {
            return composite.definition().name();
        }
        throw new IllegalStateException(member.name() + " holds no named type");
    }

    /**
     * @return the schema names of a message's or group's members in the order their C++ names are
     * allocated: fields, groups, var data.
     */
    static List<String> names(final Block block)
    {
        final List<String> names = new ArrayList<>(names(block.fields()));
        block.groups().forEach(group -> names.add(group.name()));
        block.varData().forEach(data -> names.add(data.name()));
        return names;
    }

    static List<String> names(final List<Member> members)
    {
        final List<String> names = new ArrayList<>(members.size());
        members.forEach(member -> names.add(member.name()));
        return names;
    }

    static boolean isCharArray(final Member member)
    {
        return kind(member) == Kind.ARRAY && member.encoding().primitiveType() == PrimitiveType.CHAR;
    }
}
