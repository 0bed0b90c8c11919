package io.sbetool.compiler.schema;

import io.sbetool.compiler.diagnostics.SourceLocation;

/** A {@code <validValue>} of an enum; the value is the trimmed element text. */
public record ValidValue(
    String name,
    String value,
    int sinceVersion,
    Integer deprecated,
    String description,
    SourceLocation location)
{
}
