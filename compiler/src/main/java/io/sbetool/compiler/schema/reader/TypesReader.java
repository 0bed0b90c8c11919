package io.sbetool.compiler.schema.reader;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.diagnostics.Suggestions;
import io.sbetool.compiler.schema.Choice;
import io.sbetool.compiler.schema.CompositeMember;
import io.sbetool.compiler.schema.CompositeType;
import io.sbetool.compiler.schema.EncodedType;
import io.sbetool.compiler.schema.EnumType;
import io.sbetool.compiler.schema.Ref;
import io.sbetool.compiler.schema.SetType;
import io.sbetool.compiler.schema.Type;
import io.sbetool.compiler.schema.ValidValue;
import io.sbetool.compiler.xml.XmlElement;
import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveType;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/** Reads {@code <types>} and everything that can be declared in it. */
final class TypesReader
{
    private static final Set<String> TYPES_CHILDREN = Set.of("type", "composite", "enum", "set");
    private static final Set<String> COMPOSITE_CHILDREN = Set.of("type", "composite", "enum", "set", "ref");
    private static final Set<String> TYPE_ATTRIBUTES = Set.of("name", "description", "presence", "nullValue",
        "minValue", "maxValue", "length", "offset", "primitiveType", "semanticType", "sinceVersion",
        "deprecated", "characterEncoding", "valueRef");
    private static final Set<String> COMPOSITE_ATTRIBUTES = Set.of("name", "offset", "description",
        "semanticType", "sinceVersion", "deprecated");
    private static final Set<String> ENUM_OR_SET_ATTRIBUTES = Set.of("name", "description", "encodingType",
        "semanticType", "sinceVersion", "deprecated", "offset");
    private static final Set<String> VALUE_ATTRIBUTES = Set.of("name", "description", "sinceVersion", "deprecated");
    private static final Set<String> REF_ATTRIBUTES = Set.of("name", "type", "offset", "sinceVersion",
        "deprecated", "semanticType", "description");
    private static final List<String> PRESENCES = Arrays.stream(Presence.values()).map(Presence::xmlName).toList();

    private final Diagnostics diagnostics;

    TypesReader(final Diagnostics diagnostics)
    {
        this.diagnostics = diagnostics;
    }

    List<Type> readTypes(final XmlElement types)
    {
        return ElementFilter.schemaChildren(types, TYPES_CHILDREN, diagnostics).stream()
            .map(this::readType)
            .toList();
    }

    private Type readType(final XmlElement element)
    {
        return switch (element.localName())
        {
            case "type" -> readEncodedType(element);
            case "composite" -> readComposite(element);
            case "enum" -> readEnum(element);
            default -> readSet(element);
        };
    }

    private CompositeMember readMember(final XmlElement element)
    {
        return "ref".equals(element.localName()) ? readRef(element) : readType(element);
    }

    private EncodedType readEncodedType(final XmlElement element)
    {
        final ElementAttributes attributes = new ElementAttributes(element, diagnostics, TYPE_ATTRIBUTES);
        final String text = element.text().strip();
        return new EncodedType(
            attributes.required("name"),
            primitiveType(attributes, element),
            attributes.number("length", 1),
            attributes.choice("presence", Presence.REQUIRED, Presence::fromXmlName, PRESENCES),
            text.isEmpty() ? null : text,
            attributes.trimmed("valueRef"),
            attributes.trimmed("nullValue"),
            attributes.trimmed("minValue"),
            attributes.trimmed("maxValue"),
            attributes.trimmed("characterEncoding"),
            attributes.text("semanticType"),
            attributes.optionalNumber("offset"),
            attributes.number("sinceVersion", 0),
            attributes.optionalNumber("deprecated"),
            attributes.text("description"),
            element.location());
    }

    private PrimitiveType primitiveType(final ElementAttributes attributes, final XmlElement element)
    {
        final String name = attributes.required("primitiveType");
        if (name == null)
        {
            return null;
        }
        final PrimitiveType type = PrimitiveType.fromName(name.strip());
        if (type == null)
        {
            diagnostics.error(element.location(), "unknown primitiveType \"" + name + "\" on " +
                attributes.describe() + "; expected one of " + String.join(", ", PrimitiveType.primitiveNames()) +
                Suggestions.didYouMean(name, PrimitiveType.primitiveNames()));
        }
        return type;
    }

