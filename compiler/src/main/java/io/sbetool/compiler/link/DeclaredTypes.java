package io.sbetool.compiler.link;

import io.sbetool.compiler.diagnostics.SourceLocation;
import io.sbetool.compiler.schema.EncodedType;
import io.sbetool.compiler.schema.Type;
import io.sbetool.ir.PrimitiveType;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The linker's name table. Declared types (direct children of {@code <types>}) come first; a primitive
 * name such as {@code uint32} stands for an implicit single-element {@link EncodedType}, because
 * fields, enums and sets may name primitives directly. When a name is declared twice the first
 * declaration wins (validation reports the duplicate).
 */
final class DeclaredTypes
{
    private final Map<String, Type> declared = new LinkedHashMap<>();
    private final Map<PrimitiveType, EncodedType> implicit = new EnumMap<>(PrimitiveType.class);

    DeclaredTypes(final List<Type> types, final SourceLocation implicitLocation)
    {
        for (final Type type : types)
        {
            if (type.name() != null)
            {
                declared.putIfAbsent(type.name(), type);
            }
        }
        for (final PrimitiveType primitive : PrimitiveType.values())
        {
            implicit.put(primitive, EncodedType.implicit(primitive, implicitLocation));
        }
    }

    /** The declaration of a name, or null. */
    Type declared(final String name)
    {
        return name == null ? null : declared.get(name);
    }

    /** The declaration of a name, else the implicit type of a primitive name, else null. */
    Type find(final String name)
    {
        final Type type = declared(name);
        return type != null || name == null ? type : implicit.get(PrimitiveType.fromName(name));
    }

    /** Whether {@link #find} gives an implicit primitive type for the name. */
    boolean isImplicit(final String name)
    {
        return declared(name) == null && PrimitiveType.fromName(name) != null;
    }

    Set<String> declaredNames()
    {
        return declared.keySet();
    }

    /** Every name {@link #find} resolves, declared ones first: the candidates for a misspelt type name. */
    List<String> resolvableNames()
    {
        final List<String> names = new ArrayList<>(declared.keySet());
        names.addAll(PrimitiveType.primitiveNames());
        return names;
    }
}
