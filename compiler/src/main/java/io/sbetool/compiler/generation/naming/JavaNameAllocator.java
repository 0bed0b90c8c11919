package io.sbetool.compiler.generation.naming;

import io.sbetool.compiler.naming.Keywords;

import java.util.Locale;

/**
 * The Java rule for names in generated code.
 *
 * <ul>
 *   <li>A character that cannot appear in a Java identifier becomes {@code _}; a name whose first character
 *       cannot start one gets a leading {@code _} ({@code 2ndLeg} becomes {@code _2ndLeg}).</li>
 *   <li>A keyword, literal or restricted identifier ({@code new}, {@code true}, {@code var}, {@code record},
 *       {@code _}...) gets a trailing {@code _}: {@code new_}.</li>
 *   <li>On a clash with a name taken in the same scope, the later name gets {@code _} appended until it is
 *       free: {@code Order}, {@code Order_}, {@code Order__}. Names are compared ignoring case, as each class
 *       is a file and file systems may ignore case.</li>
 * </ul>
 */
public final class JavaNameAllocator implements NameAllocator
{
    @Override
    public String identifier(final String schemaName)
    {
        if (schemaName.isEmpty())
        {
            return "_empty";
        }
        final StringBuilder sb = new StringBuilder(schemaName.length() + 1);
        if (!Character.isJavaIdentifierStart(schemaName.charAt(0)))
        {
            sb.append('_');
        }
        for (int i = 0; i < schemaName.length(); i++)
        {
            final char c = schemaName.charAt(i);
            sb.append(Character.isJavaIdentifierPart(c) ? c : '_');
        }
        return Keywords.escapeJava(sb.toString());
    }

    @Override
    public String alternative(final String identifier, final int attempt)
    {
        return identifier + "_".repeat(attempt);
    }

    @Override
    public String clashKey(final String identifier)
    {
        return identifier.toLowerCase(Locale.ROOT);
    }
}
