package io.sbetool.compiler.generation;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The identifiers of generated C++ text, for checking that the C++ allocator knows every name generated code
 * gives itself.
 */
final class CppIdentifiers
{
    private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/|//[^\\n]*", Pattern.DOTALL);
    private static final Pattern LITERAL = Pattern.compile("\"(\\\\.|[^\"\\\\])*\"|'(\\\\.|[^'\\\\])*'");
    private static final Pattern DIRECTIVE = Pattern.compile("(?m)^\\s*#.*$");
    private static final Pattern IDENTIFIER = Pattern.compile("(::|\\.|->)?\\s*\\b([A-Za-z_][A-Za-z0-9_]*)");

    /** The schema names of ReservedNamesCompileTest's fixed types and their members, and the names made of them. */
    private static final List<String> FIXED = List.of("messageHeader", "groupSizeEncoding", "varDataEncoding",
        "blockLength", "templateId", "schemaId", "version", "numInGroup", "length", "varData", "Text", "Price",
        "mantissa", "exponent", "Values", "Choices", "Members", "Fields", "Groups", "Data", "f", "a", "A", "M");

    private CppIdentifiers()
    {
    }

    /**
     * @return the identifiers the text spells outside comments, literals and preprocessor lines, but for
     * those after {@code ::}, {@code .} or {@code ->}: other classes' members and namespaces' names.
     */
    static Set<String> unqualified(final String text)
    {
        String code = COMMENT.matcher(text).replaceAll(" ");
        code = LITERAL.matcher(code).replaceAll(" ");
        code = DIRECTIVE.matcher(code).replaceAll(" ");
        final Set<String> names = new TreeSet<>();
        final Matcher matcher = IDENTIFIER.matcher(code);
        while (matcher.find())
        {
            if (matcher.group(1) == null)
            {
                names.add(matcher.group(2));
            }
        }
        return names;
    }

    /**
     * @return whether the identifier is one of the fixed schema names or made from one ({@code blockLengthId},
     * {@code getText}).
     */
    static boolean fromFixedSchemaNames(final String identifier)
    {
        final String lower = identifier.toLowerCase(Locale.ROOT);
        for (final String name : FIXED)
        {
            final String fixed = name.toLowerCase(Locale.ROOT);
            final boolean made = name.length() == 1 ?
                identifier.matches("(m_)?" + name + "([A-Z_].*)?") :
                lower.matches("(m_|get|put|skip)?" + fixed + ".*");
            if (made)
            {
                return true;
            }
        }
        return false;
    }
}
