package io.sbetool.compiler.generation.naming;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every name in a generated Rust crate, each made by {@link RustNameAllocator}'s rule and allocated in its scope.
 *
 * <ul>
 *   <li>Modules (crate scope, compared ignoring case as each is a file): an enum or set {@code BooleanType}
 *       is {@code boolean_type}, a composite or message {@code Car} is {@code car_codec}, as in the reference's
 *       Rust. Types come first, then messages. Taken from the start: {@code std}, {@code core}, {@code alloc}
 *       (the standard crates), {@code lib} and {@code main} (files Cargo gives a meaning).</li>
 *   <li>Types: {@code UpperCamelCase}: the enum {@code BooleanType}, the set {@code OptionalExtras}, the codecs
 *       {@code CarEncoder} and {@code CarDecoder}. Each is in its own module, so they cannot clash.</li>
 *   <li>Members of a message, group or composite: {@code snake_case}, in schema order; a member's derived
 *       functions ({@code name_at}, {@code name_encoder}, {@code name_decoder}, {@code name_slice},
 *       {@code try_name_decoder}...) must be free too, and the functions every codec has ({@code wrap},
 *       {@code parent}, {@code header}, {@code advance}, {@code count}...) are taken: a field {@code count}
 *       becomes {@code count_2}.</li>
 *   <li>Group codecs of one message: {@code FuelFiguresEncoder}/{@code FuelFiguresDecoder}, clear of the
 *       message's own codecs, its header's and the crate's support types, which the module imports.</li>
 *   <li>Set choices: {@code snake_case} for {@code get_x} and {@code set_x}; enum values keep the schema's
 *       spelling, clear of {@code NullVal}, the value every enum adds.</li>
 * </ul>
 */
public final class RustNames
{
    private static final RustNameAllocator ALLOCATOR = new RustNameAllocator();

    /** The support items of lib.rs that every codec module imports. */
    public static final List<String> SUPPORT_ITEMS = List.of("SbeResult", "SbeErr", "Either", "Writer", "Encoder",
        "ActingVersion", "Reader", "Decoder", "ReadBuf", "WriteBuf");

    private static final List<String> BLOCK_FUNCTIONS = List.of("wrap", "header", "try_header", "parent",
        "encoded_length", "try_encoded_length", "advance", "count", "acting_version", "acting_block_length",
        "block_length", "get_buf", "get_buf_mut", "get_limit", "set_limit", "new", "default", "index");

    private static final List<String> COMPOSITE_FUNCTIONS = List.of("wrap", "parent", "acting_version", "get_buf",
        "get_buf_mut", "new", "default");

    private static final List<String> MEMBER_SUFFIXES = List.of("", "_at", "_from_iter", "_zero_padded", "_encoder",
        "_decoder", "_slice");

    private final Map<String, String> modules = new HashMap<>();
    private final Map<String, String> types = new HashMap<>();

    /**
     * @param composites the schema names of the composites; with {@code enumsAndSets}, every type.
     * @param messages   the schema names of the messages.
     */
    public RustNames(final List<String> composites, final List<String> enumsAndSets, final List<String> messages)
    {
        final NameScope scope = ALLOCATOR.newScope().reserve(List.of("std", "core", "alloc", "lib", "main"));
        for (final String name : enumsAndSets)
        {
            modules.put(name, scope.allocate(ALLOCATOR.snake(name)));
            types.put(name, ALLOCATOR.camel(name));
        }
        for (final String name : composites)
        {
            modules.put(name, scope.allocate(ALLOCATOR.snake(name) + "_codec"));
            types.put(name, ALLOCATOR.camel(name));
        }
        for (final String name : messages)
        {
            modules.put("message:" + name, scope.allocate(ALLOCATOR.snake(name) + "_codec"));
            types.put("message:" + name, ALLOCATOR.camel(name));
        }
    }

    /** @return the module of a schema type. */
    public String module(final String typeName)
    {
        return lookUp(modules, typeName);
    }

    /** @return the struct or enum name of a type, the base of a composite's codecs. */
    public String type(final String typeName)
    {
        return lookUp(types, typeName);
    }

