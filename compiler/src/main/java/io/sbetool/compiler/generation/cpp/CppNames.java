package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.naming.Keywords;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * C++ names for schema names. A name that C++ would not accept as written, or that a standard
 * header may define as a macro, or that the generated classes already use for their own methods,
 * gets a trailing {@code _}: {@code delete} becomes {@code delete_}, {@code errno} becomes
 * {@code errno_}, a group field called {@code count} becomes {@code count_}.
 */
final class CppNames
{
    /**
     * Macros and functions the C and C++ standard headers may define as macros: a member with one of
     * these names would be rewritten by the preprocessor before the compiler sees it.
     */
    private static final Set<String> STANDARD_MACROS = Set.of(
        "NULL", "EOF", "errno", "assert", "stdin", "stdout", "stderr", "offsetof", "setjmp", "va_arg",
        "va_start", "va_end", "va_copy", "BUFSIZ", "FILENAME_MAX", "CHAR_BIT", "INT_MAX", "INT_MIN",
        "UINT_MAX", "LONG_MAX", "LONG_MIN", "EXIT_SUCCESS", "EXIT_FAILURE", "RAND_MAX", "MB_CUR_MAX",
        "SEEK_SET", "SEEK_CUR", "SEEK_END", "EDOM", "ERANGE", "EILSEQ", "HUGE_VAL", "INFINITY", "NAN",
        "SIGABRT", "SIGINT", "SIGSEGV", "SIGTERM", "SIGFPE", "SIGILL", "CLOCKS_PER_SEC", "TIME_UTC",
        "linux", "unix", "major", "minor", "makedev", "TRUE", "FALSE", "DOMAIN", "OVERFLOW", "UNDERFLOW");

    /**
     * Names the generated flyweights give their own members; a field of the same name would clash.
     */
    private static final Set<String> FLYWEIGHT_MEMBERS = Set.of(
        "wrap", "wrapForEncode", "wrapForDecode", "wrapAndApplyHeader", "buffer", "bufferLength", "offset",
        "encodedLength", "decodeLength", "actingVersion", "actingBlockLength", "skip", "count", "hasNext",
        "next", "forEach", "begin", "end", "clear", "raw", "get", "c_str", "iterator", "Value",
        "MetaAttribute", "EPOCH", "TIME_UNIT", "SEMANTIC_TYPE", "PRESENCE", "NULL_VALUE");

    private final Map<String, String> typeNames = new HashMap<>();
    private final Map<String, String> messageNames = new HashMap<>();
    private final String namespace;

    /**
     * @param typeNames    the schema names of every type, in generation order.
     * @param messageNames the schema names of every message: a message whose C++ name an earlier
     *                     type or message took gets a trailing {@code _}.
     * @param namespace    the generated code's namespace, {@code a::b}.
     */
    CppNames(final List<String> typeNames, final List<String> messageNames, final String namespace)
    {
        this.namespace = namespace;
        final Set<String> used = new HashSet<>();
        allocate(typeNames, this.typeNames, used);
        allocate(messageNames, this.messageNames, used);
    }

    private static void allocate(final List<String> schemaNames, final Map<String, String> names, final Set<String> used)
    {
        for (final String name : schemaNames)
        {
            if (names.containsKey(name))
            {
                continue;
            }
            String cppName = escape(upperFirst(name));
            // Compared ignoring case: the headers are files, and some file systems ignore case.
            while (!used.add(cppName.toLowerCase(Locale.ROOT)))
            {
                cppName = cppName + "_";
            }
            names.put(name, cppName);
        }
    }

    /**
     * @return the class name of a schema type.
     */
    String type(final String schemaName)
    {
        return lookUp(typeNames, schemaName);
    }

    /**
     * @return the class name of a message.
     */
    String message(final String schemaName)
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
    String qualified(final String schemaName)
    {
        return "::" + namespace + "::" + type(schemaName);
    }

    String namespace()
    {
        return namespace;
    }

    /**
     * @return the C++ name of a field, group, var-data element, set choice or enum value.
     */
    static String member(final String schemaName)
    {
        final String name = escape(schemaName);
        return FLYWEIGHT_MEMBERS.contains(name) ? name + "_" : name;
    }

    /**
     * @return the C++ name of a member of the class {@code className}; a member may not share its
     * class's name, which C++ keeps for constructors.
     */
    static String member(final String schemaName, final String className)
    {
        final String name = member(schemaName);
        return name.equals(className) ? name + "_" : name;
    }

    /**
     * @return the name with its first letter upper-cased, for accessors such as {@code putName}.
     */
    static String upperFirst(final String name)
    {
        return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /**
     * Keywords, standard macros and reserved identifiers (a leading underscore and a capital, or a
     * double underscore) get a trailing {@code _}.
     */
    static String escape(final String name)
    {
        if (Keywords.isCppKeyword(name) || STANDARD_MACROS.contains(name) || isReserved(name))
        {
            return name + "_";
        }
        return name;
    }

    private static boolean isReserved(final String name)
    {
        return name.contains("__") || name.length() > 1 && name.charAt(0) == '_' && Character.isUpperCase(name.charAt(1));
    }
}
