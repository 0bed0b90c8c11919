package io.sbetool.compiler.generation.model;

import java.nio.ByteBuffer;

/**
 * Writes messages from the codec model: what an encoder would write, without one. Each group gets one
 * entry, each var data three bytes, everything else zeros; for tests of generated readers (dispatchers).
 */
public final class ModelWire
{
    private final Schema schema;
    private final ByteBuffer out = ByteBuffer.allocate(1 << 16);
    private int position;

    public int position()
    {
        return position;
    }

    public ModelWire(final Schema schema)
    {
        this.schema = schema;
        out.order(schema.byteOrder());
    }

    public int headerLength()
    {
        return schema.header().composite().encodedLength();
    }

    public byte[] bytes()
    {
        final byte[] bytes = new byte[position];
        out.get(0, bytes);
        return bytes;
    }

    public void message(final Message message, final int schemaId, final int version)
    {
        header(message.block().blockLength(), message.id(), schemaId, version);
        body(message.block());
    }

    public void header(final int blockLength, final int templateId, final int schemaId, final int version)
    {
        final int start = position;
        zeros(headerLength());
        put(start, schema.header().blockLength(), blockLength);
        put(start, schema.header().templateId(), templateId);
        put(start, schema.header().schemaId(), schemaId);
        put(start, schema.header().schemaVersion(), version);
    }

    private void body(final Block block)
    {
        zeros(block.blockLength());
        for (final Group group : block.groups())
        {
            final int start = position;
            zeros(group.dimension().encodedLength());
            put(start, group.dimension().blockLength(), group.block().blockLength());
            put(start, group.dimension().numInGroup(), 1);
            body(group.block());
        }
        for (final VarData data : block.varData())
        {
            final int start = position;
            zeros(data.headerLength() + 3);
            put(start, data.length(), 3);
        }
    }

    public void zeros(final int length)
    {
        position += length;
    }

    private void put(final int start, final Member member, final long value)
    {
        final int at = start + member.offset();
        switch (member.encodedLength())
        {
            case 1 -> out.put(at, (byte)value);
            case 2 -> out.putShort(at, (short)value);
            case 4 -> out.putInt(at, (int)value);
            case 8 -> out.putLong(at, value);
            default -> throw new IllegalStateException(member.name() + " of " + member.encodedLength() + " bytes");
        }
    }
}
