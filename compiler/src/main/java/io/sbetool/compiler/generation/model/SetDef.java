package io.sbetool.compiler.generation.model;

import java.util.List;

/**
 * A set: a bit field of named choices.
 *
 * @param encodedLength the bytes of the bit field.
 * @param encoding      the encoding of the raw bit field.
 * @param choices       the choices in schema order.
 */
public record SetDef(
    String name, String description, int sinceVersion, int deprecated, int encodedLength, PrimitiveEncoding encoding,
    List<Choice> choices)
    implements TypeDef
{
    public SetDef
    {
        choices = List.copyOf(choices);
    }
}
