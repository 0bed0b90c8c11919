package io.sbetool.compiler.validation;

import io.sbetool.compiler.support.SchemaFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static io.sbetool.compiler.support.SchemaFixture.schema;

/** One small bad schema per rule about types, composites, enums and sets. */
class TypeValidationTest
{
    private static final String MESSAGE = """
        <sbe:message name="M" id="1">
            <field name="f" id="1" type="uint8"/>
        </sbe:message>
        """;

    @TempDir
    Path dir;
    private SchemaFixture fixture;

    @BeforeEach
    void setUp()
    {
        fixture = new SchemaFixture(dir);
    }

    private SchemaFixture loadTypes(final String types)
    {
        return fixture.load(schema(types, MESSAGE));
    }

    @Test
    void duplicateTypeName()
    {
        loadTypes("""
                <type name="Qty" primitiveType="uint32"/>
                <enum name="Qty" encodingType="uint8"><validValue name="A">1</validValue></enum>
            """);
        fixture.assertError("duplicate type name 'Qty'; first used at", "enum name=\"Qty\"");
    }

    @Test
    void unknownPrimitiveTypeSuggestsClosest()
    {
        loadTypes("<type name=\"Bad\" primitiveType=\"unit32\"/>\n");
        fixture.assertError("unknown primitiveType \"unit32\"", "name=\"Bad\"");
        fixture.assertError("did you mean 'uint32'?", "name=\"Bad\"");
    }

    @Test
    void missingPrimitiveType()
    {
        loadTypes("<type name=\"NoPrim\"/>\n");
        fixture.assertError("<type name=\"NoPrim\"> is missing the required attribute 'primitiveType'", "NoPrim");
    }

    @Test
    void invalidPresence()
    {
        loadTypes("<type name=\"P\" primitiveType=\"int8\" presence=\"sometimes\"/>\n");
        fixture.assertError("invalid presence=\"sometimes\" on <type name=\"P\">; expected one of required, optional, " +
            "constant", "name=\"P\"");
    }

    @Test
    void nonNumericLength()
    {
        loadTypes("<type name=\"L\" primitiveType=\"char\" length=\"ten\"/>\n");
        fixture.assertError("invalid length=\"ten\" on <type name=\"L\">; expected a non-negative integer", "name=\"L\"");
    }

    @Test
    void constantWithoutValue()
    {
        loadTypes("<type name=\"C\" primitiveType=\"int8\" presence=\"constant\"/>\n");
        fixture.assertError("constant type 'C' has no value", "name=\"C\"");
    }

    @Test
    void constantNotParseable()
    {
        loadTypes("<type name=\"C\" primitiveType=\"int8\" presence=\"constant\">abc</type>\n");
        fixture.assertError("constant value \"abc\" of type 'C' is not an integer", "name=\"C\"");
    }

    @Test
    void charArrayConstantLongerThanLength()
    {
        loadTypes("<type name=\"C\" primitiveType=\"char\" length=\"2\" presence=\"constant\">ABC</type>\n");
        fixture.assertError("constant value \"ABC\" of type 'C' has 3 characters but the type's length is 2", "name=\"C\"");
    }

    @Test
    void nullValueOutOfRange()
    {
        loadTypes("<type name=\"N\" primitiveType=\"uint8\" presence=\"optional\" nullValue=\"256\"/>\n");
        fixture.assertError("nullValue \"256\" of type 'N' is out of range for uint8 (0..255)", "name=\"N\"");
    }

    @Test
    void minAndMaxValueNotParseable()
    {
        loadTypes("<type name=\"R\" primitiveType=\"int16\" minValue=\"low\" maxValue=\"1.5\"/>\n");
        fixture.assertError("minValue \"low\" of type 'R' is not an integer", "name=\"R\"");
        fixture.assertError("maxValue \"1.5\" of type 'R' is not an integer", "name=\"R\"");
    }

    @Test
    void charValueMustBeOneCharacter()
    {
        loadTypes("<enum name=\"E\" encodingType=\"char\"><validValue name=\"AB\">AB</validValue></enum>\n");
        fixture.assertError("validValue 'AB' of enum 'E' has value \"AB\", which is not a single character", ">AB<");
    }

    @Test
    void nullValueOnRequiredTypeIsWarning()
    {
        loadTypes("<type name=\"W\" primitiveType=\"uint8\" nullValue=\"255\"/>\n");
        fixture.assertNoErrors();
        fixture.assertWarning("type 'W' has a nullValue but presence is required", "name=\"W\"");
    }

    @Test
    void constantValueRefMustResolve()
    {
        loadTypes("""
                <enum name="Side" encodingType="char"><validValue name="Buy">1</validValue></enum>
                <type name="K" primitiveType="char" presence="constant" valueRef="Side.Sel"/>
            """);
        fixture.assertError("valueRef \"Side.Sel\": enum 'Side' has no validValue 'Sel'", "name=\"K\"");
    }

