// GoogleTest tests of every way a program passes text to a put accessor of cppgen/features.xml's Order:
// the char[8] symbol and the var data text, from a string literal shorter than, as long as and longer than
// the array, a pointer (to a shorter NUL-terminated text and to a full-length one without a NUL), a char
// array without a NUL, std::string, std::string_view and a pointer with a length. CppCodecTest builds it
// under the address and undefined-behaviour sanitizers: a read past any source's end aborts the run. The
// sources a pointer reaches are on the heap, sized exactly, so that such a read is caught.
#include "features_v1/Order.h"

#include <gtest/gtest.h>

#include <array>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

namespace
{

using Order = features::v1::Order;

constexpr std::uint64_t BUFFER_LENGTH = 256;

/** A heap copy of exactly these bytes, with no NUL after them unless they hold one. */
std::unique_ptr<char[]> exactly(const std::string_view bytes)
{
    std::unique_ptr<char[]> copy(new char[bytes.size()]);
    std::memcpy(copy.get(), bytes.data(), bytes.size());
    return copy;
}

class TextOverloadsTest : public ::testing::Test
{
protected:
    std::array<char, BUFFER_LENGTH> buffer{};
    Order order;

    /** Wraps for encode over a symbol of 'x's, so that the padding a put writes shows. */
    Order &fresh()
    {
        buffer.fill('x');
        return order.wrapForEncode(buffer.data(), 0, BUFFER_LENGTH);
    }

    std::string symbolBytes() const
    {
        return std::string(order.symbol(), Order::symbolLength());
    }

    /** Encodes empty groups, then calls put for the text; returns the var data's bytes, prefix included. */
    template<class Put> std::string textBytes(Put put)
    {
        fresh().legsCount(0);
        order.addedCount(0);
        const std::uint64_t start = order.sbePosition();
        put(order);
        return std::string(buffer.data() + start, order.sbePosition() - start);
    }
};

std::string varData(const std::string_view text)
{
    const char prefix[4] = {static_cast<char>(text.size()), 0, 0, 0};
    return std::string(prefix, 4) + std::string(text);
}

TEST_F(TextOverloadsTest, aShorterLiteralCopiesItsTextAndPadsWithNuls)
{
    fresh().putSymbol("ESZ4");
    EXPECT_EQ(std::string("ESZ4\0\0\0\0", 8), symbolBytes());
    EXPECT_EQ("ESZ4", order.getSymbolAsString());
}

TEST_F(TextOverloadsTest, aLiteralOfTheArraysLengthFillsIt)
{
    fresh().putSymbol("ABCDEFGH");
    EXPECT_EQ("ABCDEFGH", symbolBytes());
}

TEST_F(TextOverloadsTest, aLongerLiteralIsCutToTheArraysLength)
{
    fresh().putSymbol("ABCDEFGHIJ");
    EXPECT_EQ("ABCDEFGH", symbolBytes());
}

TEST_F(TextOverloadsTest, aPointerToShorterTextIsReadToItsNulAlone)
{
    const std::unique_ptr<char[]> text = exactly(std::string_view("XY\0", 3));
    const char *pointer = text.get();
    fresh().putSymbol(pointer);
    EXPECT_EQ(std::string("XY\0\0\0\0\0\0", 8), symbolBytes());
    char *mutablePointer = text.get();
    fresh().putSymbol(mutablePointer);
    EXPECT_EQ(std::string("XY\0\0\0\0\0\0", 8), symbolBytes());
}

TEST_F(TextOverloadsTest, aPointerToAFullLengthSourceWithoutNulCopiesTheArraysLength)
{
    const std::unique_ptr<char[]> text = exactly("12345678");
    fresh().putSymbol(static_cast<const char *>(text.get()));
    EXPECT_EQ("12345678", symbolBytes());
}

TEST_F(TextOverloadsTest, aShorterCharArrayWithoutNulIsReadToItsLengthAlone)
{
    const char four[4] = {'W', 'X', 'Y', 'Z'};
    fresh().putSymbol(four);
    EXPECT_EQ(std::string("WXYZ\0\0\0\0", 8), symbolBytes());
    char three[3] = {'a', 'b', 'c'};
    fresh().putSymbol(three);
    EXPECT_EQ(std::string("abc\0\0\0\0\0", 8), symbolBytes());
}

TEST_F(TextOverloadsTest, stringsAndViewsCopyTheirTextAndRefuseLongerText)
{
    fresh().putSymbol(std::string("AB"));
    EXPECT_EQ(std::string("AB\0\0\0\0\0\0", 8), symbolBytes());
    const std::string shortText("CDE");
    fresh().putSymbol(shortText);
    EXPECT_EQ(std::string("CDE\0\0\0\0\0", 8), symbolBytes());
    fresh().putSymbol(std::string_view("FGHIJKLMNOP", 4));
    EXPECT_EQ(std::string("FGHI\0\0\0\0", 8), symbolBytes());
    EXPECT_THROW(fresh().putSymbol(std::string("ABCDEFGHI")), std::exception);
    EXPECT_THROW(fresh().putSymbol(std::string_view("ABCDEFGHI")), std::exception);
}

TEST_F(TextOverloadsTest, aPointerWithALengthCopiesThatMany)
{
    const std::unique_ptr<char[]> text = exactly("QRS");
    fresh().putSymbol(text.get(), 3);
    EXPECT_EQ(std::string("QRS\0\0\0\0\0", 8), symbolBytes());
    EXPECT_THROW(fresh().putSymbol("ABCDEFGHI", 9), std::exception);
}

TEST_F(TextOverloadsTest, varDataTakesEveryFormOfText)
{
    EXPECT_EQ(varData("abc"), textBytes([](Order &o) { o.putText("abc"); }));
    EXPECT_EQ(varData(""), textBytes([](Order &o) { o.putText(""); }));
    const std::unique_ptr<char[]> text = exactly(std::string_view("pointer\0", 8));
    EXPECT_EQ(varData("pointer"), textBytes([&text](Order &o) { o.putText(static_cast<const char *>(text.get())); }));
    EXPECT_EQ(varData("pointer"), textBytes([&text](Order &o) { o.putText(text.get()); }));
    const char noNul[5] = {'a', 'r', 'r', 'a', 'y'};
    EXPECT_EQ(varData("array"), textBytes([&noNul](Order &o) { o.putText(noNul); }));
    const char nulInside[6] = {'a', 'b', '\0', 'c', 'd', 'e'};
    EXPECT_EQ(varData("ab"), textBytes([&nulInside](Order &o) { o.putText(nulInside); }));
    EXPECT_EQ(varData("string"), textBytes([](Order &o) { o.putText(std::string("string")); }));
    const std::string lvalue("lvalue");
    EXPECT_EQ(varData("lvalue"), textBytes([&lvalue](Order &o) { o.putText(lvalue); }));
    EXPECT_EQ(varData("view"), textBytes([](Order &o) { o.putText(std::string_view("viewed", 4)); }));
    const std::unique_ptr<char[]> bytes = exactly(std::string_view("a\0b", 3));
    EXPECT_EQ(varData(std::string_view("a\0b", 3)), textBytes([&bytes](Order &o) { o.putText(bytes.get(), 3); }));
}

}
