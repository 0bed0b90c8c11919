package io.sbetool.compiler.generation.java;

import io.sbetool.compiler.generation.model.Block;
import io.sbetool.compiler.generation.model.CompositeDef;
import io.sbetool.compiler.generation.model.EnumDef;
import io.sbetool.compiler.generation.model.EnumValue;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.MemberType;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.compiler.generation.model.SetDef;
import io.sbetool.compiler.generation.model.TypeDef;
import io.sbetool.compiler.generation.model.VarData;
import io.sbetool.compiler.generation.naming.JavaNameAllocator;
import io.sbetool.compiler.generation.naming.NameScope;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The Java name of every member of a schema's classes (fields, groups, var data, composite members, set
 * choices, enum constants), each allocated in its class's scope by the Java rule ({@link JavaNameAllocator}),
 * in schema order: two schema names the rule maps to one identifier ({@code assert} and {@code assert_}, or
 * {@code long} and {@code Long}, both {@code long_}) get distinct names, the later with {@code _} appended
 * ({@code assert__}); a group takes its name and {@code nameCount()}, a var data also {@code nameLength()},
 * {@code skipName()}, {@code getName(...)} and {@code wrapName(...)}. Taken from the start: the methods generated classes declare
 * ({@link MemberAccessors#RESERVED}) and every name starting with {@code sbe} and a capital letter
 * that begins one of generated code's own methods ({@code sbeBlockLength}, {@code sbeSchema}); in an enum, its field {@code value}
 * and constants {@code SBE_UNKNOWN} and {@code NULL_VAL}. Elements are looked up by identity: the same
 * schema name in two classes may have two names.
 */
final class MemberNames
{
    private static final JavaNameAllocator ALLOCATOR = new JavaNameAllocator();

    /**
     * The names with the {@code sbe} prefix that generated classes declare. A schema name is kept from members when one of
     * them starts with it ({@code sbeSchema}, whose {@code sbeSchemaId()} would be one), and only then: real schemas have
     * fields such as Binance's {@code sbeSchemaIdVersionDeprecated}, whose methods reference users call by that name.
     */
    private static final List<String> OWN_NAMES = List.of("sbeBlockLength", "sbeDecodedLength", "sbeHeaderSize", "sbeRewind",
        "sbeSchemaId", "sbeSchemaVersion", "sbeSemanticType", "sbeSemanticVersion", "sbeSkip", "sbeTemplateId");

    private static final Set<String> ENUM_RESERVED = Set.of("value", "SBE_UNKNOWN", "NULL_VAL");

    private final Map<Object, String> names = new IdentityHashMap<>();
    private final Set<TypeDef> allocated = Collections.newSetFromMap(new IdentityHashMap<>());

    MemberNames(final Schema schema)
    {
        schema.types().forEach(this::allocate);
        // The header's own instance: a message decoder reads a constant header member through its accessor.
        if (schema.header() != null)
        {
            allocate(schema.header().composite());
        }
        for (final Message message : schema.messages())
        {
            allocate(message.block());
        }
    }

    /**
     * Allocates the names of a type's members; a type may be reached through several instances of its
     * definition (the schema's list, a member's type), which get the same names as they have the same content.
     */
    private void allocate(final TypeDef type)
    {
        if (type instanceof CompositeDef composite && allocated.add(composite))
        {
            final NameScope scope = classScope();
            composite.members().forEach(member -> allocate(scope, member, member.name()));
            if (composite.varData() != null)
            {
                // after the members, so that their names stay as they were: varData has metadata only
                allocate(scope, composite.varData(), composite.varData().name());
            }
            composite.members().forEach(this::allocateTypeOf);
        }
        else if (type instanceof SetDef set && allocated.add(set))
        {
            final NameScope scope = classScope();
            set.choices().forEach(choice -> allocate(scope, choice, choice.name()));
        }
        else if (type instanceof EnumDef enumDef && allocated.add(enumDef))
        {
            final NameScope scope = ALLOCATOR.newMemberScope().reserve(ENUM_RESERVED);
            enumDef.values().forEach(value -> names.put(value, scope.allocate(JavaNames.constantName(value.name()))));
        }
    }

    private void allocateTypeOf(final Member member)
    {
        final MemberType type = member.type();
        if (type instanceof MemberType.CompositeRef ref)
        {
            allocate(ref.definition());
        }
        else if (type instanceof MemberType.SetRef ref)
        {
            allocate(ref.definition());
        }
        else if (type instanceof MemberType.EnumRef ref)
        {
            allocate(ref.definition());
        }
    }

    private void allocate(final Block block)
    {
        final NameScope scope = classScope();
        block.fields().forEach(member -> allocate(scope, member, member.name()));
        block.fields().forEach(this::allocateTypeOf);
        for (final Group group : block.groups())
        {
            names.put(group, scope.allocate(base(group.name()), List.of("", "Count")));
            allocate(group.block());
        }
        for (final VarData data : block.varData())
        {
            names.put(data, scope.allocateWith(base(data.name()), name ->
            {
                final String upper = JavaNames.capitalize(name);
                return List.of(name, name + "Length", "skip" + upper, "get" + upper, "wrap" + upper);
            }));
        }
    }

    private void allocate(final NameScope scope, final Object element, final String schemaName)
    {
        names.put(element, scope.allocate(base(schemaName)));
    }

    private static NameScope classScope()
    {
        return ALLOCATOR.newMemberScope().reserve(MemberAccessors.RESERVED).reserveWhere(MemberNames::isOwnName);
    }

    private static String base(final String schemaName)
    {
        return JavaNames.propertyName(schemaName);
    }

    /**
     * @return whether generated code keeps the name for its own methods: {@code sbe} and a capital, no {@code _}.
     */
    static boolean isOwnName(final String name)
    {
        return name.length() > 3 && name.startsWith("sbe") && Character.isUpperCase(name.charAt(3)) && name.indexOf('_') < 0 &&
            OWN_NAMES.stream().anyMatch(own -> own.startsWith(name));
    }

    /**
     * @param element a field, composite member, group, var data, set choice or enum value of the schema.
     * @return its Java name.
     */
    String of(final Object element)
    {
        final String name = names.get(element);
        if (name == null)
        {
            throw new IllegalStateException("no Java name allocated for " + element);
        }
        return name;
    }

    /**
     * @return the constant of an enum's value by its schema name.
     */
    String constant(final EnumDef type, final String valueName)
    {
        for (final EnumValue value : type.values())
        {
            if (value.name().equals(valueName))
            {
                return of(value);
            }
        }
        throw new IllegalStateException("enum " + type.name() + " has no value " + valueName);
    }
}
