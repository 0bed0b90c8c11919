package io.sbetool.capture;

import org.agrona.collections.IntArrayList;

import java.nio.ByteOrder;

/**
 * Reads a pcapng file (Wireshark's default format; layouts from the IETF draft "PCAP Next Generation
 * (pcapng) Capture File Format") block by block through a {@link CaptureInput}, and hands the frame of
 * each Enhanced or Simple Packet Block to the {@link EthernetParser} that every container shares.
 *
 * <p>Sections may follow each other, each with its own byte order and interfaces. Only Ethernet
 * interfaces are decoded; a packet on another link type, or a packet block whose own fields do not
 * agree, is reported as unreadable at its offset and the read goes on with the next block. Blocks of
 * other types (statistics, name resolution, custom...) carry nothing to decode and are passed over.
 * Timestamps are read in each interface's resolution (if_tsresol, microseconds by default).
 */
public final class PcapngReader implements CaptureReader
{
    private static final int INTERFACE_DESCRIPTION = 1;
    private static final int SIMPLE_PACKET = 3;
    private static final int ENHANCED_PACKET = 6;
    private static final int SECTION_HEADER_MIN_LENGTH = 28;
    private static final int INTERFACE_DESCRIPTION_MIN_LENGTH = 20;
    private static final int SIMPLE_PACKET_HEADER_LENGTH = 12;
    private static final int ENHANCED_PACKET_HEADER_LENGTH = 28;
    private static final int LINKTYPE_ETHERNET = 1;
    private static final int MAX_PACKET_LENGTH = 1 << 26;
    private static final int IF_TSRESOL = 9;

    private final CaptureInput file;
    private final EthernetParser ethernet = new EthernetParser();
    private final IntArrayList linkTypes = new IntArrayList();
    /** Each interface's if_tsresol option: 10^-n seconds per tick, or 2^-n with the top bit set. */
    private final IntArrayList resolutions = new IntArrayList();

    public PcapngReader(final CaptureInput file)
    {
        this.file = file;
    }

    /**
     * @return whether the file starts with a pcapng Section Header Block type, which reads the same
     * in either byte order.
     */
    public static boolean isPcapng(final CaptureInput file)
    {
        return file.available(0, 4) == 4 &&
            file.buffer().getInt(file.map(0, 4), ByteOrder.LITTLE_ENDIAN) == PcapngBlocks.SECTION_HEADER;
    }

    @Override
    public void read(final PacketListener listener)
    {
        final PcapngBlocks blocks = new PcapngBlocks(file);
        while (blocks.next())
        {
            switch (blocks.type())
            {
                case PcapngBlocks.SECTION_HEADER:
                    section(blocks);
                    break;
                case INTERFACE_DESCRIPTION:
                    interfaceDescription(blocks);
                    break;
                case ENHANCED_PACKET:
                    enhancedPacket(blocks, listener);
                    break;
                case SIMPLE_PACKET:
                    simplePacket(blocks, listener);
                    break;
                default:
                    break;
            }
        }
    }

    private void section(final PcapngBlocks blocks)
    {
        if (blocks.length() < SECTION_HEADER_MIN_LENGTH)
        {
            throw new CaptureException("pcapng Section Header Block of " + blocks.length() + " bytes is shorter than " +
                SECTION_HEADER_MIN_LENGTH, blocks.position());
        }
        final int index = file.map(blocks.position() + 12, 4);
        final int major = file.buffer().getShort(index, blocks.order()) & 0xFFFF;
        final int minor = file.buffer().getShort(index + 2, blocks.order()) & 0xFFFF;
        if (major != 1)
        {
            // a new major version may lay its blocks out differently: nothing in the section can be trusted
            throw new CaptureException("unsupported pcapng version " + major + "." + minor + " (only 1.x)",
                blocks.position() + 12);
        }
        // interface ids count from zero again in every section
        linkTypes.clear();
        resolutions.clear();
    }

    private void interfaceDescription(final PcapngBlocks blocks)
    {
        if (blocks.length() < INTERFACE_DESCRIPTION_MIN_LENGTH)
        {
            // skipping it would give the section's later interfaces the wrong ids
            throw new CaptureException("pcapng Interface Description Block of " + blocks.length() +
                " bytes is shorter than " + INTERFACE_DESCRIPTION_MIN_LENGTH, blocks.position());
        }
        final int index = file.map(blocks.position() + 8, 2);
        linkTypes.addInt(file.buffer().getShort(index, blocks.order()) & 0xFFFF);
        resolutions.addInt(timestampResolution(blocks));
    }

