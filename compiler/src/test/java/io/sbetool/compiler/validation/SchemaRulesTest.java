package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostic;
import io.sbetool.compiler.support.SchemaFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static io.sbetool.compiler.support.SchemaFixture.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The rules of issue 12: values the header and dimensions cannot hold, members of later versions
 * placed before older ones, contradictions between a field and its type, enum values outside a named
 * type's range, characters outside a char type's encoding. Each is checked by message and position.
 */
class SchemaRulesTest
{
    @TempDir
    Path dir;
    private SchemaFixture fixture;

    @BeforeEach
    void setUp()
    {
        fixture = new SchemaFixture(dir);
    }

    @Test
    void messageIdVersionAndBlockLengthMustFitTheHeader()
    {
        fixture.load(schema("""
                <type name="Wide" primitiveType="char" length="200"/>
                <composite name="smallDim">
                    <type name="blockLength" primitiveType="uint8"/>
                    <type name="numInGroup" primitiveType="uint8"/>
                </composite>
            """, """
            <sbe:message name="Big" id="300">
                <field name="w" id="1" type="Wide"/>
                <field name="w2" id="4" type="Wide"/>
                <group name="g" id="2" dimensionType="smallDim">
                    <field name="gw" id="3" type="Wide"/>
                    <field name="gw2" id="5" type="Wide"/>
                </group>
            </sbe:message>
            """).replace("<type name=\"templateId\" primitiveType=\"uint16\"/>",
                "<type name=\"templateId\" primitiveType=\"uint8\"/>")
            .replace("<type name=\"blockLength\" primitiveType=\"uint16\"/>\n        <type name=\"templateId\"",
                "<type name=\"blockLength\" primitiveType=\"uint8\"/>\n        <type name=\"templateId\"")
            .replace("<type name=\"version\" primitiveType=\"uint16\"/>",
                "<type name=\"version\" primitiveType=\"uint16\" maxValue=\"1\"/>"));

        fixture.assertError("id 300 of message 'Big' does not fit the header's templateId member, uint8 (0..255); use a " +
            "smaller id or widen the header's templateId type", "name=\"Big\"");
        fixture.assertError("field 'w2' of message 'Big' ends at offset 400 (offset 200 plus 200 octets), beyond the " +
            "255 octets the header's blockLength member (uint8) can describe", "name=\"w2\"");
        fixture.assertError("field 'gw2' of group 'g' ends at offset 400 (offset 200 plus 200 octets), beyond the 255 " +
            "octets dimension 'smallDim''s blockLength member (uint8) can describe", "name=\"gw2\"");
        fixture.assertError("schema version 2 does not fit the header's version member, type 'version' (uint16 with " +
            "minValue/maxValue) (0..1)", "<sbe:messageSchema");
    }

    /** A constant header member has no bytes: every decoder takes its value, so it must be the schema's. */
    @Test
    void aConstantSchemaIdOrVersionInTheHeaderMustBeTheSchemas()
    {
        fixture.load(schema("", """
            <sbe:message name="M" id="1">
                <field name="f" id="1" type="uint8"/>
            </sbe:message>
            """).replace("<type name=\"schemaId\" primitiveType=\"uint16\"/>",
                "<type name=\"schemaId\" primitiveType=\"uint16\" presence=\"constant\">5</type>")
            .replace("<type name=\"version\" primitiveType=\"uint16\"/>",
                "<type name=\"version\" primitiveType=\"uint16\" presence=\"constant\">1</type>"));

        fixture.assertError("the header's constant schemaId is 5 but the schema's id is 1; every decoder takes the"
            + " constant as the id on the wire: make it 1, or make schemaId a non-constant member", "name=\"schemaId\"");
        fixture.assertError("the header's constant version is 1 but the schema's version is 2; every decoder takes the"
            + " constant as the version on the wire: make it 2, or make version a non-constant member", "name=\"version\"");
    }

