package io.sbetool.compiler.ir;

import io.sbetool.compiler.support.SchemaFixture;
import io.sbetool.ir.Ir;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Layout rules of 03MessageStructure and 04MessageSchema, independent of the reference oracle.
 */
class IrBuilderLayoutTest
{
    @TempDir
    Path dir;

    @Test
    void laysOutFieldsCompositesAndBlockLength() throws Exception
    {
        final Ir ir = build(SchemaFixture.schema("""
                    <composite name="Pair">
                        <type name="a" primitiveType="uint8"/>
                        <type name="k" primitiveType="int8" presence="constant">7</type>
                        <type name="b" primitiveType="uint32" offset="4"/>
                    </composite>
            """, """
                <sbe:message name="M" id="1" blockLength="40">
                    <field name="x" id="1" type="uint16"/>
                    <field name="y" id="2" type="int64" offset="8"/>
                    <field name="p" id="3" type="Pair"/>
                    <group name="g" id="4">
                        <field name="z" id="5" type="uint8"/>
                    </group>
                </sbe:message>
            """));
        final List<Token> m = ir.message(1);

        assertEquals(40, m.get(0).encodedLength(), "explicit blockLength larger than the fields");
        assertEquals(0, field(m, "x").offset());
        assertEquals(8, field(m, "y").offset(), "explicit offset leaves a gap");
        assertEquals(16, field(m, "p").offset());
        assertEquals(8, field(m, "p").encodedLength(), "composite with member at explicit offset 4");
        assertEquals(1, encoding(m, "k").offset());
        assertEquals(0, encoding(m, "k").encodedLength(), "a constant takes no space");
        assertEquals(4, encoding(m, "b").offset());
        final Token group = m.stream().filter((t) -> t.signal() == Signal.BEGIN_GROUP).findFirst().orElseThrow();
        assertEquals(40, group.offset(), "the first group follows the whole block");
        assertEquals(1, group.encodedLength());
        assertEquals(m.size(), m.get(0).componentTokenCount());
        assertEquals(8, ir.headerStructure().encodedLength());
    }

    @Test
    void usesTheSchemasHeaderType() throws Exception
    {
        final String schema = SchemaFixture.schema("""
                    <composite name="wideHeader">
                        <type name="blockLength" primitiveType="uint32"/>
                        <type name="templateId" primitiveType="uint16"/>
                        <type name="schemaId" primitiveType="uint16"/>
                        <type name="version" primitiveType="uint16"/>
                    </composite>
            """, """
                <sbe:message name="M" id="1"><field name="x" id="1" type="uint8"/></sbe:message>
            """).replace("version=\"2\"", "version=\"2\" headerType=\"wideHeader\"");

        final Ir ir = build(schema);

        assertEquals("wideHeader", ir.headerTokens().get(0).name());
        assertEquals(10, ir.headerStructure().encodedLength());
    }

    private Ir build(final String schema) throws Exception
    {
        final Path file = Files.writeString(dir.resolve("schema.xml"), schema);
        return IrBuilder.build(IrBuilderReferenceTest.load(file));
    }

    private static Token field(final List<Token> tokens, final String name)
    {
        return find(tokens, Signal.BEGIN_FIELD, name);
    }

    private static Token encoding(final List<Token> tokens, final String name)
    {
        return find(tokens, Signal.ENCODING, name);
    }

    private static Token find(final List<Token> tokens, final Signal signal, final String name)
    {
        return tokens.stream().filter((t) -> t.signal() == signal && t.name().equals(name)).findFirst().orElseThrow();
    }
}
