package io.sbetool.compiler.schema;

import io.sbetool.compiler.LoadResult;
import io.sbetool.compiler.SchemaLoader;
import io.sbetool.compiler.diagnostics.Diagnostic;
import io.sbetool.compiler.link.Layout;
import io.sbetool.compiler.link.LinkedBlock;
import io.sbetool.compiler.link.LinkedEnum;
import io.sbetool.compiler.link.LinkedSchema;
import io.sbetool.compiler.link.LinkedType;
import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.net.URISyntaxException;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Reads a schema that uses every element and attribute and checks the model field by field. */
class SchemaReadingTest
{
    private static LinkedSchema linked;
    private static MessageSchema schema;
    private static Layout layout;
    private static Path file;

    @BeforeAll
    static void load() throws URISyntaxException
    {
        file = Path.of(SchemaReadingTest.class.getResource("/schemas/all-features.xml").toURI());
        final LoadResult result = SchemaLoader.load(file);
        // The schema shows every feature, a field of version 1 among older ones included: warned about, not refused.
        assertEquals(List.of(file + ":57:9: warning: field 'qty' of sinceVersion 1 in message 'Order' comes before the " +
            "older field 'time' (sinceVersion 0); a reader of an earlier version would read its bytes as 'time': move it " +
            "after every member of an earlier version"), result.diagnostics().stream().map(Diagnostic::format).toList());
        linked = result.schema().orElseThrow();
        schema = linked.source();
        layout = linked.layout();
    }

    @Test
    void readsSchemaAttributes()
    {
        assertEquals("feature.test", schema.packageName());
        assertEquals(7, schema.id());
        assertEquals(3, schema.version());
        assertEquals("FIX.5.0SP2", schema.semanticVersion());
        assertEquals(ByteOrder.BIG_ENDIAN, schema.byteOrder());
        assertEquals("messageHeader", schema.headerType());
        assertEquals("every element and attribute", schema.description());
        assertEquals(file, schema.sourceFile());
        assertEquals(2, schema.location().line());
    }

    @Test
    void splicesIncludedTypesFirstInDocumentOrder()
    {
        final List<String> names = schema.types().stream().map(Type::name).toList();
        assertEquals(List.of("messageHeader", "groupSizeEncoding", "Symbol", "Qty", "Exponent", "SideCode", "Side",
            "Venue", "Flags", "Price", "Quote", "varString", "smallGroupSize"), names);
        final CompositeType header = (CompositeType)linked.header().source();
        assertTrue(header.location().file().endsWith("common-types.xml"));
        assertEquals(3, header.location().line());
    }

    @Test
    void readsEncodedTypeAttributes()
    {
        final EncodedType qty = (EncodedType)type("Qty").orElseThrow();
        assertEquals(PrimitiveType.UINT32, qty.primitiveType());
        assertEquals(Presence.OPTIONAL, qty.presence());
        assertEquals("0", qty.nullValue());
        assertEquals("1", qty.minValue());
        assertEquals("1000000", qty.maxValue());
        assertEquals(1, qty.sinceVersion());
        assertEquals(2, qty.deprecated());
        assertEquals("quantity", qty.description());
        assertEquals(1, qty.length());
        assertNull(qty.offset());

        final EncodedType symbol = (EncodedType)type("Symbol").orElseThrow();
        assertEquals(8, symbol.length());
        assertEquals("US-ASCII", symbol.characterEncoding());
        assertEquals("String", symbol.semanticType());
        assertEquals(9, symbol.location().line());
        assertEquals(9, symbol.location().column());
    }

    @Test
    void trimsConstantValues()
    {
        final EncodedType exponent = (EncodedType)type("Exponent").orElseThrow();
        assertTrue(exponent.isConstant());
        assertEquals("-3", exponent.constantValue());
        assertEquals(0, layout.size(linked.type("Exponent").orElseThrow()));
    }

    @Test
    void resolvesPrimitiveNamesAsImplicitTypes()
    {
        final EncodedType uint64 = (EncodedType)type("uint64").orElseThrow();
        assertEquals(PrimitiveType.UINT64, uint64.primitiveType());
        assertEquals(1, uint64.length());
        assertTrue(type("uint65").isEmpty());
    }

