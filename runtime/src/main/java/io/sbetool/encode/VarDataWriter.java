package io.sbetool.encode;

import io.sbetool.ir.Layout;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.Token;

import java.nio.charset.Charset;

/**
 * A var-data element: where its length goes, how long it may be, and whether its value is text in a
 * character encoding or, with none, base64 (as {@code sbetool decode} prints it).
 */
final class VarDataWriter
{
    final Name name;
    final int sinceVersion;
    final int headerLength;
    final PrimitiveType lengthType;
    final int lengthOffset;
    final long maxLength;
    /** The text's charset, or null when the data is binary and given in base64. */
    final Charset charset;

    VarDataWriter(final Token data, final Token length, final Token varData)
    {
        name = new Name(data.name());
        sinceVersion = data.version();
        lengthType = length.encoding().primitiveType();
        lengthOffset = length.offset();
        headerLength = Layout.varDataHeaderLength(length, varData);
        final long max = length.encoding().applicableMaxValue().longValue();
        maxLength = max < 0 || max > Integer.MAX_VALUE ? Integer.MAX_VALUE : max;
        charset = charset(varData.encoding().characterEncoding());
    }

    private static Charset charset(final String characterEncoding)
    {
        if (characterEncoding == null || characterEncoding.isEmpty())
        {
            return null;
        }
        try
        {
            return Charset.forName(characterEncoding);
        }
        catch (final RuntimeException ex)
        {
            return null;
        }
    }
}
