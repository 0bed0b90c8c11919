package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostic;
import io.sbetool.compiler.diagnostics.Severity;
import io.sbetool.compiler.support.SchemaFixture;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static io.sbetool.compiler.support.SchemaFixture.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every "must" and "shall" of the SBE 1.0 standard (published by the FIX Trading Community in
 * FIXTradingCommunity/fix-simple-binary-encoding, v1-0-STANDARD) about schemas, section by
 * section, each with a schema that breaks it and the diagnostic that catches it. Where the standard says
 * must but published schemas break the rule and still encode correctly, the entry says so and checks the
 * warning, or checks that such a schema is accepted. Requirements on messages on the wire (a value in
 * range, a required field set) are not about schemas and are left to the codecs' tests; "message
 * templates changed incompatibly must get a new id" (05) needs two schemas: {@code sbetool compat}.
 * Positions of each diagnostic are checked in the rule tests (MessageValidationTest, TypeValidationTest,
 * SchemaRulesTest); here, that each requirement is enforced at all.
 */
class StandardRulesTest
{
    @TempDir
    Path dir;

    /**
     * @param section  the standard's file and the words of the requirement.
     * @param severity what a schema breaking it gets; null when it is accepted on purpose (see why).
     * @param expected a fragment of the diagnostic; for an accepted schema, why it is accepted.
     */
    record Requirement(String section, String types, String messages, UnaryOperator<String> edit, Severity severity,
        String expected)
    {
        @Override
        public String toString()
        {
            return section;
        }
    }

    private static Requirement error(final String section, final String types, final String messages, final String expected)
    {
        return new Requirement(section, types, messages, UnaryOperator.identity(), Severity.ERROR, expected);
    }

    private static Requirement warning(final String section, final String types, final String messages, final String expected)
    {
        return new Requirement(section, types, messages, UnaryOperator.identity(), Severity.WARNING, expected);
    }

    private static Requirement edited(final String section, final UnaryOperator<String> edit, final String expected)
    {
        return new Requirement(section, "", "", edit, Severity.ERROR, expected);
    }

    private static final String MSG = "<sbe:message name=\"M\" id=\"1\">%s</sbe:message>\n";

    private static String msg(final String body)
    {
        return String.format(MSG, body);
    }