    private CompositeType readComposite(final XmlElement element)
    {
        final ElementAttributes attributes = new ElementAttributes(element, diagnostics, COMPOSITE_ATTRIBUTES);
        final List<CompositeMember> members = ElementFilter
            .schemaChildren(element, COMPOSITE_CHILDREN, diagnostics).stream()
            .map(this::readMember)
            .toList();
        return new CompositeType(
            attributes.required("name"),
            members,
            attributes.text("semanticType"),
            attributes.optionalNumber("offset"),
            attributes.number("sinceVersion", 0),
            attributes.optionalNumber("deprecated"),
            attributes.text("description"),
            element.location());
    }

    private Ref readRef(final XmlElement element)
    {
        final ElementAttributes attributes = new ElementAttributes(element, diagnostics, REF_ATTRIBUTES);
        return new Ref(
            attributes.required("name"),
            attributes.required("type"),
            attributes.optionalNumber("offset"),
            attributes.number("sinceVersion", 0),
            attributes.optionalNumber("deprecated"),
            attributes.text("semanticType"),
            element.location());
    }

    private EnumType readEnum(final XmlElement element)
    {
        final ElementAttributes attributes = new ElementAttributes(element, diagnostics, ENUM_OR_SET_ATTRIBUTES);
        final List<ValidValue> values = new ArrayList<>();
        for (final XmlElement child : ElementFilter.schemaChildren(element, Set.of("validValue"), diagnostics))
        {
            final ElementAttributes valueAttributes = new ElementAttributes(child, diagnostics, VALUE_ATTRIBUTES);
            final String text = child.text().strip();
            if (text.isEmpty())
            {
                diagnostics.error(child.location(), valueAttributes.describe() +
                    " has no value; write the value as the element's text, e.g. <validValue name=\"X\">1</validValue>");
            }
            values.add(new ValidValue(
                valueAttributes.required("name"),
                text,
                valueAttributes.number("sinceVersion", 0),
                valueAttributes.optionalNumber("deprecated"),
                valueAttributes.text("description"),
                child.location()));
        }
        return new EnumType(
            attributes.required("name"),
            trimmedOrNull(attributes.required("encodingType")),
            values,
            attributes.text("semanticType"),
            attributes.optionalNumber("offset"),
            attributes.number("sinceVersion", 0),
            attributes.optionalNumber("deprecated"),
            attributes.text("description"),
            element.location());
    }

    private SetType readSet(final XmlElement element)
    {
        final ElementAttributes attributes = new ElementAttributes(element, diagnostics, ENUM_OR_SET_ATTRIBUTES);
        final List<Choice> choices = new ArrayList<>();
        for (final XmlElement child : ElementFilter.schemaChildren(element, Set.of("choice"), diagnostics))
        {
            final ElementAttributes choiceAttributes = new ElementAttributes(child, diagnostics, VALUE_ATTRIBUTES);
            choices.add(new Choice(
                choiceAttributes.required("name"),
                bitPosition(child, choiceAttributes),
                choiceAttributes.number("sinceVersion", 0),
                choiceAttributes.optionalNumber("deprecated"),
                choiceAttributes.text("description"),
                child.location()));
        }
        return new SetType(
            attributes.required("name"),
            trimmedOrNull(attributes.required("encodingType")),
            choices,
            attributes.text("semanticType"),
            attributes.optionalNumber("offset"),
            attributes.number("sinceVersion", 0),
            attributes.optionalNumber("deprecated"),
            attributes.text("description"),
            element.location());
    }

    private int bitPosition(final XmlElement choice, final ElementAttributes attributes)
    {
        final String text = choice.text().strip();
        try
        {
            final int position = Integer.parseInt(text);
            if (position >= 0)
            {
                return position;
            }
        }
        catch (final NumberFormatException ex)
        {
            // reported below
        }
        diagnostics.error(choice.location(), attributes.describe() + " has bit position \"" + text +
            "\"; a choice's text must be a non-negative bit index, e.g. <choice name=\"X\">0</choice>");
        return -1;
    }

    private static String trimmedOrNull(final String value)
    {
        return value == null ? null : value.strip();
    }
}
