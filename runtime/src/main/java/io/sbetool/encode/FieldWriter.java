package io.sbetool.encode;

/**
 * One element at a fixed offset of a block or composite, compiled from the IR once: a primitive or
 * array of one, an enum, a set or a composite. It writes the value a source holds for it.
 */
abstract class FieldWriter
{
    final Name name;
    final int offset;
    final int sinceVersion;
    /** Bytes on the wire; 0 for a constant. */
    final int encodedLength;

    FieldWriter(final String name, final int offset, final int sinceVersion, final int encodedLength)
    {
        this.name = new Name(name);
        this.offset = offset;
        this.sinceVersion = sinceVersion;
        this.encodedLength = encodedLength;
    }

    /**
     * Writes the value in {@code slot} of {@code source} (or {@link ValueSource#MISSING}) at {@code index},
     * which lies in a block the encoder has zero-filled.
     */
    abstract void write(MessageEncoder encoder, ValueSource source, int slot, int index);
}
