package io.sbetool.compiler.schema;

import io.sbetool.compiler.diagnostics.SourceLocation;
import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveType;

/**
 * A simple encoding ({@code <type>}): a primitive or an array of primitives.
 * Value texts are kept trimmed as written; null when absent.
 *
 * @param primitiveType null only when the schema names an unknown primitive (already reported).
 * @param constantValue the element text of a constant, trimmed; null when empty.
 * @param valueRef      {@code EnumName.validValueName} giving the constant, or null.
 */
public record EncodedType(
    String name,
    PrimitiveType primitiveType,
    int length,
    Presence presence,
    String constantValue,
    String valueRef,
    String nullValue,
    String minValue,
    String maxValue,
    String characterEncoding,
    String semanticType,
    Integer offset,
    int sinceVersion,
    Integer deprecated,
    String description,
    SourceLocation location) implements Type
{
    /** The implicit type used when a field names a primitive type such as {@code uint32} directly. */
    public static EncodedType implicit(final PrimitiveType primitiveType, final SourceLocation location)
    {
        return new EncodedType(primitiveType.primitiveName(), primitiveType, 1, Presence.REQUIRED,
            null, null, null, null, null, null, null, null, 0, null, null, location);
    }

    public boolean isConstant()
    {
        return presence == Presence.CONSTANT;
    }

    /** Length 0 marks the variable-length part of a var-data composite. */
    public boolean isVariableLength()
    {
        return length == 0;
    }
}
