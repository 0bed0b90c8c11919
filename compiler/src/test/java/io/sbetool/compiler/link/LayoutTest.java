package io.sbetool.compiler.link;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.schema.MessageSchema;
import io.sbetool.compiler.schema.reader.SchemaReader;
import io.sbetool.compiler.support.SchemaFixture;
import io.sbetool.compiler.xml.XmlTreeReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static io.sbetool.compiler.support.SchemaFixture.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The layout rules on their own: slots, overlaps, sizes and blockLength, as validation and the IR read them. */
class LayoutTest
{
    private static final String TYPES = """
            <type name="Zero" primitiveType="int8" presence="constant">0</type>
            <enum name="Side" encodingType="uint16"><validValue name="Buy">1</validValue></enum>
            <composite name="Dec">
                <type name="mantissa" primitiveType="int64"/>
                <type name="exponent" primitiveType="int8" offset="12"/>
                <type name="fixed" primitiveType="int8" presence="constant">3</type>
            </composite>
            <composite name="Bad">
                <type name="a" primitiveType="int32"/>
                <type name="b" primitiveType="int32" offset="2"/>
            </composite>
            <composite name="Outer"><ref name="price" type="Dec"/><ref name="side" type="Side"/></composite>
        """;

    private static final String MESSAGES = """
            <sbe:message name="M" id="1" blockLength="40">
                <field name="a" id="1" type="uint32"/>
                <field name="c" id="2" type="Zero" offset="100"/>
                <field name="b" id="3" type="Dec" offset="8"/>
                <field name="s" id="4" type="Side"/>
                <field name="lost" id="5" type="Nowhere"/>
                <field name="over" id="6" type="uint8" offset="20"/>
            </sbe:message>
            <sbe:message name="N" id="2"><field name="o" id="1" type="Outer"/></sbe:message>
        """;

    @TempDir
    Path dir;

    @Test
    void placesCompositeMembersAtExplicitOffsetsOrAfterThePreviousOne()
    {
        final LinkedSchema linked = link();
        final Layout layout = linked.layout();
        final CompositeLayout dec = layout.of(composite(linked, "Dec"));
        assertEquals(List.of(new Slot(0, 8, 0, false), new Slot(12, 1, 8, false), new Slot(13, 0, 13, false)),
            dec.members());
        assertEquals(13, dec.size());
        assertEquals(List.of(new Slot(0, 4, 0, false), new Slot(2, 4, 4, true)), layout.of(composite(linked, "Bad")).members());

        final CompositeLayout outer = layout.of(composite(linked, "Outer"));
        assertEquals(15, outer.size(), "a ref takes the referenced type's size; an enum its encoding's");
        assertSame(dec, layout.of(composite(linked, "Dec")), "each composite is laid out once");
    }

    @Test
    void placesFieldsWhereConstantsTakeNoSpaceAndUnresolvedTypesCountZero()
    {
        final LinkedSchema linked = link();
        final BlockLayout block = linked.layout().of(linked.messages().get(0));
        assertEquals(List.of(
            new Slot(0, 4, 0, false),
            new Slot(4, 0, 4, false),
            new Slot(8, 13, 4, false),
            new Slot(21, 2, 21, false),
            new Slot(23, 0, 23, false),
            new Slot(20, 1, 23, true)), block.fields());
        assertEquals(23, block.fieldsEnd());
        assertEquals(40, block.blockLength(), "an explicit blockLength may leave room after the fields");
        assertEquals(15, linked.layout().of(linked.messages().get(1)).blockLength());
    }

    @Test
    void sizesEachKindOfType()
    {
        final LinkedSchema linked = link();
        final Layout layout = linked.layout();
        assertEquals(0, layout.size(linked.type("Zero").orElseThrow()));
        assertEquals(2, layout.size(linked.type("Side").orElseThrow()));
        assertEquals(8, layout.size(linked.type("uint64").orElseThrow()));
        assertEquals(13, layout.size(linked.type("Dec").orElseThrow()));
        assertEquals(0, layout.size(null));
    }

    /**
     * Offsets near 2^31 and arrays of 2^31 elements are laid out as they are, not wrapped round to a small
     * blockLength, so that validation sees and rejects them; a nesting too large even for a long is held at
     * {@link Layout#TOO_LARGE}.
     */
    @Test
    void sizesAndOffsetsBeyondAnIntAreExactAndBeyondALongSaturate()
    {
        final StringBuilder nested = new StringBuilder();
        for (int level = 1; level <= 8; level++)
        {
            nested.append("<composite name=\"L").append(level).append("\">");
            for (int i = 0; i < 16; i++)
            {
                nested.append("<ref name=\"r").append(i).append("\" type=\"")
                    .append(level == 1 ? "Huge" : "L" + (level - 1)).append("\"/>");
            }
            nested.append("</composite>\n");
        }
        final Path file = new SchemaFixture(dir).write("overflow.xml", schema("""
                <type name="Huge" primitiveType="int64" length="2147483647"/>
                <composite name="Far">
                    <type name="x" primitiveType="int32"/>
                    <type name="y" primitiveType="int64" offset="2147483644"/>
                </composite>
            """ + nested, """
            <sbe:message name="M" id="1">
                <field name="a" id="1" type="int64" offset="2147483644"/>
                <field name="b" id="2" type="Huge"/>
            </sbe:message>
            """));
        final Diagnostics diagnostics = new Diagnostics();
        final LinkedSchema linked = Linker.link(new XmlTreeReader(diagnostics).read(file)
            .flatMap(root -> new SchemaReader(diagnostics).read(root, file)).orElseThrow(), diagnostics);
        assertEquals(0, diagnostics.errorCount(), () -> diagnostics.sorted().toString());
        final Layout layout = linked.layout();

        final long huge = 8L * Integer.MAX_VALUE;
        assertEquals(huge, layout.size(linked.type("Huge").orElseThrow()));
        assertEquals(2_147_483_652L, layout.of(composite(linked, "Far")).size());
        final BlockLayout block = layout.of(linked.messages().get(0));
        assertEquals(new Slot(2_147_483_652L, huge, 2_147_483_652L, false), block.fields().get(1));
        assertEquals(2_147_483_652L + huge, block.blockLength());
        assertEquals(huge * (1L << 24), layout.size(linked.type("L6").orElseThrow()), "16^6 of the arrays");
        assertEquals(Layout.TOO_LARGE, layout.size(linked.type("L8").orElseThrow()), "16^8 of them: beyond a long");
    }

    private LinkedSchema link()
    {
        final Path file = new SchemaFixture(dir).write("layout.xml", schema(TYPES, MESSAGES));
        final Diagnostics diagnostics = new Diagnostics();
        final MessageSchema schema = new XmlTreeReader(diagnostics).read(file)
            .flatMap(root -> new SchemaReader(diagnostics).read(root, file))
            .orElseThrow();
        final LinkedSchema linked = Linker.link(schema, diagnostics);
        assertEquals(1, diagnostics.errorCount(), "only the unresolved 'Nowhere': " + diagnostics.sorted());
        assertFalse(linked.messages().isEmpty());
        assertTrue(diagnostics.sorted().get(0).message().contains("'Nowhere'"));
        return linked;
    }

    private static LinkedComposite composite(final LinkedSchema linked, final String name)
    {
        return (LinkedComposite)linked.type(name).orElseThrow();
    }
}
