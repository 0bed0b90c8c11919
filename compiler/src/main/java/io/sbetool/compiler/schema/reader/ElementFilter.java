package io.sbetool.compiler.schema.reader;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.xml.SbeNamespaces;
import io.sbetool.compiler.xml.XmlElement;

import java.util.List;
import java.util.Set;

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
        return parent.children().stream()
            .filter(child -> SbeNamespaces.isSbeOrNone(child.namespace()))
            .filter(child ->
            {
                if (expected.contains(child.localName()))
                {
                    return true;
                }
                diagnostics.error(child.location(), "unknown element <" + child.localName() + "> in <" +
                    parent.localName() + ">; expected one of " + String.join(", ", expected.stream().sorted().toList()));
                return false;
            })
            .toList();
    }
}
