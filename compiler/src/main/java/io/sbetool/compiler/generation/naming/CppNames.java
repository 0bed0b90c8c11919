package io.sbetool.compiler.generation.naming;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Every name in the generated C++ code, each made by {@link CppNameAllocator}'s rule and allocated in its
 * scope: the classes of types and messages in the namespace, the members of each class, and the nested
 * classes of groups.
 *
 * <ul>
 *   <li>Classes: the schema name with a capital first letter. Types are allocated before messages, in one
 *       scope compared ignoring case (a header file each), so a message named as a type (Artio's enum and
 *       message {@code ResetSequenceNumber}) becomes {@code ResetSequenceNumber_2}. The nested types and
 *       constants of generated classes ({@code Value}, {@code TIME_UNIT}...) are taken: a class cannot have a
 *       member of its own name, so an enum {@code Value} becomes {@code Value_2}. Each class takes its DTO's name
 *       too ({@code CarDto} beside {@code Car}), so that a type named as another's DTO moves the later one.</li>
 *   <li>Members (fields, groups, var data, enum values, set choices) of one class, in schema order, compared
 *       exactly. Fields, groups, var data and set choices are named with a lower-case first letter, as the
 *       reference implementation's C++ names them ({@code TransactTime} gives {@code transactTime()}, group
 *       {@code MdIncGrp} gives {@code mdIncGrp()} beside its class {@code MdIncGrp}); enum values keep the
 *       schema's spelling ({@code Value::A}). Each member's accessors derive names from it
 *       ({@code securityId()} is the id of a field {@code security}), so a member whose derived names one
 *       already taken uses gets the next alternative: {@code securityId_2}; an enum value is only its own
 *       name, a set choice also {@code nameMask()}. Taken from the start: the class's own name (C++ keeps it
 *       for constructors), the methods, data members and nested types generated classes have ({@code count},
 *       {@code next}, {@code wrap}, {@code Value}, {@code computeLength}...), and every name starting with
 *       {@code sbe} and a capital that has no {@code _} ({@code sbeBlockLength}), so a field {@code count}
 *       becomes {@code count_2} and {@code sbeTemplateId} {@code sbeTemplateId_2}. A member's data member
 *       {@code m_name} is among its derived names, so a field {@code block} (the class's {@code m_block})
 *       becomes {@code block_2}; only the data members the class has are taken, so the header's
 *       {@code blockLength} keeps its name where a group's field of that name becomes {@code blockLength_2}. Enum values also keep clear of the parameters of their class's functions
 *       ({@code value}, {@code raw}, {@code out}...): an enum value {@code value} becomes {@code value_2}.</li>
 *   <li>Group classes of one block: the group's name with a capital, clear of the enclosing classes'
 *       names and of the block's members (which start lower case, so only a name with no letter to change,
 *       such as {@code _x}, can meet one): a group {@code order} of message {@code Order} gets the class
 *       {@code Order_2}.</li>
 * </ul>
 */
public final class CppNames
{
    private static final NameAllocator ALLOCATOR = new CppNameAllocator();

    /**
     * The methods, data members, nested types and template parameters the generated classes give themselves
     * beyond those {@link #isOwnName} covers by prefix; a member of the same name would hide or redeclare one.
     */
    private static final List<String> CLASS_MEMBERS = List.of(
        "wrap", "wrapForEncode", "wrapForDecode", "wrapAndApplyHeader", "buffer", "bufferLength", "offset",
        "encodedLength", "decodeLength", "actingVersion", "actingBlockLength", "skip", "count", "hasNext",
        "next", "forEach", "begin", "end", "clear", "raw", "rawValue", "isEmpty", "get", "c_str", "iterator", "Value",
        "MetaAttribute", "EPOCH", "TIME_UNIT", "SEMANTIC_TYPE", "PRESENCE", "NULL_VALUE", "computeLength",
        "isConstLength", "resetCountToIndex", "writeJson", "Func", "SBE_BLOCK_LENGTH", "SBE_TEMPLATE_ID",
        "SBE_SCHEMA_ID", "SBE_SCHEMA_VERSION", "SBE_SEMANTIC_VERSION");

    /**
     * The data members of composite and set classes; a member's flyweight is {@code m_name}, so a member named
     * {@code block} would redeclare one.
     */
    private static final List<String> FLYWEIGHT_DATA = List.of(
        "m_buffer", "m_bufferLength", "m_offset", "m_actingVersion", "m_block");

