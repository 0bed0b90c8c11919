// The generated checks at the largest sizes the layout allows (schemas/largest-blocks.xml, issue 32 item 1):
// a 65,535-byte root block (what a uint16 blockLength describes), 65,535-element uint8 and char arrays, and
// 255-byte group entries (a uint8 dimension's). Each block is written and read in a heap buffer of exactly its
// length, which the sanitizers watch, and refused, on both sides, in one a byte short. CppLargestBlocksTest
// generates the headers.
#include "largest/Bytes.h"
#include "largest/Text.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

namespace
{

using largest::Bytes;
using largest::MessageHeader;
using largest::Text;

constexpr std::uint64_t HEADER = MessageHeader::encodedLength();
constexpr std::uint64_t ROOT = 65535;
constexpr std::uint64_t ENTRY = 255;

/** The offset a BoundsError names, or a value no offset has when nothing was thrown. */
template<typename Action> std::uint64_t boundsErrorOffset(const Action &action)
{
    try
    {
        action();
    }
    catch (const sbetool::BoundsError &error)
    {
        return error.offset();
    }
    return UINT64_MAX;
}

}

TEST(LargestBlocksTest, layoutIsTheLargestLegal)
{
    EXPECT_EQ(ROOT, Bytes::sbeBlockLength());
    EXPECT_EQ(ROOT, Text::sbeBlockLength());
    EXPECT_EQ(ENTRY, Text::Rows::sbeBlockLength());
}

TEST(LargestBlocksTest, aRootBlockOf65535BytesFitsExactlyAndNotInOneByteLess)
{
    std::vector<char> shortBuffer(HEADER + ROOT - 1);
    Bytes encoder;
    EXPECT_EQ(HEADER, boundsErrorOffset([&] { encoder.wrapAndApplyHeader(shortBuffer.data(), 0, shortBuffer.size()); }));

    std::vector<char> buffer(HEADER + ROOT);
    encoder.wrapAndApplyHeader(buffer.data(), 0, buffer.size()).bytes(0, 1).bytes(ROOT - 1, 0xFE);
    EXPECT_THROW(encoder.bytes(ROOT, 0), sbetool::BoundsError);
    EXPECT_EQ(HEADER + ROOT, HEADER + encoder.encodedLength());
    EXPECT_EQ(static_cast<char>(0xFE), buffer.back());

    const MessageHeader header(buffer.data(), 0, buffer.size(), 0);
    EXPECT_EQ(ROOT, header.blockLength());
    Bytes decoder;
    EXPECT_EQ(HEADER, boundsErrorOffset([&] {
        decoder.wrapForDecode(buffer.data(), HEADER, header.blockLength(), header.version(), buffer.size() - 1); }));
    decoder.wrapForDecode(buffer.data(), HEADER, header.blockLength(), header.version(), buffer.size());
    EXPECT_EQ(0xFE, decoder.bytes(ROOT - 1));
    EXPECT_EQ(1, decoder.bytes(0));
    EXPECT_THROW(static_cast<void>(decoder.bytes(ROOT)), sbetool::BoundsError);
    std::vector<char> copy(ROOT);
    EXPECT_EQ(ROOT, decoder.getBytes(copy.data(), copy.size()));
    EXPECT_EQ(static_cast<char>(0xFE), copy.back());
}

TEST(LargestBlocksTest, aCharArrayOf65535ElementsReadsAndWritesWhole)
{
    std::string text(ROOT, 'q');
    text.back() = 'z';
    std::vector<char> buffer(HEADER + ROOT + Text::Rows::sbeHeaderSize());
    Text encoder;
    encoder.wrapAndApplyHeader(buffer.data(), 0, buffer.size()).putText(text).rowsCount(0);
    EXPECT_THROW(encoder.putText(text + "!"), sbetool::ValueError);

    Text decoder;
    decoder.wrapForDecode(buffer.data(), HEADER, ROOT, 0, buffer.size());
    EXPECT_EQ(text, decoder.getTextAsString());
    EXPECT_EQ('z', decoder.text(ROOT - 1));
    EXPECT_THROW(static_cast<void>(decoder.text(ROOT)), sbetool::BoundsError);
    EXPECT_EQ(HEADER, boundsErrorOffset([&] { decoder.wrapForDecode(buffer.data(), HEADER, ROOT, 0, HEADER + ROOT - 1); }));
}

TEST(LargestBlocksTest, aGroupEntryOf255BytesFitsExactlyAndNotInOneByteLess)
{
    const std::uint64_t entries = HEADER + ROOT + Text::Rows::sbeHeaderSize();
    std::vector<char> shortBuffer(entries + ENTRY - 1);
    Text encoder;
    encoder.wrapAndApplyHeader(shortBuffer.data(), 0, shortBuffer.size());
    EXPECT_EQ(entries, boundsErrorOffset([&] { encoder.rowsCount(1); }));

    std::vector<char> buffer(entries + ENTRY);
    const std::string label(254, 'L');
    encoder.wrapAndApplyHeader(buffer.data(), 0, buffer.size()).rowsCount(1).next().flag(7).putLabel(label);
    EXPECT_EQ(buffer.size(), HEADER + encoder.encodedLength());
    EXPECT_EQ('L', buffer.back());
    EXPECT_EQ(ENTRY, static_cast<std::uint8_t>(buffer[HEADER + ROOT]));

    Text decoder;
    decoder.wrapForDecode(buffer.data(), HEADER, ROOT, 0, buffer.size() - 1);
    EXPECT_EQ(entries, boundsErrorOffset([&] { decoder.rows(); }));
    decoder.wrapForDecode(buffer.data(), HEADER, ROOT, 0, buffer.size());
    Text::Rows &rows = decoder.rows();
    ASSERT_EQ(1U, rows.count());
    rows.next();
    EXPECT_EQ(7, rows.flag());
    EXPECT_EQ(label, rows.getLabelAsString());
}
