package io.sbetool.otf;

import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;

import java.nio.charset.StandardCharsets;

/**
 * Renders a schema constant once, at plan time, as the bytes the JSON and text printers emit.
 */
final class ConstantText
{
    private ConstantText()
    {
    }

    static byte[] json(final PrimitiveValue value, final PrimitiveType type)
    {
        return render(value, type, true).getBytes(StandardCharsets.UTF_8);
    }

    static byte[] text(final PrimitiveValue value, final PrimitiveType type)
    {
        return render(value, type, false).getBytes(StandardCharsets.UTF_8);
    }

    private static String render(final PrimitiveValue value, final PrimitiveType type, final boolean json)
    {
        if (value == null)
        {
            return "null";
        }
        if (type == PrimitiveType.CHAR || value.representation() == PrimitiveValue.Representation.BYTE_ARRAY)
        {
            String text = value.toString();
            final int nul = text.indexOf('\0');
            text = nul >= 0 ? text.substring(0, nul) : text;
            return json ? JsonText.quote(text) : text;
        }
        if (value.representation() == PrimitiveValue.Representation.DOUBLE)
        {
            final double d = value.doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d))
            {
                return "null";
            }
            return type == PrimitiveType.FLOAT ? Float.toString((float)d) : Double.toString(d);
        }
        return value.toString();
    }
}
