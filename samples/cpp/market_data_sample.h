// Reads MarketDataIncrementalRefreshTrades messages out of samples/captures/market-data.pcap: the
// CME MDP 3.0 layout docs/decode.md describes, over UDP in a libpcap capture.
#pragma once

#include "samples_fix/MessageDispatcher.h"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace market_data_sample
{

using samples::fix::MarketDataIncrementalRefresh;
using samples::fix::MarketDataIncrementalRefreshTrades;
using samples::fix::MassQuote;
using samples::fix::MessageDispatcher;
using samples::fix::NewOrder;
using samples::fix::OrderCancelReplaceRequest;
using samples::fix::OrderCancelRequest;

constexpr std::uint64_t PCAP_FILE_HEADER = 24;
constexpr std::uint64_t PCAP_RECORD_HEADER = 16;
constexpr std::uint64_t ETHERNET_IPV4_UDP = 42;
constexpr std::uint64_t MDP_PACKET_HEADER = 12;

/**
 * The handler the generated MessageDispatcher calls, by name, for each message: one method per message
 * of the schema. This sample wants only the trades; the feed carries nothing else, and a message of
 * another template is passed over.
 */
template<class OnTrades> class TradesHandler
{
public:
    explicit TradesHandler(OnTrades &onTrades) : m_onTrades(onTrades)
    {
    }

    /** Where the message being dispatched starts (its header), for onTrades. */
    void messageAt(const std::uint64_t offset)
    {
        m_offset = offset;
    }

    void onMarketDataIncrementalRefreshTrades(MarketDataIncrementalRefreshTrades &trades)
    {
        m_onTrades(trades, m_offset);
    }

    void onNewOrder(NewOrder &)
    {
    }

    void onOrderCancelRequest(OrderCancelRequest &)
    {
    }

    void onOrderCancelReplaceRequest(OrderCancelReplaceRequest &)
    {
    }

    void onMarketDataIncrementalRefresh(MarketDataIncrementalRefresh &)
    {
    }

    void onMassQuote(MassQuote &)
    {
    }

private:
    OnTrades &m_onTrades;
    std::uint64_t m_offset = 0;
};

/**
 * Calls onTrades for each trade message with the offset of its message header in the file. Each UDP
 * payload holds a 12-byte packet header, then messages each preceded by a little-endian uint16 size
 * that counts itself; the dispatcher reads each message's header and gives it to the handler.
 */
template<class OnTrades> void forEachTrades(std::vector<char> &pcap, OnTrades &&onTrades)
{
    TradesHandler<OnTrades> handler(onTrades);
    MessageDispatcher<TradesHandler<OnTrades>> dispatcher(handler);
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
            if (size < 2 || frame + size > end)
            {
                throw std::runtime_error("bad message size " + std::to_string(size) + " at offset " +
                    std::to_string(frame));
            }
            const std::uint64_t header = frame + 2;
            handler.messageAt(header);
            const std::int64_t length = dispatcher.dispatch(bytes, header, size - 2u);
            if (length < 0)
            {
                throw std::runtime_error("message at offset " + std::to_string(header) +
                    " not dispatched: error " + std::to_string(length));
            }
            frame += size;
        }
        record = end;
    }
}

}
