// Reads each message given in hex on the command line through the generated C++ decoder and prints
// one line per message: what it read, or the BoundsError and its offset. WireDimensionsTest runs it
// under the sanitizers; each message is read from a buffer of exactly its length.
#include "wire_dims/Book.h"
#include "wire_dims/MessageHeader.h"

#include <cstdint>
#include <iostream>
#include <string>
#include <vector>

namespace
{

std::vector<char> fromHex(const std::string &hex)
{
    std::vector<char> bytes;
    for (std::size_t i = 0; i + 1 < hex.size(); i += 2)
    {
        bytes.push_back(static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16)));
    }
    return bytes;
}

std::string read(std::vector<char> &bytes)
{
    using namespace wire::dims;
    const std::uint64_t length = bytes.size();
    MessageHeader header(bytes.data(), 0, length, Book::sbeSchemaVersion());
    Book book;
    book.wrapForDecode(bytes.data(), MessageHeader::encodedLength(), header.blockLength(), header.version(), length);
    std::int64_t sum = book.bookId();
    int levels = 0;
    for (auto &level : book.levels())
    {
        sum += level.px();
        levels++;
    }
    int trades = 0;
    for (auto &trade : book.trades())
    {
        sum += trade.qty();
        trades++;
    }
    return "levels=" + std::to_string(levels) + " trades=" + std::to_string(trades) + " sum=" + std::to_string(sum);
}

}

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
    {
        std::vector<char> bytes = fromHex(argv[i]);
        try
        {
            std::cout << read(bytes) << '\n';
        }
        catch (const sbetool::BoundsError &error)
        {
            std::cout << "BoundsError at " << error.offset() << ": " << error.what() << '\n';
        }
    }
    return 0;
}
