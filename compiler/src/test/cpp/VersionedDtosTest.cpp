// C++ DTOs across versions (dtos/versioned.xml, version 2, and dtos/versioned-v0.xml, its version 0): a message
// written by version 0's DTO, decoded by version 2's at acting version 0, holds std::nullopt for every member
// version 0 lacks (a scalar, a char array, a composite, a set, a group, var data) and an optional char array of
// NULs only; a message of the current version holds them all. CppDtoVersioningTest generates the headers, and
// big-endian copies of both schemas (dtover::be, dtover::be::v0).
#include "dtover/OrderDto.h"
#include "dtover_v0/OrderDto.h"
#include "dtover_be/OrderDto.h"
#include "dtover_be_v0/OrderDto.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

namespace
{

struct Le
{
    using Current = dtover::OrderDto;
    using Older = dtover::v0::OrderDto;
    using Header = dtover::MessageHeader;
    using Order = dtover::Order;
    using Side = dtover::Side;
};

struct Be
{
    using Current = dtover::be::OrderDto;
    using Older = dtover::be::v0::OrderDto;
    using Header = dtover::be::MessageHeader;
    using Order = dtover::be::Order;
    using Side = dtover::be::Side;
};

template<class T> class VersionedDtosTest : public ::testing::Test
{
};

using ByteOrders = ::testing::Types<Le, Be>;
TYPED_TEST_SUITE(VersionedDtosTest, ByteOrders);

template<class Older> Older olderOrder()
{
    Older order;
    order.id(42);
    order.small(-3);
    order.optSmall(7);
    order.code("ABC");
    order.quad({1, 2, 3, 4});
    order.point().x(10);
    order.point().y(-20);
    typename Older::LegsDto leg;
    leg.qty(5);
    leg.legText("first");
    order.legs({leg, leg});
    return order;
}

/** Decodes bytes written with a message header as the header says: its block length and version. */
template<class T> typename T::Current decodeWithHeader(std::vector<std::uint8_t> &bytes)
{
    char *buffer = reinterpret_cast<char *>(bytes.data());
    typename T::Header header(buffer, 0, bytes.size(), T::Header::sbeSchemaVersion());
    return T::Current::decodeFrom(buffer, T::Header::encodedLength(), header.blockLength(), header.version(),
        bytes.size());
}

}

TYPED_TEST(VersionedDtosTest, membersAnOlderVersionLacksDecodeAsNullopt)
{
    using Older = typename TypeParam::Older;
    using Current = typename TypeParam::Current;
    std::vector<std::uint8_t> bytes = Older::bytesWithHeader(olderOrder<Older>());
    const Current order = decodeWithHeader<TypeParam>(bytes);

    EXPECT_EQ(42u, order.id());
    EXPECT_EQ(-3, order.small());
    EXPECT_EQ(std::optional<std::uint8_t>(7), order.optSmall());
    EXPECT_EQ("ABC", order.code());
    EXPECT_EQ(std::nullopt, order.optCode()) << "an optional char array of NULs only is its null value";
    EXPECT_EQ((std::vector<std::int32_t>{1, 2, 3, 4}), order.quad());
    EXPECT_EQ(10, order.point().x());
    EXPECT_EQ(-20, order.point().y());
    ASSERT_EQ(2u, order.legs().size());
    EXPECT_EQ(5, order.legs()[0].qty());
    EXPECT_EQ("first", order.legs()[1].legText());

    EXPECT_EQ(std::nullopt, order.newSmall());
    EXPECT_EQ(std::nullopt, order.newCode());
    EXPECT_FALSE(order.newPoint().has_value());
    EXPECT_FALSE(order.newFlags().has_value());
    EXPECT_EQ(TypeParam::Side::NULL_VALUE, order.newSide());
    EXPECT_EQ(std::nullopt, order.legs()[0].legNote());
    EXPECT_EQ(std::nullopt, order.legs()[1].legNote());
    EXPECT_FALSE(order.fills().has_value());
    EXPECT_EQ(std::nullopt, order.memo());
    EXPECT_EQ(std::nullopt, order.blob());

    // what is absent encodes as the codecs write it (null values, no entries, empty var data) and reads back
    // at the current version as present: a required member's null value is a value
    std::vector<std::uint8_t> again = Current::bytesWithHeader(order);
    const Current current = decodeWithHeader<TypeParam>(again);
    EXPECT_EQ(std::optional<std::int8_t>(TypeParam::Order::newSmallNullValue()), current.newSmall());
    EXPECT_EQ(std::optional<std::string>(""), current.newCode());
    ASSERT_TRUE(current.fills().has_value());
    EXPECT_TRUE(current.fills()->empty());
    EXPECT_EQ(std::optional<std::string>(""), current.memo());
    EXPECT_EQ(std::optional<std::string>(""), current.legs()[0].legNote());
    ASSERT_TRUE(current.newPoint().has_value());
    EXPECT_EQ(0, current.newPoint()->x()) << "an absent composite is not written: the zeroed buffer's bytes";
    ASSERT_TRUE(current.newFlags().has_value());
    EXPECT_FALSE(current.newFlags()->urgent());
}

TYPED_TEST(VersionedDtosTest, membersOfTheCurrentVersionDecodeAsSet)
{
    using Current = typename TypeParam::Current;
    Current order;
    order.id(1);
    order.optCode("XY");
    order.quad({0, 0, 0, 0});
    order.newSmall(9);
    order.newCode("NEW");
    order.newPoint()->x(3);
    order.newPoint()->y(4);
    order.newFlags()->hidden(true);
    order.newSide(TypeParam::Side::Sell);
    typename Current::LegsDto leg;
    leg.legText("t");
    leg.legNote(std::string("n"));
    order.legs({leg});
    typename Current::FillsDto fill;
    fill.px(-99);
    order.fills(std::vector<typename Current::FillsDto>{fill});
    order.memo(std::string("memo"));
    order.blob(std::string("\x01\x00\x02", 3));

    std::vector<std::uint8_t> bytes = Current::bytesWithHeader(order);
    EXPECT_EQ(order.computeEncodedLength() + TypeParam::Header::encodedLength(), bytes.size());
    const Current decoded = decodeWithHeader<TypeParam>(bytes);
    EXPECT_EQ(order, decoded);
    EXPECT_EQ(std::optional<std::string>("XY"), decoded.optCode());
    EXPECT_EQ(std::optional<std::string>("NEW"), decoded.newCode());
    EXPECT_EQ(4, decoded.newPoint()->y());
    EXPECT_TRUE(decoded.newFlags()->hidden());
    EXPECT_EQ(-99, (*decoded.fills())[0].px());
    EXPECT_EQ(std::optional<std::string>("n"), decoded.legs()[0].legNote());
    EXPECT_EQ(std::optional<std::string>(std::string("\x01\x00\x02", 3)), decoded.blob());

}
