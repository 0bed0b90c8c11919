package io.sbetool.compiler.link;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.CompiledSchema;
import io.sbetool.compiler.diagnostics.Diagnostic;
import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.schema.EncodedType;
import io.sbetool.compiler.schema.MessageSchema;
import io.sbetool.compiler.schema.Type;
import io.sbetool.compiler.schema.reader.SchemaReader;
import io.sbetool.compiler.support.SchemaFixture;
import io.sbetool.compiler.validation.SchemaValidator;
import io.sbetool.compiler.xml.XmlTreeReader;
import io.sbetool.ir.PrimitiveType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static io.sbetool.compiler.support.SchemaFixture.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The linker on its own: what each kind of reference resolves to, and how unresolved ones are reported. */
class LinkerTest
{
    private static final String TYPES = """
            <type name="Price" primitiveType="int64"/>
            <type name="Code" primitiveType="uint8" presence="optional" nullValue="0"/>
            <enum name="Side" encodingType="Code"><validValue name="Buy">1</validValue><validValue name="Sell">2</validValue></enum>
            <set name="Flags" encodingType="uint16"><choice name="A">0</choice></set>
            <type name="SellSide" primitiveType="uint8" presence="constant" valueRef="Side.Sell"/>
            <composite name="Quote"><ref name="bid" type="Price"/><type name="size" primitiveType="uint32"/></composite>
            <composite name="smallGroup">
                <type name="blockLength" primitiveType="uint16"/>
                <type name="numInGroup" primitiveType="uint8"/>
            </composite>
        """;

    private static final String MESSAGES = """
            <sbe:message name="Order" id="1">
                <field name="price" id="1" type="Price"/>
                <field name="qty" id="2" type="uint32"/>
                <field name="side" id="3" type="Side"/>
                <field name="sideConst" id="4" type="Side" presence="constant" valueRef="Side.Buy"/>
                <field name="quote" id="5" type="Quote"/>
                <field name="again" id="6" type="Price"/>
                <group name="legs" id="7" dimensionType="smallGroup">
                    <field name="legPrice" id="8" type="Price"/>
                </group>
                <data name="text" id="9" type="varString"/>
            </sbe:message>
        """;

    @TempDir
    Path dir;

    @Test
    void resolvesEachKindOfReferenceToTheOneLinkedDeclaration()
    {
        final Diagnostics diagnostics = new Diagnostics();
        final LinkedSchema linked = link(schema(TYPES, MESSAGES), diagnostics);
        assertEquals(List.of(), diagnostics.sorted());

        final LinkedBlock order = linked.messages().get(0);
        final LinkedType price = declared(linked, "Price");
        assertSame(price, order.fields().get(0).type());
        assertSame(price, order.fields().get(5).type(), "every use shares one linked type");
        final LinkedEncoded qty = assertInstanceOf(LinkedEncoded.class, order.fields().get(1).type());
        assertTrue(qty.implicit());
        assertEquals(PrimitiveType.UINT32, qty.source().primitiveType());

        final LinkedEnum side = assertInstanceOf(LinkedEnum.class, declared(linked, "Side"));
        assertSame(side, order.fields().get(2).type());
        assertSame(declared(linked, "Code").source(), side.encoding(), "enum encodingType");
        final LinkedSet flags = assertInstanceOf(LinkedSet.class, declared(linked, "Flags"));
        assertEquals(PrimitiveType.UINT16, ((EncodedType)flags.encoding()).primitiveType(), "set encodingType");

        final ValueRef fieldRef = order.fields().get(3).valueRef();
        assertSame(side.source(), fieldRef.enumType());
        assertSame(side.source().validValues().get(0), fieldRef.value());
        final LinkedEncoded sellSide = assertInstanceOf(LinkedEncoded.class, declared(linked, "SellSide"));
        assertSame(side.source().validValues().get(1), sellSide.valueRef().value(), "constant's valueRef");

        final LinkedComposite quote = assertInstanceOf(LinkedComposite.class, declared(linked, "Quote"));
        assertSame(quote, order.fields().get(4).type());
        assertSame(price, quote.members().get(0).type(), "ref");
        assertEquals("Price", quote.members().get(0).referencedName());
        assertNull(quote.members().get(1).referencedName());

        assertSame(declared(linked, "messageHeader"), linked.header());
        final LinkedGroup legs = order.groups().get(0);
        assertSame(declared(linked, "smallGroup"), legs.dimension());
        assertSame(price, legs.block().fields().get(0).type());
        assertSame(declared(linked, "varString"), order.data().get(0).type());
    }

