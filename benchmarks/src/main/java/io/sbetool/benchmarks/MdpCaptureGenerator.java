package io.sbetool.benchmarks;

import io.sbetool.benchmarks.codecs.sbetool.mdp3.AggressorSide;
import io.sbetool.benchmarks.codecs.sbetool.mdp3.HaltReason;
import io.sbetool.benchmarks.codecs.sbetool.mdp3.MDEntryType;
import io.sbetool.benchmarks.codecs.sbetool.mdp3.MDEntryTypeBook;
import io.sbetool.benchmarks.codecs.sbetool.mdp3.MDIncrementalRefreshBookLongQty64Encoder;
import io.sbetool.benchmarks.codecs.sbetool.mdp3.MDIncrementalRefreshTradeSummaryLongQty65Encoder;
import io.sbetool.benchmarks.codecs.sbetool.mdp3.MDUpdateAction;
import io.sbetool.benchmarks.codecs.sbetool.mdp3.MessageHeaderEncoder;
import io.sbetool.benchmarks.codecs.sbetool.mdp3.OpenCloseSettlFlag;
import io.sbetool.benchmarks.codecs.sbetool.mdp3.SecurityStatus30Encoder;
import io.sbetool.benchmarks.codecs.sbetool.mdp3.SecurityTradingEvent;
import io.sbetool.benchmarks.codecs.sbetool.mdp3.SecurityTradingStatus;
import io.sbetool.benchmarks.codecs.sbetool.mdp3.SnapshotFullRefreshLongQty69Encoder;
import org.agrona.concurrent.UnsafeBuffer;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Writes a libpcap capture of CME MDP 3.0 market data shaped like a real incremental feed, the input
 * of {@link DecodeCaptureBenchmark}: about 84% {@code MDIncrementalRefreshBookLongQty64} with 2 to 5
 * book entries each, 16% {@code MDIncrementalRefreshTradeSummaryLongQty65} with 1 to 3 trades and two
 * order-id entries per trade, and now and then a {@code SecurityStatus30} (every 25,000th message)
 * and a {@code SnapshotFullRefreshLongQty69} of 10 levels (every 100,000th). The content is a pure
 * function of the message count, so every run of the benchmark, on every machine, decodes the same
 * bytes.
 *
 * <p>Each UDP datagram (Ethernet/IPv4/UDP, from 192.0.2.10 to the documentation multicast group
 * 233.252.0.1) carries the 12-byte MDP packet header (MsgSeqNum uint32 LE, SendingTime uint64 LE),
 * then as many messages as fit in {@value #MAX_UDP_PAYLOAD} bytes, each preceded by its size as a
 * uint16 LE that counts the size field itself: {@code sbetool decode --framing u16le-incl --skip 12}.
 *
 * <p>Usage: {@code java -cp benchmarks.jar io.sbetool.benchmarks.MdpCaptureGenerator [FILE [MESSAGES]]}.
 */
public final class MdpCaptureGenerator
{
    public static final Path DEFAULT_FILE = Paths.get(System.getProperty("java.io.tmpdir"), "sbetool-mdp3-mix-1m.pcap");
    public static final int DEFAULT_MESSAGES = 1_000_000;
    /** The decode options that match the capture. */
    public static final String FRAMING = "u16le-incl";
    public static final int SKIP = 12; // the MDP packet header

    /** Keeps datagrams under a 1500-byte Ethernet MTU, as CME's feeds do. */
    static final int MAX_UDP_PAYLOAD = 1400;

    private static final int ETHERNET = 14;
    private static final int IPV4 = 20;
    private static final int UDP = 8;
    private static final int PAYLOAD = ETHERNET + IPV4 + UDP;
    private static final int SIZE_FIELD = 2;
    private static final int PCAP_RECORD_HEADER = 16;
    private static final int PORT = 14310;
    private static final int SOURCE = 0xC000020A;      // 192.0.2.10, TEST-NET-1 (RFC 5737)
    private static final int GROUP = 0xE9FC0001;       // 233.252.0.1, MCAST-TEST-NET (RFC 5771)

    private static final int INSTRUMENTS = 16;
    private static final long FIRST_TRANSACT_TIME = 1_704_205_800_000_000_000L; // 2024-01-02T14:30:00Z
    private static final long NANOS_BETWEEN_MESSAGES = 7_000;
    private static final long PRICE_TICK = 250_000_000L;                        // 0.25 at exponent -9

    private MdpCaptureGenerator()
    {
    }

    /**
     * What was written.
     */
    public record Summary(long messages, long packets, long bytes)
    {
    }

    public static void main(final String[] args) throws IOException
    {
        final Path file = args.length > 0 ? Paths.get(args[0]) : DEFAULT_FILE;
        final int messages = args.length > 1 ? Integer.parseInt(args[1]) : DEFAULT_MESSAGES;
        final Summary summary = write(file, messages);
        System.out.printf("%s: %,d messages in %,d packets, %,d bytes%n",
            file, summary.messages(), summary.packets(), summary.bytes());
        System.out.printf("decode with: sbetool decode --schema Cme.Futures.Mdp3.Sbe.v1.12.xml --framing %s --skip %d %s%n",
            FRAMING, SKIP, file);
    }

    public static Summary write(final Path file, final int messages) throws IOException
    {
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 20))
        {
            return new Writer(out).write(messages);
        }
    }

    /** One message in this many is a SecurityStatus30, one in {@link #SNAPSHOT_EVERY} a snapshot. */
    static final int STATUS_EVERY = 25_000;
    static final int SNAPSHOT_EVERY = 100_000;
    /** Percent of the other messages that are trade summaries; the rest are book updates. */
    static final int TRADE_PERCENT = 16;

    private static final class Writer
    {
        private final OutputStream out;
        // room past the datagram's limit: a message is encoded where it would go, and moved to the
        // next datagram when it does not fit
        private final byte[] packet = new byte[PAYLOAD + MAX_UDP_PAYLOAD + 4096];
        private final byte[] carried = new byte[4096];
        private final UnsafeBuffer buffer = new UnsafeBuffer(packet);
        private final UnsafeBuffer recordHeader = new UnsafeBuffer(new byte[PCAP_RECORD_HEADER]);
        private final MessageHeaderEncoder header = new MessageHeaderEncoder();
        private final MDIncrementalRefreshBookLongQty64Encoder refresh = new MDIncrementalRefreshBookLongQty64Encoder();
        private final MDIncrementalRefreshTradeSummaryLongQty65Encoder trades =
            new MDIncrementalRefreshTradeSummaryLongQty65Encoder();
        private final SecurityStatus30Encoder status = new SecurityStatus30Encoder();
        private final SnapshotFullRefreshLongQty69Encoder snapshot = new SnapshotFullRefreshLongQty69Encoder();
        private final long[] quantities = new long[6];
        private long tradeId = 7_000_000;
        private long orderId = 900_000_000_000L;
        private final long[] basePrice = new long[INSTRUMENTS];
        private final long[] rptSeq = new long[INSTRUMENTS];
        private long random = 0x5EED_CAFE_F00DL;
        private long packets;
        private long bytes;

        Writer(final OutputStream out)
        {
            this.out = out;
            for (int i = 0; i < INSTRUMENTS; i++)
            {
                basePrice[i] = (1_000L + 250L * i) * 1_000_000_000L;
            }
        }

        Summary write(final int messages) throws IOException
        {
            writeFileHeader();
            int payloadEnd = startPacket(FIRST_TRANSACT_TIME);
            long transactTime = FIRST_TRANSACT_TIME;
            for (int i = 0; i < messages; i++)
            {
                transactTime += NANOS_BETWEEN_MESSAGES;
                int end = encode(i, payloadEnd + SIZE_FIELD, transactTime);
                if (end > PAYLOAD + MAX_UDP_PAYLOAD && payloadEnd > PAYLOAD + SKIP)
                {
                    // does not fit: send what the datagram holds and start the next with this message
                    final int length = end - payloadEnd;
                    System.arraycopy(packet, payloadEnd, carried, 0, length);
                    writePacket(payloadEnd);
                    payloadEnd = startPacket(transactTime);
                    System.arraycopy(carried, 0, packet, payloadEnd, length);
                    end = payloadEnd + length;
                }
                buffer.putShort(payloadEnd, (short)(end - payloadEnd), ByteOrder.LITTLE_ENDIAN);
                payloadEnd = end;
            }
            if (payloadEnd > PAYLOAD + SKIP)
            {
                writePacket(payloadEnd);
            }
            out.flush();
            return new Summary(messages, packets, bytes);
        }

        /**
         * Encodes message number {@code i} of the mix at offset.
         *
         * @return where it ends.
         */
        private int encode(final int i, final int offset, final long transactTime)
        {
            if (i % STATUS_EVERY == STATUS_EVERY / 2)
            {
                return encodeStatus(offset, transactTime, i);
            }
            if (i % SNAPSHOT_EVERY == SNAPSHOT_EVERY / 4 + 1)
            {
                return encodeSnapshot(offset, transactTime, i);
            }
            final long r = next();
            if (Long.remainderUnsigned(r, 100) < TRADE_PERCENT)
            {
                return encodeTrades(offset, transactTime, 1 + (int)((r >>> 8) % 3));
            }
            return encode(offset, transactTime, 2 + (int)((r >>> 8) % 4));
        }

        private int encodeTrades(final int offset, final long transactTime, final int entries)
        {
            trades.wrapAndApplyHeader(buffer, offset, header)
                .transactTime(transactTime)
                .matchEventIndicator().clear().lastTradeMsg(true).endOfEvent(true);
            final MDIncrementalRefreshTradeSummaryLongQty65Encoder.NoMDEntriesEncoder group =
                trades.noMDEntriesCount(entries);
            final long[] quantities = this.quantities;
            for (int e = 0; e < entries; e++)
            {
                final long r = next();
                final int instrument = (int)Long.remainderUnsigned(r, INSTRUMENTS);
                quantities[2 * e] = 1 + ((r >>> 8) & 63);
                quantities[2 * e + 1] = 1 + ((r >>> 16) & 63);
                group.next();
                group.mDEntryPx().mantissa(basePrice[instrument] + ((r >>> 24) & 7) * PRICE_TICK);
                group.mDEntrySize(quantities[2 * e] + quantities[2 * e + 1])
                    .securityID(100_000 + instrument)
                    .rptSeq(++rptSeq[instrument])
                    .numberOfOrders(2)
                    .mDTradeEntryID(++tradeId)
                    .aggressorSide(((r >>> 30) & 1) == 0 ? AggressorSide.Buy : AggressorSide.Sell)
                    .mDUpdateAction(MDUpdateAction.New);
            }
            final MDIncrementalRefreshTradeSummaryLongQty65Encoder.NoOrderIDEntriesEncoder orders =
                trades.noOrderIDEntriesCount(entries * 2);
            for (int q = 0; q < entries * 2; q++)
            {
                orders.next().orderID(++orderId).lastQty((int)quantities[q]);
            }
            return trades.limit();
        }

        private int encodeStatus(final int offset, final long transactTime, final int i)
        {
            status.wrapAndApplyHeader(buffer, offset, header)
                .transactTime(transactTime)
                .securityGroup("GE")
                .asset("GE")
                .securityID(100_000 + i % INSTRUMENTS)
                .tradeDate(19_724)
                .matchEventIndicator().clear().endOfEvent(true);
            status.securityTradingStatus(SecurityTradingStatus.ReadyToTrade)
                .haltReason(HaltReason.GroupSchedule)
                .securityTradingEvent(SecurityTradingEvent.NoEvent);
            return status.limit();
        }

        private int encodeSnapshot(final int offset, final long transactTime, final int i)
        {
            final int instrument = i % INSTRUMENTS;
            snapshot.wrapAndApplyHeader(buffer, offset, header)
                .lastMsgSeqNumProcessed(packets)
                .totNumReports(INSTRUMENTS)
                .securityID(100_000 + instrument)
                .rptSeq(rptSeq[instrument])
                .transactTime(transactTime)
                .lastUpdateTime(transactTime - NANOS_BETWEEN_MESSAGES)
                .tradeDate(19_724)
                .mDSecurityTradingStatus(SecurityTradingStatus.ReadyToTrade);
            snapshot.highLimitPrice().mantissa(basePrice[instrument] * 11 / 10);
            snapshot.lowLimitPrice().mantissa(basePrice[instrument] * 9 / 10);
            snapshot.maxPriceVariation().mantissa(100 * PRICE_TICK);
            final SnapshotFullRefreshLongQty69Encoder.NoMDEntriesEncoder levels = snapshot.noMDEntriesCount(10);
            for (int level = 1; level <= 10; level++)
            {
                final boolean bid = level <= 5;
                levels.next();
                levels.mDEntryPx().mantissa(basePrice[instrument] + (bid ? -level : level - 5) * PRICE_TICK);
                levels.mDEntrySize(10L * level)
                    .numberOfOrders(level)
                    .mDPriceLevel((short)(bid ? level : level - 5))
                    .openCloseSettlFlag(OpenCloseSettlFlag.NULL_VAL)
                    .mDEntryType(bid ? MDEntryType.Bid : MDEntryType.Offer);
            }
            return snapshot.limit();
        }

        private int encode(final int offset, final long transactTime, final int entries)
        {
            refresh.wrapAndApplyHeader(buffer, offset, header)
                .transactTime(transactTime)
                .matchEventIndicator().clear().lastQuoteMsg(true).endOfEvent(true);
            final MDIncrementalRefreshBookLongQty64Encoder.NoMDEntriesEncoder group = refresh.noMDEntriesCount(entries);
            for (int e = 0; e < entries; e++)
            {
                final long r = next();
                final int instrument = (int)Long.remainderUnsigned(r, INSTRUMENTS);
                final boolean bid = ((r >>> 8) & 1) == 0;
                final int ticksAway = 1 + (int)((r >>> 9) & 15);
                final int level = 1 + (int)((r >>> 13) % 10);
                group.next();
                group.mDEntryPx().mantissa(basePrice[instrument] + (bid ? -ticksAway : ticksAway) * PRICE_TICK);
                group.mDEntrySize(1 + ((r >>> 20) & 511))
                    .securityID(100_000 + instrument)
                    .rptSeq(++rptSeq[instrument])
                    .numberOfOrders(1 + (int)((r >>> 30) & 63))
                    .mDPriceLevel((short)level)
                    .mDUpdateAction(ACTIONS[(int)((r >>> 40) & 3)])
                    .mDEntryType(bid ? MDEntryTypeBook.Bid : MDEntryTypeBook.Offer);
            }
            refresh.noOrderIDEntriesCount(0);
            return refresh.limit();
        }

        /** Writes the MDP packet header; returns where the first message goes. */
        private int startPacket(final long sendingTime)
        {
            buffer.putInt(PAYLOAD, (int)(packets + 1), ByteOrder.LITTLE_ENDIAN);
            buffer.putLong(PAYLOAD + 4, sendingTime, ByteOrder.LITTLE_ENDIAN);
            return PAYLOAD + SKIP;
        }

        private void writePacket(final int end) throws IOException
        {
            final int udpLength = end - ETHERNET - IPV4;
            // Ethernet: the group's multicast MAC (01:00:5e + low 23 bits of the address), a locally
            // administered source.
            buffer.putInt(0, 0x01005E00 | (GROUP >>> 16 & 0x7F), ByteOrder.BIG_ENDIAN);
            buffer.putShort(4, (short)GROUP, ByteOrder.BIG_ENDIAN);
            buffer.putInt(6, 0x02000000, ByteOrder.BIG_ENDIAN);
            buffer.putShort(10, (short)0x0001, ByteOrder.BIG_ENDIAN);
            buffer.putShort(12, (short)0x0800, ByteOrder.BIG_ENDIAN);
            // IPv4, no options, TTL 32, UDP
            final int ip = ETHERNET;
            buffer.putByte(ip, (byte)0x45);
            buffer.putByte(ip + 1, (byte)0);
            buffer.putShort(ip + 2, (short)(IPV4 + udpLength), ByteOrder.BIG_ENDIAN);
            buffer.putShort(ip + 4, (short)packets, ByteOrder.BIG_ENDIAN);
            buffer.putShort(ip + 6, (short)0x4000, ByteOrder.BIG_ENDIAN);
            buffer.putByte(ip + 8, (byte)32);
            buffer.putByte(ip + 9, (byte)17);
            buffer.putShort(ip + 10, (short)0, ByteOrder.BIG_ENDIAN);
            buffer.putInt(ip + 12, SOURCE, ByteOrder.BIG_ENDIAN);
            buffer.putInt(ip + 16, GROUP, ByteOrder.BIG_ENDIAN);
            buffer.putShort(ip + 10, ipChecksum(ip), ByteOrder.BIG_ENDIAN);
            // UDP; a zero checksum means "none" over IPv4
            final int udp = ETHERNET + IPV4;
            buffer.putShort(udp, (short)PORT, ByteOrder.BIG_ENDIAN);
            buffer.putShort(udp + 2, (short)PORT, ByteOrder.BIG_ENDIAN);
            buffer.putShort(udp + 4, (short)udpLength, ByteOrder.BIG_ENDIAN);
            buffer.putShort(udp + 6, (short)0, ByteOrder.BIG_ENDIAN);

            final long sendingTime = buffer.getLong(PAYLOAD + 4, ByteOrder.LITTLE_ENDIAN);
            recordHeader.putInt(0, (int)(sendingTime / 1_000_000_000L), ByteOrder.LITTLE_ENDIAN);
            recordHeader.putInt(4, (int)(sendingTime % 1_000_000_000L / 1_000), ByteOrder.LITTLE_ENDIAN);
            recordHeader.putInt(8, end, ByteOrder.LITTLE_ENDIAN);
            recordHeader.putInt(12, end, ByteOrder.LITTLE_ENDIAN);
            out.write(recordHeader.byteArray());
            out.write(packet, 0, end);
            packets++;
            bytes += PCAP_RECORD_HEADER + end;
        }

        private short ipChecksum(final int ip)
        {
            int sum = 0;
            for (int i = 0; i < IPV4; i += 2)
            {
                sum += buffer.getShort(ip + i, ByteOrder.BIG_ENDIAN) & 0xFFFF;
            }
            while ((sum >>> 16) != 0)
            {
                sum = (sum & 0xFFFF) + (sum >>> 16);
            }
            return (short)~sum;
        }

        private void writeFileHeader() throws IOException
        {
            final UnsafeBuffer fileHeader = new UnsafeBuffer(new byte[24]);
            fileHeader.putInt(0, 0xA1B2C3D4, ByteOrder.LITTLE_ENDIAN); // microsecond timestamps
            fileHeader.putShort(4, (short)2, ByteOrder.LITTLE_ENDIAN);
            fileHeader.putShort(6, (short)4, ByteOrder.LITTLE_ENDIAN);
            fileHeader.putInt(16, 65_535, ByteOrder.LITTLE_ENDIAN);   // snaplen
            fileHeader.putInt(20, 1, ByteOrder.LITTLE_ENDIAN);        // LINKTYPE_ETHERNET
            out.write(fileHeader.byteArray());
            bytes += 24;
        }

        /** splitmix64: a fixed, documented sequence, unlike java.util's generators. */
        private long next()
        {
            long z = (random += 0x9E3779B97F4A7C15L);
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            return z ^ (z >>> 31);
        }
    }

    // Mostly changes, as on a real book feed; an index of two random bits.
    private static final MDUpdateAction[] ACTIONS =
        {MDUpdateAction.New, MDUpdateAction.Change, MDUpdateAction.Change, MDUpdateAction.Delete};
}
