package io.sbetool.compiler.schema;

import io.sbetool.compiler.diagnostics.SourceLocation;

/** A variable-length {@code <data>} member; its type names a composite with {@code length} and {@code varData}. */
public record Data(
    String name,
    int id,
    String type,
    String semanticType,
    int sinceVersion,
    Integer deprecated,
    String description,
    SourceLocation location) implements BlockMember
{
}
