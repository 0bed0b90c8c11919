package io.sbetool.compiler.schema;

import io.sbetool.ir.Presence;

import java.util.HashSet;
import java.util.Set;

/**
 * Encoded sizes of types and fields, in octets. This is the single definition shared by validation
 * and the IR builder. Constants take no space on the wire, and a variable-length element
 * ({@code length="0"}) contributes nothing to the fixed part of a composite.
 */
public final class Sizes
{
    private final TypeRegistry registry;

    public Sizes(final TypeRegistry registry)
    {
        this.registry = registry;
    }

    public static Sizes of(final MessageSchema schema)
    {
        return new Sizes(schema.registry());
    }

    /** Size of a type; unresolved names and reference cycles count as 0 (validation reports them). */
    public int encodedSize(final Type type)
    {
        return sizeOf(type, new HashSet<>());
    }

    /** Size a member occupies in its composite, following refs. */
    public int encodedSize(final CompositeMember member)
    {
        return memberSize(member, new HashSet<>());
    }

    /** Size a field occupies in its block: 0 for constant fields or unresolved types. */
    public int fieldSize(final Field field)
    {
        if (field.presence() == Presence.CONSTANT)
        {
            return 0;
        }
        return registry.find(field.type()).map(this::encodedSize).orElse(0);
    }

    /** The end of the last field of a block, honouring explicit offsets: the smallest valid blockLength. */
    public int fieldsEnd(final Block block)
    {
        int position = 0;
        int end = 0;
        for (final Field field : block.fields())
        {
            final int size = fieldSize(field);
            // A constant takes no space, so an offset written on it does not move the block's end.
            if (field.offset() != null && size > 0)
            {
                position = field.offset();
            }
            position += size;
            end = Math.max(end, position);
        }
        return end;
    }

    /** Size of the primitive behind an enum's or set's encoding type, or 0 if it does not resolve. */
    public int encodingSize(final String encodingType)
    {
        return registry.encodingOf(encodingType)
            .filter(encoded -> encoded.primitiveType() != null)
            .map(encoded -> encoded.primitiveType().size())
            .orElse(0);
    }

    private int sizeOf(final Type type, final Set<String> visiting)
    {
        if (type instanceof EncodedType encoded)
        {
            return encoded.isConstant() || encoded.primitiveType() == null ? 0 :
                encoded.primitiveType().size() * encoded.length();
        }
        if (type instanceof EnumType enumType)
        {
            return encodingSize(enumType.encodingType());
        }
        if (type instanceof SetType setType)
        {
            return encodingSize(setType.encodingType());
        }
        return compositeSize((CompositeType)type, visiting);
    }

    private int compositeSize(final CompositeType composite, final Set<String> visiting)
    {
        if (!visiting.add(composite.name() + "@" + composite.location()))
        {
            return 0;
        }
        int position = 0;
        int end = 0;
        for (final CompositeMember member : composite.members())
        {
            if (member.offset() != null)
            {
                position = member.offset();
            }
            position += memberSize(member, visiting);
            end = Math.max(end, position);
        }
        visiting.remove(composite.name() + "@" + composite.location());
        return end;
    }

    private int memberSize(final CompositeMember member, final Set<String> visiting)
    {
        if (member instanceof Ref ref)
        {
            return registry.declared(ref.type()).map(type -> sizeOf(type, visiting)).orElse(0);
        }
        return sizeOf((Type)member, visiting);
    }
}
