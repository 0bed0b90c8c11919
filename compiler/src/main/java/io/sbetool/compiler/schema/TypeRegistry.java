package io.sbetool.compiler.schema;

import io.sbetool.compiler.diagnostics.SourceLocation;
import io.sbetool.ir.PrimitiveType;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Looks up types by name. Declared types (direct children of {@code <types>}) come first; a primitive
 * type name such as {@code uint32} resolves to an implicit single-element {@link EncodedType}, because
 * fields, enums and sets may name primitives directly. When a name is declared twice the first
 * declaration wins (the duplicate is reported by validation).
 */
public final class TypeRegistry
{
    private final Map<String, Type> declared = new LinkedHashMap<>();
    private final SourceLocation implicitLocation;

    public TypeRegistry(final List<Type> types, final SourceLocation implicitLocation)
    {
        this.implicitLocation = implicitLocation;
        for (final Type type : types)
        {
            if (type.name() != null)
            {
                declared.putIfAbsent(type.name(), type);
            }
        }
    }

    /** A declared type, or the implicit type of a primitive name. */
    public Optional<Type> find(final String name)
    {
        if (name == null)
        {
            return Optional.empty();
        }
        final Type type = declared.get(name);
        if (type != null)
        {
            return Optional.of(type);
        }
        return Optional.ofNullable(PrimitiveType.fromName(name)).map(primitive -> EncodedType.implicit(primitive, implicitLocation));
    }

    /** Only types declared in the schema. */
    public Optional<Type> declared(final String name)
    {
        return Optional.ofNullable(name == null ? null : declared.get(name));
    }

    public Set<String> declaredNames()
    {
        return Collections.unmodifiableSet(declared.keySet());
    }

    /** Every name {@link #find} resolves, declared ones first: the candidates for a misspelt type name. */
    public List<String> resolvableNames()
    {
        final List<String> names = new ArrayList<>(declared.keySet());
        names.addAll(PrimitiveType.primitiveNames());
        return names;
    }

    /** A declared composite, such as the message header or a group's dimension type. */
    public Optional<CompositeType> composite(final String name)
    {
        return declared(name).filter(CompositeType.class::isInstance).map(CompositeType.class::cast);
    }

    /**
     * The encoded type behind an enum's or set's encodingType, if it resolves to one.
     * This is where an enum inherits presence and nullValue from a named type.
     */
    public Optional<EncodedType> encodingOf(final String encodingType)
    {
        return find(encodingType).filter(EncodedType.class::isInstance).map(EncodedType.class::cast);
    }
}