    /**
     * @return the interface's if_tsresol option (code 9), or 6 (microseconds) when it has none.
     */
    private int timestampResolution(final PcapngBlocks blocks)
    {
        long option = blocks.position() + 16;
        final long end = blocks.position() + blocks.length() - 4;
        while (option + 4 <= end)
        {
            final int index = file.map(option, 4);
            final int code = file.buffer().getShort(index, blocks.order()) & 0xFFFF;
            final int length = file.buffer().getShort(index + 2, blocks.order()) & 0xFFFF;
            if (code == 0 || option + 4 + length > end)
            {
                break;
            }
            if (code == IF_TSRESOL && length == 1)
            {
                return file.buffer().getByte(file.map(option + 4, 1)) & 0xFF;
            }
            option += 4 + ((length + 3) & ~3);
        }
        return 6;
    }

    private static long nanos(final long ticks, final int resolution)
    {
        final int exponent = resolution & 0x7F;
        if ((resolution & 0x80) != 0)
        {
            return (long)(ticks * (1e9 / Math.pow(2, exponent)));
        }
        long value = ticks;
        for (int i = exponent; i < 9; i++)
        {
            value *= 10;
        }
        for (int i = 9; i < exponent; i++)
        {
            value /= 10;
        }
        return value;
    }

    @Override
    public PacketInfo packet()
    {
        return ethernet.packet();
    }

    @Override
    public void finish(final PacketListener listener)
    {
        ethernet.finish(listener);
    }

    private void enhancedPacket(final PcapngBlocks blocks, final PacketListener listener)
    {
        final long position = blocks.position();
        final long room = blocks.length() - ENHANCED_PACKET_HEADER_LENGTH - 4;
        if (room < 0)
        {
            listener.onUnreadable(position, "pcapng Enhanced Packet Block of " + blocks.length() +
                " bytes is shorter than " + (ENHANCED_PACKET_HEADER_LENGTH + 4));
            return;
        }
        final int index = file.map(position + 8, ENHANCED_PACKET_HEADER_LENGTH - 8);
        final long interfaceId = file.buffer().getInt(index, blocks.order()) & 0xFFFF_FFFFL;
        final long captured = file.buffer().getInt(index + 12, blocks.order()) & 0xFFFF_FFFFL;
        final long ticks = ((file.buffer().getInt(index + 4, blocks.order()) & 0xFFFF_FFFFL) << 32) |
            (file.buffer().getInt(index + 8, blocks.order()) & 0xFFFF_FFFFL);
        ethernet.packet().timestampNanos = interfaceId < resolutions.size() ?
            nanos(ticks, resolutions.getInt((int)interfaceId)) : PacketInfo.NO_TIMESTAMP;
        // room is a multiple of 4, so this also leaves room for the data's padding
        if (captured > room)
        {
            listener.onUnreadable(position, "pcapng Enhanced Packet Block captured length " + captured +
                " does not fit its block of " + blocks.length() + " bytes");
            return;
        }
        packet(interfaceId, position + ENHANCED_PACKET_HEADER_LENGTH, captured, listener);
    }

    private void simplePacket(final PcapngBlocks blocks, final PacketListener listener)
    {
        final long position = blocks.position();
        final long room = blocks.length() - SIMPLE_PACKET_HEADER_LENGTH - 4;
        if (room < 0)
        {
            listener.onUnreadable(position, "pcapng Simple Packet Block of " + blocks.length() +
                " bytes is shorter than " + (SIMPLE_PACKET_HEADER_LENGTH + 4));
            return;
        }
        final long original = file.buffer().getInt(file.map(position + 8, 4), blocks.order()) & 0xFFFF_FFFFL;
        ethernet.packet().timestampNanos = PacketInfo.NO_TIMESTAMP;
        // a Simple Packet Block has no captured length: the snapshot length may have cut the packet short
        packet(0, position + SIMPLE_PACKET_HEADER_LENGTH, Math.min(original, room), listener);
    }

    private void packet(final long interfaceId, final long fileOffset, final long captured, final PacketListener listener)
    {
        if (interfaceId >= linkTypes.size())
        {
            listener.onUnreadable(fileOffset, "pcapng packet on interface " + interfaceId + ", which no Interface " +
                "Description Block in its section declares");
            return;
        }
        final int linkType = linkTypes.getInt((int)interfaceId);
        if (linkType != LINKTYPE_ETHERNET)
        {
            listener.onUnreadable(fileOffset, "pcapng packet on interface " + interfaceId + " of link type " + linkType +
                " (only Ethernet, 1, is decoded)");
            return;
        }
        if (captured > MAX_PACKET_LENGTH)
        {
            listener.onUnreadable(fileOffset, "pcapng packet of " + captured + " bytes is larger than " +
                MAX_PACKET_LENGTH);
            return;
        }
        final int index = file.map(fileOffset, (int)captured);
        ethernet.frame(file.buffer(), index, (int)captured, fileOffset, listener);
    }
}
