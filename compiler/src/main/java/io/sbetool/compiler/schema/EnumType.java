package io.sbetool.compiler.schema;

import io.sbetool.compiler.diagnostics.SourceLocation;

import java.util.List;

/**
 * An {@code <enum>}. The encoding type is either a primitive name ({@code char}, {@code uint8}...)
 * or the name of an encoded type, from which presence and nullValue are inherited; the linker resolves
 * it to an {@link EncodedType} in both cases.
 */
public record EnumType(
    String name,
    String encodingType,
    List<ValidValue> validValues,
    String semanticType,
    Integer offset,
    int sinceVersion,
    Integer deprecated,
    String description,
    SourceLocation location) implements Type
{
    public EnumType
    {
        validValues = List.copyOf(validValues);
    }
}
