// GoogleTest tests of the C++ generated from cppgen/features.xml: every accessor kind, both byte
// orders, nulls, constants, nested groups with var data, versioning both ways and every bounds check.
// CppCodecTest generates the headers (features::v1 little-endian, features::be big-endian,
// features::v0 the schema's version 0) and builds this file with the sanitizers.
#include "features_v1/Order.h"
#include "features_be/Order.h"
#include "features_v0/Order.h"

#include <gtest/gtest.h>

#include <array>
#include <cstring>
#include <functional>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

namespace
{

struct LittleEndian
{
    using Order = features::v1::Order;
    using Header = features::v1::MessageHeader;
    using Side = features::v1::Side;
    using Kind = features::v1::Kind;
    static constexpr bool BIG = false;
};

struct BigEndian
{
    using Order = features::be::Order;
    using Header = features::be::MessageHeader;
    using Side = features::be::Side;
    using Kind = features::be::Kind;
    static constexpr bool BIG = true;
};

constexpr std::uint64_t BUFFER_LENGTH = 1024;
const char BLOB[] = {'\x00', '\xff', '\x10'};

/**
 * Writes one Order with every field set; returns its length with the header. With extraElements, the legs
 * and added groups are begun for that many elements more than written, then ended by resetCountToIndex().
 */
template<class T> std::uint64_t encodeSample(typename T::Order &order, char *buffer, const std::uint64_t length,
    const std::uint16_t extraElements = 0)
{
    order.wrapAndApplyHeader(buffer, 0, length)
        .id(UINT64_C(0x0102030405060708))
        .qty(T::Order::qtyNullValue())
        .price(1.5)
        .tag('Z')
        .side(T::Side::Sell)
        .levels(0, -1)
        .levels(1, 2)
        .levels(2, 300)
        .putSymbol(std::string_view("AB\xC9"))
        .big(UINT64_C(18446744073709551614))
        .ratio(0.25f)
        .extra(99);
    order.flags().clear().urgent(true).new_(true);
    order.fee().mantissa(-12345).exponent(-2);
    auto &legs = order.legsCount(static_cast<std::uint16_t>(2 + extraElements));
    legs.next().legId(10);
    legs.fillsCount(1).next().px(-5).putFillNote("first fill");
    legs.putLegNote("leg one");
    legs.next().legId(11);
    legs.fillsCount(0);
    legs.putLegNote("");
    auto &added = order.addedCount(static_cast<std::uint16_t>(1 + extraElements));
    added.next().value(-7);
    if (extraElements > 0)
    {
        EXPECT_EQ(2u, legs.resetCountToIndex());
        EXPECT_EQ(1u, added.resetCountToIndex());
        EXPECT_EQ(1u, added.count());
    }
    order.putText(std::string("h\xC3\xA9llo"));
    order.putBlob(BLOB, 3);
    order.putLate("late");
    return T::Header::encodedLength() + order.encodedLength();
}

template<class T> typename T::Order &wrapDecoder(typename T::Order &order, char *buffer, const std::uint64_t length)
{
    typename T::Header header(buffer, 0, length, T::Order::sbeSchemaVersion());
    return order.wrapForDecode(buffer, T::Header::encodedLength(), header.blockLength(), header.version(), length);
}

template<class T> class FeaturesTest : public ::testing::Test
{
protected:
    std::array<char, BUFFER_LENGTH> buffer{};
    typename T::Order order;
};

using ByteOrders = ::testing::Types<LittleEndian, BigEndian>;
TYPED_TEST_SUITE(FeaturesTest, ByteOrders);

TYPED_TEST(FeaturesTest, everyFieldReadsBackAsWritten)
{
    using Order = typename TypeParam::Order;
    const std::uint64_t length = encodeSample<TypeParam>(this->order, this->buffer.data(), BUFFER_LENGTH);
    Order decoded;
    wrapDecoder<TypeParam>(decoded, this->buffer.data(), length);

    EXPECT_EQ(UINT64_C(0x0102030405060708), decoded.id());
    EXPECT_EQ(Order::qtyNullValue(), decoded.qty());
    EXPECT_EQ(1.5, decoded.price());
    EXPECT_EQ('Z', decoded.tag());
    EXPECT_EQ(7, Order::venue());
    EXPECT_EQ("XNAS", decoded.getMarketAsString());
    EXPECT_EQ(TypeParam::Side::Sell, decoded.side());
    EXPECT_EQ(TypeParam::Kind::Limit, Order::kind());
    EXPECT_TRUE(decoded.flags().urgent());
    EXPECT_FALSE(decoded.flags().hidden());
    EXPECT_TRUE(decoded.flags().new_());
    EXPECT_EQ(-12345, decoded.fee().mantissa());
    EXPECT_EQ(-2, decoded.fee().exponent());
    EXPECT_EQ(-1, decoded.levels(0));
    EXPECT_EQ(300, decoded.levels(2));
    EXPECT_EQ(3u, Order::levelsLength());
    EXPECT_EQ("AB\xC9", decoded.getSymbolAsString());
    EXPECT_EQ(UINT64_C(18446744073709551614), decoded.big());
    EXPECT_EQ(0.25f, decoded.ratio());
    EXPECT_EQ(99u, decoded.extra());
    EXPECT_TRUE(decoded.extraInActingVersion());

    auto &legs = decoded.legs();
    ASSERT_EQ(2u, legs.count());
    EXPECT_EQ(10u, legs.next().legId());
    auto &fills = legs.fills();
    ASSERT_EQ(1u, fills.count());
    EXPECT_EQ(-5, fills.next().px());
    EXPECT_EQ("first fill", fills.getFillNoteAsString());
    EXPECT_EQ("leg one", legs.getLegNoteAsString());
    EXPECT_EQ(11u, legs.next().legId());
    EXPECT_EQ(0u, legs.fills().count());
    EXPECT_EQ(0u, legs.legNoteLength());
    EXPECT_EQ("", legs.getLegNoteAsStringView());
    EXPECT_FALSE(legs.hasNext());
    int added = 0;
    for (auto &element : decoded.added())
    {
        EXPECT_EQ(-7, element.value());
        added++;
    }
    EXPECT_EQ(1, added);
    EXPECT_EQ(6u, decoded.textLength());
    EXPECT_EQ("h\xC3\xA9llo", decoded.getTextAsString());
    char blob[8] = {};
    EXPECT_EQ(3u, decoded.getBlob(blob, sizeof(blob)));
    EXPECT_EQ(0, std::memcmp(BLOB, blob, 3));
    EXPECT_EQ("late", decoded.getLateAsStringView());
    EXPECT_EQ(length - TypeParam::Header::encodedLength(), decoded.encodedLength());
    EXPECT_EQ(decoded.encodedLength(), decoded.decodeLength());
}

TYPED_TEST(FeaturesTest, bytesAreInTheSchemasByteOrder)
{
    encodeSample<TypeParam>(this->order, this->buffer.data(), BUFFER_LENGTH);
    const auto *bytes = reinterpret_cast<const unsigned char *>(this->buffer.data());
    const std::uint64_t id = TypeParam::Header::encodedLength() + TypeParam::Order::idEncodingOffset();
    for (int i = 0; i < 8; i++)
    {
        EXPECT_EQ(TypeParam::BIG ? i + 1 : 8 - i, bytes[id + i]) << "byte " << i;
    }
    // The header's templateId is 1 in the schema's byte order too.
    EXPECT_EQ(TypeParam::BIG ? 0 : 1, bytes[2]);
    EXPECT_EQ(TypeParam::BIG ? 1 : 0, bytes[3]);
}

TYPED_TEST(FeaturesTest, printsTheWholeMessageAsJsonWhateverHasBeenRead)
{
    using Order = typename TypeParam::Order;
    const std::uint64_t length = encodeSample<TypeParam>(this->order, this->buffer.data(), BUFFER_LENGTH);
    Order decoded;
    wrapDecoder<TypeParam>(decoded, this->buffer.data(), length);
    decoded.legs().next();
    std::ostringstream json;
    json << decoded;
    EXPECT_EQ(
        "{\"id\":72623859790382856,\"qty\":null,\"price\":1.5,\"tag\":\"Z\",\"venue\":7,\"market\":\"XNAS\","
        "\"side\":\"Sell\",\"kind\":\"Limit\",\"flags\":[\"urgent\",\"new\"],\"fee\":{\"mantissa\":-12345,\"exponent\":-2},"
        "\"levels\":[-1,2,300],\"symbol\":\"AB\xC3\x89\",\"big\":18446744073709551614,\"ratio\":0.25,\"extra\":99,"
        "\"legs\":[{\"legId\":10,\"fills\":[{\"px\":-5,\"fillNote\":\"first fill\"}],\"legNote\":\"leg one\"},"
        "{\"legId\":11,\"fills\":[],\"legNote\":\"\"}],\"added\":[{\"value\":-7}],"
        "\"text\":\"h\xC3\xA9llo\",\"blob\":\"AP8Q\",\"late\":\"late\"}",
        json.str());
}

TYPED_TEST(FeaturesTest, optionalFieldsHoldTheirNullValues)
{
    using Order = typename TypeParam::Order;
    this->order.wrapForEncode(this->buffer.data(), 0, BUFFER_LENGTH)
        .qty(Order::qtyNullValue()).price(Order::priceNullValue()).big(Order::bigNullValue());
    EXPECT_EQ(INT32_MIN, this->order.qty());
    EXPECT_TRUE(std::isnan(this->order.price()));
    EXPECT_EQ(UINT64_MAX, this->order.big());
    EXPECT_EQ(INT32_MIN + 1, Order::qtyMinValue());
    EXPECT_EQ(INT32_MAX, Order::qtyMaxValue());
    EXPECT_STREQ("optional", Order::qtyMetaAttribute(Order::MetaAttribute::PRESENCE));
    EXPECT_STREQ("constant", Order::venueMetaAttribute(Order::MetaAttribute::PRESENCE));
}

TYPED_TEST(FeaturesTest, schemaIdentityAndMetadata)
{
    using Order = typename TypeParam::Order;
    EXPECT_EQ(1, Order::sbeTemplateId());
    EXPECT_EQ(7, Order::sbeSchemaId());
    EXPECT_EQ(1, Order::sbeSchemaVersion());
    EXPECT_STREQ("D", Order::sbeSemanticType());
    EXPECT_STREQ("1.1", Order::sbeSemanticVersion());
    EXPECT_EQ(1u, Order::extraSinceVersion());
    EXPECT_EQ(15, Order::extraId());
    EXPECT_EQ(8u, Order::idEncodingLength());
    EXPECT_EQ(4u, Order::textHeaderLength());
    EXPECT_EQ(2u, Order::blobHeaderLength());
    EXPECT_EQ(4u, Order::Legs::sbeHeaderSize());
    EXPECT_EQ(4u, Order::Legs::sbeBlockLength());
}

TYPED_TEST(FeaturesTest, enumsThrowOnValuesTheSchemaDoesNotList)
{
    EXPECT_EQ(TypeParam::Side::Buy, TypeParam::Side::get(1));
    EXPECT_THROW(TypeParam::Side::get(3), sbetool::ValueError);
    EXPECT_EQ(TypeParam::Side::NULL_VALUE, TypeParam::Side::get(255));
    EXPECT_STREQ("Sell", TypeParam::Side::c_str(TypeParam::Side::Sell));
}

TYPED_TEST(FeaturesTest, groupCountsOutsideTheirRangeAreRefused)
{
    this->order.wrapForEncode(this->buffer.data(), 0, BUFFER_LENGTH);
    EXPECT_THROW(this->order.legsCount(101), sbetool::ValueError);
    auto &legs = this->order.legsCount(1);
    legs.next();
    EXPECT_THROW(legs.next(), sbetool::ValueError);
}

TYPED_TEST(FeaturesTest, computeLengthIsTheLengthEncoded)
{
    using Order = typename TypeParam::Order;
    const std::uint64_t length = encodeSample<TypeParam>(this->order, this->buffer.data(), BUFFER_LENGTH);
    // encodeSample's legs: the first with one fill of a 10-byte note and a 7-byte note, the second with
    // neither; one added element; then text, blob and late of 6, 3 and 4 bytes.
    const std::vector<std::tuple<std::size_t>> firstLegFills{std::make_tuple(std::size_t{10})};
    const std::vector<std::tuple<std::size_t>> secondLegFills;
    const std::vector<std::tuple<const std::vector<std::tuple<std::size_t>> &, std::size_t>> legs{
        {firstLegFills, 7}, {secondLegFills, 0}};
    EXPECT_EQ(length - TypeParam::Header::encodedLength(), Order::computeLength(legs, 1, 6, 3, 4));
    EXPECT_EQ(Order::sbeBlockLength() + Order::Legs::sbeHeaderSize() + Order::Added::sbeHeaderSize() +
        Order::textHeaderLength() + Order::blobHeaderLength() + Order::lateHeaderLength(), Order::computeLength());
    EXPECT_EQ(Order::Added::sbeBlockLength(), Order::Added::computeLength());
}

TYPED_TEST(FeaturesTest, computeLengthRefusesCountsAndLengthsOutsideTheirRange)
{
    using Order = typename TypeParam::Order;
    EXPECT_NO_THROW(static_cast<void>(Order::computeLength({}, 100, 1000)));
    EXPECT_THROW(static_cast<void>(Order::computeLength({}, 101)), sbetool::ValueError);
    EXPECT_THROW(static_cast<void>(Order::computeLength({}, 0, 1001)), sbetool::ValueError);
    EXPECT_THROW(static_cast<void>(Order::Legs::computeLength({}, 1001)), sbetool::ValueError);
    EXPECT_THROW(static_cast<void>(Order::Legs::Fills::computeLength(1001)), sbetool::ValueError);
    const std::vector<std::tuple<std::size_t>> tooManyFills(101, std::make_tuple(std::size_t{0}));
    EXPECT_THROW(static_cast<void>(Order::Legs::computeLength(tooManyFills)), sbetool::ValueError);
    const std::vector<std::tuple<std::size_t>> noFills;
    const std::vector<std::tuple<const std::vector<std::tuple<std::size_t>> &, std::size_t>> tooManyLegs(
        101, std::make_tuple(std::cref(noFills), std::size_t{0}));
    EXPECT_THROW(static_cast<void>(Order::computeLength(tooManyLegs)), sbetool::ValueError);
}

TYPED_TEST(FeaturesTest, resetCountToIndexEndsAGroupAfterTheElementsWritten)
{
    const std::uint64_t length = encodeSample<TypeParam>(this->order, this->buffer.data(), BUFFER_LENGTH);
    std::array<char, BUFFER_LENGTH> buffer{};
    typename TypeParam::Order order;
    EXPECT_EQ(length, encodeSample<TypeParam>(order, buffer.data(), BUFFER_LENGTH, 2));
    EXPECT_EQ(0, std::memcmp(this->buffer.data(), buffer.data(), static_cast<std::size_t>(length)));
    EXPECT_FALSE(TypeParam::Order::isConstLength());
    EXPECT_FALSE(TypeParam::Order::Legs::isConstLength());
    EXPECT_TRUE(TypeParam::Order::Added::isConstLength());
    typename TypeParam::Order decoded;
    EXPECT_EQ(TypeParam::Order::Legs::sbeBlockLength(),
        wrapDecoder<TypeParam>(decoded, buffer.data(), length).legs().sbeActingBlockLength());
}

TYPED_TEST(FeaturesTest, textOfEveryLengthReadsBackAsWritten)
{
    // Text is copied inline in pieces of 1, 2, 4 and 8 bytes up to 16 bytes, by the library above:
    // every length from none to past that, in a char array (padded with NULs) and in var data.
    const std::string letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    for (std::size_t length = 0; length <= 8; length++)
    {
        this->buffer.fill('\xFF');
        this->order.wrapForEncode(this->buffer.data(), 0, BUFFER_LENGTH).putSymbol(letters.substr(0, length));
        EXPECT_EQ(letters.substr(0, length), this->order.getSymbolAsString()) << length;
        EXPECT_EQ(std::string(8 - length, '\0'), std::string(this->order.symbol() + length, 8 - length)) << length;
    }
    for (std::size_t length = 0; length <= letters.size(); length++)
    {
        this->buffer.fill('\xFF');
        this->order.wrapAndApplyHeader(this->buffer.data(), 0, BUFFER_LENGTH);
        this->order.legsCount(0);
        this->order.addedCount(0);
        this->order.putText(letters.substr(0, length)).putBlob(BLOB, 3);
        typename TypeParam::Order decoded;
        wrapDecoder<TypeParam>(decoded, this->buffer.data(), BUFFER_LENGTH);
        EXPECT_EQ(0u, decoded.legs().count());
        EXPECT_EQ(0u, decoded.added().count());
        EXPECT_EQ(letters.substr(0, length), decoded.getTextAsString()) << length;
        char blob[4] = {};
        EXPECT_EQ(3u, decoded.getBlob(blob, sizeof(blob))) << length;
        EXPECT_EQ(0, std::memcmp(BLOB, blob, 3)) << length;
    }
}

TEST(Runtime, copyBytesAndZeroBytesDoWhatMemmoveAndMemsetDo)
{
    for (std::size_t length = 0; length <= 40; length++)
    {
        for (const std::ptrdiff_t shift : {-3, 0, 1, 5, 64})
        {
            char expected[160];
            char actual[160];
            for (std::size_t i = 0; i < sizeof(expected); i++)
            {
                expected[i] = static_cast<char>(i * 7 + 1);
            }
            std::memcpy(actual, expected, sizeof(actual));
            // Shifts under 64 copy within the same bytes, overlapping, as memmove allows.
            std::memmove(expected + 32 + shift, expected + 32, length);
            sbetool::copyBytes(actual + 32 + shift, actual + 32, length);
            EXPECT_EQ(0, std::memcmp(expected, actual, sizeof(actual))) << length << " " << shift;
            std::memset(expected + 32 + shift, 0, length);
            sbetool::zeroBytes(actual + 32 + shift, length);
            EXPECT_EQ(0, std::memcmp(expected, actual, sizeof(actual))) << length << " " << shift;
        }
    }
}

TYPED_TEST(FeaturesTest, textLongerThanItsArrayIsRefused)
{
    this->order.wrapForEncode(this->buffer.data(), 0, BUFFER_LENGTH);
    EXPECT_THROW(this->order.putSymbol(std::string("123456789")), sbetool::ValueError);
    EXPECT_THROW(this->order.levels(3, 1), sbetool::BoundsError);
    EXPECT_THROW(this->order.putText(std::string(1001, 'x')), sbetool::ValueError);
}

/** Expects a BoundsError naming where and, when given, the offset. */
#define EXPECT_BOUNDS_ERROR(statement, where, expectedOffset) \
    try \
    { \
        statement; \
        ADD_FAILURE() << "no BoundsError from " #statement; \
    } \
    catch (const sbetool::BoundsError &error) \
    { \
        EXPECT_NE(std::string::npos, std::string(error.what()).find(where)) << error.what(); \
        EXPECT_EQ(static_cast<std::uint64_t>(expectedOffset), error.offset()) << error.what(); \
    }

TYPED_TEST(FeaturesTest, everyEncodeBoundsCheck)
{
    using Order = typename TypeParam::Order;
    using Header = typename TypeParam::Header;
    char *buffer = this->buffer.data();
    Order order;
    EXPECT_BOUNDS_ERROR(order.wrapAndApplyHeader(buffer, 0, Header::encodedLength() - 1), "messageHeader", 0);
    const std::uint64_t root = Header::encodedLength() + Order::sbeBlockLength();
    EXPECT_BOUNDS_ERROR(order.wrapAndApplyHeader(buffer, 0, root - 1), "Order root block", Header::encodedLength());
    order.wrapAndApplyHeader(buffer, 0, root + 3);
    EXPECT_BOUNDS_ERROR(order.legsCount(1), "Order.legs group header", root);
    order.wrapAndApplyHeader(buffer, 0, root + 4 + 3);
    auto &legs = order.legsCount(1);
    EXPECT_BOUNDS_ERROR(legs.next(), "Order.legs element", root + 4);

    order.wrapAndApplyHeader(buffer, 0, root + 8 + 3);
    order.legsCount(0);
    order.addedCount(0);
    EXPECT_BOUNDS_ERROR(order.putText("abc"), "Order.text var-data length", root + 8);
    order.wrapAndApplyHeader(buffer, 0, root + 8 + 4 + 2);
    order.legsCount(0);
    order.addedCount(0);
    EXPECT_BOUNDS_ERROR(order.putText("abc"), "Order.text var-data body", root + 12);

    // A group of fixed-size elements is checked whole when its count is written: two elements need 8 bytes.
    using Added = typename Order::Added;
    order.wrapAndApplyHeader(buffer, 0, root + 8 + 2 * Added::sbeBlockLength() - 1);
    order.legsCount(0);
    EXPECT_BOUNDS_ERROR(order.addedCount(2), "Order.added elements", root + 8);
    order.wrapAndApplyHeader(buffer, 0, root + 8 + 2 * Added::sbeBlockLength());
    order.legsCount(0);
    EXPECT_EQ(-2, order.addedCount(2).next().value(-1).next().value(-2).value());
    EXPECT_EQ(root + 8 + 2 * Added::sbeBlockLength(), Header::encodedLength() + order.encodedLength());
}

TYPED_TEST(FeaturesTest, everyDecodeBoundsCheck)
{
    using Order = typename TypeParam::Order;
    using Header = typename TypeParam::Header;
    char *buffer = this->buffer.data();
    const std::uint64_t length = encodeSample<TypeParam>(this->order, buffer, BUFFER_LENGTH);
    Order decoded;
    EXPECT_BOUNDS_ERROR(wrapDecoder<TypeParam>(decoded, buffer, Header::encodedLength() - 1), "messageHeader", 0);
    const std::uint64_t root = Header::encodedLength() + Order::sbeBlockLength();
    EXPECT_BOUNDS_ERROR(wrapDecoder<TypeParam>(decoded, buffer, root - 1), "Order root block", Header::encodedLength());
    {
        // A whole message whose header announces a block longer than the buffer (the case fuzzing found in
        // the Java decoders): refused at wrap, not read past the end by whatever comes after the block.
        Header header(buffer, 0, length, Order::sbeSchemaVersion());
        header.blockLength(static_cast<std::uint16_t>(length));
        EXPECT_BOUNDS_ERROR(wrapDecoder<TypeParam>(decoded, buffer, length), "Order root block",
            Header::encodedLength());
        header.blockLength(static_cast<std::uint16_t>(Order::sbeBlockLength()));
    }
    wrapDecoder<TypeParam>(decoded, buffer, root + 3);
    EXPECT_BOUNDS_ERROR(decoded.legs(), "Order.legs group header", root);
    wrapDecoder<TypeParam>(decoded, buffer, root + 4 + 3);
    auto &legs = decoded.legs();
    EXPECT_BOUNDS_ERROR(legs.next(), "Order.legs element", root + 4);

    // Find where text starts, then cut the buffer inside its length and inside its body.
    wrapDecoder<TypeParam>(decoded, buffer, length);
    auto &all = decoded.legs();
    while (all.hasNext())
    {
        all.next().skip();
    }
    auto &added = decoded.added();
    while (added.hasNext())
    {
        added.next();
    }
    const std::uint64_t text = decoded.sbePosition();

    // The added group (one element of 4 bytes, just before text) is checked whole when wrapped, up to the
    // end of its last element's fields even when the wire's blockLength is shorter than they are.
    const std::uint64_t addedElements = text - Order::Added::sbeBlockLength();
    wrapDecoder<TypeParam>(decoded, buffer, text - 1);
    for (auto &leg : decoded.legs())
    {
        leg.skip();
    }
    EXPECT_BOUNDS_ERROR(decoded.added(), "Order.added elements", addedElements);
    char *addedBlockLength = buffer + addedElements - 4 + (TypeParam::BIG ? 1 : 0);
    *addedBlockLength = static_cast<char>(Order::Added::sbeBlockLength() - 1);
    wrapDecoder<TypeParam>(decoded, buffer, text - 1);
    for (auto &leg : decoded.legs())
    {
        leg.skip();
    }
    EXPECT_BOUNDS_ERROR(decoded.added(), "Order.added elements", addedElements);
    *addedBlockLength = static_cast<char>(Order::Added::sbeBlockLength());

    wrapDecoder<TypeParam>(decoded, buffer, text + 3);
    decoded.sbePosition(text);
    EXPECT_BOUNDS_ERROR(decoded.textLength(), "Order.text var-data length", text);
    wrapDecoder<TypeParam>(decoded, buffer, text + 4 + 5);
    decoded.sbePosition(text);
    EXPECT_BOUNDS_ERROR(decoded.getTextAsString(), "Order.text var-data body", text + 4);
}

TYPED_TEST(FeaturesTest, decoderIndexesAndWireCountsAreChecked)
{
    using Order = typename TypeParam::Order;
    using Header = typename TypeParam::Header;
    char *buffer = this->buffer.data();
    const std::uint64_t length = encodeSample<TypeParam>(this->order, buffer, BUFFER_LENGTH);
    Order decoded;
    wrapDecoder<TypeParam>(decoded, buffer, length);
    EXPECT_BOUNDS_ERROR(decoded.levels(3), "Order.levels", 3);
    char copied[16] = {};
    EXPECT_BOUNDS_ERROR(decoded.getLevels(copied, 4), "Order.levels", 3);
    EXPECT_EQ('N', Order::market(1));
    EXPECT_BOUNDS_ERROR(static_cast<void>(Order::market(4)), "Order.market", 4);

    // The legs count on the wire (maxValue 100) made 101, in the schema's byte order.
    const std::uint64_t count = Header::encodedLength() + Order::sbeBlockLength() + 2;
    buffer[count] = TypeParam::BIG ? 0 : 101;
    buffer[count + 1] = TypeParam::BIG ? 101 : 0;
    wrapDecoder<TypeParam>(decoded, buffer, length);
    EXPECT_BOUNDS_ERROR(decoded.legs(), "Order.legs group header: count 101 outside 0..100", count);
}

TEST(Versioning, aNewerDecoderReadsAnOlderMessageWithNullsAndEmptyElements)
{
    std::array<char, BUFFER_LENGTH> buffer{};
    features::v0::Order old;
    old.wrapAndApplyHeader(buffer.data(), 0, BUFFER_LENGTH).id(5);
    old.legsCount(0);
    old.putText("t").putBlob(BLOB, 1);
    const std::uint64_t length = features::v0::MessageHeader::encodedLength() + old.encodedLength();

    features::v1::Order decoded;
    wrapDecoder<LittleEndian>(decoded, buffer.data(), length);
    EXPECT_EQ(0u, decoded.actingVersion());
    EXPECT_EQ(features::v0::Order::sbeBlockLength(), decoded.actingBlockLength());
    EXPECT_EQ(5u, decoded.id());
    EXPECT_FALSE(decoded.extraInActingVersion());
    EXPECT_EQ(features::v1::Order::extraNullValue(), decoded.extra());
    EXPECT_EQ(0u, decoded.legs().count());
    EXPECT_EQ(0u, decoded.added().count());
    EXPECT_EQ("t", decoded.getTextAsString());
    EXPECT_EQ(1u, decoded.blobLength());
    decoded.skipBlob();
    EXPECT_EQ(0u, decoded.lateLength());
    EXPECT_EQ("", decoded.getLateAsString());
    EXPECT_EQ(length - features::v0::MessageHeader::encodedLength(), decoded.encodedLength());
}

TEST(Versioning, anOlderDecoderReadsANewerMessageSkippingWhatItDoesNotKnow)
{
    std::array<char, BUFFER_LENGTH> buffer{};
    features::v1::Order order;
    encodeSample<LittleEndian>(order, buffer.data(), BUFFER_LENGTH);
    features::v1::MessageHeader header(buffer.data(), 0, BUFFER_LENGTH, 1);
    ASSERT_GT(header.blockLength(), features::v0::Order::sbeBlockLength());

    features::v0::Order decoded;
    decoded.wrapForDecode(buffer.data(), header.encodedLength(), header.blockLength(), header.version(), BUFFER_LENGTH);
    EXPECT_EQ(UINT64_C(0x0102030405060708), decoded.id());
    auto &legs = decoded.legs();
    EXPECT_EQ(2u, legs.count());
    EXPECT_EQ(10u, legs.next().legId());
    legs.skip();
    EXPECT_EQ(11u, legs.next().legId());
    legs.skip();
    // What follows is the group version 1 added, which a version 0 decoder cannot know about; the
    // standard lets a later version add groups and var data only there, where older readers stop.
    EXPECT_EQ(1u, decoded.actingVersion());
    EXPECT_EQ(header.blockLength(), decoded.actingBlockLength());
}

}
