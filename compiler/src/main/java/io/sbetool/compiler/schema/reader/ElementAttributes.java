package io.sbetool.compiler.schema.reader;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.schema.ValueTexts;
import io.sbetool.compiler.xml.SbeNamespaces;
import io.sbetool.compiler.xml.XmlAttribute;
import io.sbetool.compiler.xml.XmlElement;
import io.sbetool.ir.Presence;
import io.sbetool.ir.Suggestions;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Typed access to the attributes of one schema element. Malformed values are reported and replaced
 * by the default so that reading can go on and find further problems in the same run.
 */
final class ElementAttributes
{
    private static final List<String> PRESENCES = Arrays.stream(Presence.values()).map(Presence::xmlName).toList();

    private final XmlElement element;
    private final Diagnostics diagnostics;

    ElementAttributes(final XmlElement element, final Diagnostics diagnostics, final Set<String> known)
    {
        this.element = element;
        this.diagnostics = diagnostics;
        checkAttributes(known);
    }

    /** The attribute value as written, or null. */
    String text(final String name)
    {
        return element.attributeOrNull(name);
    }

    /** The attribute value with surrounding whitespace removed, or null. */
    String trimmed(final String name)
    {
        final String value = element.attributeOrNull(name);
        return value == null ? null : value.strip();
    }

    /** A required name of another schema element, such as a type: trimmed, or null when absent. */
    String requiredReference(final String name)
    {
        final String value = required(name);
        return value == null ? null : value.strip();
    }

    String text(final String name, final String defaultValue)
    {
        final String value = element.attributeOrNull(name);
        return value == null ? defaultValue : value;
    }

    /** The value of an attribute the standard requires; reports its absence and returns null. */
    String required(final String name)
    {
        final String value = element.attributeOrNull(name);
        if (value == null)
        {
            diagnostics.error(element.location(),
                describe() + " is missing the required attribute '" + name + "'");
        }
        return value;
    }

    int requiredNumber(final String name)
    {
        final String value = required(name);
        return value == null ? 0 : parseNonNegative(name, value, 0);
    }

    int number(final String name, final int defaultValue)
    {
        final String value = trimmed(name);
        return value == null ? defaultValue : parseNonNegative(name, value, defaultValue);
    }

    /** An optional number such as offset, blockLength or deprecated: null when absent or malformed. */
    Integer optionalNumber(final String name)
    {
        final String value = trimmed(name);
        if (value == null)
        {
            return null;
        }
        final int parsed = parseNonNegative(name, value, -1);
        return parsed < 0 ? null : parsed;
    }

    /**
     * A keyword-valued attribute such as presence or byteOrder.
     *
     * @param parser gives the value of a keyword, or null when it is not one of {@code allowed}.
     */
    <E> E choice(final String name, final E defaultValue, final Function<String, E> parser,
        final List<String> allowed)
    {
        final String value = trimmed(name);
        if (value == null)
        {
            return defaultValue;
        }
        final E parsed = parser.apply(value);
        if (parsed == null)
        {
            diagnostics.error(element.location(), "invalid " + name + "=\"" + value + "\" on " + describe() +
                "; expected one of " + String.join(", ", allowed) + Suggestions.didYouMean(value, allowed));
            return defaultValue;
        }
        return parsed;
    }

    /** The schema version that added the element; 0, the first version, unless it says otherwise. */
    int sinceVersion()
    {
        return number("sinceVersion", 0);
    }

    /** The schema version that deprecated the element, or null. */
    Integer deprecated()
    {
        return optionalNumber("deprecated");
    }

    String description()
    {
        return text("description");
    }

    /** The presence of a type or field: required unless it says otherwise. */
    Presence presence()
    {
        return choice("presence", Presence.REQUIRED, Presence::fromXmlName, PRESENCES);
    }

    /**
     * The names every element of a schema's types and messages may carry, plus its own.
     */
    static Set<String> commonAnd(final String... own)
    {
        final Set<String> names = new HashSet<>(Set.of("name", "description", "sinceVersion", "deprecated"));
        names.addAll(Arrays.asList(own));
        return Set.copyOf(names);
    }

    /** How the element is named in messages: {@code <field name="Price">} or just {@code <field>}. */
    String describe()
    {
        final String name = element.attributeOrNull("name");
        return name == null ? "<" + element.localName() + ">" : "<" + element.localName() + " name=\"" + name + "\">";
    }

    private int parseNonNegative(final String name, final String value, final int defaultValue)
    {
        try
        {
            final long parsed = Long.parseLong(value);
            if (parsed >= 0 && parsed <= Integer.MAX_VALUE)
            {
                return (int)parsed;
            }
        }
        catch (final NumberFormatException ex)
        {
            // reported below, like a negative or oversized number
        }
        diagnostics.error(element.location(), "invalid " + name + "=\"" + value + "\" on " + describe() +
            "; expected a non-negative integer");
        return defaultValue;
    }

    /**
     * Foreign-namespace attributes are vendor extensions (e.g. mbx:exponent) and are silently ignored;
     * an unknown unqualified attribute is more likely a typo, so it gets a warning.
     */
    private void checkAttributes(final Set<String> known)
    {
        for (final XmlAttribute attribute : element.attributes())
        {
            final boolean ours = attribute.isUnqualified() || SbeNamespaces.isSbe(attribute.namespace());
            if (ours && !known.contains(attribute.localName()))
            {
                diagnostics.warning(element.location(), "unknown attribute '" + attribute.localName() + "' on " +
                    describe() + " is ignored" + Suggestions.didYouMean(attribute.localName(), known));
            }
            else if (ours)
            {
                checkLength(attribute);
            }
        }
    }

    /** What the IR carries must fit an IR file, or writing one would fail after every check had passed. */
    private void checkLength(final XmlAttribute attribute)
    {
        // Each char is at most 3 octets of UTF-8, so only a long value needs encoding to be measured.
        if (attribute.value().length() * 3L > ValueTexts.MAX_IR_TEXT_OCTETS)
        {
            final int octets = attribute.value().getBytes(StandardCharsets.UTF_8).length;
            if (octets > ValueTexts.MAX_IR_TEXT_OCTETS)
            {
                diagnostics.error(element.location(), attribute.localName() + " of " + describe() + " is " + octets +
                    " octets of UTF-8, more than the " + ValueTexts.MAX_IR_TEXT_OCTETS + " an IR file holds of one " +
                    "text; shorten it");
            }
        }
    }
}
