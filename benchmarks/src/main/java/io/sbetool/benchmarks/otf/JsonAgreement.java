package io.sbetool.benchmarks.otf;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Iterator;
import java.util.Map;

/**
 * Checks that sbetool's JSON printer and the reference's print the same message: both outputs parse as
 * JSON and hold the same fields and values once their documented differences are set aside (sbetool
 * adds "template", "templateId" and "schemaVersion"; the reference prints a set as an object of
 * booleans where sbetool lists the choices that are set).
 */
final class JsonAgreement
{
    private static final ObjectMapper JSON = new ObjectMapper();

    private JsonAgreement()
    {
    }

    static void check(final String label, final String ours, final String theirs)
    {
        final ObjectNode oursTree = parse(label + " sbetool JSON", ours);
        oursTree.remove("template");
        oursTree.remove("templateId");
        oursTree.remove("schemaVersion");
        final JsonNode theirsTree = setsAsLists(parse(label + " reference JSON", theirs));
        if (!oursTree.equals(theirsTree))
        {
            throw new IllegalStateException(label + ": the JSON printers disagree\n  sbetool:   " + oursTree +
                "\n  reference: " + theirsTree);
        }
    }

    private static ObjectNode parse(final String label, final String json)
    {
        try
        {
            final JsonNode tree = JSON.readTree(json);
            if (!(tree instanceof ObjectNode))
            {
                throw new IllegalStateException(label + " is not a JSON object: " + json);
            }
            return (ObjectNode)tree;
        }
        catch (final JsonProcessingException ex)
        {
            throw new IllegalStateException(label + " is not JSON: " + ex.getOriginalMessage() + "\n" + json, ex);
        }
    }

    /**
     * Replaces every object whose values are all booleans (the reference's sets) by the list of its
     * keys that are true, recursively.
     */
    private static JsonNode setsAsLists(final JsonNode node)
    {
        if (node instanceof ObjectNode object)
        {
            if (object.size() > 0 && allBooleans(object))
            {
                final ArrayNode names = JSON.createArrayNode();
                object.fields().forEachRemaining(field ->
                {
                    if (field.getValue().booleanValue())
                    {
                        names.add(field.getKey());
                    }
                });
                return names;
            }
            final Iterator<Map.Entry<String, JsonNode>> fields = object.fields();
            while (fields.hasNext())
            {
                final Map.Entry<String, JsonNode> field = fields.next();
                field.setValue(setsAsLists(field.getValue()));
            }
        }
        else if (node instanceof ArrayNode array)
        {
            for (int i = 0; i < array.size(); i++)
            {
                array.set(i, setsAsLists(array.get(i)));
            }
        }
        return node;
    }

    private static boolean allBooleans(final ObjectNode object)
    {
        final Iterator<JsonNode> values = object.elements();
        while (values.hasNext())
        {
            if (!values.next().isBoolean())
            {
                return false;
            }
        }
        return true;
    }
}
