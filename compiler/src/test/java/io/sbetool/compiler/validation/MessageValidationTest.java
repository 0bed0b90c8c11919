package io.sbetool.compiler.validation;

import io.sbetool.compiler.support.SchemaFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static io.sbetool.compiler.support.SchemaFixture.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** One small bad schema per rule about messages, groups, data, names, versions and special composites. */
class MessageValidationTest
{
    private static final String TYPES = """
            <type name="Price" primitiveType="int64"/>
            <enum name="Side" encodingType="char"><validValue name="Buy">1</validValue></enum>
        """;

    @TempDir
    Path dir;
    private SchemaFixture fixture;

    @BeforeEach
    void setUp()
    {
        fixture = new SchemaFixture(dir);
    }

    private SchemaFixture loadMessages(final String messages)
    {
        return fixture.load(schema(TYPES, messages));
    }

    @Test
    void duplicateMessageNameAndId()
    {
        loadMessages("""
            <sbe:message name="A" id="1"/>
            <sbe:message name="A" id="2"/>
            <sbe:message name="C" id="1"/>
            """);
        fixture.assertError("duplicate message name 'A'", "id=\"2\"");
        fixture.assertError("duplicate message id 1 (message 'C')", "name=\"C\"");
    }

    @Test
    void missingAndNonNumericAttributes()
    {
        loadMessages("""
            <sbe:message name="A" id="x1">
                <field id="1" type="Price"/>
                <field name="g" type="Price" id="2" offset="-4" sinceVersion="one"/>
            </sbe:message>
            """);
        fixture.assertError("invalid id=\"x1\" on <message name=\"A\">; expected a non-negative integer", "x1");
        fixture.assertError("<field> is missing the required attribute 'name'", "field id=\"1\"");
        fixture.assertError("invalid offset=\"-4\" on <field name=\"g\">", "name=\"g\"");
        fixture.assertError("invalid sinceVersion=\"one\" on <field name=\"g\">", "name=\"g\"");
    }

    @Test
    void duplicateFieldNamesAndIdsInMessageAndGroup()
    {
        loadMessages("""
            <sbe:message name="A" id="1">
                <field name="p" id="1" type="Price"/>
                <field name="p" id="2" type="Price"/>
                <field name="q" id="1" type="Price"/>
                <group name="g" id="3">
                    <field name="x" id="4" type="Price"/>
                    <field name="x" id="5" type="Price"/>
                </group>
            </sbe:message>
            """);
        fixture.assertError("duplicate name 'p' in message 'A'", "id=\"2\"");
        fixture.assertError("duplicate id 1 of field 'q' in message 'A'", "name=\"q\"");
        fixture.assertError("duplicate name 'x' in group 'g'", "id=\"5\"");
    }

    @Test
    void unresolvedReferencesSuggestClosest()
    {
        loadMessages("""
            <sbe:message name="A" id="1">
                <field name="p" id="1" type="Prcie"/>
                <group name="g" id="2" dimensionType="groupSizeEncodin"/>
                <data name="d" id="3" type="varStrin"/>
            </sbe:message>
            """);
        fixture.assertError("type 'Prcie' of field 'p' is not a declared type; did you mean 'Price'?", "name=\"p\"");
        fixture.assertError("dimensionType 'groupSizeEncodin' of group 'g' is not a declared type; did you mean " +
            "'groupSizeEncoding'?", "name=\"g\"");
        fixture.assertError("type 'varStrin' of data 'd' is not a declared type; did you mean 'varString'?",
            "name=\"d\"");
    }

    @Test
    void missingHeaderType()
    {
        fixture.load(schema(TYPES, "<sbe:message name=\"A\" id=\"1\"/>\n")
            .replace("version=\"2\"", "version=\"2\" headerType=\"msgHeader\""));
        fixture.assertError("the message header type 'msgHeader' is not declared in <types>", "xmlns:sbe");
    }

    @Test
    void memberOrder()
    {
        loadMessages("""
            <sbe:message name="A" id="1">
                <group name="g" id="2"/>
                <field name="late" id="3" type="Price"/>
                <data name="d" id="4" type="varString"/>
                <group name="lateGroup" id="5"/>
            </sbe:message>
            """);
        fixture.assertError("field 'late' in message 'A' comes after a group member; fields must come first", "\"late\"");
        fixture.assertError("group 'lateGroup' in message 'A' comes after a data member", "lateGroup");
    }

    @Test
    void overlappingFieldOffsetsAndShortBlockLength()
    {
        loadMessages("""
            <sbe:message name="A" id="1" blockLength="10">
                <field name="a" id="1" type="Price"/>
                <field name="b" id="2" type="Price" offset="4"/>
            </sbe:message>
            """);
        fixture.assertError("offset 4 of field 'b' in message 'A' overlaps field 'a', which ends at offset 8", "name=\"b\"");
        fixture.assertError("blockLength 10 of message 'A' is smaller than its fields need (12 octets)", "name=\"A\"");
    }

    @Test
    void groupBlockLengthTooSmall()
    {
        loadMessages("""
            <sbe:message name="A" id="1">
                <group name="g" id="2" blockLength="4">
                    <field name="a" id="1" type="Price"/>
                </group>
            </sbe:message>
            """);
        fixture.assertError("blockLength 4 of group 'g' is smaller than its fields need (8 octets)", "name=\"g\"");
    }

