// A composite, a set and fixed arrays newer than the message read: cppgen/versioned.xml adds them in
// version 1, and a decoder given a version 0 message (acting block length 4: the id alone) must show
// them as null, empty or absent, never as the bytes that follow the older block. Here those bytes are
// a whole version 1 message's, so a decoder that read them would see real values. CppCodecTest
// generates the headers (versioned::le, and versioned::be from a big-endian copy).
#include "versioned_le/Quote.h"
#include "versioned_be/Quote.h"

#include <gtest/gtest.h>

#include <array>
#include <cstring>
#include <sstream>

namespace
{

struct Le
{
    using Quote = versioned::le::Quote;
    using Fee = versioned::le::Fee;
    using Side = versioned::le::Side;
    using Header = versioned::le::MessageHeader;
    static constexpr bool bigEndian = false;
};

struct Be
{
    using Quote = versioned::be::Quote;
    using Fee = versioned::be::Fee;
    using Side = versioned::be::Side;
    using Header = versioned::be::MessageHeader;
    static constexpr bool bigEndian = true;
};

template<class T> class VersionedMembersTest : public ::testing::Test
{
protected:
    std::array<char, 64> buffer{};
    typename T::Quote quote;

    /** Writes a version 1 Quote with every member set; returns its length without the header. */
    std::uint64_t writeVersion1()
    {
        quote.wrapForEncode(buffer.data(), 0, buffer.size()).id(5);
        quote.fee().mantissa(-12345).exponent(-2).side(T::Side::Sell).putCurrency(std::string_view("EUR"));
        quote.flags().clear().urgent(true).hidden(true);
        quote.putCode(std::string_view("ABCD")).levels(0, 1).levels(1, 2).levels(2, 3);
        return quote.encodedLength();
    }
};

using ByteOrders = ::testing::Types<Le, Be>;
TYPED_TEST_SUITE(VersionedMembersTest, ByteOrders);

TYPED_TEST(VersionedMembersTest, membersNewerThanTheMessageReadAsNullOrEmpty)
{
    using Quote = typename TypeParam::Quote;
    using Fee = typename TypeParam::Fee;
    const std::uint64_t length = this->writeVersion1();
    Quote old;
    old.wrapForDecode(this->buffer.data(), 0, 4, 0, length);

    EXPECT_EQ(5u, old.id());
    EXPECT_FALSE(old.feeInActingVersion());
    EXPECT_EQ(Fee::mantissaNullValue(), old.fee().mantissa());
    EXPECT_EQ(Fee::exponentNullValue(), old.fee().exponent());
    EXPECT_EQ(TypeParam::Side::NULL_VALUE, old.fee().side());
    EXPECT_EQ("", old.fee().getCurrencyAsString());
    EXPECT_EQ(2, Fee::scale());
    EXPECT_EQ(0, old.flags().raw());
    EXPECT_FALSE(old.flags().urgent());
    EXPECT_FALSE(old.flags().hidden());
    EXPECT_EQ(nullptr, old.code());
    EXPECT_EQ("", old.getCodeAsString());
    EXPECT_EQ(Quote::levelsNullValue(), old.levels(0));
    EXPECT_EQ(Quote::levelsNullValue(), old.levels(2));
    char copied[6] = {'x', 'x', 'x', 'x', 'x', 'x'};
    EXPECT_EQ(0u, old.getLevels(copied, 3));
    EXPECT_EQ('x', copied[0]);
    std::ostringstream json;
    json << old;
    EXPECT_EQ("{\"id\":5,\"fee\":null,\"flags\":null,\"code\":null,\"levels\":null}", json.str());
}

TYPED_TEST(VersionedMembersTest, theSameBytesReadAsVersion1ShowEveryValue)
{
    using Quote = typename TypeParam::Quote;
    const std::uint64_t length = this->writeVersion1();
    Quote current;
    current.wrapForDecode(this->buffer.data(), 0, Quote::sbeBlockLength(), 1, length);

    EXPECT_EQ(-12345, current.fee().mantissa());
    EXPECT_EQ(-2, current.fee().exponent());
    EXPECT_EQ(TypeParam::Side::Sell, current.fee().side());
    EXPECT_EQ("EUR", current.fee().getCurrencyAsString());
    EXPECT_TRUE(current.flags().urgent());
    EXPECT_TRUE(current.flags().hidden());
    EXPECT_EQ("ABCD", current.getCodeAsString());
    EXPECT_EQ(3, current.levels(2));
    char copied[6] = {};
    EXPECT_EQ(6u, current.getLevels(copied, 3));
}

TYPED_TEST(VersionedMembersTest, shortArraysAreSetElementByElementInTheSchemasByteOrder)
{
    // The reference's setters of arrays of two to four elements: one argument an element.
    this->writeVersion1();
    this->quote.putLevels(0x0102, -2, 0x0304).putCode('W', 'X', 'Y', 'Z');
    this->quote.fee().putCurrency('U', 'S', 'D');
    EXPECT_EQ(0x0102, this->quote.levels(0));
    EXPECT_EQ(-2, this->quote.levels(1));
    EXPECT_EQ(0x0304, this->quote.levels(2));
    char levels[6] = {};
    EXPECT_EQ(6u, this->quote.getLevels(levels, 3));
    const std::array<unsigned char, 6> expected = TypeParam::bigEndian ?
        std::array<unsigned char, 6>{0x01, 0x02, 0xff, 0xfe, 0x03, 0x04} :
        std::array<unsigned char, 6>{0x02, 0x01, 0xfe, 0xff, 0x04, 0x03};
    for (std::size_t i = 0; i < expected.size(); i++)
    {
        EXPECT_EQ(expected[i], static_cast<unsigned char>(levels[i])) << "byte " << i;
    }
    EXPECT_EQ("WXYZ", this->quote.getCodeAsString());
    EXPECT_EQ("USD", this->quote.fee().getCurrencyAsString());
    EXPECT_EQ(0, std::memcmp(this->quote.code(), "WXYZ", 4));
}

TYPED_TEST(VersionedMembersTest, reWrappingAnOldMessageShowsNullsAgainAfterAWriteToTheAbsentFlyweight)
{
    // The null image is copied in on every call, so a write to the absent flyweight does not stick.
    using Quote = typename TypeParam::Quote;
    using Fee = typename TypeParam::Fee;
    const std::uint64_t length = this->writeVersion1();
    Quote old;
    old.wrapForDecode(this->buffer.data(), 0, 4, 0, length);
    old.fee().mantissa(77);
    EXPECT_EQ(Fee::mantissaNullValue(), old.fee().mantissa());
    EXPECT_EQ(-12345, this->quote.fee().mantissa()) << "the message's own bytes are untouched";
}

}
