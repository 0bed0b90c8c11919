package io.sbetool.compiler.xml;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.diagnostics.SourceLocation;

import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reads a schema file into an {@link XmlElement} tree, resolving {@code xi:include} on the way.
 * Problems (unreadable files, malformed XML, bad includes) become diagnostics, never exceptions.
 */
public final class XmlTreeReader
{
    private static final String WOODSTOX = "com.ctc.wstx.stax.WstxInputFactory";

    private final XMLInputFactory factory;
    private final Diagnostics diagnostics;
    private final XIncludeSplicer splicer = new XIncludeSplicer(this);
    /** Every file opened, the schema first, then its includes as met: what a build tool must watch for changes. */
    private final Set<Path> filesRead = new LinkedHashSet<>();

    public XmlTreeReader(final Diagnostics diagnostics)
    {
        this.diagnostics = diagnostics;
        this.factory = woodstox();
        // Schemas never need DTDs; refusing them rules out XXE and entity-expansion attacks.
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, Boolean.FALSE);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, Boolean.FALSE);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, Boolean.TRUE);
        factory.setProperty(XMLInputFactory.IS_COALESCING, Boolean.TRUE);
        // Woodstox parses text lazily by default and then reports an error in it as an unchecked
        // WstxLazyException from a getter; eager parsing reports it from next() as the XMLStreamException
        // handled below (found by SchemaFuzzTest: '&' followed by a space in text).
        factory.setProperty("com.ctc.wstx.lazyParsing", Boolean.FALSE);
    }

    /**
     * Woodstox, made directly rather than found by JAXP's service lookup, which searches every jar of the
     * class path at each start (tens of milliseconds). It is named rather than referenced: its class file
     * carries OSGi annotations whose classes are not on the class path, which javac would warn about.
     */
    private static XMLInputFactory woodstox()
    {
        try
        {
            return (XMLInputFactory)Class.forName(WOODSTOX).getDeclaredConstructor().newInstance();
        }
        catch (final ReflectiveOperationException ex)
        {
            throw new IllegalStateException("the XML parser " + WOODSTOX + " is not on the class path", ex);
        }
    }

    /** Reads the file and everything it includes; empty if the file could not be parsed at all. */
    public Optional<XmlElement> read(final Path file)
    {
        return read(file, new IncludeChain(), SourceLocation.ofFile(file.toString()));
    }

    /** @return the schema and every file it included (directly or not) that could be opened, each once. */
    public List<Path> filesRead()
    {
        return List.copyOf(filesRead);
    }

    Diagnostics diagnostics()
    {
        return diagnostics;
    }

    Optional<XmlElement> read(final Path file, final IncludeChain chain, final SourceLocation requestedAt)
    {
        if (Files.isDirectory(file))
        {
            diagnostics.error(requestedAt, "cannot read '" + file + "': it is a directory, not a schema file");
            return Optional.empty();
        }
        // Read whole, once: the sniffing, the parser and the diagnostics after it all see the same bytes,
        // and a pipe (<(cat car.xml)) is consumed by its first reader. Schemas are a few MB at most.
        final byte[] content;
        try
        {
            content = Files.readAllBytes(file);
            filesRead.add(file.toAbsolutePath().normalize());
            final Optional<String> notXml = FileSniffer.notXml(file, content, !chain.isEmpty());
            if (notXml.isPresent())
            {
                diagnostics.error(requestedAt, notXml.get());
                return Optional.empty();
            }
        }
        catch (final NoSuchFileException ex)
        {
            diagnostics.error(requestedAt, "cannot read '" + file + "': file not found");
            return Optional.empty();
        }
        catch (final IOException ex)
        {
            diagnostics.error(requestedAt, "cannot read '" + file + "': " + describe(ex));
            return Optional.empty();
        }
        try (InputStream in = new ByteArrayInputStream(content))
        {
            final XMLStreamReader reader = factory.createXMLStreamReader(file.toString(), in);
            try
            {
                return Optional.of(buildTree(reader, file, chain.with(file)));
            }
            finally
            {
                reader.close();
            }
        }
        catch (final IOException ex)
        {
            if (!reportedInvalidUtf8(file, content, ex.getMessage()))
            {
                diagnostics.error(requestedAt, "cannot read '" + file + "': " + ex.getMessage());
            }
        }
        catch (final XMLStreamException ex)
        {
            if (reportedInvalidUtf8(file, content, ex.getMessage()))
            {
                return Optional.empty();
            }
            final SourceLocation at = locationOf(file, ex.getLocation());
            final Optional<DuplicateAttributes.Found> duplicate = String.valueOf(ex.getMessage())
                .startsWith("Duplicate attribute") ? DuplicateAttributes.find(file, content, at) : Optional.empty();
            if (duplicate.isPresent())
            {
                diagnostics.error(duplicate.get().location(), duplicate.get().message());
                return Optional.empty();
            }
            diagnostics.error(at, "malformed XML: " + firstLine(ex.getMessage()) +
                (isEndOfInput(ex) ? " (the file ends before the schema does: is it truncated?)" : ""));
        }
        return Optional.empty();
    }

    /** A malformed UTF-8 byte, reported at its line and column; false when that is not the problem. */
    private boolean reportedInvalidUtf8(final Path file, final byte[] content, final String parserMessage)
    {
        if (!InvalidUtf8.isAbout(parserMessage))
        {
            return false;
        }
        final Optional<InvalidUtf8.Found> found = InvalidUtf8.find(file, content);
        found.ifPresent((f) -> diagnostics.error(f.location(), f.message()));
        return found.isPresent();
    }

    /** "permission denied" rather than NIO's bare path. */
    private static String describe(final IOException ex)
    {
        if (ex instanceof AccessDeniedException)
        {
            return "permission denied";
        }
        return ex instanceof FileSystemException && ((FileSystemException)ex).getReason() != null ?
            ((FileSystemException)ex).getReason() : String.valueOf(ex.getMessage());
    }

    /** Woodstox says "Unexpected EOF" or "end of input" when the document stops short. */
    private static boolean isEndOfInput(final XMLStreamException ex)
    {
        final String message = String.valueOf(ex.getMessage());
        return message.contains("Unexpected EOF") || message.contains("end of input");
    }

    private XmlElement buildTree(final XMLStreamReader reader, final Path file, final IncludeChain chain)
        throws XMLStreamException
    {
        final Deque<ElementBuilder> open = new ArrayDeque<>();
        XmlElement root = null;
        while (reader.hasNext())
        {
            final int event = reader.next();
            if (event == XMLStreamConstants.START_ELEMENT)
            {
                open.push(ElementBuilder.start(reader, locationOf(file, reader.getLocation())));
            }
            else if (event == XMLStreamConstants.CHARACTERS || event == XMLStreamConstants.CDATA ||
                event == XMLStreamConstants.SPACE)
            {
                if (!open.isEmpty())
                {
                    open.peek().appendText(reader.getText());
                }
            }
            else if (event == XMLStreamConstants.END_ELEMENT)
            {
                final XmlElement element = open.pop().build();
                final List<XmlElement> replacement = splicer.isInclude(element) ?
                    splicer.splice(element, file, chain) : List.of(element);
                if (open.isEmpty())
                {
                    root = replacement.isEmpty() ? element : replacement.get(0);
                }
                else
                {
                    open.peek().children.addAll(replacement);
                }
            }
        }
        return root;
    }

    private static SourceLocation locationOf(final Path file, final Location location)
    {
        if (location == null)
        {
            return SourceLocation.ofFile(file.toString());
        }
        return new SourceLocation(file.toString(), Math.max(0, location.getLineNumber()),
            Math.max(0, location.getColumnNumber()));
    }

    /** Woodstox appends the location to its messages; we print our own, so keep only the first line. */
    private static String firstLine(final String message)
    {
        if (message == null)
        {
            return "unreadable document";
        }
        final int atIndex = message.indexOf("\n at [");
        final String text = atIndex >= 0 ? message.substring(0, atIndex) : message;
        return text.strip().replace('\n', ' ');
    }

    private static final class ElementBuilder
    {
        private final String namespace;
        private final String localName;
        private final List<XmlAttribute> attributes;
        private final SourceLocation location;
        private final List<XmlElement> children = new ArrayList<>();
        private final StringBuilder text = new StringBuilder();

        private ElementBuilder(
            final String namespace,
            final String localName,
            final List<XmlAttribute> attributes,
            final SourceLocation location)
        {
            this.namespace = namespace;
            this.localName = localName;
            this.attributes = attributes;
            this.location = location;
        }

        static ElementBuilder start(final XMLStreamReader reader, final SourceLocation location)
        {
            final List<XmlAttribute> attributes = new ArrayList<>();
            for (int i = 0; i < reader.getAttributeCount(); i++)
            {
                attributes.add(new XmlAttribute(
                    nullToEmpty(reader.getAttributeNamespace(i)),
                    reader.getAttributeLocalName(i),
                    reader.getAttributeValue(i)));
            }
            return new ElementBuilder(nullToEmpty(reader.getNamespaceURI()), reader.getLocalName(), attributes, location);
        }

        void appendText(final String characters)
        {
            text.append(characters);
        }

        XmlElement build()
        {
            return new XmlElement(namespace, localName, attributes, children, text.toString(), location);
        }

        private static String nullToEmpty(final String value)
        {
            return value == null ? "" : value;
        }
    }
}
