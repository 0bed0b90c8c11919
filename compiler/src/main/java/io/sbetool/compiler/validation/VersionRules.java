package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostics;

import java.util.List;

/**
 * sinceVersion and deprecated refer to schema versions, so they cannot exceed the schema's own version,
 * and nothing is deprecated before it is added.
 */
final class VersionRules
{
    private VersionRules()
    {
    }

    static void check(final List<NamedElement> elements, final int version, final Diagnostics diagnostics)
    {
        for (final NamedElement element : elements)
        {
            if (element.sinceVersion() > version)
            {
                diagnostics.error(element.location(), "sinceVersion " + element.sinceVersion() + " of " +
                    element.describe() + " is greater than the schema version " + version +
                    "; raise the messageSchema version or lower sinceVersion");
            }
            if (element.deprecated() != null && element.deprecated() > version)
            {
                diagnostics.error(element.location(), "deprecated " + element.deprecated() + " of " +
                    element.describe() + " is greater than the schema version " + version);
            }
            if (element.deprecated() != null && element.deprecated() < element.sinceVersion())
            {
                diagnostics.error(element.location(), "deprecated " + element.deprecated() + " of " +
                    element.describe() + " is lower than its sinceVersion " + element.sinceVersion() +
                    "; it cannot be deprecated before it was added");
            }
        }
    }
}
