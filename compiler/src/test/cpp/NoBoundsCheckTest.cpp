// The same generated code built with SBETOOL_NO_BOUNDS_CHECK: no buffer bounds or index check is
// left. Built as its own program, since every translation unit of a program must agree on the macro.
#define SBETOOL_NO_BOUNDS_CHECK
#include "features_v1/Order.h"

#include <gtest/gtest.h>

#include <array>

TEST(NoBoundsCheck, aBufferLengthTooShortIsNotChecked)
{
    // The real buffer is large: only the length passed in is too short, so nothing is read or written
    // outside memory and the sanitizers stay quiet.
    std::array<char, 512> buffer{};
    features::v1::Order order;
    EXPECT_NO_THROW(order.wrapAndApplyHeader(buffer.data(), 0, 1));
    EXPECT_NO_THROW(order.legsCount(1).next().legId(3));
    EXPECT_NO_THROW(order.putText("abc"));
    EXPECT_NO_THROW(order.levels(2, 5));
    EXPECT_NO_THROW(sbetool::checkBounds("anything", 10, 10, 0));
    EXPECT_NO_THROW(sbetool::checkIndex("anything", 3, 3));

    features::v1::Order decoded;
    EXPECT_NO_THROW(decoded.wrapForDecode(buffer.data(), 8, features::v1::Order::sbeBlockLength(), 1, 1));
    auto &legs = decoded.legs();
    EXPECT_EQ(1u, legs.count());
    EXPECT_EQ(3u, legs.next().legId());
}

TEST(NoBoundsCheck, valueChecksStay)
{
    std::array<char, 512> buffer{};
    features::v1::Order order;
    order.wrapForEncode(buffer.data(), 0, buffer.size());
    EXPECT_THROW(order.legsCount(101), sbetool::ValueError);
    EXPECT_THROW(features::v1::Side::get(9), sbetool::ValueError);
}

TEST(NoBoundsCheck, aWireCountAboveMaxValueIsNotChecked)
{
    std::array<char, 512> buffer{};
    features::v1::Order order;
    order.wrapAndApplyHeader(buffer.data(), 0, buffer.size());
    const std::uint64_t count = features::v1::MessageHeader::encodedLength() + features::v1::Order::sbeBlockLength() + 2;
    buffer[count] = 101;

    features::v1::Order decoded;
    decoded.wrapForDecode(buffer.data(), 8, features::v1::Order::sbeBlockLength(), 1, buffer.size());
    EXPECT_NO_THROW(EXPECT_EQ(101u, decoded.legs().count()));
}