    @Test
    void refToUnknownTypeSuggestsClosest()
    {
        loadTypes("""
                <type name="Price" primitiveType="int64"/>
                <composite name="Money">
                    <ref name="amount" type="Prise"/>
                </composite>
            """);
        fixture.assertError("ref 'amount' refers to unknown type 'Prise'; did you mean 'Price'?", "name=\"amount\"");
    }

    @Test
    void cyclicRefs()
    {
        loadTypes("""
                <composite name="A">
                    <ref name="b" type="B"/>
                </composite>
                <composite name="B">
                    <ref name="a" type="A"/>
                </composite>
            """);
        fixture.assertError("ref 'a' makes composite 'A' contain itself (A -> B -> A)", "name=\"a\"");
    }

    @Test
    void overlappingCompositeOffset()
    {
        loadTypes("""
                <composite name="Dec">
                    <type name="mantissa" primitiveType="int64"/>
                    <type name="exponent" primitiveType="int8" offset="4"/>
                </composite>
            """);
        fixture.assertError("offset 4 of 'exponent' in composite 'Dec' overlaps the previous member, which ends at " +
            "offset 8", "name=\"exponent\"");
    }

    @Test
    void enumValueOutOfRangeAndDuplicates()
    {
        loadTypes("""
                <enum name="E" encodingType="uint8">
                    <validValue name="A">1</validValue>
                    <validValue name="B">1</validValue>
                    <validValue name="A">2</validValue>
                    <validValue name="Big">300</validValue>
                </enum>
            """);
        fixture.assertError("duplicate value 1 of validValue 'B' in enum 'E'", "name=\"B\"");
        fixture.assertError("duplicate validValue name 'A' in enum 'E'", ">2<");
        fixture.assertError("validValue 'Big' of enum 'E' has value \"300\", which is out of range for uint8", "Big");
    }

    @Test
    void enumEncodingTypeMustResolveToSimpleType()
    {
        loadTypes("""
                <composite name="Comp"><type name="x" primitiveType="uint8"/></composite>
                <enum name="E1" encodingType="unit8"><validValue name="A">1</validValue></enum>
                <enum name="E2" encodingType="Comp"><validValue name="A">1</validValue></enum>
                <enum name="E3" encodingType="double"><validValue name="A">1</validValue></enum>
            """);
        fixture.assertError("encodingType 'unit8' of enum 'E1' is neither a primitive type nor a declared type; did " +
            "you mean 'uint8'?", "E1");
        fixture.assertError("encodingType 'Comp' of enum 'E2' must be a primitive type or a simple <type>, not a " +
            "composite", "E2");
        fixture.assertError("encodingType 'double' of enum 'E3' must be a single char or unsigned integer", "E3");
    }

    @Test
    void enumValueEqualToNullIsWarning()
    {
        loadTypes("""
                <type name="u8" primitiveType="uint8"/>
                <enum name="E" encodingType="u8">
                    <validValue name="NullValue">255</validValue>
                </enum>
            """);
        fixture.assertNoErrors();
        fixture.assertWarning("validValue 'NullValue' of enum 'E' equals the null value of its encoding (255)",
            "NullValue");
    }

    @Test
    void setChoiceBeyondBitWidthAndDuplicated()
    {
        loadTypes("""
                <set name="S" encodingType="uint8">
                    <choice name="A">0</choice>
                    <choice name="B">0</choice>
                    <choice name="C">8</choice>
                    <choice name="D">x</choice>
                </set>
            """);
        fixture.assertError("duplicate bit position 0 of choice 'B' in set 'S'", "name=\"B\"");
        fixture.assertError("choice 'C' of set 'S' uses bit 8, but uint8 only has bits 0..7", "name=\"C\"");
        fixture.assertError("<choice name=\"D\"> has bit position \"x\"", "name=\"D\"");
    }

    @Test
    void unknownElementInTypes()
    {
        loadTypes("<typ name=\"X\" primitiveType=\"uint8\"/>\n");
        fixture.assertError("unknown element <typ> in <types>; expected one of composite, enum, set, type", "<typ ");
    }

    @Test
    void unknownUnqualifiedAttributeWarnsAndForeignIsIgnored()
    {
        fixture.load(schema("<type xmlns:x=\"urn:x\" name=\"U\" primitiveType=\"uint8\" x:exponent=\"2\" " +
            "semantic=\"Qty\"/>\n", MESSAGE));
        fixture.assertNoErrors();
        fixture.assertWarning("unknown attribute 'semantic' on <type name=\"U\"> is ignored", "name=\"U\"");
        org.junit.jupiter.api.Assertions.assertEquals(1, fixture.result().warnings().size(), fixture.describeAll());
    }
}
