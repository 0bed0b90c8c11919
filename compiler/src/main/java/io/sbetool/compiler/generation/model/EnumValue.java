package io.sbetool.compiler.generation.model;

import io.sbetool.ir.PrimitiveValue;

/**
 * One validValue of an enum.
 *
 * @param value the raw value on the wire.
 */
public record EnumValue(String name, String description, int sinceVersion, int deprecated, PrimitiveValue value)
{
    public boolean isDeprecated()
    {
        return deprecated > 0;
    }
}
