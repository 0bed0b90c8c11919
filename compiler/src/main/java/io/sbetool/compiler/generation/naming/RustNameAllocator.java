package io.sbetool.compiler.generation.naming;

import java.util.Locale;
import java.util.Set;

/**
 * The Rust rule for names in generated code, for two cases: {@code snake_case} (modules, functions,
 * set choices) and {@code UpperCamelCase} (structs and enums). Enum values keep the schema's spelling
 * ({@link #variant}), as the reference implementation's Rust does.
 *
 * <ul>
 *   <li>Case: {@code serialNumber} becomes {@code serial_number}, {@code MDEntryPx} {@code md_entry_px},
 *       {@code nm2} {@code nm_2}; {@code fuelFigures} becomes {@code FuelFigures}.</li>
 *   <li>A character other than an ASCII letter, digit or {@code _} becomes {@code _}; a name starting
 *       with a digit gets the prefix {@code sbe_} ({@code Sbe} for a type).</li>
 *   <li>A keyword gets a trailing {@code _}: {@code type_}, {@code Self_}. A raw identifier
 *       ({@code r#type}) would do for some, but not for {@code self}, {@code super} or {@code crate},
 *       and not as the base of derived names such as {@code type_decoder}: one rule for all.</li>
 *   <li>On a clash in a scope, the later name gets {@code _2}, {@code _3}... Names are compared ignoring
 *       case, as modules are files and file systems may ignore case.</li>
 * </ul>
 */
public final class RustNameAllocator implements NameAllocator
{
    /** Strict, reserved and edition-2021 keywords, and the weak ones that cannot name items. */
    private static final Set<String> KEYWORDS = Set.of(
        "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn", "for", "if", "impl", "in",
        "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "self", "Self", "static", "struct", "super",
        "trait", "true", "type", "unsafe", "use", "where", "while", "async", "await", "dyn", "abstract", "become", "box",
        "do", "final", "macro", "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen", "union", "_");

    @Override
    public String identifier(final String schemaName)
    {
        final StringBuilder sb = new StringBuilder(schemaName.length() + 4);
        for (int i = 0; i < schemaName.length(); i++)
        {
            final char c = schemaName.charAt(i);
            sb.append(isAsciiLetterOrDigit(c) || c == '_' ? c : '_');
        }
        final String name = sb.isEmpty() ? "sbe_empty" : sb.toString();
        if (Character.isDigit(name.charAt(0)))
        {
            return "sbe_" + name;
        }
        return KEYWORDS.contains(name) ? name + "_" : name;
    }

    @Override
    public String alternative(final String identifier, final int attempt)
    {
        return (identifier.endsWith("_") ? identifier : identifier + "_") + (attempt + 1);
    }

    @Override
    public String clashKey(final String identifier)
    {
        return identifier.toLowerCase(Locale.ROOT);
    }

    /** @return whether the name is a Rust keyword. */
    public static boolean isKeyword(final String name)
    {
        return KEYWORDS.contains(name);
    }

    /**
     * @return the schema name in {@code snake_case}, a valid identifier.
     */
    public String snake(final String schemaName)
    {
        return snake(schemaName, true);
    }

    /**
     * @param splitDigits whether a digit after a letter starts a word ({@code nm2} to {@code nm_2}, as the
     *                    reference's Rust names functions), which crate names do not ({@code mdp3}).
     * @return the name in {@code snake_case}, a valid identifier.
     */
    public String snake(final String schemaName, final boolean splitDigits)
    {
        final StringBuilder sb = new StringBuilder(schemaName.length() + 8);
        for (int i = 0; i < schemaName.length(); i++)
        {
            final char c = schemaName.charAt(i);
            final char previous = i > 0 ? schemaName.charAt(i - 1) : '_';
            final char next = i + 1 < schemaName.length() ? schemaName.charAt(i + 1) : '_';
            final boolean wordStart = Character.isUpperCase(c) &&
                (Character.isLowerCase(previous) || Character.isDigit(previous) ||
                Character.isUpperCase(previous) && Character.isLowerCase(next)) ||
                splitDigits && Character.isDigit(c) && Character.isLetter(previous);
            if (wordStart && sb.length() > 0 && sb.charAt(sb.length() - 1) != '_')
            {
                sb.append('_');
            }
            sb.append(Character.toLowerCase(isAsciiLetterOrDigit(c) ? c : '_'));
        }
        return identifier(collapse(sb.toString()));
    }

    /**
     * @return the schema name in {@code UpperCamelCase}, a valid identifier.
     */
    public String camel(final String schemaName)
    {
        final StringBuilder sb = new StringBuilder(schemaName.length());
        boolean upper = true;
        for (int i = 0; i < schemaName.length(); i++)
        {
            final char c = schemaName.charAt(i);
            if (!isAsciiLetterOrDigit(c))
            {
                upper = true;
                continue;
            }
            sb.append(upper ? Character.toUpperCase(c) : c);
            upper = false;
        }
        final String name = sb.isEmpty() ? "SbeEmpty" : sb.toString();
        if (Character.isDigit(name.charAt(0)))
        {
            return "Sbe" + name;
        }
        return KEYWORDS.contains(name) ? name + "_" : name;
    }

    /**
     * @return an enum value's name: the schema's spelling, made a valid identifier.
     */
    public String variant(final String schemaName)
    {
        final String name = identifier(schemaName);
        return name.startsWith("sbe_") && !schemaName.startsWith("sbe_") ? "Sbe" + name.substring(3) : name;
    }

    private static String collapse(final String name)
    {
        String collapsed = name;
        while (collapsed.contains("__"))
        {
            collapsed = collapsed.replace("__", "_");
        }
        return collapsed;
    }

    private static boolean isAsciiLetterOrDigit(final char c)
    {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }
}
