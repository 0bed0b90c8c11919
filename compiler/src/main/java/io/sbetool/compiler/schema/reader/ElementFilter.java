package io.sbetool.compiler.schema.reader;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.xml.SbeNamespaces;
import io.sbetool.compiler.xml.XmlElement;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Decides which child elements are schema content. Elements of foreign namespaces are extensions
 * that other tools may use, so they are skipped; unknown SBE elements are errors.
 */
final class ElementFilter
{
    private ElementFilter()
    {
    }

    static List<XmlElement> schemaChildren(
        final XmlElement parent,
        final Set<String> expected,
        final Diagnostics diagnostics)
    {
        final List<XmlElement> children = new ArrayList<>(parent.children().size());
        for (final XmlElement child : parent.children())
        {
            if (!SbeNamespaces.isSbeOrNone(child.namespace()))
            {
                continue;
            }
            if (expected.contains(child.localName()))
            {
                children.add(child);
            }
            else
            {
                diagnostics.error(child.location(), "unknown element <" + child.localName() + "> in <" +
                    parent.localName() + ">; expected one of " + String.join(", ", new TreeSet<>(expected)));
            }
        }
        return children;
    }
}
