package io.sbetool.compiler.link;

import java.util.List;

/**
 * @param fields      the slot of each field, in the order of {@link LinkedBlock#fields()}.
 * @param fieldsEnd   the furthest end of any field: the smallest valid blockLength.
 * @param blockLength the block's length: the explicit one when it is large enough, else fieldsEnd.
 */
public record BlockLayout(List<Slot> fields, long fieldsEnd, long blockLength)
{
    public BlockLayout
    {
        fields = List.copyOf(fields);
    }
}
