package io.sbetool.compiler.naming;

import java.util.Set;
import java.util.TreeSet;

/**
 * Reserved words of the target languages. Schema names that collide with them are legal SBE
 * (real schemas name enum values {@code true}, {@code new}, {@code NULL}...) but generated code
 * has to escape them, by appending an underscore.
 */
public final class Keywords
{
    private static final Set<String> JAVA = Set.of(
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const",
        "continue", "default", "do", "double", "else", "enum", "extends", "final", "finally", "float",
        "for", "goto", "if", "implements", "import", "instanceof", "int", "interface", "long", "native",
        "new", "package", "private", "protected", "public", "return", "short", "static", "strictfp",
        "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try", "void",
        "volatile", "while", "true", "false", "null", "_", "var", "yield", "record", "sealed", "permits",
        "non-sealed");

    private static final Set<String> CPP = Set.of(
        "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break", "case",
        "catch", "char", "char8_t", "char16_t", "char32_t", "class", "compl", "concept", "const",
        "consteval", "constexpr", "constinit", "const_cast", "continue", "co_await", "co_return",
        "co_yield", "decltype", "default", "delete", "do", "double", "dynamic_cast", "else", "enum",
        "explicit", "export", "extern", "false", "float", "for", "friend", "goto", "if", "inline", "int",
        "long", "mutable", "namespace", "new", "noexcept", "not", "not_eq", "nullptr", "operator", "or",
        "or_eq", "private", "protected", "public", "register", "reinterpret_cast", "requires", "return",
        "short", "signed", "sizeof", "static", "static_assert", "static_cast", "struct", "switch",
        "template", "this", "thread_local", "throw", "true", "try", "typedef", "typeid", "typename",
        "union", "unsigned", "using", "virtual", "void", "volatile", "wchar_t", "while", "xor", "xor_eq",
        // Macros that standard headers define, which break generated code just like keywords.
        "NULL", "EOF", "errno", "assert");

    private Keywords()
    {
    }

    public static boolean isJavaKeyword(final String name)
    {
        return JAVA.contains(name);
    }

    public static boolean isCppKeyword(final String name)
    {
        return CPP.contains(name);
    }

    /**
     * @return whether the name is a macro that standard or platform headers define (see {@link CppMacros}).
     */
    public static boolean isCppMacro(final String name)
    {
        return CppMacros.names().contains(name);
    }

    /**
     * @return every word the C++ rule escapes: keywords, alternative tokens and macros.
     */
    public static Set<String> cppReserved()
    {
        final Set<String> all = new TreeSet<>(CPP);
        all.addAll(CppMacros.names());
        return all;
    }

    /**
     * @return every word the Java rule escapes: keywords, literals and restricted identifiers.
     */
    public static Set<String> javaReserved()
    {
        return new TreeSet<>(JAVA);
    }

    public static boolean isKeyword(final String name)
    {
        return isJavaKeyword(name) || isCppKeyword(name);
    }

    /** The escaped form generated code uses for a keyword: the name with an underscore appended. */
    public static String escape(final String name)
    {
        return escapeIf(isKeyword(name), name);
    }

    /** {@link #escape} for Java only. */
    public static String escapeJava(final String name)
    {
        return escapeIf(isJavaKeyword(name), name);
    }

    /** {@link #escape} for C++ only. */
    public static String escapeCpp(final String name)
    {
        return escapeIf(isCppKeyword(name), name);
    }

    private static String escapeIf(final boolean keyword, final String name)
    {
        return keyword ? name + "_" : name;
    }
}