    /** The data members of message and group classes, and of a group's iterator. */
    private static final List<String> BLOCK_DATA = List.of("m_buffer", "m_bufferLength", "m_offset",
        "m_actingVersion", "m_actingBlockLength", "m_block", "m_blockLength", "m_position", "m_positionPtr",
        "m_count", "m_index", "m_group", "m_remaining", "m_headerOffset");

    /**
     * The names generated functions give their parameters and locals. A field may have one (a parameter only
     * hides a member in a function that does not use it, and the functions that call a block's accessors, JSON
     * and copying, name their locals {@code sbe...}), but an enum value may not: its class's functions take a
     * {@code value} and name the constants.
     */
    private static final List<String> PARAMETERS = List.of(
        "value", "raw", "out", "other", "copy", "dst", "src", "str", "func", "composite", "set", "group", "header",
        "message", "metaAttribute", "present", "remaining", "position", "positionPtr", "index", "length", "where",
        "bits");

    /** What a member's accessors append to its name. */
    private static final List<String> SUFFIXES = List.of("", "Id", "SinceVersion", "InActingVersion",
        "EncodingOffset", "EncodingLength", "MetaAttribute", "NullValue", "MinValue", "MaxValue", "Length",
        "Raw", "ConstValue", "Count", "HeaderLength", "CharacterEncoding", "Mask");

    /**
     * Classes generated beside the codecs in their namespace (and folder): --cpp-dispatcher's, taken whether or
     * not it is given, so that no name changes with the option.
     */
    public static final String DISPATCHER_CLASS = "MessageDispatcher";
    private static final List<String> GENERATED_CLASSES = List.of(DISPATCHER_CLASS);

    /**
     * The functions a DTO class ({@code --cpp-dtos}) declares for itself, with the reference's DTOs' names. A DTO's
     * accessor of a member with one of these names is renamed by the allocator's rule ({@code string_2()}); the
     * codec's accessor keeps its name, so enabling DTOs changes no codec.
     */
    private static final List<String> DTO_MEMBERS = List.of("string", "bytes", "bytesWithHeader", "decodeFrom",
        "decodeWith", "decodeManyWith", "encodeWith", "encodeInto", "encodeWithHeaderInto", "computeEncodedLength", "clear");

    /** What a member's accessors put before its name, capitalised. */
    private static final List<String> PREFIXES = List.of("get", "put", "skip");

    /**
     * @return the names the generated classes declare for themselves, taken in every member scope.
     */
    public static List<String> classMembers()
    {
        return CLASS_MEMBERS;
    }

    /**
     * @return the classes generated beside the codecs, which no schema type or message is named as.
     */
    public static List<String> generatedClasses()
    {
        return GENERATED_CLASSES;
    }

    /**
     * @return the names generated functions give their parameters and locals (see {@code PARAMETERS}).
     */
    public static List<String> parameters()
    {
        return PARAMETERS;
    }

    /**
     * @return whether generated code keeps the name for itself: one of its class or data members, or any name starting
     * with {@code sbe} and a capital letter that begins one of its own (OWN_SBE_NAMES). Its own names have no {@code _}, so an alternative such as
     * {@code sbeBlockLength_2} is free.
     */
    public static boolean isOwnName(final String name)
    {
        return BLOCK_DATA.contains(name) || isOwnMember(name);
    }

    /**
     * @return whether every generated class keeps the name: {@link #isOwnName} but for data members, which
     * differ by class.
     */
    private static boolean isOwnMember(final String name)
    {
        return CLASS_MEMBERS.contains(name) ||
            name.length() > 3 && name.startsWith("sbe") && Character.isUpperCase(name.charAt(3)) && name.indexOf('_') < 0 &&
            OWN_SBE_NAMES.stream().anyMatch(own -> own.startsWith(name));
    }