    @Test
    void aCountTooWideForAnIntNeedsAMaxValueAndASignedCountIsAWarning()
    {
        fixture.load(schema("""
                <composite name="wideDim">
                    <type name="blockLength" primitiveType="uint16"/>
                    <type name="numInGroup" primitiveType="uint64" maxValue="4294967296"/>
                </composite>
                <composite name="boundedDim">
                    <type name="blockLength" primitiveType="uint16"/>
                    <type name="numInGroup" primitiveType="uint32" maxValue="2147483647"/>
                </composite>
                <composite name="signedDim">
                    <type name="blockLength" primitiveType="uint16"/>
                    <type name="numInGroup" primitiveType="int16"/>
                </composite>
            """, """
            <sbe:message name="M" id="1">
                <group name="a" id="2" dimensionType="wideDim"/>
                <group name="b" id="3" dimensionType="boundedDim"/>
                <group name="c" id="4" dimensionType="signedDim"/>
            </sbe:message>
            """));

        fixture.assertError("numInGroup of 'wideDim' is type 'numInGroup' (uint64 with minValue/maxValue), whose counts " +
            "up to 4294967296 generated code cannot hold in an int; add maxValue=\"2147483647\"", "4294967296");
        fixture.assertWarning("numInGroup of 'signedDim' is signed (int16); a count is never negative", "\"int16");
        assertEquals(2, fixture.result().diagnostics().stream().filter(d -> d.message().contains("numInGroup")).count(),
            fixture::describeAll);
    }

    @Test
    void aVarDataLengthWiderThan32BitsOrSignedIsAWarning()
    {
        fixture.load(schema("""
                <composite name="wideData">
                    <type name="length" primitiveType="uint64"/>
                    <type name="varData" primitiveType="uint8" length="0"/>
                </composite>
                <composite name="signedData">
                    <type name="length" primitiveType="int16"/>
                    <type name="varData" primitiveType="uint8" length="0"/>
                </composite>
                <composite name="wideSignedData">
                    <type name="length" primitiveType="int64" maxValue="1000"/>
                    <type name="varData" primitiveType="uint8" length="0"/>
                </composite>
            """, """
            <sbe:message name="M" id="1">
                <data name="a" id="2" type="wideData"/>
                <data name="b" id="3" type="signedData"/>
                <data name="c" id="4" type="wideSignedData"/>
                <data name="d" id="5" type="varString"/>
            </sbe:message>
            """));

        fixture.assertWarning("length of var-data composite 'wideData' is uint64, wider than 32 bits; decoders refuse " +
            "a length longer than the rest of their buffer (at most 2147483647 bytes for Java): use uint32", "\"uint64");
        fixture.assertWarning("length of var-data composite 'signedData' is int16, signed; decoders refuse a length " +
            "that is negative or longer than the rest of their buffer", "\"int16");
        fixture.assertWarning("length of var-data composite 'wideSignedData' is int64, wider than 32 bits, signed",
            "\"int64");
        assertEquals(3, fixture.result().diagnostics().stream().filter(d -> d.message().contains("var-data composite"))
            .count(), fixture::describeAll);
        fixture.assertNoErrors();
    }

    @Test
    void membersOfLaterVersionsPlacedBeforeOlderOnesAreWarned()
    {
        fixture.load(schema("", """
            <sbe:message name="M" id="1">
                <field name="added" id="1" type="uint32" sinceVersion="1"/>
                <field name="old" id="2" type="uint32"/>
                <field name="last" id="3" type="uint32" sinceVersion="2"/>
                <group name="newGroup" id="4" sinceVersion="2"/>
                <group name="oldGroup" id="5"/>
                <data name="newData" id="6" type="varString" sinceVersion="1"/>
                <data name="oldData" id="7" type="varString"/>
            </sbe:message>
            """));

        fixture.assertWarning("field 'added' of sinceVersion 1 in message 'M' comes before the older field 'old' " +
            "(sinceVersion 0); a reader of an earlier version would read its bytes as 'old'", "name=\"added\"");
        fixture.assertWarning("group 'newGroup' of sinceVersion 2 in message 'M' comes before the older group 'oldGroup'",
            "name=\"newGroup\"");
        fixture.assertWarning("data 'newData' of sinceVersion 1 in message 'M' comes before the older data 'oldData'",
            "name=\"newData\"");
        assertEquals(3, fixture.result().diagnostics().size(), fixture::describeAll);
    }

    @Test
    void anExplicitOffsetDecidesTheOrderOfFields()
    {
        fixture.load(schema("", """
            <sbe:message name="M" id="1" blockLength="16">
                <field name="old" id="1" type="uint32" offset="4"/>
                <field name="added" id="2" type="uint32" offset="8" sinceVersion="1"/>
            </sbe:message>
            """));

        assertEquals(0, fixture.result().diagnostics().size(), fixture::describeAll);
    }

