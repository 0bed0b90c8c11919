package io.sbetool.compiler.xml;

import io.sbetool.compiler.diagnostics.SourceLocation;

import java.util.List;
import java.util.Optional;

/**
 * An immutable element of the schema document with the place it started in its source file.
 * Only elements and their direct text are kept; comments and processing instructions are dropped.
 *
 * @param namespace namespace URI, empty when unqualified.
 * @param text      the concatenated character data directly inside this element, untrimmed.
 */
public record XmlElement(
    String namespace,
    String localName,
    List<XmlAttribute> attributes,
    List<XmlElement> children,
    String text,
    SourceLocation location)
{
    public XmlElement
    {
        attributes = List.copyOf(attributes);
        children = List.copyOf(children);
    }

    /** The value of an attribute in no namespace or in one of the SBE namespaces, if present. */
    public Optional<String> attribute(final String name)
    {
        return Optional.ofNullable(attributeOrNull(name));
    }

    /** As {@link #attribute}, without the Optional: the reader asks for several attributes of every element. */
    public String attributeOrNull(final String name)
    {
        for (final XmlAttribute attribute : attributes)
        {
            if (attribute.localName().equals(name) &&
                (attribute.isUnqualified() || SbeNamespaces.isSbe(attribute.namespace())))
            {
                return attribute.value();
            }
        }
        return null;
    }
}
