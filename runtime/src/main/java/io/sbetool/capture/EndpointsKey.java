package io.sbetool.capture;

/**
 * A reusable map key of two 128-bit addresses (IPv4 ones in their IPv6-mapped form) and one more long that
 * tells apart what shares them: a TCP flow's ports, an IP datagram's identification and protocol. Mutable so
 * that a lookup sets one probe in place instead of allocating a key per packet; {@link #copy()} makes the key
 * a map keeps.
 */
final class EndpointsKey
{
    private long sourceHigh;
    private long sourceLow;
    private long destinationHigh;
    private long destinationLow;
    private long discriminator;

    void set(
        final long sourceHigh,
        final long sourceLow,
        final long destinationHigh,
        final long destinationLow,
        final long discriminator)
    {
        this.sourceHigh = sourceHigh;
        this.sourceLow = sourceLow;
        this.destinationHigh = destinationHigh;
        this.destinationLow = destinationLow;
        this.discriminator = discriminator;
    }

    EndpointsKey copy()
    {
        final EndpointsKey key = new EndpointsKey();
        key.set(sourceHigh, sourceLow, destinationHigh, destinationLow, discriminator);
        return key;
    }

    @Override
    public boolean equals(final Object o)
    {
        if (!(o instanceof EndpointsKey))
        {
            return false;
        }
        final EndpointsKey k = (EndpointsKey)o;
        // the low halves and the discriminator differ first between the keys of one capture
        return k.discriminator == discriminator && k.sourceLow == sourceLow && k.destinationLow == destinationLow &&
            k.sourceHigh == sourceHigh && k.destinationHigh == destinationHigh;
    }

    @Override
    public int hashCode()
    {
        long h = sourceHigh * 31 + sourceLow;
        h = h * 31 + destinationHigh;
        h = h * 31 + destinationLow;
        return Long.hashCode(h * 31 + discriminator);
    }
}
