package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.link.LinkedSchema;

import java.util.List;

/**
 * Runs every semantic rule over a linked schema. All rules run, whatever earlier rules found, so that
 * one compiler run reports every problem.
 */
public final class SchemaValidator
{
    private SchemaValidator()
    {
    }

    public static void validate(final LinkedSchema schema, final Diagnostics diagnostics)
    {
        final List<NamedElement> elements = SchemaElements.of(schema.source());
        NameRules.check(elements, diagnostics);
        VersionRules.check(elements, schema.source().version(), diagnostics);
        new TypeRules(schema, diagnostics).check();
        new MessageRules(schema, diagnostics).check();
        new StructureRules(schema, diagnostics).check();
        new HeaderRangeRules(schema, diagnostics).check();
        new LayoutLimitRules(schema, diagnostics).check();
        new EvolutionRules(schema, diagnostics).check();
        new FieldTypeRules(schema, diagnostics).check();
    }
}
