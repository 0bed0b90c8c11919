package io.sbetool.compiler.schema;

import io.sbetool.compiler.diagnostics.SourceLocation;

/** A {@code <ref>} inside a composite: a named use of a type declared elsewhere in {@code <types>}. */
public record Ref(
    String name,
    String type,
    Integer offset,
    int sinceVersion,
    Integer deprecated,
    String semanticType,
    SourceLocation location) implements CompositeMember
{
}
