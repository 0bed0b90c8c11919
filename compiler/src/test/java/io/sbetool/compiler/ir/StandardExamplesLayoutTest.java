package io.sbetool.compiler.ir;

import io.sbetool.ir.Ir;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * The standard's own example schema, which the reference implementation cannot parse (a constant
 * with whitespace around its value), laid out as the wire tables of 07Examples.md give it.
 */
class StandardExamplesLayoutTest
{
    private static Ir ir;

    @BeforeAll
    static void build()
    {
        ir = IrBuilder.build(IrBuilderReferenceTest.load(SharedFiles.spec("Examples.xml")));
    }

    @Test
    void newOrderSingleMatchesItsWireTable()
    {
        final List<Token> message = message("NewOrderSingle");

        assertEquals(54, message.get(0).encodedLength());
        assertEquals(Map.of(
            "ClOrdId", 0, "Account", 8, "Symbol", 16, "Side", 24, "TransactTime", 25,
            "OrderQty", 33, "OrdType", 37, "Price", 38, "StopPx", 46), fieldOffsets(message));
        assertEquals(8, field(message, "TransactTime").encodedLength());
        assertEquals(4, field(message, "OrderQty").encodedLength());
        assertEquals(8, field(message, "Price").encodedLength());
    }

    @Test
    void executionReportMatchesItsWireTable()
    {
        final List<Token> message = message("ExecutionReport");

        assertEquals(42, message.get(0).encodedLength());
        final Map<String, Integer> offsets = fieldOffsets(message);
        assertEquals(18, offsets.get("Symbol"));
        assertEquals(26, offsets.get("MaturityMonthYear"));
        assertEquals(5, field(message, "MaturityMonthYear").encodedLength());
        assertEquals(32, offsets.get("LeavesQty"));
        assertEquals(36, offsets.get("CumQty"));
        assertEquals(40, offsets.get("TradeDate"));
        final Token fills = message.stream().filter((t) -> t.signal() == Signal.BEGIN_GROUP).findFirst().orElseThrow();
        assertEquals("FillsGrp", fills.name());
        assertEquals(12, fills.encodedLength());
        assertEquals(42, fills.offset());
        assertEquals(0, offsets.get("FillPx"));
        assertEquals(8, offsets.get("FillQty"));
    }

    @Test
    void businessMessageRejectTextFollowsTheBlock()
    {
        final List<Token> message = message("BusinessMessageReject");

        assertEquals(9, message.get(0).encodedLength());
        final Token text = message.stream().filter((t) -> t.signal() == Signal.BEGIN_VAR_DATA).findFirst().orElseThrow();
        assertEquals("Text", text.name());
        assertEquals(9, text.offset());
    }

    @Test
    void constantWithWhitespaceAroundItsValueIsParsed()
    {
        final Token exponent = message("NewOrderSingle").stream()
            .filter((t) -> t.signal() == Signal.ENCODING && t.name().equals("exponent") && t.isConstantEncoding())
            .filter((t) -> t.encoding().constValue().longValue() == -3)
            .findFirst().orElse(null);

        assertNotNull(exponent, "the constant exponent -3 of qtyEncoding or a decimal");
        assertEquals(0, exponent.encodedLength());
    }

    private static List<Token> message(final String name)
    {
        return ir.messages().stream().filter((m) -> m.get(0).name().equals(name)).findFirst().orElseThrow();
    }

    private static Token field(final List<Token> message, final String name)
    {
        return message.stream().filter((t) -> t.signal() == Signal.BEGIN_FIELD && t.name().equals(name))
            .findFirst().orElseThrow();
    }

    private static Map<String, Integer> fieldOffsets(final List<Token> tokens)
    {
        final Map<String, Integer> offsets = new LinkedHashMap<>();
        for (final Token token : tokens)
        {
            if (token.signal() == Signal.BEGIN_FIELD)
            {
                offsets.put(token.name(), token.offset());
            }
        }
        return offsets;
    }
}
