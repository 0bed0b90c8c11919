package io.sbetool.compiler.schema.reader;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.schema.BlockMember;
import io.sbetool.compiler.schema.Data;
import io.sbetool.compiler.schema.Field;
import io.sbetool.compiler.schema.Group;
import io.sbetool.compiler.schema.Message;
import io.sbetool.compiler.xml.XmlElement;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Reads {@code <message>} elements with their fields, groups and data, keeping document order. */
final class MessagesReader
{
    private static final Set<String> BLOCK_CHILDREN = Set.of("field", "group", "data");
    private static final Set<String> MESSAGE_ATTRIBUTES = ElementAttributes.commonAnd("id", "blockLength",
        "semanticType");
    private static final Set<String> GROUP_ATTRIBUTES = ElementAttributes.commonAnd("id", "blockLength",
        "semanticType", "dimensionType");
    private static final Set<String> FIELD_ATTRIBUTES = ElementAttributes.commonAnd("id", "type", "offset",
        "presence", "valueRef", "epoch", "timeUnit", "semanticType");
    private static final Set<String> DATA_ATTRIBUTES = ElementAttributes.commonAnd("id", "type", "semanticType",
        "presence");

    private final Diagnostics diagnostics;

    MessagesReader(final Diagnostics diagnostics)
    {
        this.diagnostics = diagnostics;
    }

    Message readMessage(final XmlElement element)
    {
        final ElementAttributes attributes = new ElementAttributes(element, diagnostics, MESSAGE_ATTRIBUTES);
        return new Message(
            attributes.required("name"),
            attributes.requiredNumber("id"),
            attributes.optionalNumber("blockLength"),
            readMembers(element),
            attributes.text("semanticType"),
            attributes.sinceVersion(),
            attributes.deprecated(),
            attributes.description(),
            element.location());
    }

    private List<BlockMember> readMembers(final XmlElement block)
    {
        final List<BlockMember> members = new ArrayList<>();
        for (final XmlElement element : ElementFilter.schemaChildren(block, BLOCK_CHILDREN, diagnostics))
        {
            members.add(readMember(element));
        }
        return members;
    }

    private BlockMember readMember(final XmlElement element)
    {
        return switch (element.localName())
        {
            case "field" -> readField(element);
            case "group" -> readGroup(element);
            default -> readData(element);
        };
    }

    private Field readField(final XmlElement element)
    {
        final ElementAttributes attributes = new ElementAttributes(element, diagnostics, FIELD_ATTRIBUTES);
        return new Field(
            attributes.required("name"),
            attributes.requiredNumber("id"),
            attributes.requiredReference("type"),
            attributes.optionalNumber("offset"),
            attributes.presence(),
            attributes.trimmed("valueRef"),
            attributes.sinceVersion(),
            attributes.deprecated(),
            attributes.text("epoch"),
            attributes.text("timeUnit"),
            attributes.text("semanticType"),
            attributes.description(),
            element.location());
    }

    private Group readGroup(final XmlElement element)
    {
        final ElementAttributes attributes = new ElementAttributes(element, diagnostics, GROUP_ATTRIBUTES);
        return new Group(
            attributes.required("name"),
            attributes.requiredNumber("id"),
            attributes.text("dimensionType", Group.DEFAULT_DIMENSION_TYPE).strip(),
            attributes.optionalNumber("blockLength"),
            readMembers(element),
            attributes.text("semanticType"),
            attributes.sinceVersion(),
            attributes.deprecated(),
            attributes.description(),
            element.location());
    }

    private Data readData(final XmlElement element)
    {
        final ElementAttributes attributes = new ElementAttributes(element, diagnostics, DATA_ATTRIBUTES);
        return new Data(
            attributes.required("name"),
            attributes.requiredNumber("id"),
            attributes.requiredReference("type"),
            attributes.text("semanticType"),
            attributes.sinceVersion(),
            attributes.deprecated(),
            attributes.description(),
            element.location());
    }
}
