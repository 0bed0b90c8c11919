package io.sbetool.compiler.compat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What the on-the-fly JSON printer must print for a Trade written by FamilyWriter of version
 * {@code writer} and decoded with the IR of version {@code reader}: as {@link FamilyExpectations}, except
 * that a member the writer's version lacks prints as null, an enum value unknown to the reader as its
 * number, and a set choice unknown to the reader not at all.
 */
final class FamilyJson
{
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final int writer;
    private final int reader;

    private FamilyJson(final int writer, final int reader)
    {
        this.writer = writer;
        this.reader = reader;
    }

    /** Parsed back from text, so that it compares equal to a parsed printout whatever the number types. */
    static JsonNode of(final int writer, final int reader) throws Exception
    {
        return MAPPER.readTree(new FamilyJson(writer, reader).build().toString());
    }

    static JsonNode parse(final String json) throws Exception
    {
        return MAPPER.readTree(json);
    }

    private ObjectNode build()
    {
        final ObjectNode trade = MAPPER.createObjectNode()
            .put("template", "Trade").put("templateId", 1).put("schemaVersion", writer)
            .put("tradeId", 1001).put("qty", 50);
        if (writer <= reader)
        {
            trade.put("side", FamilyExpectations.SIDE_WRITTEN[writer]);
        }
        else
        {
            trade.put("side", writer + 1);
        }
        member(trade, 1, "price").put("price", 12345);
        member(trade, 2, "venue").put("venue", "XNAS");
        if (present(trade, 2, "conditions"))
        {
            final ArrayNode conditions = trade.putArray("conditions").add("opening").add("closing");
            if (writer >= 3 && reader >= 3)
            {
                conditions.add("auction");
            }
        }
        member(trade, 3, "settleDate").put("settleDate", 20000);
        final ArrayNode fills = trade.putArray("fills");
        for (int i = 1; i <= 2; i++)
        {
            final ObjectNode fill = fills.addObject().put("fillId", i).put("fillQty", 10 * i);
            member(fill, 1, "fillPx").put("fillPx", 100 * i);
            member(fill, 3, "fillTime").put("fillTime", 7000 + i);
        }
        if (present(trade, 1, "legs"))
        {
            final ArrayNode legs = trade.putArray("legs");
            for (int i = 1; i <= 2; i++)
            {
                member(legs.addObject().put("legId", 4 + i), 2, "ratio").put("ratio", 2 + i);
            }
        }
        member(trade, 2, "note").put("note", FamilyExpectations.NOTE);
        member(trade, 3, "memo").put("memo", FamilyExpectations.MEMO);
        return trade;
    }

    /**
     * @return where to put the member's value when the writer has it; a scratch node (discarded) when
     * the reader does not know it or the writer lacks it, in which case null has been put.
     */
    private ObjectNode member(final ObjectNode parent, final int sinceVersion, final String name)
    {
        return present(parent, sinceVersion, name) ? parent : MAPPER.createObjectNode();
    }

    private boolean present(final ObjectNode parent, final int sinceVersion, final String name)
    {
        if (reader < sinceVersion)
        {
            return false;
        }
        if (writer < sinceVersion)
        {
            parent.putNull(name);
            return false;
        }
        return true;
    }
}
