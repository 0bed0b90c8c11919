package io.sbetool.compiler.schema.reader;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.diagnostics.SourceLocation;
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
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.Suggestions;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Reads {@code <types>} and everything that can be declared in it. */
final class TypesReader
{
    private static final Set<String> TYPES_CHILDREN = Set.of("type", "composite", "enum", "set");
    private static final Set<String> COMPOSITE_CHILDREN = Set.of("type", "composite", "enum", "set", "ref");
    private static final Set<String> TYPE_ATTRIBUTES = ElementAttributes.commonAnd("presence", "nullValue",
        "minValue", "maxValue", "length", "offset", "primitiveType", "semanticType", "characterEncoding", "valueRef");
    private static final Set<String> COMPOSITE_ATTRIBUTES = ElementAttributes.commonAnd("offset", "semanticType");
    private static final Set<String> ENUM_OR_SET_ATTRIBUTES =
        ElementAttributes.commonAnd("encodingType", "semanticType", "offset");
    private static final Set<String> VALUE_ATTRIBUTES = ElementAttributes.commonAnd();
    private static final Set<String> REF_ATTRIBUTES = ElementAttributes.commonAnd("type", "offset", "semanticType");

    private final Diagnostics diagnostics;

    TypesReader(final Diagnostics diagnostics)
    {
        this.diagnostics = diagnostics;
    }

    List<Type> readTypes(final XmlElement types)
    {
        final List<Type> read = new ArrayList<>();
        for (final XmlElement element : ElementFilter.schemaChildren(types, TYPES_CHILDREN, diagnostics))
        {
            read.add(readType(element));
        }
        return read;
    }

    private Type readType(final XmlElement element)
    {
        return switch (element.localName())
        {
            case "type" -> readEncodedType(element);
            case "composite" -> readComposite(element);
            case "enum" -> readEnumOrSet(element, "validValue", this::readValidValue, EnumType::new);
            default -> readEnumOrSet(element, "choice", this::readChoice, SetType::new);
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
            attributes.presence(),
            text.isEmpty() ? null : text,
            attributes.trimmed("valueRef"),
            attributes.trimmed("nullValue"),
            attributes.trimmed("minValue"),
            attributes.trimmed("maxValue"),
            attributes.trimmed("characterEncoding"),
            attributes.text("semanticType"),
            attributes.optionalNumber("offset"),
            attributes.sinceVersion(),
            attributes.deprecated(),
            attributes.description(),
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
        final List<CompositeMember> members = new ArrayList<>();
        for (final XmlElement child : ElementFilter.schemaChildren(element, COMPOSITE_CHILDREN, diagnostics))
        {
            members.add(readMember(child));
        }
        return new CompositeType(
            attributes.required("name"),
            members,
            attributes.text("semanticType"),
            attributes.optionalNumber("offset"),
            attributes.sinceVersion(),
            attributes.deprecated(),
            attributes.description(),
            element.location());
    }

    private Ref readRef(final XmlElement element)
    {
        final ElementAttributes attributes = new ElementAttributes(element, diagnostics, REF_ATTRIBUTES);
        return new Ref(
            attributes.required("name"),
            attributes.required("type"),
            attributes.optionalNumber("offset"),
            attributes.sinceVersion(),
            attributes.deprecated(),
            attributes.text("semanticType"),
            element.location());
    }

    /** An enum and a set differ only in what their children are and how a child's text is read. */
    private <V, T extends Type> T readEnumOrSet(
        final XmlElement element,
        final String childName,
        final ChildReader<V> childReader,
        final EnumOrSetFactory<V, T> factory)
    {
        final ElementAttributes attributes = new ElementAttributes(element, diagnostics, ENUM_OR_SET_ATTRIBUTES);
        final List<V> children = new ArrayList<>();
        for (final XmlElement child : ElementFilter.schemaChildren(element, Set.of(childName), diagnostics))
        {
            children.add(childReader.read(child, new ElementAttributes(child, diagnostics, VALUE_ATTRIBUTES)));
        }
        return factory.create(
            attributes.required("name"),
            attributes.requiredReference("encodingType"),
            children,
            attributes.text("semanticType"),
            attributes.optionalNumber("offset"),
            attributes.sinceVersion(),
            attributes.deprecated(),
            attributes.description(),
            element.location());
    }

    private ValidValue readValidValue(final XmlElement element, final ElementAttributes attributes)
    {
        final String text = element.text().strip();
        if (text.isEmpty())
        {
            diagnostics.error(element.location(), attributes.describe() +
                " has no value; write the value as the element's text, e.g. <validValue name=\"X\">1</validValue>");
        }
        return new ValidValue(
            attributes.required("name"),
            text,
            attributes.sinceVersion(),
            attributes.deprecated(),
            attributes.description(),
            element.location());
    }

    private Choice readChoice(final XmlElement element, final ElementAttributes attributes)
    {
        return new Choice(
            attributes.required("name"),
            bitPosition(element, attributes),
            attributes.sinceVersion(),
            attributes.deprecated(),
            attributes.description(),
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

    @FunctionalInterface
    private interface ChildReader<V>
    {
        V read(XmlElement child, ElementAttributes attributes);
    }

    /** The canonical constructor shared by {@link EnumType} and {@link SetType}. */
    @FunctionalInterface
    private interface EnumOrSetFactory<V, T>
    {
        T create(
            String name,
            String encodingType,
            List<V> children,
            String semanticType,
            Integer offset,
            int sinceVersion,
            Integer deprecated,
            String description,
            SourceLocation location);
    }
}
