package io.sbetool.compiler.compat;

import io.sbetool.compiler.support.SchemaFixture;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One hand-made pair of schema versions per kind of change: the old schema is {@link #BASE}, the new one
 * the same with one edit (and the version raised, unless the edit is about the version). Each change
 * must be reported with its kind, subject, message, and the place of the element in both files.
 */
class BreakingPairsTest
{
    static final String BASE = """
        <?xml version="1.0" encoding="UTF-8"?>
        <sbe:messageSchema xmlns:sbe="http://fixprotocol.io/2016/sbe" package="pairs" id="5" version="1" byteOrder="littleEndian">
            <types>
        """ + SchemaFixture.STANDARD_TYPES + """
                <composite name="smallGroupSize">
                    <type name="blockLength" primitiveType="uint8"/>
                    <type name="numInGroup" primitiveType="uint8"/>
                </composite>
                <composite name="longVarString">
                    <type name="length" primitiveType="uint32" maxValue="65536"/>
                    <type name="varData" primitiveType="uint8" length="0" characterEncoding="UTF-8"/>
                </composite>
                <enum name="Side" encodingType="uint8">
                    <validValue name="BUY">0</validValue>
                    <validValue name="SELL">1</validValue>
                </enum>
                <set name="Flags" encodingType="uint8">
                    <choice name="urgent">0</choice>
                    <choice name="hidden">1</choice>
                </set>
            </types>
            <sbe:message name="Order" id="1" description="an order">
                <field name="orderId" id="1" type="uint64"/>
                <field name="qty" id="2" type="int32"/>
                <field name="side" id="3" type="Side"/>
                <field name="flags" id="4" type="Flags"/>
                <group name="legs" id="10" dimensionType="groupSizeEncoding">
                    <field name="legId" id="11" type="uint32"/>
                </group>
                <data name="note" id="20" type="varString"/>
            </sbe:message>
            <sbe:message name="Cancel" id="2">
                <field name="cancelId" id="1" type="uint64"/>
            </sbe:message>
        </sbe:messageSchema>
        """;

    private static final String ORDER = "<sbe:message name=\"Order\"";
    private static final String SCHEMA = "<sbe:messageSchema";
    private static final String FLAGS = "<field name=\"flags\" id=\"4\" type=\"Flags\"/>";
    private static final String NOTE = "        <data name=\"note\" id=\"20\" type=\"varString\"/>\n";
    private static final String LEGS = """
                <group name="legs" id="10" dimensionType="groupSizeEncoding">
                    <field name="legId" id="11" type="uint32"/>
                </group>
        """;

    /**
     * @param from      text of BASE to replace; {@code to} its replacement.
     * @param oldAnchor a text unique in the old schema, inside the element the old location must point at.
     * @param newAnchor the same in the new schema.
     */
    record Case(String name, String from, String to, ChangeKind kind, String subject, String message,
                String oldAnchor, String newAnchor)
    {
        @Override
        public String toString()
        {
            return name;
        }
    }

    static List<Case> breaking()
    {
        return List.of(
            new Case("field removed", "        " + FLAGS + "\n", "", ChangeKind.MEMBER_REMOVED, "Order.flags",
                "field 'Order.flags' removed", "name=\"flags\"", ORDER),
            new Case("field moved", FLAGS, FLAGS.replace("/>", " offset=\"16\"/>"), ChangeKind.MEMBER_MOVED,
                "Order.flags", "moved from offset 13 to 16", "name=\"flags\"", "name=\"flags\""),
            new Case("field retyped", "id=\"2\" type=\"int32\"", "id=\"2\" type=\"float\"", ChangeKind.MEMBER_RETYPED,
                "Order.qty", "retyped from int32 to float", "name=\"qty\"", "name=\"qty\""),
            new Case("field resized", "id=\"2\" type=\"int32\"", "id=\"2\" type=\"int64\"", ChangeKind.MEMBER_RESIZED,
                "Order.qty", "retyped from int32 to int64 and resized from 4 to 8 octets", "name=\"qty\"", "name=\"qty\""),
            new Case("field presence", "id=\"2\" type=\"int32\"", "id=\"2\" type=\"int32\" presence=\"optional\"",
                ChangeKind.PRESENCE_CHANGED, "Order.qty", "presence changed from required to optional", "name=\"qty\"",
                "name=\"qty\""),
            new Case("field sinceVersion", FLAGS, FLAGS.replace("/>", " sinceVersion=\"1\"/>"),
                ChangeKind.MEMBER_VERSION_CHANGED, "Order.flags", "sinceVersion changed from 0 to 1", "name=\"flags\"",
                "name=\"flags\""),
            new Case("field added without sinceVersion", FLAGS, FLAGS + "\n<field name=\"price\" id=\"5\" type=\"int64\"/>",
                ChangeKind.MEMBER_ADDED_WITHOUT_VERSION, "Order.price",
                "added with sinceVersion 0, not above the old schema's version 1; give it sinceVersion 2", ORDER,
                "name=\"price\""),
            new Case("field added among old ones", "<field name=\"side\"",
                "<field name=\"price\" id=\"5\" type=\"int64\" sinceVersion=\"2\"/>\n<field name=\"side\"",
                ChangeKind.MEMBER_ADDED_NOT_AT_END, "Order.price", "added at offset 12, among the old fields (which end at 14)",
                ORDER, "name=\"price\""),
            new Case("group added before an old one", LEGS, """
                <group name="fills" id="30" dimensionType="groupSizeEncoding" sinceVersion="2">
                    <field name="fillId" id="31" type="uint32"/>
                </group>
                """ + LEGS, ChangeKind.MEMBER_ADDED_NOT_AT_END, "Order.fills", "added before groups or data the old schema has",
                ORDER, "name=\"fills\""),
            new Case("group removed", LEGS, "", ChangeKind.MEMBER_REMOVED, "Order.legs", "group 'Order.legs' removed",
                "name=\"legs\"", ORDER),
            new Case("data moved before a group", LEGS + NOTE, NOTE + LEGS, ChangeKind.MEMBER_MOVED, "Order.note",
                "data 'Order.note' moved before members it followed", "name=\"note\"", "name=\"note\""),
            new Case("group dimension", "dimensionType=\"groupSizeEncoding\">", "dimensionType=\"smallGroupSize\">",
                ChangeKind.DIMENSION_CHANGED, "Order.legs", "dimension changed from {blockLength uint16 @0, numInGroup " +
                "uint16 @2} to {blockLength uint8 @0, numInGroup uint8 @1}", "name=\"legs\"", "name=\"legs\""),
            new Case("group block", "id=\"11\" type=\"uint32\"", "id=\"11\" type=\"uint64\"", ChangeKind.MEMBER_RESIZED,
                "Order.legs.legId", "resized from 4 to 8 octets", "name=\"legId\"", "name=\"legId\""),
            new Case("data retyped", "type=\"varString\"/>", "type=\"longVarString\"/>", ChangeKind.MEMBER_RETYPED,
                "Order.note", "encoding changed from {length uint16 @0, varData uint8[0] @2} to {length uint32 @0, " +
                "varData uint8[0] @4}", "name=\"note\"", "name=\"note\""),
            new Case("data removed", "<data name=\"note\" id=\"20\" type=\"varString\"/>", "", ChangeKind.MEMBER_REMOVED,
                "Order.note", "data 'Order.note' removed", "name=\"note\"", ORDER),
            new Case("enum value removed", "<validValue name=\"SELL\">1</validValue>", "", ChangeKind.ENUM_VALUE_REMOVED,
                "Side.SELL", "enum value 'Side.SELL' (1) removed", "name=\"SELL\"", "<enum name=\"Side\""),
            new Case("enum value renumbered", "name=\"SELL\">1<", "name=\"SELL\">2<", ChangeKind.ENUM_VALUE_RENUMBERED,
                "Side.SELL", "renumbered from 1 to 2", "name=\"SELL\"", "name=\"SELL\""),
            new Case("enum encoding", "<enum name=\"Side\" encodingType=\"uint8\">",
                "<enum name=\"Side\" encodingType=\"char\">", ChangeKind.ENCODING_CHANGED, "enum Side",
                "changed from enum Side of uint8 to enum Side of char", "<enum name=\"Side\"", "<enum name=\"Side\""),
            new Case("set choice removed", "<choice name=\"hidden\">1</choice>", "", ChangeKind.SET_CHOICE_REMOVED,
                "Flags.hidden", "set choice 'Flags.hidden' (bit 1) removed", "name=\"hidden\"", "<set name=\"Flags\""),
            new Case("set choice renumbered", "name=\"hidden\">1<", "name=\"hidden\">2<", ChangeKind.SET_CHOICE_RENUMBERED,
                "Flags.hidden", "moved from bit 1 to bit 2", "name=\"hidden\"", "name=\"hidden\""),
            new Case("message removed", """
                    <sbe:message name="Cancel" id="2">
                        <field name="cancelId" id="1" type="uint64"/>
                    </sbe:message>
                """, "", ChangeKind.MESSAGE_REMOVED, "Cancel", "message 'Cancel' (id 2) removed", "name=\"Cancel\"",
                SCHEMA),
            new Case("message id reused", "name=\"Cancel\" id=\"2\"", "name=\"Replace\" id=\"2\"",
                ChangeKind.MESSAGE_ID_REUSED, "Replace", "message id 2 of 'Cancel' reused for a different message 'Replace'",
                "name=\"Cancel\"", "name=\"Replace\""),
            new Case("message id changed", "name=\"Cancel\" id=\"2\"", "name=\"Cancel\" id=\"3\"",
                ChangeKind.MESSAGE_ID_CHANGED, "Cancel", "id changed from 2 to 3", "name=\"Cancel\"", "name=\"Cancel\""),
            new Case("version not raised", "<validValue name=\"SELL\">1</validValue>",
                "<validValue name=\"SELL\">1</validValue><validValue name=\"CROSS\">2</validValue>",
                ChangeKind.VERSION_NOT_RAISED, "messageSchema", "version 1 is not above the old 1", SCHEMA, SCHEMA),
            new Case("schema id", "package=\"pairs\" id=\"5\"", "package=\"pairs\" id=\"6\"",
                ChangeKind.SCHEMA_ID_CHANGED, "messageSchema", "schema id changed from 5 to 6", SCHEMA, SCHEMA),
            new Case("byte order", "littleEndian", "bigEndian", ChangeKind.BYTE_ORDER_CHANGED, "messageSchema",
                "byteOrder changed from LITTLE_ENDIAN to BIG_ENDIAN", SCHEMA, SCHEMA),
            new Case("header", "<type name=\"version\" primitiveType=\"uint16\"/>",
                "<type name=\"version\" primitiveType=\"uint8\"/>", ChangeKind.HEADER_CHANGED, "composite messageHeader",
                "version uint16 @6} to", "<composite name=\"messageHeader\"", "<composite name=\"messageHeader\""));
    }

    static List<Case> safe()
    {
        return List.of(
            new Case("field added at the end", FLAGS, FLAGS + "\n<field name=\"price\" id=\"5\" type=\"int64\" sinceVersion=\"2\"/>",
                ChangeKind.MEMBER_ADDED, "Order.price", "added at offset 14 with sinceVersion 2", ORDER, "name=\"price\""),
            new Case("data added at the end", "type=\"varString\"/>",
                "type=\"varString\"/>\n<data name=\"memo\" id=\"21\" type=\"varString\" sinceVersion=\"2\"/>",
                ChangeKind.MEMBER_ADDED, "Order.memo", "data 'Order.memo' added at the end with sinceVersion 2", ORDER,
                "name=\"memo\""),
            new Case("enum value added", "<validValue name=\"SELL\">1</validValue>",
                "<validValue name=\"SELL\">1</validValue><validValue name=\"CROSS\" sinceVersion=\"2\">2</validValue>",
                ChangeKind.ENUM_VALUE_ADDED, "Side.CROSS", "enum value 'Side.CROSS' (2) added", "<enum name=\"Side\"",
                "name=\"CROSS\""),
            new Case("set choice added", "<choice name=\"hidden\">1</choice>",
                "<choice name=\"hidden\">1</choice><choice name=\"fast\" sinceVersion=\"2\">2</choice>",
                ChangeKind.SET_CHOICE_ADDED, "Flags.fast", "set choice 'Flags.fast' (bit 2) added", "<set name=\"Flags\"",
                "name=\"fast\""),
            new Case("message added", "</sbe:messageSchema>",
                "<sbe:message name=\"Replace\" id=\"3\"><field name=\"replaceId\" id=\"1\" type=\"uint64\"/></sbe:message>\n" +
                "</sbe:messageSchema>", ChangeKind.MESSAGE_ADDED, "Replace", "message 'Replace' (id 3) added", SCHEMA,
                "name=\"Replace\""),
            new Case("description", "description=\"an order\"", "description=\"a new order\"",
                ChangeKind.DESCRIPTION_CHANGED, "Order", "message 'Order' description changed", ORDER, ORDER),
            new Case("semanticType", "id=\"2\" type=\"int32\"", "id=\"2\" type=\"int32\" semanticType=\"Qty\"",
                ChangeKind.SEMANTIC_TYPE_CHANGED, "Order.qty", "field 'Order.qty' semanticType changed", "name=\"qty\"",
                "name=\"qty\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("breaking")
    void breakingChangeIsReportedAtBothPlaces(final Case change, @TempDir final Path dir) throws Exception
    {
        final CompatReport report = report(change, dir);
        assertFalse(report.compatible(), () -> "compatible: " + report.changes());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("safe")
    void safeChangeIsListedAsSafe(final Case change, @TempDir final Path dir) throws Exception
    {
        final CompatReport report = report(change, dir);
        assertTrue(report.compatible(), () -> "not compatible: " + report.changes());
        assertEquals(Set.of(ChangeKind.VERSION_RAISED, change.kind()),
            report.changes().stream().map(Change::kind).collect(Collectors.toSet()), report.changes()::toString);
    }

    /** Checks the one change of the case's kind and subject, and returns the whole report. */
    private static CompatReport report(final Case change, @TempDir final Path dir) throws Exception
    {
        assertTrue(BASE.contains(change.from()), "BASE lacks " + change.from());
        final String newText = BASE.replace(change.from(), change.to()).replace("version=\"1\" byteOrder",
            change.kind() == ChangeKind.VERSION_NOT_RAISED ? "version=\"1\" byteOrder" : "version=\"2\" byteOrder");
        final SchemaPair pair = new SchemaPair(dir, BASE, newText);
        final CompatReport report = pair.check();
        final List<Change> found = report.changes().stream()
            .filter(c -> c.kind() == change.kind() && c.subject().equals(change.subject()))
            .toList();
        assertEquals(1, found.size(), () -> "expected one " + change.kind() + " of " + change.subject() + " in " +
            report.changes());
        final Change reported = found.get(0);
        assertTrue(reported.message().contains(change.message()), reported::message);
        SchemaPair.assertAt(pair.oldSchema, change.oldAnchor(), reported.oldLocation());
        SchemaPair.assertAt(pair.newSchema, change.newAnchor(), reported.newLocation());
        return report;
    }
}