    @Test
    void aMemberCannotBeOlderThanItsGroupNorDeprecatedBeforeItWasAdded()
    {
        fixture.load(schema("""
                <type name="T" primitiveType="int8" sinceVersion="2" deprecated="1"/>
            """, """
            <sbe:message name="M" id="1">
                <field name="f" id="1" type="uint8" sinceVersion="2" deprecated="1"/>
                <group name="g" id="2" sinceVersion="2">
                    <field name="inner" id="3" type="uint8" sinceVersion="1"/>
                </group>
            </sbe:message>
            """));

        fixture.assertError("sinceVersion 1 of field 'inner' is lower than that of group 'g' (2); a member cannot be " +
            "older than its group: raise it to 2 or remove it", "name=\"inner\"");
        fixture.assertError("deprecated 1 of field 'f' is lower than its sinceVersion 2; it cannot be deprecated before " +
            "it was added", "name=\"f\"");
        fixture.assertError("deprecated 1 of type 'T' is lower than its sinceVersion 2", "name=\"T\"");
    }

    @Test
    void minValueAboveMaxValue()
    {
        fixture.load(schema("""
                <type name="Range" primitiveType="uint8" minValue="10" maxValue="5"/>
                <type name="Big" primitiveType="uint64" minValue="1" maxValue="18446744073709551615"/>
                <type name="Ratio" primitiveType="double" minValue="1.5" maxValue="-1.5"/>
            """, ""));

        fixture.assertError("minValue 10 of type 'Range' is greater than its maxValue 5; no value would be valid",
            "name=\"Range\"");
        fixture.assertError("minValue 1.5 of type 'Ratio' is greater than its maxValue -1.5", "name=\"Ratio\"");
        assertEquals(2, fixture.result().diagnostics().size(), fixture::describeAll);
    }

    @Test
    void anOptionalFieldOfAConstantTypeAndContradictingSemanticTypes()
    {
        fixture.load(schema("""
                <type name="Venue" primitiveType="char" length="4" presence="constant">XLON</type>
                <type name="Px" primitiveType="int64" semanticType="Price"/>
            """, """
            <sbe:message name="M" id="1">
                <field name="venue" id="1" type="Venue" presence="optional"/>
                <field name="px" id="2" type="Px" semanticType="Qty"/>
                <field name="same" id="3" type="Px" semanticType="Price"/>
            </sbe:message>
            """));

        fixture.assertError("field 'venue' is optional but its type 'Venue' is a constant, which is never on the wire " +
            "and cannot be null", "name=\"venue\"");
        fixture.assertError("semanticType 'Qty' of field 'px' contradicts semanticType 'Price' of its type 'Px'",
            "name=\"px\"");
        assertEquals(2, fixture.result().diagnostics().size(), fixture::describeAll);
    }

    @Test
    void enumValuesOutsideTheRangeOfANamedEncodingType()
    {
        fixture.load(schema("""
                <type name="Small" primitiveType="uint8" minValue="1" maxValue="9"/>
                <enum name="E" encodingType="Small">
                    <validValue name="ok">9</validValue>
                    <validValue name="tooBig">10</validValue>
                    <validValue name="tooSmall">0</validValue>
                </enum>
            """, ""));

        fixture.assertError("validValue 'tooBig' of enum 'E' has value \"10\", which is out of range for type 'Small' " +
            "(uint8 with minValue/maxValue) (1..9)", "name=\"tooBig\"");
        fixture.assertError("validValue 'tooSmall' of enum 'E' has value \"0\", which is out of range", "name=\"tooSmall\"");
    }

    @Test
    void charactersOutsideTheCharacterEncoding()
    {
        fixture.load(schema("""
                <type name="City" primitiveType="char" length="6" presence="constant">Zürich</type>
                <type name="Latin" primitiveType="char" length="6" presence="constant" characterEncoding="ISO-8859-1">Zürich</type>
                <type name="Euro" primitiveType="char" length="1" presence="constant" characterEncoding="ISO-8859-1">€</type>
                <enum name="Accent" encodingType="char">
                    <validValue name="plain">A</validValue>
                    <validValue name="acute">é</validValue>
                </enum>
            """, ""));

        fixture.assertError("constant value \"Zürich\" of type 'City' has the character 'ü' (U+00FC), which US-ASCII " +
            "cannot encode; char is US-ASCII unless the type sets characterEncoding", "name=\"City\"");
        fixture.assertError("constant value \"€\" of type 'Euro' has the character '€' (U+20AC), which ISO-8859-1 cannot " +
            "encode; use a characterEncoding that has it", "name=\"Euro\"");
        fixture.assertError("validValue 'acute' of enum 'Accent' has value \"é\", which has the character 'é' (U+00E9), " +
            "which US-ASCII cannot encode", "name=\"acute\"");
        assertEquals(3, fixture.result().diagnostics().stream().filter(Diagnostic::isError).count(), fixture::describeAll);
    }
}
