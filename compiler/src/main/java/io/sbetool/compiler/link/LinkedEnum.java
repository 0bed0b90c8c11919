package io.sbetool.compiler.link;

import io.sbetool.compiler.schema.EnumType;
import io.sbetool.compiler.schema.Type;

/**
 * An enum.
 *
 * @param encoding the declaration its encodingType names (the implicit type of a primitive name
 *                 included), whatever its kind; validation checks that it is a single char or integer.
 *                 Null when the name is missing or resolves to nothing.
 */
public record LinkedEnum(EnumType source, Type encoding) implements LinkedType
{
}
