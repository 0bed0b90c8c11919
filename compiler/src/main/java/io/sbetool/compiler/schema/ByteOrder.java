package io.sbetool.compiler.schema;

import java.util.Arrays;
import java.util.Optional;

/** The {@code byteOrder} attribute of {@code messageSchema}. */
public enum ByteOrder
{
    LITTLE_ENDIAN("littleEndian"),
    BIG_ENDIAN("bigEndian");

    private final String xmlName;

    ByteOrder(final String xmlName)
    {
        this.xmlName = xmlName;
    }

    public String xmlName()
    {
        return xmlName;
    }

    public static Optional<ByteOrder> fromXmlName(final String name)
    {
        return Arrays.stream(values()).filter(order -> order.xmlName.equals(name)).findFirst();
    }
}
