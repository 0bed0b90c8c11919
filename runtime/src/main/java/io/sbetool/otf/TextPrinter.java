package io.sbetool.otf;

/**
 * Prints a message on one line for people:
 * {@code Car serialNumber=1234 code=A extras=[sunRoof] engine={capacity=2000 ...} fuelFigures=[{speed=30 mpg=35.9} ...]}.
 * Text is unquoted, with control characters escaped; binary var data is base64; absent and null
 * values print as {@code null}. Not thread safe.
 */
public final class TextPrinter extends LinePrinter
{
    public TextPrinter(final MessageDecoder decoder)
    {
        super(decoder, Syntax.TEXT);
    }

    public String toText(final byte[] message)
    {
        return printToString(message);
    }

    @Override
    void appendMessageStart(final MessagePlan message, final int actingVersion)
    {
        out.append(message.textName());
    }
}