    @Test
    void fieldValueRefs()
    {
        loadMessages("""
            <sbe:message name="A" id="1">
                <field name="a" id="1" type="Side" presence="constant" valueRef="Side.Sell"/>
                <field name="b" id="2" type="Side" presence="constant" valueRef="Sides.Buy"/>
                <field name="c" id="3" type="Side" presence="constant"/>
                <field name="d" id="4" type="Side" valueRef="Side.Buy"/>
                <field name="e" id="5" type="Side" presence="constant" valueRef="Buy"/>
            </sbe:message>
            """);
        fixture.assertError("valueRef \"Side.Sell\": enum 'Side' has no validValue 'Sell'", "name=\"a\"");
        fixture.assertError("valueRef \"Sides.Buy\" names unknown enum 'Sides'; did you mean 'Side'?", "name=\"b\"");
        fixture.assertError("constant field 'c' has no value", "name=\"c\"");
        fixture.assertError("field 'd' has a valueRef but presence is required", "name=\"d\"");
        fixture.assertError("valueRef \"Buy\" must have the form EnumName.validValueName", "name=\"e\"");
    }

    @Test
    void sinceVersionAboveSchemaVersion()
    {
        loadMessages("""
            <sbe:message name="A" id="1">
                <field name="a" id="1" type="Price" sinceVersion="3"/>
            </sbe:message>
            """);
        fixture.assertError("sinceVersion 3 of field 'a' is greater than the schema version 2", "name=\"a\"");
    }

    @Test
    void invalidNamesAreErrorsAndKeywordsWarnings()
    {
        fixture.load(schema("""
                <enum name="Bool" encodingType="uint8">
                    <validValue name="false">0</validValue>
                    <validValue name="true">1</validValue>
                    <validValue name="NULL">2</validValue>
                </enum>
            """, """
            <sbe:message name="Bad Name" id="1">
                <field name="new" id="1" type="Bool"/>
                <field name="9lives" id="2" type="Bool"/>
            </sbe:message>
            """));
        fixture.assertError("\"Bad Name\" is not a valid name for a message", "Bad Name");
        fixture.assertError("\"9lives\" is not a valid name for a field", "9lives");
        fixture.assertWarning("field 'new' is a Java and C++ keyword; Java and C++ code generated from it will name it 'new_'", "\"new\"");
        fixture.assertWarning("validValue 'NULL' is a C++ keyword; C++ code generated from it will name it 'NULL_'", "NULL");
        fixture.assertWarning("validValue 'true' is a Java and C++ keyword", "\"true\"");
    }

    @Test
    void specialCompositesNeedTheirMembers()
    {
        fixture.load(schema("""
                <composite name="badDim">
                    <type name="blockLength" primitiveType="uint16"/>
                    <type name="count" primitiveType="uint16"/>
                </composite>
                <composite name="bigDim">
                    <type name="blockLength" primitiveType="uint16"/>
                    <type name="numInGroup" primitiveType="uint32"/>
                </composite>
                <composite name="badVar">
                    <type name="len" primitiveType="uint16"/>
                    <type name="varData" primitiveType="uint8" length="0"/>
                </composite>
            """, """
            <sbe:message name="A" id="1">
                <group name="g" id="2" dimensionType="badDim"/>
                <group name="h" id="3" dimensionType="bigDim"/>
                <data name="d" id="4" type="badVar"/>
            </sbe:message>
            """).replace("<type name=\"schemaId\" primitiveType=\"uint16\"/>", ""));
        fixture.assertError("message header composite 'messageHeader' lacks member 'schemaId'", "\"messageHeader\"");
        fixture.assertError("group dimension composite 'badDim' lacks member 'numInGroup'", "composite name=\"badDim\"");
        fixture.assertError("var-data composite 'badVar' lacks member 'length'", "composite name=\"badVar\"");
        fixture.assertError("numInGroup of 'bigDim' is uint32, whose counts up to 4294967295 generated code cannot " +
            "hold in an int; add maxValue=\"2147483647\" (or less) to it", "uint32");
    }

    @Test
    void unknownElementInMessage()
    {
        loadMessages("""
            <sbe:message name="A" id="1">
                <feild name="a" id="1" type="Price"/>
            </sbe:message>
            """);
        fixture.assertError("unknown element <feild> in <message>; expected one of data, field, group", "feild");
    }

    @Test
    void reportsThreeDistinctErrorsInOneRun()
    {
        loadMessages("""
            <sbe:message name="A" id="1">
                <field name="a" id="1" type="NoSuchType"/>
                <field name="b" id="2" type="Price" presence="maybe"/>
            </sbe:message>
            <sbe:message name="B" id="1"/>
            """);
        assertEquals(3, fixture.result().errors().size(), fixture.describeAll());
        fixture.assertError("type 'NoSuchType' of field 'a' is not a declared type", "NoSuchType");
        fixture.assertError("invalid presence=\"maybe\" on <field name=\"b\">", "maybe");
        fixture.assertError("duplicate message id 1 (message 'B')", "name=\"B\"");
        assertTrue(fixture.result().schema().isEmpty());
    }

    @Test
    void formatsDiagnosticsLikeACompiler()
    {
        loadMessages("""
            <sbe:message name="A" id="1">
                <field name="a" id="1" type="Nope"/>
            </sbe:message>
            """);
        final String line = fixture.result().errors().get(0).format();
        assertEquals(fixture.file() + ":" + fixture.lineOf("Nope") + ":" + fixture.columnOf("Nope") +
            ": error: type 'Nope' of field 'a' is not a declared type", line);
    }
}
