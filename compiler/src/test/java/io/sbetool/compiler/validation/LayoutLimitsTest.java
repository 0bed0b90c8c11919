package io.sbetool.compiler.validation;

import io.sbetool.compiler.support.SchemaFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static io.sbetool.compiler.support.SchemaFixture.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Offsets and sizes an int cannot hold, and blocks larger than their blockLength type can describe, are
 * reported where they are written (issue 32 item 1), instead of wrapping into a small blockLength the
 * generated codecs then trust.
 */
class LayoutLimitsTest
{
    private static final String SMALL_DIMENSION = """
            <composite name="smallDim">
                <type name="blockLength" primitiveType="uint8"/>
                <type name="numInGroup" primitiveType="uint16"/>
            </composite>
        """;

    @TempDir
    Path dir;
    private SchemaFixture fixture;

    @BeforeEach
    void setUp()
    {
        fixture = new SchemaFixture(dir);
    }

    @Test
    void aFieldOffsetNearTheIntLimitIsReportedAtTheFieldNotWrappedToBlockLengthZero()
    {
        fixture.load(schema("", """
            <sbe:message name="A" id="1">
                <field name="a" id="1" type="int64" offset="2147483644"/>
                <group name="g" id="2">
                    <field name="ga" id="3" type="int32" offset="2147483645"/>
                </group>
            </sbe:message>
            """));
        fixture.assertError("field 'a' of message 'A' ends at offset 2147483652 (offset 2147483644 plus 8 octets), " +
            "beyond the 65535 octets the header's blockLength member (uint16) can describe; lower its offset, " +
            "move fields into a group or widen that type", "name=\"a\"");
        fixture.assertError("field 'ga' of group 'g' ends at offset 2147483649 (offset 2147483645 plus 4 octets), " +
            "beyond the 65535 octets dimension 'groupSizeEncoding''s blockLength member (uint16) can describe",
            "name=\"ga\"");
        assertEquals(2, fixture.result().errors().size(), fixture.describeAll());
    }

    @Test
    void aCompositeMemberNearTheIntLimitIsReportedAtTheMember()
    {
        fixture.load(schema("""
                <composite name="Far">
                    <type name="x" primitiveType="int32"/>
                    <type name="y" primitiveType="int64" offset="2147483644"/>
                </composite>
            """, """
            <sbe:message name="A" id="1">
                <group name="g" id="2">
                    <field name="far" id="3" type="Far"/>
                </group>
            </sbe:message>
            """));
        fixture.assertError("member 'y' of composite 'Far' ends at offset 2147483652 (offset 2147483644 plus 8 " +
            "octets), beyond the 65535 octets the header's blockLength member (uint16) can describe, the largest " +
            "block of this schema; lower its offset or the sizes before it", "name=\"y\"");
        assertEquals(1, fixture.result().errors().size(), "the field of that type adds no second error:\n" +
            fixture.describeAll());
    }

    @Test
    void anArrayWhoseByteSizeOverflowsAnIntIsReportedAtItsType()
    {
        fixture.load(schema("""
                <type name="Huge" primitiveType="int64" length="268435456"/>
            """, """
            <sbe:message name="A" id="1">
                <field name="h" id="1" type="Huge"/>
            </sbe:message>
            """));
        fixture.assertError("type 'Huge' is 2147483648 octets (268435456 x int64), more than the 65535 octets the " +
            "header's blockLength member (uint16) can describe, the largest block of this schema; lower its length",
            "name=\"Huge\"");
        assertEquals(1, fixture.result().errors().size(), fixture.describeAll());
    }

    /** Fields laid out one after another overflow too: each is fine, their sum is not. */
    @Test
    void fieldsWhoseSumOverflowsAnIntAreReportedAtTheFirstOnePastTheLimit()
    {
        fixture.load(schema("""
                <type name="Wide" primitiveType="char" length="40000"/>
            """, """
            <sbe:message name="A" id="1">
                <field name="w1" id="1" type="Wide"/>
                <field name="w2" id="2" type="Wide"/>
                <field name="w3" id="3" type="Wide" offset="2147450000"/>
            </sbe:message>
            """));
        fixture.assertError("field 'w2' of message 'A' ends at offset 80000 (offset 40000 plus 40000 octets)",
            "name=\"w2\"");
        assertEquals(1, fixture.result().errors().size(), "one error per block:\n" + fixture.describeAll());
    }

