// Encodes header/constant-members.xml's Ping (seq 7) with wrapAndApplyHeader, whose header's schemaId and
// version are constants, and prints its bytes in hex; then reads the header and the message back and prints
// "templateId schemaId version seq". ConstantHeaderMembersTest builds it under the sanitizers.
#include "constant_header/MessageHeader.h"
#include "constant_header/Ping.h"

#include <cstdint>
#include <cstdio>
#include <iostream>
#include <vector>

namespace ch = constant::header;

int main()
{
    std::vector<char> buffer(64);
    ch::Ping ping;
    ping.wrapAndApplyHeader(buffer.data(), 0, buffer.size()).seq(7);
    const std::uint64_t length = ch::MessageHeader::encodedLength() + ping.encodedLength();
    for (std::uint64_t i = 0; i < length; i++)
    {
        std::printf("%02x", static_cast<unsigned>(static_cast<unsigned char>(buffer[i])));
    }
    std::printf("\n");

    const ch::MessageHeader header(buffer.data(), 0, length, ch::Ping::sbeSchemaVersion());
    ch::Ping decoded;
    decoded.wrapForDecode(buffer.data(), ch::MessageHeader::encodedLength(), header.blockLength(), header.version(), length);
    std::cout << header.templateId() << " " << header.schemaId() << " " << header.version() << " " << decoded.seq() << "\n";
    return 0;
}
