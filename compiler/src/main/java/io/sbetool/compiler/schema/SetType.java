package io.sbetool.compiler.schema;

import io.sbetool.compiler.diagnostics.SourceLocation;

import java.util.List;

/** A {@code <set>} (bitset). The encoding type is a primitive name or the name of an encoded type. */
public record SetType(
    String name,
    String encodingType,
    List<Choice> choices,
    String semanticType,
    Integer offset,
    int sinceVersion,
    Integer deprecated,
    String description,
    SourceLocation location) implements Type
{
    public SetType
    {
        choices = List.copyOf(choices);
    }
}
