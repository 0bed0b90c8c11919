package io.sbetool.compiler.generation.naming;

import io.sbetool.compiler.naming.Keywords;

import java.util.Locale;

/**
 * The C++ rule for names in generated code.
 *
 * <ul>
 *   <li>A character other than an ASCII letter, digit or {@code _} becomes {@code _}, and a run of
 *       underscores becomes one: identifiers containing {@code __} are reserved to the implementation.</li>
 *   <li>A name starting with a digit gets the prefix {@code sbe_}: {@code 2ndLeg} becomes {@code sbe_2ndLeg}.
 *       A name starting with {@code _} and a capital letter (also reserved) loses the underscore and gets the
 *       prefix: {@code _Side} becomes {@code sbe_Side}. An empty name becomes {@code sbe_empty}.</li>
 *   <li>A keyword or alternative token ({@code class}, {@code and}), or a macro the standard library or
 *       common platforms define ({@code errno}, {@code EOF}, {@code NULL}, {@code assert}, {@code stdin},
 *       {@code unix}, {@code linux}, {@code SIZE_MAX}, {@code EINVAL}... the one list of
 *       {@link Keywords#isCppMacro}), or a name starting with {@code SBETOOL_} (the generated code's own macros),
 *       gets a trailing {@code _}: {@code errno_}.</li>
 *   <li>On a clash with a name taken in the same scope, the later name gets {@code _2}, {@code _3}... until
 *       it is free ({@code Order}, {@code Order_2}); appending underscores, as in Java, would make reserved
 *       {@code __}. Names are compared ignoring case, as each type gets a header file.</li>
 * </ul>
 */
public final class CppNameAllocator implements NameAllocator
{
    private static final String PREFIX = "sbe_";

    /** The prefix of the macros of generated code: include guards and the support header's settings. */
    private static final String OWN_MACROS = "SBETOOL_";

    @Override
    public String identifier(final String schemaName)
    {
        final StringBuilder sb = new StringBuilder(schemaName.length() + PREFIX.length());
        for (int i = 0; i < schemaName.length(); i++)
        {
            final char c = schemaName.charAt(i);
            final char mapped = isAsciiLetterOrDigit(c) ? c : '_';
            if (!(mapped == '_' && sb.length() > 0 && sb.charAt(sb.length() - 1) == '_'))
            {
                sb.append(mapped);
            }
        }
        String name = sb.toString();
        if (name.isEmpty())
        {
            return PREFIX + "empty";
        }
        if (Character.isDigit(name.charAt(0)))
        {
            name = PREFIX + name;
        }
        else if (name.length() > 1 && name.charAt(0) == '_' && Character.isUpperCase(name.charAt(1)))
        {
            name = PREFIX + name.substring(1);
        }
        return isReserved(name) ? name + "_" : name;
    }

    private static boolean isReserved(final String name)
    {
        return Keywords.isCppKeyword(name) || Keywords.isCppMacro(name) || name.startsWith(OWN_MACROS);
    }

    @Override
    public String alternative(final String identifier, final int attempt)
    {
        final String alternative = (identifier.endsWith("_") ? identifier : identifier + "_") + (attempt + 1);
        // M_PI_ (the macro M_PI escaped) must not become the macro M_PI_2.
        return isReserved(alternative) ? alternative + "_" : alternative;
    }

    @Override
    public String clashKey(final String identifier)
    {
        return identifier.toLowerCase(Locale.ROOT);
    }

    private static boolean isAsciiLetterOrDigit(final char c)
    {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }
}
