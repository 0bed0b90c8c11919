package io.sbetool.compiler.link;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.schema.CompositeMember;
import io.sbetool.compiler.schema.CompositeType;
import io.sbetool.compiler.schema.ElementKinds;
import io.sbetool.compiler.schema.EncodedType;
import io.sbetool.compiler.schema.EnumType;
import io.sbetool.compiler.schema.Ref;
import io.sbetool.compiler.schema.SetType;
import io.sbetool.compiler.schema.Type;
import io.sbetool.ir.Suggestions;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Links types. Each declaration is linked once, when it is first needed, and the result is shared by
 * every user, so each of its references is resolved (and each unresolved one reported) exactly once.
 */
final class TypeLinker
{
    private final DeclaredTypes declared;
    private final Diagnostics diagnostics;
    private final ValueRefs valueRefs;
    private final Set<Ref> cutRefs;
    /** Keyed by identity: records compare by value, and two declarations may be equal but distinct. */
    private final Map<Type, LinkedType> linked = new IdentityHashMap<>();

    TypeLinker(final DeclaredTypes declared, final Diagnostics diagnostics, final ValueRefs valueRefs,
        final Set<Ref> cutRefs)
    {
        this.declared = declared;
        this.diagnostics = diagnostics;
        this.valueRefs = valueRefs;
        this.cutRefs = cutRefs;
    }

    /**
     * @param name a declared type's or a primitive's name, as a field, group, data or ref gives it.
     * @return its linked type, or null when the name is null or resolves to nothing.
     */
    LinkedType resolve(final String name)
    {
        final Type type = declared.find(name);
        if (type == null)
        {
            return null;
        }
        return linkOnce(type, declared.isImplicit(name));
    }

    /** Every name a type name may resolve to, for "did you mean". */
    List<String> resolvableNames()
    {
        return declared.resolvableNames();
    }

    /** A declaration in {@code <types>}, linked on first use. */
    LinkedType declaredType(final Type type)
    {
        return linkOnce(type, false);
    }

    private LinkedType linkOnce(final Type type, final boolean implicit)
    {
        LinkedType result = linked.get(type);
        if (result == null)
        {
            result = link(type, implicit);
            linked.put(type, result);
        }
        return result;
    }

    private LinkedType link(final Type type, final boolean implicit)
    {
        if (type instanceof EncodedType encoded)
        {
            return new LinkedEncoded(encoded, implicit, constantValueRef(encoded));
        }
        if (type instanceof EnumType enumType)
        {
            return new LinkedEnum(enumType, encoding(enumType.encodingType(), type));
        }
        if (type instanceof SetType setType)
        {
            return new LinkedSet(setType, encoding(setType.encodingType(), type));
        }
        return composite((CompositeType)type);
    }

    /** Only a constant with a known primitive takes its value from a valueRef; elsewhere it is ignored. */
    private ValueRef constantValueRef(final EncodedType type)
    {
        if (type.valueRef() == null || !type.isConstant() || type.primitiveType() == null)
        {
            return null;
        }
        return valueRefs.resolve(type.valueRef(), type.location(), "constant type '" + type.name() + "'");
    }

    /**
     * The declaration an enum's or set's encodingType names. It is looked up, not linked: it only has to
     * be a simple type, and linking a composite there could lead back to the enum itself.
     */
    private Type encoding(final String encodingType, final Type user)
    {
        if (encodingType == null)
        {
            return null;
        }
        final Type type = declared.find(encodingType);
        if (type == null)
        {
            diagnostics.error(user.location(), "encodingType '" + encodingType + "' of " + ElementKinds.of(user) +
                " '" + user.name() + "' is neither a primitive type nor a declared type" +
                Suggestions.didYouMean(encodingType, declared.resolvableNames()));
        }
        return type;
    }

    private LinkedComposite composite(final CompositeType composite)
    {
        final List<LinkedCompositeMember> members = new ArrayList<>(composite.members().size());
        for (final CompositeMember member : composite.members())
        {
            final LinkedType type = member instanceof Ref ref ? ref(ref) : link((Type)member, false);
            members.add(new LinkedCompositeMember(member, type));
        }
        return new LinkedComposite(composite, members);
    }

    private LinkedType ref(final Ref ref)
    {
        if (ref.type() == null || cutRefs.contains(ref))
        {
            return null; // a missing type was reported when reading, a cut ref when it was cut
        }
        final LinkedType type = resolve(ref.type());
        if (type == null)
        {
            diagnostics.error(ref.location(), "ref '" + ref.name() + "' refers to unknown type '" + ref.type() + "'" +
                Suggestions.didYouMean(ref.type(), declared.resolvableNames()));
        }
        return type;
    }
}
