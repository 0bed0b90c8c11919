package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.naming.Keywords;
import io.sbetool.compiler.schema.Names;

import java.util.List;

/**
 * Names become identifiers in generated code. Non-identifiers cannot be generated at all;
 * keywords can, because generators escape them with a trailing underscore.
 */
final class NameRules
{
    private NameRules()
    {
    }

    static void check(final List<NamedElement> elements, final Diagnostics diagnostics)
    {
        for (final NamedElement element : elements)
        {
            final String name = element.name();
            if (name == null)
            {
                continue; // a missing name was reported when reading
            }
            if (!Names.isIdentifier(name))
            {
                diagnostics.error(element.location(), "\"" + name + "\" is not a valid name for a " + element.kind() +
                    "; names must start with a letter or '_' and contain only letters, digits and '_'");
            }
            else if (Keywords.isKeyword(name))
            {
                diagnostics.warning(element.location(), element.describe() + " is a " + keywordLanguages(name) +
                    " keyword; " + keywordLanguages(name) + " code generated from it will name it '" +
                    Keywords.escape(name) + "'");
            }
        }
    }

    private static String keywordLanguages(final String name)
    {
        if (Keywords.isJavaKeyword(name) && Keywords.isCppKeyword(name))
        {
            return "Java and C++";
        }
        return Keywords.isJavaKeyword(name) ? "Java" : "C++";
    }
}
