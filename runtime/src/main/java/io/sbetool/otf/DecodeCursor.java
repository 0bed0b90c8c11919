package io.sbetool.otf;

import org.agrona.DirectBuffer;

/**
 * Mutable state of one message walk: the buffer and its end, the acting version, the position after
 * the last group or var-data element, and a budget of group elements that bounds the work a corrupt
 * count can cause. Reused across messages so decoding allocates nothing.
 */
final class DecodeCursor
{
    /** Zero-length group elements cost no bytes, so the element count alone must be capped. */
    private static final long MIN_ELEMENT_BUDGET = 1 << 16;

    DirectBuffer buffer;
    int messageStart;
    int end;
    int limit;
    int actingVersion;
    long elementBudget;
    OtfListener listener;
    /** The listener when it takes values ({@link OtfValueListener}), else null: nodes then report positions. */
    OtfValueListener values;
    /** Which of its template's compiled bodies the listener takes. */
    ListenerKind kind;

    void reset(final DirectBuffer buffer, final int messageStart, final int end, final OtfListener listener)
    {
        this.buffer = buffer;
        this.messageStart = messageStart;
        this.end = end;
        this.limit = messageStart;
        this.listener = listener;
        this.kind = ListenerKind.of(listener);
        this.values = kind == ListenerKind.VALUES ? (OtfValueListener)listener : null;
        this.elementBudget = Math.max(MIN_ELEMENT_BUDGET, 4L * (end - messageStart));
    }

    /**
     * Checks that {@code length} bytes from {@code index} lie in the message.
     *
     * @param what names the element for the error message, e.g. "var data 'text' length".
     */
    void require(final int index, final long length, final Node node, final String what)
    {
        if (length < 0 || index + length > end)
        {
            // Compared in 64 bits: a var data's uint64 length past 2^63 - 1 reads as negative, shown unsigned.
            final String bytes = node instanceof VarDataNode data ? data.lengthText(length) : Long.toString(length);
            if (bytes.startsWith("-"))
            {
                throw new OtfDecodeException(describe(node, what) + " has the negative length " + bytes +
                    " at message offset " + (index - messageStart), index);
            }
            throw new OtfDecodeException(
                describe(node, what) + " needs " + bytes + " bytes at message offset " + (index - messageStart) +
                " but only " + Math.max(0, end - index) + " remain", index, length >= 0);
        }
    }

    void spendElements(final long count, final Node node, final int index)
    {
        elementBudget -= count;
        if (elementBudget < 0)
        {
            throw new OtfDecodeException(
                describe(node, "numInGroup") + " " + count + " exceeds what the message can hold at message offset " +
                (index - messageStart), index);
        }
    }

    static String describe(final Node node, final String what)
    {
        if (node == null)
        {
            return what;
        }
        final String kind = node instanceof GroupNode ? "group" : node instanceof VarDataNode ? "var data" : "field";
        return kind + " '" + node.name() + "' " + what;
    }
}
