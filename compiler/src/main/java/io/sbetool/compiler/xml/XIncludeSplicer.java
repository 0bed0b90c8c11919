package io.sbetool.compiler.xml;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Replaces an {@code xi:include} element by the content of the file it names.
 * <p>
 * The standard's own example includes a file whose root is a {@code <types>} element, so a root that
 * is itself a schema construct is spliced as it is. Any other root (a {@code messageSchema} or some
 * wrapper element) only carries content, so its children are spliced instead.
 */
final class XIncludeSplicer
{
    private static final Set<String> SPLICED_AS_IS = Set.of(
        "types", "type", "composite", "enum", "set", "ref", "message", "field", "group", "data");

    private final XmlTreeReader reader;

    XIncludeSplicer(final XmlTreeReader reader)
    {
        this.reader = reader;
    }

    boolean isInclude(final XmlElement element)
    {
        return SbeNamespaces.XINCLUDE.equals(element.namespace()) && "include".equals(element.localName());
    }

    List<XmlElement> splice(final XmlElement include, final Path includingFile, final IncludeChain chain)
    {
        final Optional<String> href = include.attribute("href");
        if (href.isEmpty() || href.get().isBlank())
        {
            reader.diagnostics().error(include.location(), "xi:include needs an href attribute naming the file to include");
            return List.of();
        }
        if (!"xml".equals(include.attribute("parse").orElse("xml")))
        {
            reader.diagnostics().error(include.location(),
                "xi:include parse=\"" + include.attribute("parse").get() + "\" is not supported; only parse=\"xml\" is");
            return List.of();
        }
        final Path parent = includingFile.toAbsolutePath().getParent();
        final Path target = parent.resolve(href.get().strip()).normalize();
        if (chain.contains(target))
        {
            reader.diagnostics().error(include.location(),
                "xi:include cycle: " + chain.describeCycle(target) + "; remove one of these includes");
            return List.of();
        }
        if (!target.toFile().isFile())
        {
            return fallback(include).orElseGet(() ->
            {
                reader.diagnostics().error(include.location(),
                    "cannot include '" + href.get().strip() + "': file not found (looked for " + target + ")");
                return List.of();
            });
        }
        return reader.read(target, chain, include.location()).map(XIncludeSplicer::content).orElse(List.of());
    }

    private Optional<List<XmlElement>> fallback(final XmlElement include)
    {
        return include.children().stream()
            .filter(child -> SbeNamespaces.XINCLUDE.equals(child.namespace()) && "fallback".equals(child.localName()))
            .findFirst()
            .map(XmlElement::children);
    }

    private static List<XmlElement> content(final XmlElement includedRoot)
    {
        return SPLICED_AS_IS.contains(includedRoot.localName()) ? List.of(includedRoot) : includedRoot.children();
    }
}
