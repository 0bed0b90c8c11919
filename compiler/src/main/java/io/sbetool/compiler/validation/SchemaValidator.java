package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.schema.MessageSchema;

/**
 * Runs every semantic rule over a schema model. All rules run, whatever earlier rules found, so that
 * one compiler run reports every problem.
 */
public final class SchemaValidator
{
    private SchemaValidator()
    {
    }

    public static void validate(final MessageSchema schema, final Diagnostics diagnostics)
    {
        NameRules.check(schema, diagnostics);
        VersionRules.check(schema, diagnostics);
        new TypeRules(schema, diagnostics).check();
        new MessageRules(schema, diagnostics).check();
        new StructureRules(schema, diagnostics).check();
    }
}
