package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.schema.MessageSchema;

/** sinceVersion and deprecated refer to schema versions, so they cannot exceed the schema's own version. */
final class VersionRules
{
    private VersionRules()
    {
    }

    static void check(final MessageSchema schema, final Diagnostics diagnostics)
    {
        final int version = schema.version();
        for (final NamedElement element : SchemaElements.of(schema))
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
        }
    }
}
