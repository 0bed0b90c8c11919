package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.SourceLocation;

/**
 * A flattened view of any named schema element, so that rules about names and versions can treat
 * types, members, values, messages and fields alike.
 *
 * @param kind what the element is, as written in messages ("field", "validValue"...).
 */
record NamedElement(String kind, String name, int sinceVersion, Integer deprecated, SourceLocation location)
{
    String describe()
    {
        return kind + " '" + name + "'";
    }
}
