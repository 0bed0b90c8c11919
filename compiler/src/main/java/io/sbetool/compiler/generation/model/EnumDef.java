package io.sbetool.compiler.generation.model;

import java.util.List;

/**
 * An enum: named values of an integer or char encoding.
 *
 * @param encoding the encoding of its raw value, with its null value.
 * @param values   the valid values in schema order.
 */
public record EnumDef(
    String name, String description, int sinceVersion, int deprecated, PrimitiveEncoding encoding, List<EnumValue> values)
    implements TypeDef
{
    public EnumDef
    {
        values = List.copyOf(values);
    }

    /**
     * @return the value with the given name, or null.
     */
    public EnumValue value(final String valueName)
    {
        for (final EnumValue value : values)
        {
            if (value.name().equals(valueName))
            {
                return value;
            }
        }
        return null;
    }
}
