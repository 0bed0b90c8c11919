package io.sbetool.compiler.schema;

import java.util.Arrays;
import java.util.Optional;

/** The {@code presence} attribute of types and fields. */
public enum Presence
{
    REQUIRED("required"),
    OPTIONAL("optional"),
    CONSTANT("constant");

    private final String xmlName;

    Presence(final String xmlName)
    {
        this.xmlName = xmlName;
    }

    public String xmlName()
    {
        return xmlName;
    }

    public static Optional<Presence> fromXmlName(final String name)
    {
        return Arrays.stream(values()).filter(p -> p.xmlName.equals(name)).findFirst();
    }
}
