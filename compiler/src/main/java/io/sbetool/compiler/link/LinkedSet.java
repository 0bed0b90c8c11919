package io.sbetool.compiler.link;

import io.sbetool.compiler.schema.SetType;
import io.sbetool.compiler.schema.Type;

/**
 * A set (bitset).
 *
 * @param encoding as for {@link LinkedEnum#encoding()}.
 */
public record LinkedSet(SetType source, Type encoding) implements LinkedType
{
}
