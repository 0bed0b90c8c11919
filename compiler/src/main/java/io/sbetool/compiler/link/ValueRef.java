package io.sbetool.compiler.link;

import io.sbetool.compiler.schema.EnumType;
import io.sbetool.compiler.schema.ValidValue;

/**
 * A resolved {@code valueRef="EnumName.validValueName"}.
 *
 * @param text the attribute as written (trimmed), which the IR records on a constant field.
 */
public record ValueRef(String text, EnumType enumType, ValidValue value)
{
}
