package io.sbetool.compiler.compat;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a reader of version {@code reader} must see in a Trade written by FamilyWriter of version
 * {@code writer}, worked out from the schemas by hand rather than from generated code: members both
 * versions know carry the written values; members the reader knows but the writer did not (sinceVersion
 * above the acting version) read as their null value, or as empty or absent; an enum value newer than
 * the reader is unknown to it but keeps its raw value; a set choice newer than the reader is not named,
 * but its bit stays in the raw value.
 */
final class FamilyExpectations
{
    /** Trade's blockLength in each version: 8+4+1; +8 (price); +4+1 (venue, conditions); +2 (settleDate). */
    static final int[] TRADE_BLOCK_LENGTH = {13, 21, 26, 28};
    /** The fills group's blockLength: 4+4; +8 (fillPx); the same in v2; +8 (fillTime). */
    static final int[] FILLS_BLOCK_LENGTH = {8, 16, 16, 24};
    static final String[] SIDE_WRITTEN = {"SELL", "SHORT", "CROSS", "EXEMPT"};
    static final String NOTE = "first note";
    static final String MEMO = "memo \u00e9";

    private final int writer;
    private final int reader;
    private final Map<String, String> expected = new LinkedHashMap<>();

    private FamilyExpectations(final int writer, final int reader)
    {
        this.writer = writer;
        this.reader = reader;
    }

    /** The FamilyReader map, key by key, in its order. */
    static Map<String, String> of(final int writer, final int reader)
    {
        return new FamilyExpectations(writer, reader).build();
    }

    private Map<String, String> build()
    {
        expected.put("actingVersion", String.valueOf(writer));
        expected.put("actingBlockLength", String.valueOf(TRADE_BLOCK_LENGTH[writer]));
        expected.put("tradeId", "1001");
        expected.put("qty", "50");
        expected.put("side", writer <= reader ? SIDE_WRITTEN[writer] : "SBE_UNKNOWN");
        expected.put("sideRaw", String.valueOf(writer + 1));
        member(1, "price", "12345", String.valueOf(Long.MIN_VALUE));
        member(2, "venue", "XNAS", "");
        member(2, "conditions", conditions(), "absent");
        member(3, "settleDate", "20000", "65535");
        expected.put("fills.count", "2");
        expected.put("fills.blockLength", String.valueOf(FILLS_BLOCK_LENGTH[writer]));
        for (int i = 0; i < 2; i++)
        {
            expected.put("fills." + i + ".fillId", String.valueOf(i + 1));
            expected.put("fills." + i + ".fillQty", String.valueOf(10 * (i + 1)));
            member(1, "fills." + i + ".fillPx", String.valueOf(100L * (i + 1)), String.valueOf(Long.MIN_VALUE));
            member(3, "fills." + i + ".fillTime", String.valueOf(7000L + i + 1), Long.toUnsignedString(-1L));
        }
        member(1, "legs.count", "2", "0");
        for (int i = 0; i < 2 && writer >= 1 && reader >= 1; i++)
        {
            expected.put("legs." + i + ".legId", String.valueOf(4 + i + 1));
            member(2, "legs." + i + ".ratio", String.valueOf(2 + i + 1), "65535");
        }
        member(2, "note", NOTE, "");
        member(3, "memo", MEMO, "");
        expected.put("encodedLength", String.valueOf(encodedLength(writer, Math.min(writer, reader))));
        return expected;
    }

    /** A member from {@code sinceVersion}: unknown to older readers, its null value when the writer is older. */
    private void member(final int sinceVersion, final String key, final String written, final String absent)
    {
        if (reader >= sinceVersion)
        {
            expected.put(key, writer >= sinceVersion ? written : absent);
        }
    }

    private String conditions()
    {
        final boolean auction = writer >= 3;
        return "opening closing " + (auction && reader >= 3 ? "auction " : "") + "raw " + (auction ? 7 : 3);
    }

    /**
     * The bytes of a message written at {@code writer} that a reader walks when it knows the groups and
     * var data up to version {@code known} (the lower of the two versions): header, block, the groups it
     * knows (elements of the writer's size), then the var data it knows.
     */
    static int encodedLength(final int writer, final int known)
    {
        int length = 8 + TRADE_BLOCK_LENGTH[writer] + 4 + 2 * FILLS_BLOCK_LENGTH[writer];
        length += known >= 1 ? 4 + 2 * (writer >= 2 ? 6 : 4) : 0;
        length += known >= 2 ? 2 + NOTE.getBytes(StandardCharsets.UTF_8).length : 0;
        length += known >= 3 ? 2 + MEMO.getBytes(StandardCharsets.UTF_8).length : 0;
        return length;
    }
}
