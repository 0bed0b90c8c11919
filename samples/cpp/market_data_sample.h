// Reads MarketDataIncrementalRefreshTrades messages out of samples/captures/market-data.pcap: the
// CME MDP 3.0 layout docs/decode.md describes, over UDP in a libpcap capture.
#pragma once

#include "samples_fix/MarketDataIncrementalRefreshTrades.h"
#include "samples_fix/MessageHeader.h"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace market_data_sample
{

using samples::fix::MarketDataIncrementalRefreshTrades;
using samples::fix::MessageHeader;

constexpr std::uint64_t PCAP_FILE_HEADER = 24;
constexpr std::uint64_t PCAP_RECORD_HEADER = 16;
constexpr std::uint64_t ETHERNET_IPV4_UDP = 42;
constexpr std::uint64_t MDP_PACKET_HEADER = 12;

/**
 * Calls onTrades for each trade message with the offset of its message header in the file. Each UDP
 * payload holds a 12-byte packet header, then messages each preceded by a little-endian uint16 size
 * that counts itself.
 */
template<class OnTrades> void forEachTrades(std::vector<char> &pcap, OnTrades &&onTrades)
{
    char *bytes = pcap.data();
    std::uint64_t record = PCAP_FILE_HEADER;
    while (record + PCAP_RECORD_HEADER <= pcap.size())
    {
        const std::uint32_t captured = sbetool::loadLittle<std::uint32_t>(bytes + record + 8);
        const std::uint64_t packet = record + PCAP_RECORD_HEADER;
        const std::uint64_t end = packet + captured;
        if (end > pcap.size())
        {
            throw std::runtime_error("truncated packet at offset " + std::to_string(record));
        }
        std::uint64_t frame = packet + ETHERNET_IPV4_UDP + MDP_PACKET_HEADER;
        while (frame + 2 <= end)
        {
            const std::uint16_t size = sbetool::loadLittle<std::uint16_t>(bytes + frame);
            const std::uint64_t header = frame + 2;
            MessageHeader messageHeader(bytes, header, frame + size, 0);
            if (messageHeader.templateId() == MarketDataIncrementalRefreshTrades::sbeTemplateId())
            {
                MarketDataIncrementalRefreshTrades trades;
                trades.wrapForDecode(bytes, header + MessageHeader::encodedLength(), messageHeader.blockLength(),
                    messageHeader.version(), frame + size);
                onTrades(trades, header);
            }
            frame += size;
        }
        record = end;
    }
}

}
