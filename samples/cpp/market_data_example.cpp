// Prints every trade message of samples/captures/market-data.pcap as JSON, with its offset in the file.
#include "market_data_sample.h"
#include "read_file.h"

#include <iostream>

int main(int argc, char **argv)
{
    if (argc != 2)
    {
        std::cerr << "usage: market_data_example CAPTURE.pcap\n";
        return 2;
    }
    try
    {
        std::vector<char> pcap = samples::readFile(argv[1]);
        market_data_sample::forEachTrades(pcap, [](market_data_sample::MarketDataIncrementalRefreshTrades &trades,
            const std::uint64_t offset)
        {
            std::cout << offset << ' ' << trades << '\n';
        });
        return 0;
    }
    catch (const std::exception &ex)
    {
        std::cerr << "market_data_example: " << ex.what() << '\n';
        return 1;
    }
}