    static Stream<Requirement> requirements()
    {
        return Stream.of(
            // 02FieldEncoding
            warning("02 Field presence: presence=required is mutually exclusive with nullValue (a warning: a " +
                "nullValue on a required type changes nothing on the wire)",
                "<type name=\"T\" primitiveType=\"uint8\" nullValue=\"7\"/>", "", "has a nullValue but presence is required"),
            error("02 Fixed-length character array: must specify primitiveType=\"char\" and a length",
                "<type name=\"T\" length=\"4\"/>", "", "missing the required attribute 'primitiveType'"),
            error("02 Enumeration: an <enum> must contain at least one <validValue>",
                "<enum name=\"E\" encodingType=\"uint8\"></enum>", "", "enum 'E' has no validValue"),
            error("02 Enumeration: the name of a <validValue> must be unique within an enumeration",
                "<enum name=\"E\" encodingType=\"uint8\"><validValue name=\"A\">1</validValue>" +
                "<validValue name=\"A\">2</validValue></enum>", "", "duplicate validValue name 'A'"),
            error("02 Enumeration: the value of a <validValue> must be unique within an enumeration",
                "<enum name=\"E\" encodingType=\"uint8\"><validValue name=\"A\">1</validValue>" +
                "<validValue name=\"B\">1</validValue></enum>", "", "duplicate value 1 of validValue 'B'"),
            error("02 Enumeration: an <enum> must have an encodingType attribute",
                "<enum name=\"E\"><validValue name=\"A\">1</validValue></enum>", "", "missing the required attribute 'encodingType'"),
            error("02 Enumeration: the length of a <type> associated to an enumeration must be 1",
                "<type name=\"T\" primitiveType=\"uint8\" length=\"2\"/><enum name=\"E\" encodingType=\"T\">" +
                "<validValue name=\"A\">1</validValue></enum>", "", "with length 2"),
            error("02 Multi-value choice: the name of a choice must be unique within a set",
                "<set name=\"S\" encodingType=\"uint8\"><choice name=\"A\">0</choice><choice name=\"A\">1</choice></set>", "",
                "duplicate choice name 'A'"),
            error("02 Multi-value choice: the bit position of a choice must be unique within a set",
                "<set name=\"S\" encodingType=\"uint8\"><choice name=\"A\">0</choice><choice name=\"B\">0</choice></set>", "",
                "duplicate bit position 0"),
            error("02 Multi-value choice: a <set> must have an encodingType attribute",
                "<set name=\"S\"><choice name=\"A\">0</choice></set>", "", "missing the required attribute 'encodingType'"),
            error("02 Multi-value choice: the length of a <type> associated to a bitset must be 1",
                "<type name=\"T\" primitiveType=\"uint8\" length=\"2\"/><set name=\"S\" encodingType=\"T\">" +
                "<choice name=\"A\">0</choice></set>", "", "with length 2"),
            // 03MessageStructure
            edited("03 Message header: each header field must be encoded as an unsigned integer type",
                text -> text.replace("<type name=\"templateId\" primitiveType=\"uint16\"/>",
                    "<type name=\"templateId\" primitiveType=\"int16\"/>"),
                "header member 'templateId' is int16; the standard requires"),
            edited("03 Message header: the encoding must carry the name given by headerType (messageHeader)",
                text -> text.replace("<composite name=\"messageHeader\">", "<composite name=\"header\">"),
                "the message header type 'messageHeader' is not declared"),
            error("03 Block size: the block size must be at least the sum of lengths of all fields",
                "", "<sbe:message name=\"M\" id=\"1\" blockLength=\"2\"><field name=\"f\" id=\"1\" type=\"uint32\"/>" +
                "</sbe:message>", "blockLength 2 of message 'M' is smaller than its fields need (4 octets)"),
            error("03 Field offset: if specified, must be at least the sum of the lengths of the fields before it",
                "", msg("<field name=\"a\" id=\"1\" type=\"uint32\"/><field name=\"b\" id=\"2\" type=\"uint32\" offset=\"2\"/>"),
                "offset 2 of field 'b' in message 'M' overlaps field 'a'"),
            new Requirement("03 Repeating group: a group must contain at least one field (accepted: Binance's and " +
                "Euronext's published schemas have groups of data only, or placeholders with no members, and they " +
                "encode unambiguously)", "", msg("<group name=\"g\" id=\"2\"><data name=\"d\" id=\"3\" type=\"varString\"/>" +
                "</group>"), UnaryOperator.identity(), null, "a group without fields is accepted"),
            warning("03 Group dimension: the count must be an unsigned integer (a warning: a signed count still " +
                "encodes every count a real group has)", "<composite name=\"sDim\"><type name=\"blockLength\" " +
                "primitiveType=\"uint16\"/><type name=\"numInGroup\" primitiveType=\"int16\"/></composite>",
                msg("<group name=\"g\" id=\"2\" dimensionType=\"sDim\"/>"), "numInGroup of 'sDim' is signed (int16)"),
            error("03 Message structure: fixed-length fields must be listed before any repeating group",
                "", msg("<group name=\"g\" id=\"2\"/><field name=\"f\" id=\"3\" type=\"uint8\"/>"),
                "field 'f' in message 'M' comes after a group member"),
            error("03 Message structure: fixed-length fields must be listed before any variable-length field",
                "", msg("<data name=\"d\" id=\"2\" type=\"varString\"/><field name=\"f\" id=\"3\" type=\"uint8\"/>"),
                "field 'f' in message 'M' comes after a data member"),
            error("03 Message structure: repeating groups must be listed before any variable-length field",
                "", msg("<data name=\"d\" id=\"2\" type=\"varString\"/><group name=\"g\" id=\"3\"/>"),
                "group 'g' in message 'M' comes after a data member"),
            // 04MessageSchema
            error("04 Encoding types: a name must be unique among all encoding types",
                "<type name=\"T\" primitiveType=\"uint8\"/><type name=\"T\" primitiveType=\"uint16\"/>", "",
                "duplicate type name 'T'"),
            error("04 <type> nullValue: the XML string must be convertible to the primitiveType",
                "<type name=\"T\" primitiveType=\"uint8\" presence=\"optional\" nullValue=\"256\"/>", "",
                "nullValue \"256\" of type 'T' is out of range for uint8 (0..255)"),
            error("04 <type> sinceVersion: must be less than or equal to the version of the message schema",
                "<type name=\"T\" primitiveType=\"uint8\" sinceVersion=\"3\"/>", "", "sinceVersion 3 of type 'T' is greater " +
                "than the schema version 2"),
            error("04 <type> deprecated: must be less than or equal to the version of the message schema",
                "<type name=\"T\" primitiveType=\"uint8\" deprecated=\"3\"/>", "", "deprecated 3 of type 'T' is greater " +
                "than the schema version 2"),
            error("04 FIX data type: semanticType on both a field and its type: the two values must match",
                "<type name=\"T\" primitiveType=\"int64\" semanticType=\"Price\"/>",
                msg("<field name=\"f\" id=\"1\" type=\"T\" semanticType=\"Qty\"/>"), "contradicts semanticType 'Price'"),
            error("04 <composite> member offset: must be at least the sum of the sizes of the members before it",
                "<composite name=\"C\"><type name=\"a\" primitiveType=\"uint32\"/><type name=\"b\" primitiveType=\"uint8\" " +
                "offset=\"1\"/></composite>", "", "offset 1 of 'b' in composite 'C' overlaps"),
            error("04 <ref> type: must match a defined type, enum, set or composite",
                "<composite name=\"C\"><ref name=\"r\" type=\"Nothing\"/></composite>", "", "refers to unknown type 'Nothing'"),
            error("04 <enum> encodingType: must be a scalar <type> or a primitive type",
                "<composite name=\"C\"><type name=\"a\" primitiveType=\"uint8\"/></composite><enum name=\"E\" " +
                "encodingType=\"C\"><validValue name=\"A\">1</validValue></enum>", "", "must be a primitive type or a simple <type>"),
            error("04 <validValue>: the value must be convertible to the enum's encoding type",
                "<enum name=\"E\" encodingType=\"uint8\"><validValue name=\"A\">256</validValue></enum>", "",
                "out of range for uint8"),
            error("04 <validValue>: a validValue is required to carry its value",
                "<enum name=\"E\" encodingType=\"uint8\"><validValue name=\"A\"></validValue></enum>", "", "has no value"),
            error("04 <set> encodingType: must be a scalar <type> or an unsigned integer primitive",
                "<set name=\"S\" encodingType=\"char\"><choice name=\"A\">0</choice></set>", "", "must be a single unsigned integer"),
            error("04 <message> name: must be unique among all messages in a schema",
                "", "<sbe:message name=\"M\" id=\"1\"/><sbe:message name=\"M\" id=\"2\"/>", "duplicate message name 'M'"),
            error("04 <message> id: must be unique within a schema",
                "", "<sbe:message name=\"M\" id=\"1\"/><sbe:message name=\"N\" id=\"1\"/>", "duplicate message id 1"),
            error("04 <message> deprecated: must be less than or equal to the version of the message schema",
                "", "<sbe:message name=\"M\" id=\"1\" deprecated=\"9\"/>", "deprecated 9 of message 'M' is greater"),
            error("04 <field> type: must match a simple type, composite, enum or set",
                "", msg("<field name=\"f\" id=\"1\" type=\"Nothing\"/>"), "type 'Nothing' of field 'f' is not a declared type"),
            error("04 <field> valueRef: must name a validValue of an enum",
                "<enum name=\"E\" encodingType=\"uint8\"><validValue name=\"A\">1</validValue></enum>",
                msg("<field name=\"f\" id=\"1\" type=\"E\" presence=\"constant\" valueRef=\"E.B\"/>"), "enum 'E' has no validValue 'B'"),
            error("04 <field> valueRef: valid only if presence=\"constant\"",
                "<enum name=\"E\" encodingType=\"uint8\"><validValue name=\"A\">1</validValue></enum>",
                msg("<field name=\"f\" id=\"1\" type=\"E\" valueRef=\"E.A\"/>"), "valueRef requires presence=\"constant\""),
            error("04 <field> sinceVersion: must not be greater than the schema's version",
                "", msg("<field name=\"f\" id=\"1\" type=\"uint8\" sinceVersion=\"5\"/>"), "sinceVersion 5 of field 'f'"),
            error("04 Errors: presence mismatch between a field and its encoding",
                "<type name=\"K\" primitiveType=\"uint8\" presence=\"constant\">1</type>",
                msg("<field name=\"f\" id=\"1\" type=\"K\" presence=\"optional\"/>"), "is optional but its type 'K' is a constant"),
            error("04 Errors: missing constant value (on a type)",
                "<type name=\"K\" primitiveType=\"uint8\" presence=\"constant\"/>", "", "constant type 'K' has no value"),
            error("04 Errors: missing constant value (on a field)",
                "", msg("<field name=\"f\" id=\"1\" type=\"uint8\" presence=\"constant\"/>"), "constant field 'f' has no value"),
            error("04 Errors: duplicate id of fields in a block",
                "", msg("<field name=\"a\" id=\"1\" type=\"uint8\"/><field name=\"b\" id=\"1\" type=\"uint8\"/>"),
                "duplicate id 1 of field 'b'"),
            warning("04 Errors: an id must name one field in a schema (a warning across blocks: Binance and Euronext " +
                "number each group's fields from 1)", "", msg("<field name=\"a\" id=\"1\" type=\"uint8\"/><group name=\"g\" " +
                "id=\"2\"><field name=\"b\" id=\"1\" type=\"uint8\"/></group>"), "id 1 of field 'b' in message 'M' is also the id of field 'a'"),
            // 05SchemaExtensionMechanism
            warning("05 Extension: added fields must be appended to the end of a block (a warning: B3 and Artio " +
                "publish schemas that insert them)", "",
                msg("<field name=\"n\" id=\"1\" type=\"uint8\" sinceVersion=\"1\"/><field name=\"o\" id=\"2\" type=\"uint8\"/>"),
                "field 'n' of sinceVersion 1 in message 'M' comes before the older field 'o'"),
            warning("05 Extension: groups and data added in later versions come after the older ones", "",
                msg("<data name=\"n\" id=\"1\" type=\"varString\" sinceVersion=\"1\"/><data name=\"o\" id=\"2\" type=\"varString\"/>"),
                "data 'n' of sinceVersion 1 in message 'M' comes before the older data 'o'"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("requirements")
    void isEnforced(final Requirement requirement)
    {
        final SchemaFixture fixture = new SchemaFixture(dir)
            .load(requirement.edit().apply(schema(requirement.types(), requirement.messages())));
        final List<Diagnostic> diagnostics = fixture.result().diagnostics();
        if (requirement.severity() == null)
        {
            fixture.assertNoErrors();
            return;
        }
        final List<Diagnostic> matching = diagnostics.stream()
            .filter(d -> d.severity() == requirement.severity() && d.message().contains(requirement.expected()))
            .toList();
        assertFalse(matching.isEmpty(), () -> "no " + requirement.severity() + " containing \"" + requirement.expected() +
            "\"; got:\n" + fixture.describeAll());
        assertTrue(matching.get(0).location().line() > 0, () -> "no line: " + matching.get(0).format());
        assertEquals(fixture.file().toString(), matching.get(0).location().file());
        if (requirement.severity() == Severity.WARNING)
        {
            assertFalse(fixture.result().hasErrors(), () -> "a warning-only rule gave errors:\n" + diagnostics.stream()
                .map(Diagnostic::format).collect(Collectors.joining("\n")));
        }
    }
}