    @Test
    void aUint8DimensionBoundsItsGroupsBlockAt255Octets()
    {
        fixture.load(schema(SMALL_DIMENSION + """
                <type name="Text256" primitiveType="char" length="256"/>
                <type name="Text255" primitiveType="char" length="255"/>
            """, """
            <sbe:message name="A" id="1">
                <group name="fits" id="1" dimensionType="smallDim">
                    <field name="t" id="2" type="Text255"/>
                </group>
                <group name="wide" id="3" dimensionType="smallDim">
                    <field name="u" id="4" type="Text256"/>
                </group>
                <group name="padded" id="5" dimensionType="smallDim" blockLength="300">
                    <field name="v" id="6" type="uint8"/>
                </group>
            </sbe:message>
            """));
        fixture.assertError("field 'u' of group 'wide' ends at offset 256 (offset 0 plus 256 octets), beyond the 255 " +
            "octets dimension 'smallDim''s blockLength member (uint8) can describe", "name=\"u\"");
        fixture.assertError("blockLength 300 of group 'padded' is more than the 255 octets dimension 'smallDim''s " +
            "blockLength member (uint8) can describe; lower it or widen that type", "name=\"padded\"");
        assertEquals(2, fixture.result().errors().size(), fixture.describeAll());
    }

    /** A blockLength is never null, so a uint16 one carries 65535 too; a maxValue lowers the limit. */
    @Test
    void theLargestBlockAUint16CanDescribeIs65535OctetsOrItsMaxValue()
    {
        fixture.load(schema("""
                <type name="Block65535" primitiveType="uint8" length="65535"/>
                <composite name="cappedDim">
                    <type name="blockLength" primitiveType="uint16" maxValue="1000"/>
                    <type name="numInGroup" primitiveType="uint16"/>
                </composite>
            """, """
            <sbe:message name="Largest" id="1">
                <field name="b" id="1" type="Block65535"/>
            </sbe:message>
            <sbe:message name="OneMore" id="2" blockLength="65536">
                <field name="c" id="1" type="uint8"/>
                <group name="g" id="2" dimensionType="cappedDim">
                    <field name="d" id="3" type="uint8" offset="1000"/>
                </group>
            </sbe:message>
            """));
        fixture.assertError("blockLength 65536 of message 'OneMore' is more than the 65535 octets the header's " +
            "blockLength member (uint16) can describe", "name=\"OneMore\"");
        fixture.assertError("field 'd' of group 'g' ends at offset 1001 (offset 1000 plus 1 octets), beyond the 1000 " +
            "octets dimension 'cappedDim''s blockLength member (uint16 with maxValue 1000) can describe", "name=\"d\"");
        assertEquals(2, fixture.result().errors().size(), fixture.describeAll());
    }

    /** A header whose blockLength is a uint32 still only lets a block grow as large as an int. */
    @Test
    void aWiderBlockLengthTypeIsHeldToWhatAnIntHolds()
    {
        fixture.load(schema("", """
            <sbe:message name="A" id="1">
                <field name="a" id="1" type="int64" offset="2147483644"/>
            </sbe:message>
            """).replace("<type name=\"blockLength\" primitiveType=\"uint16\"/>\n        <type name=\"templateId\"",
                "<type name=\"blockLength\" primitiveType=\"uint32\"/>\n        <type name=\"templateId\""));
        fixture.assertError("field 'a' of message 'A' ends at offset 2147483652 (offset 2147483644 plus 8 octets), " +
            "beyond the 2147483647 octets generated code holds a blockLength in (an int; the header's blockLength " +
            "member (uint32) is wider)", "name=\"a\"");
        assertEquals(1, fixture.result().errors().size(), fixture.describeAll());
    }
}