    @Test
    void reportsEachUnresolvedNameOnceWhereItIsWrittenWithASuggestion()
    {
        final String types = """
                <type name="Price" primitiveType="int64"/>
                <enum name="Side" encodingType="unit8"><validValue name="Buy">1</validValue></enum>
                <type name="Fixed" primitiveType="uint8" presence="constant" valueRef="Sied.Buy"/>
                <composite name="Quote"><ref name="bid" type="Prise"/></composite>
            """;
        final String messages = """
                <sbe:message name="Order" id="1">
                    <field name="price" id="1" type="Prcie"/>
                    <field name="side" id="2" type="uint8" presence="constant" valueRef="Side.Biy"/>
                    <group name="legs" id="3" dimensionType="groupSizeEncodin"/>
                    <data name="text" id="4" type="varStrin"/>
                </sbe:message>
            """;
        final SchemaFixture fixture = new SchemaFixture(dir).load(schema(types, messages).replace(
            "id=\"1\" version=\"2\"", "id=\"1\" version=\"2\" headerType=\"messageHeadr\""));
        fixture.assertError("encodingType 'unit8' of enum 'Side' is neither a primitive type nor a declared type; " +
            "did you mean 'uint8'?", "encodingType=\"unit8\"");
        fixture.assertError("valueRef \"Sied.Buy\" names unknown enum 'Sied'; did you mean 'Side'? " +
            "(on constant type 'Fixed')", "Sied.Buy");
        fixture.assertError("ref 'bid' refers to unknown type 'Prise'; did you mean 'Price'?", "Prise");
        fixture.assertError("type 'Prcie' of field 'price' is not a declared type; did you mean 'Price'?", "Prcie");
        fixture.assertError("valueRef \"Side.Biy\": enum 'Side' has no validValue 'Biy'; did you mean 'Buy'? " +
            "(on field 'side')", "Side.Biy");
        fixture.assertError("dimensionType 'groupSizeEncodin' of group 'legs' is not a declared type; " +
            "did you mean 'groupSizeEncoding'?", "groupSizeEncodin\"");
        fixture.assertError("type 'varStrin' of data 'text' is not a declared type; did you mean 'varString'?",
            "varStrin\"");
        fixture.assertError("the message header type 'messageHeadr' is not declared in <types>; declare a composite " +
            "with blockLength, templateId, schemaId and version; did you mean 'messageHeader'?", "<sbe:messageSchema");

        // Counted before duplicates are dropped: no later stage looks a name up and reports it again.
        final Diagnostics all = new Diagnostics();
        final LinkedSchema linked = link(fixture.file(), all);
        final int linkErrors = all.errorCount();
        SchemaValidator.validate(linked, all);
        assertEquals(8, linkErrors, all.sorted().toString());
        assertEquals(linkErrors, all.errorCount(), all.sorted().toString());
    }

    @Test
    void aChainOfRefsThousandsDeepEndsInOneDiagnostic()
    {
        final int depth = 5000;
        final CompiledSchema compiled = compile(chain(depth, false));
        final List<Diagnostic> errors = compiled.diagnostics().stream().filter(Diagnostic::isError).toList();
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).message().contains("nests composites more than " + CompositeChains.MAX_DEPTH +
            " deep; shorten the chain of refs"), errors.get(0).message());
        assertTrue(compiled.hasErrors());
    }

    @Test
    void aCycleOfRefsThousandsLongIsReportedNotFollowed()
    {
        final CompiledSchema compiled = compile(chain(3000, true));
        // The walk starts at the first declaration, C2999, whose ref closes the cycle through C0.
        assertTrue(compiled.diagnostics().stream().anyMatch(d ->
            d.message().startsWith("ref 'next' makes composite 'C2999' contain itself (C2999 -> C0 -> C1 -> C2 -> ")),
            compiled.diagnostics().size() + " diagnostics, none about the cycle");
        assertTrue(compiled.hasErrors());
    }

    @Test
    void aChainAsDeepAsTheLimitCompiles()
    {
        final CompiledSchema compiled = compile(chain(CompositeChains.MAX_DEPTH, false));
        assertFalse(compiled.hasErrors(), compiled.diagnostics().toString());
        assertEquals(List.of(), compiled.diagnostics());
        final CompiledSchema deeper = compile(chain(CompositeChains.MAX_DEPTH + 1, false));
        assertTrue(deeper.hasErrors());
    }

    @Test
    void keepsTheFirstOfTwoDeclarationsOfOneName()
    {
        final Diagnostics diagnostics = new Diagnostics();
        final LinkedSchema linked = link(schema("""
                <type name="Price" primitiveType="int64"/>
                <type name="Price" primitiveType="int32"/>
            """, """
                <sbe:message name="M" id="1"><field name="p" id="1" type="Price"/></sbe:message>
            """), diagnostics);
        final LinkedEncoded used = (LinkedEncoded)linked.messages().get(0).fields().get(0).type();
        assertEquals(PrimitiveType.INT64, used.source().primitiveType());
        assertEquals(linked.source().types().size(), linked.types().size(), "duplicates are linked for validation");
    }

    /**
     * Composites C0 .. C(n-1), each but the last holding a ref to the next, declared last first so that
     * linking from C0 must go all the way down; a cycle closes the chain back to C0. A message uses C0.
     */
    private static String chain(final int length, final boolean cycle)
    {
        final StringBuilder types = new StringBuilder();
        for (int i = length - 1; i >= 0; i--)
        {
            types.append("<composite name=\"C").append(i).append("\">");
            if (i < length - 1 || cycle)
            {
                types.append("<ref name=\"next\" type=\"C").append((i + 1) % length).append("\"/>");
            }
            types.append("<type name=\"v\" primitiveType=\"uint8\"/></composite>\n");
        }
        return schema(types.toString(), "<sbe:message name=\"M\" id=\"1\"><field name=\"c\" id=\"1\" type=\"C0\"/>" +
            "</sbe:message>\n");
    }

    private CompiledSchema compile(final String schemaText)
    {
        return Compilation.compile(new SchemaFixture(dir).write("chain.xml", schemaText));
    }

    private LinkedSchema link(final String schemaText, final Diagnostics diagnostics)
    {
        return link(new SchemaFixture(dir).write("test.xml", schemaText), diagnostics);
    }

    private static LinkedSchema link(final Path file, final Diagnostics diagnostics)
    {
        final MessageSchema schema = new XmlTreeReader(diagnostics).read(file)
            .flatMap(root -> new SchemaReader(diagnostics).read(root, file))
            .orElseThrow();
        return Linker.link(schema, diagnostics);
    }

    private static LinkedType declared(final LinkedSchema linked, final String name)
    {
        final List<Type> types = linked.source().types();
        for (int i = 0; i < types.size(); i++)
        {
            if (name.equals(types.get(i).name()))
            {
                return linked.types().get(i);
            }
        }
        throw new AssertionError("no type " + name);
    }
}
