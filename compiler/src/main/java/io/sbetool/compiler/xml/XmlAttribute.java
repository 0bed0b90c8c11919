package io.sbetool.compiler.xml;

/**
 * An attribute as written in the schema. The namespace is kept so that attributes from foreign
 * vocabularies (for example {@code mbx:exponent}) can be told apart from SBE attributes.
 *
 * @param namespace namespace URI, empty when the attribute is unqualified.
 */
public record XmlAttribute(String namespace, String localName, String value)
{
    public boolean isUnqualified()
    {
        return namespace.isEmpty();
    }
}
