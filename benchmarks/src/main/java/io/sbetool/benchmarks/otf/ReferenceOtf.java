package io.sbetool.benchmarks.otf;

import org.agrona.DirectBuffer;
import uk.co.real_logic.sbe.ir.Ir;
import uk.co.real_logic.sbe.otf.OtfHeaderDecoder;
import uk.co.real_logic.sbe.otf.OtfMessageDecoder;
import uk.co.real_logic.sbe.otf.TokenListener;

/**
 * The reference implementation's on-the-fly decoding of one message, as its documentation shows it:
 * read the header, look the message's tokens up by templateId, decode the body with them.
 */
final class ReferenceOtf
{
    private final Ir ir;
    private final OtfHeaderDecoder header;

    ReferenceOtf(final Ir ir)
    {
        this.ir = ir;
        this.header = new OtfHeaderDecoder(ir.headerStructure());
    }

    /**
     * @return the offset after the message's body.
     */
    int decode(final DirectBuffer buffer, final int offset, final TokenListener listener)
    {
        final int templateId = header.getTemplateId(buffer, offset);
        final int actingVersion = header.getSchemaVersion(buffer, offset);
        final int blockLength = header.getBlockLength(buffer, offset);
        return OtfMessageDecoder.decode(buffer, offset + header.encodedLength(), actingVersion, blockLength,
            ir.getMessage(templateId), listener);
    }
}
