package io.sbetool.compiler.link;

import io.sbetool.compiler.schema.EncodedType;

/**
 * A simple type.
 *
 * @param implicit whether it stands for a primitive name such as {@code uint32} that no {@code <type>}
 *                 declares; such a type has no character encoding of its own.
 * @param valueRef for a constant whose value is {@code valueRef="Enum.value"}, that value; else null.
 */
public record LinkedEncoded(EncodedType source, boolean implicit, ValueRef valueRef) implements LinkedType
{
}
