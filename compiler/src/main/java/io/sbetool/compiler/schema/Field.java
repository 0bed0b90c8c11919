package io.sbetool.compiler.schema;

import io.sbetool.compiler.diagnostics.SourceLocation;
import io.sbetool.ir.Presence;

/**
 * A fixed-size {@code <field>}.
 * <p>
 * epoch, timeUnit and semanticType are the attribute texts exactly as written, null when absent: the
 * IR records what the schema says, so a default written out is kept apart from one left implicit.
 *
 * @param type     name of a declared type or of a primitive type.
 * @param offset   explicit offset in the block, or null.
 * @param presence as declared on the field, REQUIRED when absent; the type's own presence is separate.
 * @param valueRef {@code EnumName.validValueName} for a constant field, or null.
 */
public record Field(
    String name,
    int id,
    String type,
    Integer offset,
    Presence presence,
    String valueRef,
    int sinceVersion,
    Integer deprecated,
    String epoch,
    String timeUnit,
    String semanticType,
    String description,
    SourceLocation location) implements BlockMember
{
}