    /**
     * The names with the {@code sbe} prefix that generated C++ spells (functions, parameters, locals). A schema name is
     * kept from members when one of them starts with it ({@code sbeSchema}, whose {@code sbeSchemaId()} would be one),
     * and only then: real schemas have fields such as Binance's {@code sbeSchemaIdVersionDeprecated}, whose accessors
     * reference users call by that name. {@code ReservedNamesCompileTest} fails on a generated one this list lacks.
     */
    private static final List<String> OWN_SBE_NAMES = List.of("sbeActingBlockLength", "sbeArrayLength",
        "sbeBlockAndHeaderLength", "sbeBlockLength", "sbeCheckPosition", "sbeChars", "sbeCopied", "sbeCount", "sbeData",
        "sbeDst", "sbeElement", "sbeElementsLength", "sbeFieldsEnd", "sbeFieldsLength", "sbeFirst", "sbeGroup",
        "sbeHeaderOffset", "sbeHeaderSize", "sbeIndex", "sbeLength", "sbeLimit", "sbeOut", "sbePosition", "sbeReset",
        "sbeRewind", "sbeSchemaId", "sbeSchemaVersion", "sbeSemanticType", "sbeSemanticVersion", "sbeStart", "sbeTarget",
        "sbeTemplateId", "sbeText", "sbeValue", "sbeValue0", "sbeValue1", "sbeValue2", "sbeValue3", "sbeWriteJson");

    /**
     * What a type's or message's class takes in the namespace (and, as a header file each, in its folder): its own
     * name and its DTO's ({@code --cpp-dtos}' {@code CarDto}, taken whether or not the option is given, so that no
     * name changes with it). A composite {@code CarDto} then keeps its name and a message {@code Car} beside it
     * becomes {@code Car_2}, its DTO {@code Car_2Dto}, rather than two headers {@code CarDto.h}.
     */
    private static final List<String> CLASS_FILES = List.of("", "Dto");

    private final Map<String, String> typeNames = new HashMap<>();
    private final Map<String, String> messageNames = new HashMap<>();
    private final String namespace;

    /**
     * @param typeNames    the schema names of every type, in generation order.
     * @param messageNames the schema names of every message, allocated after the types.
     * @param namespace    the generated code's namespace, {@code a::b}.
     */
    public CppNames(final List<String> typeNames, final List<String> messageNames, final String namespace)
    {
        this.namespace = namespace;
        final NameScope classes = ALLOCATOR.newScope().reserve(CLASS_MEMBERS.stream()
            .filter(name -> Character.isUpperCase(name.charAt(0))).toList()).reserve(GENERATED_CLASSES);
        allocate(typeNames, this.typeNames, classes);
        allocate(messageNames, this.messageNames, classes);
    }

    private static void allocate(final List<String> schemaNames, final Map<String, String> names, final NameScope scope)
    {
        for (final String name : schemaNames)
        {
            if (!names.containsKey(name))
            {
                names.put(name, scope.allocate(className(name), CLASS_FILES));
            }
        }
    }

    /**
     * @return the class name of a schema type.
     */
    public String type(final String schemaName)
    {
        return lookUp(typeNames, schemaName);
    }

    /**
     * @return the class name of a message.
     */
    public String message(final String schemaName)
    {
        return lookUp(messageNames, schemaName);
    }

    private static String lookUp(final Map<String, String> names, final String schemaName)
    {
        final String name = names.get(schemaName);
        if (name == null)
        {
            throw new IllegalArgumentException("no type or message named " + schemaName);
        }
        return name;
    }

    /**
     * @return the class name with its namespace, for use inside classes whose nested group classes
     * might hide it.
     */
    public String qualified(final String schemaName)
    {
        return "::" + namespace + "::" + type(schemaName);
    }

    public String namespace()
    {
        return namespace;
    }

    /**
     * @param schemaNames the members of one message, group or composite in schema order: fields, then
     *                    groups, then var data.
     * @param className   the C++ name of the class.
     * @return the C++ name of each member by its schema name.
     */
    public static Map<String, String> members(final List<String> schemaNames, final String className)
    {
        return allocate(schemaNames, className, CppNames::lowerFirst, CppNames::accessors, FLYWEIGHT_DATA);
    }

    /**
     * @return the C++ name of each member of a message or group by its schema name, as {@link #members} does
     * for a composite, clear of the data members these classes have too.
     */
    public static Map<String, String> blockMembers(final List<String> schemaNames, final String className)
    {
        return allocate(schemaNames, className, CppNames::lowerFirst, CppNames::accessors, BLOCK_DATA);
    }

    /**
     * @return the C++ name of each value of an enum by its schema name; a value is only its own name.
     */
    public static Map<String, String> enumValues(final List<String> schemaNames, final String className)
    {
        final List<String> reserved = new ArrayList<>(PARAMETERS);
        reserved.addAll(FLYWEIGHT_DATA);
        return allocate(schemaNames, className, Function.identity(), List::of, reserved);
    }

