package io.sbetool.compiler.schema.reader;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.schema.Message;
import io.sbetool.compiler.schema.MessageSchema;
import io.sbetool.compiler.schema.Type;
import io.sbetool.compiler.xml.SbeNamespaces;
import io.sbetool.compiler.xml.XmlElement;

import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Turns the element tree of a schema document into the schema model. Structural problems (unknown
 * elements, missing or malformed attributes) are reported here; semantic rules live in validation.
 */
public final class SchemaReader
{
    private static final Set<String> ROOT_ATTRIBUTES = Set.of("package", "id", "version", "semanticVersion",
        "byteOrder", "description", "headerType");
    private static final String LITTLE_ENDIAN = "littleEndian";
    private static final String BIG_ENDIAN = "bigEndian";

    private final Diagnostics diagnostics;

    public SchemaReader(final Diagnostics diagnostics)
    {
        this.diagnostics = diagnostics;
    }

    /** The schema model, or empty when the root element is not an SBE messageSchema. */
    public Optional<MessageSchema> read(final XmlElement root, final Path sourceFile)
    {
        if (!"messageSchema".equals(root.localName()))
        {
            diagnostics.error(root.location(), "the root element is <" + root.localName() +
                ">; an SBE schema's root element must be <messageSchema>");
            return Optional.empty();
        }
        if (!SbeNamespaces.isSbeOrNone(root.namespace()))
        {
            diagnostics.error(root.location(), "<messageSchema> is in namespace '" + root.namespace() +
                "', which is not an SBE namespace; use http://fixprotocol.io/2016/sbe");
            return Optional.empty();
        }
        final ElementAttributes attributes = new ElementAttributes(root, diagnostics, ROOT_ATTRIBUTES);
        final TypesReader typesReader = new TypesReader(diagnostics);
        final MessagesReader messagesReader = new MessagesReader(diagnostics);
        final List<Type> types = new ArrayList<>();
        final List<Message> messages = new ArrayList<>();
        for (final XmlElement child : ElementFilter.schemaChildren(root, Set.of("types", "message"), diagnostics))
        {
            if ("types".equals(child.localName()))
            {
                // <types> takes no attributes; constructing the accessor warns about any that are written.
                new ElementAttributes(child, diagnostics, Set.of());
                types.addAll(typesReader.readTypes(child));
            }
            else
            {
                messages.add(messagesReader.readMessage(child));
            }
        }
        return Optional.of(new MessageSchema(
            attributes.trimmed("package"),
            attributes.number("id", 0),
            attributes.number("version", 0),
            attributes.trimmed("semanticVersion"),
            attributes.text("description"),
            attributes.choice("byteOrder", ByteOrder.LITTLE_ENDIAN, SchemaReader::byteOrder, List.of(LITTLE_ENDIAN, BIG_ENDIAN)),
            attributes.text("headerType", MessageSchema.DEFAULT_HEADER_TYPE).strip(),
            sourceFile,
            root.location(),
            types,
            messages));
    }

    /** {@link ByteOrder} is not an enum, so its schema spellings are mapped here. */
    private static ByteOrder byteOrder(final String xmlName)
    {
        return switch (xmlName)
        {
            case LITTLE_ENDIAN -> ByteOrder.LITTLE_ENDIAN;
            case BIG_ENDIAN -> ByteOrder.BIG_ENDIAN;
            default -> null;
        };
    }
}
