package io.sbetool.encode;

import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.Token;

/**
 * A repeating group, given as an array of objects: its dimension composite's blockLength and
 * numInGroup, with numInGroup's range, and the body of each element.
 */
final class GroupWriter
{
    final Name name;
    final int sinceVersion;
    final int dimensionLength;
    final PrimitiveType blockLengthType;
    final int blockLengthOffset;
    final PrimitiveType numInGroupType;
    final int numInGroupOffset;
    final long minCount;
    final long maxCount;
    Block body;

    GroupWriter(final Token group, final Token dimension, final Token blockLength, final Token numInGroup)
    {
        name = new Name(group.name());
        sinceVersion = group.version();
        dimensionLength = dimension.encodedLength();
        blockLengthType = blockLength.encoding().primitiveType();
        blockLengthOffset = blockLength.offset();
        numInGroupType = numInGroup.encoding().primitiveType();
        numInGroupOffset = numInGroup.offset();
        minCount = Math.max(0, numInGroup.encoding().applicableMinValue().longValue());
        final long max = numInGroup.encoding().applicableMaxValue().longValue();
        maxCount = max < 0 || max > Integer.MAX_VALUE ? Integer.MAX_VALUE : max;
    }
}
