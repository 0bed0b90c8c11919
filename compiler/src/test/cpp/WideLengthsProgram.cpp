// Decodes the messages of varlen/wide-lengths.xml that WideVarDataLengthsTest gives it, one per line of
// the file it is given ("TEMPLATE_ID HEX"), and prints one outcome per line, in the words the Java side uses:
// "ok LENGTH TEXT" when the var data was read, "refused" when the codec threw its BoundsError.
#include "wide_lengths/I32.h"
#include "wide_lengths/I64.h"
#include "wide_lengths/I8.h"
#include "wide_lengths/U32.h"
#include "wide_lengths/U64.h"

#include <cstdint>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

namespace
{
template<typename Message> std::string decode(std::vector<char> &bytes)
{
    try
    {
        Message message;
        message.wrapForDecode(bytes.data(), 8, 0, 0, bytes.size());
        const std::uint64_t length = message.payloadLength();
        const std::string text = message.getPayloadAsString();
        return "ok " + std::to_string(length) + " " + text;
    }
    catch (const sbetool::BoundsError &)
    {
        return "refused";
    }
    catch (const std::exception &ex)
    {
        return std::string("threw ") + ex.what();
    }
}

std::vector<char> unhex(const std::string &hex)
{
    std::vector<char> bytes;
    for (std::size_t i = 0; i + 1 < hex.size(); i += 2)
    {
        bytes.push_back(static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16)));
    }
    return bytes;
}
}

int main(int argc, char **argv)
{
    if (argc != 2)
    {
        std::cerr << "usage: " << argv[0] << " CASES" << std::endl;
        return 2;
    }
    std::ifstream cases(argv[1]);
    int templateId;
    std::string hex;
    while (cases >> templateId >> hex)
    {
        // Exactly as long as the message: the sanitizers see any read past it.
        std::vector<char> bytes = unhex(hex);
        switch (templateId)
        {
            case 1: std::cout << decode<wide::lengths::U64>(bytes) << '\n'; break;
            case 2: std::cout << decode<wide::lengths::I64>(bytes) << '\n'; break;
            case 3: std::cout << decode<wide::lengths::I32>(bytes) << '\n'; break;
            case 4: std::cout << decode<wide::lengths::U32>(bytes) << '\n'; break;
            case 5: std::cout << decode<wide::lengths::I8>(bytes) << '\n'; break;
            default: std::cout << "unknown template\n"; break;
        }
    }
    return 0;
}