    /** @return the module of a message. */
    public String messageModule(final String messageName)
    {
        return lookUp(modules, "message:" + messageName);
    }

    /** @return the base of a message's codec names: {@code Car} for {@code CarEncoder}. */
    public String messageType(final String messageName)
    {
        return lookUp(types, "message:" + messageName);
    }

    private static String lookUp(final Map<String, String> names, final String key)
    {
        final String name = names.get(key);
        if (name == null)
        {
            throw new IllegalArgumentException("no type or message named " + key);
        }
        return name;
    }

    /**
     * @return a name derived from a member's: {@code price_decoder}, and {@code in_decoder} for {@code in_}
     * (the keyword escaped), where two underscores would not be snake case.
     */
    public static String derived(final String base, final String suffix)
    {
        return base.endsWith("_") && suffix.startsWith("_") ? base + suffix.substring(1) : base + suffix;
    }

    /**
     * @return the function base name of each member of a message or group, by schema name.
     */
    public static Map<String, String> blockMembers(final List<String> schemaNames)
    {
        return members(schemaNames, BLOCK_FUNCTIONS);
    }

    /**
     * @return the function base name of each member of a composite, by schema name.
     */
    public static Map<String, String> compositeMembers(final List<String> schemaNames)
    {
        return members(schemaNames, COMPOSITE_FUNCTIONS);
    }

    private static Map<String, String> members(final List<String> schemaNames, final List<String> taken)
    {
        final NameScope scope = ALLOCATOR.newMemberScope().reserve(taken);
        final Map<String, String> names = new LinkedHashMap<>();
        for (final String name : schemaNames)
        {
            names.put(name, scope.allocateWith(ALLOCATOR.snake(name), base ->
            {
                final List<String> derived = new java.util.ArrayList<>();
                MEMBER_SUFFIXES.forEach(suffix -> derived.add(derived(base, suffix)));
                derived.add("try_" + base);
                derived.add("try_" + derived(base, "_decoder"));
                return derived;
            }));
        }
        return names;
    }

    /**
     * @param taken the codec names of the message, its header and the support items.
     * @return the base of each group's codec names ({@code FuelFigures}), by the group's path in the message.
     */
    public static Map<String, String> groups(final List<String> groupPaths, final List<String> groupNames,
        final List<String> taken)
    {
        final NameScope scope = ALLOCATOR.newMemberScope().reserve(taken);
        final Map<String, String> names = new HashMap<>();
        for (int i = 0; i < groupPaths.size(); i++)
        {
            names.put(groupPaths.get(i), scope.allocate(ALLOCATOR.camel(groupNames.get(i)), List.of("Encoder", "Decoder")));
        }
        return names;
    }

    /** @return the name of each set choice for {@code get_x} and {@code set_x}, by schema name. */
    public static Map<String, String> choices(final List<String> schemaNames)
    {
        final NameScope scope = ALLOCATOR.newMemberScope().reserve(List.of("new", "clear"));
        final Map<String, String> names = new LinkedHashMap<>();
        schemaNames.forEach(name -> names.put(name, scope.allocate(ALLOCATOR.snake(name))));
        return names;
    }

    /** @return the name of each enum value, by schema name. */
    public static Map<String, String> variants(final List<String> schemaNames)
    {
        final NameScope scope = ALLOCATOR.newMemberScope().reserve(List.of("NullVal"));
        final Map<String, String> names = new LinkedHashMap<>();
        schemaNames.forEach(name -> names.put(name, scope.allocate(ALLOCATOR.variant(name))));
        return names;
    }

    /** @return a crate name from a package or namespace: {@code uk.co.real_logic.sbe} gives {@code uk_co_real_logic_sbe}. */
    public static String crateName(final String packageName)
    {
        final String name = ALLOCATOR.snake(packageName.replace('.', '_').replace("::", "_").replace('-', '_'), false);
        return List.of("std", "core", "alloc", "test", "proc_macro").contains(name) ? name + "_codecs" : name;
    }
}
