package io.sbetool.otf;

import io.sbetool.ir.Ir;
import io.sbetool.testing.ReferenceIr;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * A decoder finds plans by template id in an array grown to the largest id met, and ids beyond it
 * (negative, or above a header's uint16) in a map: each id gives its template's plan, or null, whatever
 * the order they are asked in.
 */
class PlanLookupTest
{
    private static final String SCHEMA = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" +
        "<sbe:messageSchema xmlns:sbe=\"http://fixprotocol.io/2016/sbe\" package=\"ids\" id=\"3\" version=\"0\">\n" +
        "  <types>\n" +
        "    <composite name=\"messageHeader\">\n" +
        "      <type name=\"blockLength\" primitiveType=\"uint16\"/>\n" +
        "      <type name=\"templateId\" primitiveType=\"uint16\"/>\n" +
        "      <type name=\"schemaId\" primitiveType=\"uint16\"/>\n" +
        "      <type name=\"version\" primitiveType=\"uint16\"/>\n" +
        "    </composite>\n" +
        "  </types>\n" +
        "  <sbe:message name=\"Small\" id=\"1\"><field name=\"a\" id=\"1\" type=\"int32\"/></sbe:message>\n" +
        "  <sbe:message name=\"Large\" id=\"300\"><field name=\"a\" id=\"1\" type=\"int32\"/></sbe:message>\n" +
        "  <sbe:message name=\"Largest\" id=\"65535\"><field name=\"a\" id=\"1\" type=\"int32\"/></sbe:message>\n" +
        "  <sbe:message name=\"Beyond\" id=\"70000\"><field name=\"a\" id=\"1\" type=\"int32\"/></sbe:message>\n" +
        "</sbe:messageSchema>\n";

    @Test
    void everyIdFindsItsPlanInAnyOrder(@TempDir final Path dir) throws Exception
    {
        final Path schema = dir.resolve("ids.xml");
        Files.writeString(schema, SCHEMA);
        final Ir ir = ReferenceIr.fromSchema(schema);
        final int[] ids = {300, 1, 70000, 65535, 299, -1, 65536, 0, 300, 70000, 1, 65535};
        final String[] names = {"Large", "Small", "Beyond", "Largest", null, null, null, null, "Large", "Beyond",
            "Small", "Largest"};
        final MessageDecoder decoder = new MessageDecoder(ir);
        for (int i = 0; i < ids.length; i++)
        {
            final MessagePlan plan = decoder.plan(ids[i]);
            if (names[i] == null)
            {
                assertNull(plan, "id " + ids[i]);
            }
            else
            {
                assertEquals(names[i], plan.name(), "id " + ids[i]);
            }
        }
    }
}