    @Test
    void readsEnumsOverCharAndOverNamedType()
    {
        final EnumType side = (EnumType)type("Side").orElseThrow();
        assertEquals("char", side.encodingType());
        assertEquals(List.of("Buy", "Sell"), side.validValues().stream().map(ValidValue::name).toList());
        assertEquals("1", side.validValues().get(0).value());
        assertEquals("buy side", side.validValues().get(0).description());
        assertEquals(2, side.validValues().get(1).sinceVersion());

        final EnumType venue = (EnumType)type("Venue").orElseThrow();
        final EncodedType encoding = (EncodedType)((LinkedEnum)linked.type("Venue").orElseThrow()).encoding();
        assertEquals(Presence.OPTIONAL, encoding.presence());
        assertEquals(PrimitiveType.UINT8, encoding.primitiveType());
        assertEquals(3, venue.validValues().stream().filter(v -> v.name().equals("Dark")).findFirst().orElseThrow()
            .deprecated());
        assertEquals(1, layout.size(linked.type("Venue").orElseThrow()));
    }

    @Test
    void readsSetsWithSinceVersion()
    {
        final SetType flags = (SetType)type("Flags").orElseThrow();
        assertEquals("uint16", flags.encodingType());
        assertEquals(0, flags.choices().get(0).bitPosition());
        assertEquals(9, flags.choices().get(1).bitPosition());
        assertEquals(1, flags.choices().get(1).sinceVersion());
        assertEquals(2, layout.size(linked.type("Flags").orElseThrow()));
    }

    @Test
    void readsNestedCompositesWithRefsAndOffsets()
    {
        final CompositeType quote = (CompositeType)type("Quote").orElseThrow();
        final Ref bid = assertInstanceOf(Ref.class, quote.members().get(0));
        assertEquals("Price", bid.type());
        assertNull(bid.offset());
        assertEquals(16, quote.member("ask").orElseThrow().offset());
        final CompositeType meta = assertInstanceOf(CompositeType.class, quote.member("meta").orElseThrow());
        assertEquals(24, meta.offset());
        assertInstanceOf(EnumType.class, meta.members().get(0));
        final SetType metaFlags = assertInstanceOf(SetType.class, meta.members().get(1));
        assertEquals(2, metaFlags.offset());
        assertEquals(8, layout.size(linked.type("Price").orElseThrow()));
        assertEquals(27, layout.size(linked.type("Quote").orElseThrow()));
    }

    @Test
    void readsMessageFields()
    {
        final Message order = schema.message("Order").orElseThrow();
        assertEquals(1, order.id());
        assertEquals(64, order.blockLength());
        assertEquals("D", order.semanticType());
        assertEquals("an order", order.description());
        assertEquals(List.of("symbol", "side", "sideConst", "qty", "time", "flags", "quote"),
            order.fields().stream().map(Field::name).toList());

        final Field side = order.fields().get(1);
        assertEquals(54, side.id());
        assertEquals(8, side.offset());
        final Field sideConst = order.fields().get(2);
        assertEquals(Presence.CONSTANT, sideConst.presence());
        assertEquals("Side.Sell", sideConst.valueRef());
        final LinkedBlock orderBlock = linked.messages().get(schema.messages().indexOf(order));
        assertEquals(0, layout.of(orderBlock).fields().get(2).size());
        final Field time = order.fields().get(4);
        assertEquals("unix", time.epoch());
        assertEquals("millisecond", time.timeUnit());
        assertNull(order.fields().get(0).timeUnit());
        assertEquals(2, order.fields().get(5).deprecated());
        assertEquals(50, layout.of(orderBlock).fieldsEnd());
    }

    @Test
    void readsGroupsNestedGroupsAndData()
    {
        final Message order = schema.message("Order").orElseThrow();
        final Group legs = order.groups().get(0);
        assertEquals("smallGroupSize", legs.dimensionType());
        assertEquals(16, legs.blockLength());
        assertEquals(100, legs.id());
        final Group allocs = legs.groups().get(0);
        assertEquals("groupSizeEncoding", allocs.dimensionType());
        assertNull(allocs.blockLength());
        assertEquals("note", allocs.data().get(0).name());
        assertEquals("legText", legs.data().get(0).name());

        final Data text = order.data().get(0);
        assertEquals(58, text.id());
        assertEquals("varString", text.type());
        assertEquals("data", text.semanticType());
        assertEquals(3, text.sinceVersion());
        assertInstanceOf(Data.class, order.members().get(order.members().size() - 1));
    }

    /** A type as a field names it, declared or primitive; empty when neither. */
    private static Optional<Type> type(final String name)
    {
        return linked.type(name).map(LinkedType::source);
    }

    @Test
    void mapsPackageNames()
    {
        assertEquals("feature.test", io.sbetool.compiler.naming.PackageNames.javaPackage(schema.packageName(), schema.sourceFile()));
        assertEquals("feature::test", io.sbetool.compiler.naming.PackageNames.cppNamespace(schema.packageName(), schema.sourceFile()));
        assertFalse(schema.types().isEmpty());
    }
}
