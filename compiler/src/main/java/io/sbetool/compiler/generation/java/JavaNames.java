package io.sbetool.compiler.generation.java;

import java.util.Set;

/**
 * Maps schema names to valid Java identifiers. Every rule lives here so the front end and the
 * generator agree: keywords and literals get a trailing {@code _} ({@code new} becomes {@code new_}),
 * characters that cannot appear in an identifier become {@code _}, and a name that cannot start an
 * identifier gets a leading {@code _}.
 */
public final class JavaNames
{
    private static final Set<String> KEYWORDS = Set.of(
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const",
        "continue", "default", "do", "double", "else", "enum", "extends", "final", "finally", "float",
        "for", "goto", "if", "implements", "import", "instanceof", "int", "interface", "long", "native",
        "new", "package", "private", "protected", "public", "return", "short", "static", "strictfp",
        "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try", "void",
        "volatile", "while", "true", "false", "null", "_", "var", "yield", "record", "sealed", "permits");

    private JavaNames()
    {
    }

    public static boolean isKeyword(final String name)
    {
        return KEYWORDS.contains(name);
    }

    /**
     * @param name any schema name.
     * @return a valid Java identifier: invalid characters replaced by {@code _}, a leading {@code _}
     * when the first character cannot start an identifier, a trailing {@code _} for keywords.
     */
    public static String identifier(final String name)
    {
        if (name.isEmpty())
        {
            return "_empty";
        }
        final StringBuilder sb = new StringBuilder(name.length() + 1);
        if (!Character.isJavaIdentifierStart(name.charAt(0)))
        {
            sb.append('_');
        }
        for (int i = 0; i < name.length(); i++)
        {
            final char c = name.charAt(i);
            sb.append(Character.isJavaIdentifierPart(c) ? c : '_');
        }
        final String result = sb.toString();
        return isKeyword(result) ? result + '_' : result;
    }

    /**
     * @param name a schema package name, e.g. {@code baseline-bigendian} or {@code SBE tests}.
     * @return a valid Java package name: each dot-separated segment made an {@link #identifier}.
     */
    public static String packageName(final String name)
    {
        final String[] segments = name.trim().split("\\.", -1);
        final StringBuilder sb = new StringBuilder(name.length() + 4);
        for (final String segment : segments)
        {
            if (segment.isEmpty())
            {
                continue;
            }
            if (sb.length() > 0)
            {
                sb.append('.');
            }
            sb.append(identifier(segment));
        }
        return sb.toString();
    }

    /**
     * @return the name as a class name: an identifier with its first letter upper case.
     */
    public static String className(final String name)
    {
        return identifier(capitalize(name));
    }

    /**
     * @return the name as a method or variable name: an identifier with its first letter lower case.
     */
    public static String propertyName(final String name)
    {
        return identifier(uncapitalize(name));
    }

    /**
     * @return the name for an enum constant or choice: an identifier, case kept.
     */
    public static String constantName(final String name)
    {
        return identifier(name);
    }

    /**
     * @return {@code name} with its first character upper case, e.g. for {@code getX} from {@code x}.
     */
    public static String capitalize(final String name)
    {
        return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    public static String uncapitalize(final String name)
    {
        return name.isEmpty() ? name : Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }
}