    /**
     * @return the C++ name of each choice of a set by its schema name; a choice is its getter and setter,
     * and {@code nameMask()}.
     */
    public static Map<String, String> choices(final List<String> schemaNames, final String className)
    {
        return allocate(schemaNames, className, CppNames::lowerFirst, name -> List.of(name, name + "Mask"), FLYWEIGHT_DATA);
    }

    /**
     * @return the names a DTO class declares for itself, which its members' accessors are kept apart from.
     */
    public static List<String> dtoMembers()
    {
        return DTO_MEMBERS;
    }

    /**
     * The names of a DTO's accessors (and of its data members, {@code m_} and the name), by schema name: the
     * codec's name of each member, but for a name the DTO declares for itself ({@link #dtoMembers}), which gets
     * the first alternative free among the DTO's names. Every other member keeps the codec's name, so a DTO reads
     * as its codec.
     *
     * @param codecNames the codec's C++ name of each member by its schema name, from {@link #members},
     *                   {@link #blockMembers} or {@link #choices}.
     */
    public static Map<String, String> dtoNames(final Map<String, String> codecNames)
    {
        final NameScope scope = ALLOCATOR.newMemberScope().reserve(DTO_MEMBERS);
        codecNames.values().stream().filter(name -> !DTO_MEMBERS.contains(name))
            .forEach(name -> scope.reserve(List.of(name, "m_" + name)));
        final Map<String, String> names = new LinkedHashMap<>();
        codecNames.forEach((schemaName, codecName) -> names.put(schemaName, DTO_MEMBERS.contains(codecName) ?
            scope.allocateWith(codecName, name -> List.of(name, "m_" + name)) : codecName));
        return names;
    }

    /**
     * @param form     what the name is made from the schema name before the allocator's rule applies.
     * @param reserved names taken in this kind of class beyond the generated members.
     */
    private static Map<String, String> allocate(final List<String> schemaNames, final String className,
        final Function<String, String> form, final Function<String, List<String>> derived, final List<String> reserved)
    {
        final NameScope scope = ALLOCATOR.newMemberScope().reserve(CLASS_MEMBERS).reserveWhere(CppNames::isOwnMember)
            .reserve(reserved).reserve(List.of(className));
        final Map<String, String> names = new LinkedHashMap<>();
        for (final String schemaName : schemaNames)
        {
            names.put(schemaName, scope.allocateWith(ALLOCATOR.identifier(form.apply(schemaName)), derived));
        }
        return names;
    }

    /**
     * @param groupNames the schema names of the groups of one message or group.
     * @param taken      the names of the enclosing classes and of the block's members.
     * @return the nested class name of each group by its schema name.
     */
    public static Map<String, String> groupClasses(final List<String> groupNames, final Collection<String> taken)
    {
        final NameScope scope = ALLOCATOR.newMemberScope().reserve(taken).reserve(CLASS_MEMBERS);
        final Map<String, String> names = new LinkedHashMap<>();
        for (final String groupName : groupNames)
        {
            names.put(groupName, scope.allocate(className(groupName)));
        }
        return names;
    }

    /**
     * @return the name a member, group or var data has when no clash changes it.
     */
    public static String memberIdentifier(final String schemaName)
    {
        return ALLOCATOR.identifier(lowerFirst(schemaName));
    }

    /**
     * @return the name with its first letter upper-cased, for accessors such as {@code putName}.
     */
    public static String upperFirst(final String name)
    {
        return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /**
     * @return the name with its first letter lower-cased: accessors start lower case whatever the
     * schema's spelling ({@code TransactTime} gives {@code transactTime()}), as the SBE C++ codecs
     * users know name them, so that their programs compile against these headers.
     */
    static String lowerFirst(final String name)
    {
        return name.isEmpty() ? name : Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }

    private static String className(final String schemaName)
    {
        return ALLOCATOR.identifier(upperFirst(schemaName));
    }

    private static List<String> accessors(final String name)
    {
        final List<String> accessors = new ArrayList<>(SUFFIXES.size() + PREFIXES.size() + 2);
        SUFFIXES.forEach(suffix -> accessors.add(name + suffix));
        accessors.add("m_" + name);
        final String upper = upperFirst(name);
        PREFIXES.forEach(prefix -> accessors.add(prefix + upper));
        accessors.add("get" + upper + "AsString");
        accessors.add("get" + upper + "AsStringView");
        return accessors;
    }
}
