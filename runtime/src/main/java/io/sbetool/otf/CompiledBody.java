package io.sbetool.otf;

import org.agrona.DirectBuffer;

/**
 * A message's body compiled by {@link TemplateCompiler} into straight-line code for one kind of listener:
 * every field read at its offset and handed to the listener directly, groups and var data as loops. It
 * does what {@link Body#decode} does with fields, callback for callback and check for check; the
 * implementations are hidden classes, one per template and kind of listener.
 */
interface CompiledBody
{
    /**
     * Decodes a root block already known to lie in the buffer, then what follows it.
     *
     * @param listener of the {@link ListenerKind} the code was compiled for: an {@link OtfValueListener} for
     *                 values, a {@link LinePrinter} for the printers.
     * @return the index after the last byte of the message.
     */
    int decode(DirectBuffer buffer, int blockStart, int blockLength, DecodeCursor cursor, OtfListener listener);
}
