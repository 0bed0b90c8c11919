package io.sbetool.encode;

import io.sbetool.ir.Layout;

/**
 * A composite, given as an object of its members. Null, as for a field absent from an older
 * message, is taken as an object with no members: optional members become null, required ones are
 * missing.
 */
final class CompositeWriter extends FieldWriter
{
    private final FieldWriter[] members;

    CompositeWriter(final String name, final FieldWriter[] members, final int offset, final int sinceVersion,
        final int encodedLength)
    {
        super(name, offset, sinceVersion, encodedLength);
        this.members = members;
    }

    @Override
    void write(final MessageEncoder encoder, final ValueSource source, final int slot, final int index)
    {
        final ValueKind kind = slot == ValueSource.MISSING ? ValueKind.NULL : source.kind(slot);
        if (kind != ValueKind.OBJECT && kind != ValueKind.NULL)
        {
            throw encoder.fail(name, "expected an object of the composite's members, found " +
                ScalarWriter.describe(kind));
        }
        final ValueSource object = kind == ValueKind.OBJECT ? source.object(slot) : null;
        encoder.push(name, -1);
        int found = 0;
        for (final FieldWriter member : members)
        {
            final int memberSlot = object == null ? ValueSource.MISSING : object.find(member.name);
            if (memberSlot != ValueSource.MISSING)
            {
                found++;
            }
            if (!Layout.inVersion(member.sinceVersion, encoder.actingVersion()))
            {
                encoder.checkAbsent(member.name, member.sinceVersion, object, memberSlot);
                continue;
            }
            encoder.write(member, object, memberSlot, index + member.offset);
        }
        if (object != null && found != object.memberCount())
        {
            encoder.unknownMember(object, members, null, null, false);
        }
        encoder.pop();
    }
}
