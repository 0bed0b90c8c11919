// computeLength(...) refuses a count its message's encoding cannot hold, as wrapForEncode does: in
// cppgen/group-counts.xml an Order needs at least one leg (numInGroup's minValue is 1), and its fills,
// corrections and markers have a uint64 count whose range (up to 2^64 - 2) lets through counts whose length
// is more than a size_t holds: the sum must refuse them instead of wrapping round to a small length.
// A Batch's orders each hold fills of a uint64 count, so that the sum of their lengths, or that and the var
// data after them, can be more than a size_t holds too. CppCodecTest generates the headers.
#include "group_counts/Batch.h"
#include "group_counts/Order.h"

#include <gtest/gtest.h>

#include <array>
#include <limits>
#include <string>

namespace
{

using group_counts::Batch;
using group_counts::Order;

constexpr std::size_t MOST = std::numeric_limits<std::size_t>::max();

/** The message of the ValueError that computing a length throws, or "no error". */
template<typename ComputeLength> std::string valueErrorOf(const ComputeLength &computeLength)
{
    try
    {
        static_cast<void>(computeLength());
    }
    catch (const sbetool::ValueError &error)
    {
        return error.what();
    }
    return "no error";
}

std::string valueErrorOf(const std::size_t legs, const std::size_t fills, const std::size_t corrections = 0,
    const std::size_t markers = 0)
{
    return valueErrorOf([&] { return Order::computeLength(legs, fills, corrections, markers); });
}

}

TEST(ComputeLengthLimitsTest, isTheLengthEncoded)
{
    std::array<char, 128> buffer{};
    Order order;
    order.wrapForEncode(buffer.data(), 0, buffer.size()).orderId(7);
    order.legsCount(2).next().qty(1).next().qty(2);
    order.fillsCount(3).next().px(10).next().px(11).next().px(12);
    order.correctionsCount(1).next().qty(-1);
    order.markersCount(4).next().next().next().next();
    EXPECT_EQ(order.encodedLength(), Order::computeLength(2, 3, 1, 4));
}

TEST(ComputeLengthLimitsTest, refusesACountBelowNumInGroupsMinValue)
{
    EXPECT_EQ(Order::sbeBlockLength() + Order::Legs::sbeHeaderSize() + Order::Legs::sbeBlockLength() +
        Order::Fills::sbeHeaderSize() + Order::Corrections::sbeHeaderSize() + Order::Markers::sbeHeaderSize(),
        Order::computeLength(1));
    EXPECT_EQ("Order.legs: count outside 1..10: 0", valueErrorOf(0, 0));
    EXPECT_THROW(static_cast<void>(Order::computeLength()), sbetool::ValueError);
    EXPECT_EQ("Order.legs: count outside 1..10: 11", valueErrorOf(11, 0));
    EXPECT_EQ("no error", valueErrorOf(10, 0));

    // The count computeLength refuses is the one an encoder cannot write.
    std::array<char, 64> buffer{};
    Order order;
    order.wrapForEncode(buffer.data(), 0, buffer.size());
    EXPECT_THROW(order.legsCount(0), sbetool::ValueError);
}

TEST(ComputeLengthLimitsTest, refusesAWideCountWhoseLengthASizeTCannotHold)
{
    const std::size_t withoutFills = Order::computeLength(1);
    const std::size_t mostFills = (MOST - withoutFills) / Order::Fills::sbeBlockLength();
    EXPECT_EQ(withoutFills + mostFills * Order::Fills::sbeBlockLength(), Order::computeLength(1, mostFills));
    // One more fill (8 bytes) takes room counted for the two headers after it (10 bytes each): the
    // corrections' still fits, and then fewer than 10 bytes are left for the markers'.
    static_assert(Order::Fills::sbeBlockLength() == 8 && Order::Corrections::sbeHeaderSize() == 10 &&
        Order::Markers::sbeHeaderSize() == 10);
    EXPECT_EQ("Order.markers: count whose length a size_t cannot hold: 0", valueErrorOf(1, mostFills + 1));
    // A count whose product alone wraps round to a small length (2^61 elements of 8 bytes: 0).
    EXPECT_EQ(0u, (std::size_t{1} << 61) * Order::Fills::sbeBlockLength());
    EXPECT_EQ("Order.fills: count whose length a size_t cannot hold: 2305843009213693952",
        valueErrorOf(1, std::size_t{1} << 61));
    EXPECT_EQ("Order.corrections: count whose length a size_t cannot hold: 4611686018427387904",
        valueErrorOf(1, 0, std::size_t{1} << 62));
    // Above numInGroup's maxValue: refused by the range check first.
    EXPECT_EQ("Order.fills: count outside 0..18446744073709551614: 18446744073709551615", valueErrorOf(1, MOST));
    // Elements of no bytes: any count in range takes none.
    EXPECT_EQ(withoutFills, Order::computeLength(1, 0, 0, MOST - 1));
}

TEST(ComputeLengthLimitsTest, isTheLengthOfGroupsWithGroupsAndVarDataEncoded)
{
    std::array<char, 256> buffer{};
    Batch batch;
    batch.wrapForEncode(buffer.data(), 0, buffer.size());
    Batch::Orders &orders = batch.ordersCount(2);
    orders.next().id(1).fillsCount(1).next().px(10);
    orders.next().id(2).fillsCount(2).next().px(11).next().px(12);
    batch.putNote("abc", 3);
    EXPECT_EQ(batch.encodedLength(), Batch::computeLength({{1}, {2}}, 3));
}

TEST(ComputeLengthLimitsTest, refusesElementsAndVarDataWhoseSumASizeTCannotHold)
{
    // Each order's own length fits a size_t, a little more than half of it.
    const std::size_t fills = MOST / 16;
    const std::size_t order = Batch::Orders::computeLength(fills);
    EXPECT_EQ(Batch::Orders::sbeBlockLength() + Batch::Orders::Fills::sbeHeaderSize() + fills * 8, order);
    EXPECT_GT(order, MOST / 2);
    EXPECT_EQ(Batch::sbeBlockLength() + Batch::Orders::sbeHeaderSize() + order + Batch::noteHeaderLength(),
        Batch::computeLength({{fills}}, 0));
    EXPECT_EQ("Batch.orders: length a size_t cannot hold, adding " + std::to_string(order),
        valueErrorOf([&] { return Batch::computeLength({{fills}, {fills}}, 0); }));

    // One order as long as leaves no room for the var data's length field.
    const std::size_t before = Batch::sbeBlockLength() + Batch::Orders::sbeHeaderSize() +
        Batch::Orders::sbeBlockLength() + Batch::Orders::Fills::sbeHeaderSize();
    const std::size_t mostFills = (MOST - before) / 8;
    ASSERT_LT(MOST - (before + mostFills * 8), Batch::noteHeaderLength());
    EXPECT_EQ("Batch.note: length a size_t cannot hold, adding " + std::to_string(Batch::noteHeaderLength()),
        valueErrorOf([&] { return Batch::computeLength({{mostFills}}, 0); }));
}
