// A program written against the reference SBE implementation's generated C++ (sbe-tool's Cpp target) for
// schemas/car.xml and schemas/fix-message-samples.xml, whose fields are named in lower and upper camel case.
// CppReferenceApiTest builds it once against the reference's headers and once against sbetool's, with no
// change: both builds must compile and print the same lines (each message's bytes in hex, then what was read
// back from them, and computeLength(...) for the counts and lengths encoded beside the length encoded; then
// the metadata of Car's var-data composite's varData member, and whether sbePositionPtr() can be called; then
// the reference's constants of a message and the static form of a set's choices; then group elements
// printed and a short array set element by element).
#include "uk_co_real_logic_sbe_benchmarks/Car.h"
#include "uk_co_real_logic_sbe_benchmarks/Engine.h"
#include "uk_co_real_logic_sbe_benchmarks/GroupSizeEncoding.h"
#include "uk_co_real_logic_sbe_benchmarks/MessageHeader.h"
#include "uk_co_real_logic_sbe_benchmarks/VarStringEncoding.h"
#include "uk_co_real_logic_sbe_benchmarks_fix/Decimal64.h"
#include "uk_co_real_logic_sbe_benchmarks_fix/MarketDataIncrementalRefresh.h"
#include "uk_co_real_logic_sbe_benchmarks_fix/MarketDataIncrementalRefreshTrades.h"
#include "uk_co_real_logic_sbe_benchmarks_fix/MassQuote.h"
#include "uk_co_real_logic_sbe_benchmarks_fix/MessageHeader.h"
#include "uk_co_real_logic_sbe_benchmarks_fix/NewOrder.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <stdexcept>
#include <sstream>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace car = uk::co::real_logic::sbe::benchmarks;
namespace fix = uk::co::real_logic::sbe::benchmarks::fix;

namespace
{

void printBytes(const char *name, const std::vector<char> &buffer, const std::uint64_t length)
{
    std::cout << name << " " << length << " bytes:";
    for (std::uint64_t i = 0; i < length; i++)
    {
        char hex[4];
        std::snprintf(hex, sizeof(hex), " %02x", static_cast<unsigned>(static_cast<unsigned char>(buffer[i])));
        std::cout << hex;
    }
    std::cout << "\n";
}

std::uint64_t encodeCar(std::vector<char> &buffer)
{
    car::Car message;
    message.wrapAndApplyHeader(buffer.data(), 0, buffer.size())
        .serialNumber(1234)
        .modelYear(2013)
        .available(car::BooleanType::T)
        .code(car::Model::A)
        .putVehicleCode("abcdef");
    for (std::uint64_t i = 0; i < car::Car::someNumbersLength(); i++)
    {
        message.someNumbers(i, static_cast<std::int32_t>(i * 10));
    }
    message.extras().rawValue(0xFF).clear().cruiseControl(true).sportsPack(true).sunRoof(false);
    message.engine().capacity(2000).numCylinders(4).putManufacturerCode("123");
    // Each group begun for more elements than written, then ended after them by resetCountToIndex().
    car::Car::FuelFigures &fuelFigures = message.fuelFiguresCount(3);
    fuelFigures.next().speed(30).mpg(35.9f);
    fuelFigures.next().speed(55).mpg(49.0f);
    fuelFigures.resetCountToIndex();
    car::Car::PerformanceFigures &performance = message.performanceFiguresCount(2);
    performance.next().octaneRating(95);
    car::Car::PerformanceFigures::Acceleration &acceleration = performance.accelerationCount(3);
    acceleration.next().mph(30).seconds(4.0f);
    acceleration.next().mph(60).seconds(7.5f);
    acceleration.resetCountToIndex();
    performance.resetCountToIndex();
    message.putManufacturer(std::string("Honda"));
    message.putModel("Civic VTi", 9);
    return car::MessageHeader::encodedLength() + message.encodedLength();
}

// computeLength(...) from the counts and lengths encodeCar used: one performance figure of two accelerations.
std::size_t computeCarLength()
{
    const std::vector<std::tuple<std::size_t>> performanceFigures{std::make_tuple(std::size_t{2})};
    return car::Car::computeLength(2, performanceFigures, std::string("Honda").size(), 9);
}

// Whether computeLength(...) refuses a count or var data length its encoding cannot hold.
bool computeLengthRejects(const std::size_t fuelFigures, const std::size_t manufacturer)
{
    try
    {
        static_cast<void>(car::Car::computeLength(fuelFigures, {}, manufacturer));
    }
    catch (const std::runtime_error &)
    {
        return true;
    }
    return false;
}

// Whether a program can call sbePositionPtr() on T: access is checked in substitution, so a private one
// counts as none.
template<typename T, typename = void>
struct HasPublicPositionPtr : std::false_type
{
};

template<typename T>
struct HasPublicPositionPtr<T, std::void_t<decltype(std::declval<T &>().sbePositionPtr())>> : std::true_type
{
};

// What HasPublicPositionPtr finds when there is one to call, so that its 0s below are not its own failure.
struct PublicPositionPtr
{
    std::uint64_t position = 0;

    std::uint64_t *sbePositionPtr()
    {
        return &position;
    }
};

// The var-data composite's varData member, its metadata used to read the manufacturer's bytes from the
// composite wrapped where they begin (the message's position before getManufacturer...()); then whether
// sbePositionPtr() can be called on a message and on a group.
void printVarDataMember(std::vector<char> &buffer, const std::uint64_t position, const std::uint64_t length)
{
    car::VarStringEncoding encoding(buffer.data(), position, length, car::Car::sbeSchemaVersion());
    const std::string data(buffer.data() + position + car::VarStringEncoding::varDataEncodingOffset(), encoding.length());
    std::cout << "VarStringEncoding varData=" << data
              << " id=" << car::VarStringEncoding::varDataId()
              << " sinceVersion=" << car::VarStringEncoding::varDataSinceVersion()
              << " inActingVersion=" << encoding.varDataInActingVersion()
              << " encodingOffset=" << car::VarStringEncoding::varDataEncodingOffset()
              << " encodingLength=" << car::VarStringEncoding::varDataEncodingLength()
              << " presence=" << car::VarStringEncoding::varDataMetaAttribute(car::VarStringEncoding::MetaAttribute::PRESENCE)
              << " semanticType=[" << car::VarStringEncoding::varDataMetaAttribute(
                     car::VarStringEncoding::MetaAttribute::SEMANTIC_TYPE) << "]"
              << " limits=" << +car::VarStringEncoding::varDataNullValue() << ","
              << +car::VarStringEncoding::varDataMinValue() << "," << +car::VarStringEncoding::varDataMaxValue()
              << " sbePositionPtr callable on message=" << HasPublicPositionPtr<car::Car>::value
              << " group=" << HasPublicPositionPtr<car::Car::FuelFigures>::value
              << " nested group=" << HasPublicPositionPtr<car::Car::PerformanceFigures::Acceleration>::value
              << " (a public one=" << HasPublicPositionPtr<PublicPositionPtr>::value << ")\n";
}

void decodeCar(std::vector<char> &buffer, const std::uint64_t length)
{
    car::MessageHeader header(buffer.data(), 0, length, 0);
    car::Car message;
    message.wrapForDecode(buffer.data(), car::MessageHeader::encodedLength(), header.blockLength(), header.version(), length);
    std::cout << "Car template " << header.templateId() << " (" << car::Car::sbeTemplateId() << ")"
              << " serialNumber(id " << car::Car::serialNumberId() << ")=" << message.serialNumber()
              << " modelYear=" << message.modelYear()
              << " available=" << static_cast<int>(message.available())
              << " code=" << message.code()
              << " someNumbers[4]=" << message.someNumbers(4)
              << " vehicleCode=" << message.getVehicleCodeAsString()
              << " cruiseControl=" << message.extras().cruiseControl()
              << " sunRoof=" << message.extras().sunRoof()
              << " extras.rawValue=" << static_cast<int>(message.extras().rawValue())
              << " extras.isEmpty=" << message.extras().isEmpty()
              << " extras.schema=" << car::OptionalExtras::sbeSchemaId() << "v" << car::OptionalExtras::sbeSchemaVersion()
              << " capacity=" << message.engine().capacity()
              << " maxRpm=" << car::Engine::maxRpm()
              << " manufacturerCode=" << message.engine().getManufacturerCodeAsJsonEscapedString()
              << " fuel=" << message.engine().getFuelAsJsonEscapedString()
              << " engineIds=" << car::Engine::capacityId() << "," << car::Engine::fuelId()
              << " headerIds=" << car::MessageHeader::templateIdId() << "," << car::GroupSizeEncoding::numInGroupId();
    char fuel[8] = {};
    const std::uint64_t fuelCopied = message.engine().getFuel(fuel, sizeof(fuel));
    char shortFuel[4] = {};
    const std::uint64_t shortFuelCopied = message.engine().getFuel(shortFuel, 3);
    std::cout << " getFuel=" << fuelCopied << ":" << fuel << " getFuel(3)=" << shortFuelCopied << ":" << shortFuel
              << " fuel(2)=" << message.engine().fuel(2)
              << " fuelLimits=" << static_cast<int>(car::Engine::fuelNullValue()) << ","
              << static_cast<int>(car::Engine::fuelMinValue()) << "," << static_cast<int>(car::Engine::fuelMaxValue());
    car::Car::FuelFigures &fuelFigures = message.fuelFigures();
    std::cout << " fuelFigures(id " << car::Car::fuelFiguresId() << ")=" << fuelFigures.count()
              << " blockLength=" << fuelFigures.sbeActingBlockLength()
              << " constLength=" << car::Car::isConstLength() << car::Car::FuelFigures::isConstLength()
              << car::Car::PerformanceFigures::isConstLength();
    while (fuelFigures.hasNext())
    {
        fuelFigures.next();
        std::cout << " " << fuelFigures.speed() << "@" << fuelFigures.mpg();
    }
    std::cout << " position=" << fuelFigures.sbeCheckPosition(fuelFigures.sbePosition());
    bool pastEndRejected = false;
    try
    {
        message.sbeCheckPosition(length + 1);
    }
    catch (const std::runtime_error &)
    {
        pastEndRejected = true;
    }
    std::cout << " pastEndRejected=" << pastEndRejected << " end=" << message.sbeCheckPosition(length);
    message.performanceFigures().forEach([](car::Car::PerformanceFigures &figures)
    {
        std::cout << " octane=" << static_cast<int>(figures.octaneRating());
        figures.acceleration().forEach([](car::Car::PerformanceFigures::Acceleration &value)
        {
            std::cout << " " << value.mph() << "mph in " << value.seconds();
        });
    });
    const std::uint64_t manufacturerPosition = message.sbePosition();
    std::cout << " manufacturer=" << message.getManufacturerAsJsonEscapedString()
              << " model=" << message.getModelAsString()
              << " manufacturerPresence=" << car::Car::manufacturerMetaAttribute(car::Car::MetaAttribute::PRESENCE)
              << " modelEpoch=[" << car::Car::modelMetaAttribute(car::Car::MetaAttribute::EPOCH) << "]"
              << " modelSemanticType=[" << car::Car::modelMetaAttribute(car::Car::MetaAttribute::SEMANTIC_TYPE) << "]";
    const std::uint64_t encoded = length - car::MessageHeader::encodedLength();
    std::cout << " computeLength=" << computeCarLength() << (computeCarLength() == encoded ? " matches" : " differs")
              << " encodedLength=" << encoded
              << " fuelFiguresLength=" << car::Car::FuelFigures::computeLength()
              << " performanceFiguresLength=" << car::Car::PerformanceFigures::computeLength(2)
              << " accelerationLength=" << car::Car::PerformanceFigures::Acceleration::computeLength()
              << " emptyLength=" << car::Car::computeLength()
              << " rejects=" << computeLengthRejects(65535, 0) << computeLengthRejects(65534, 0)
              << computeLengthRejects(0, 1073741825) << computeLengthRejects(0, 1073741824) << "\n";
    printVarDataMember(buffer, manufacturerPosition, length);
}

std::uint64_t encodeNewOrder(std::vector<char> &buffer)
{
    fix::NewOrder order;
    order.wrapAndApplyHeader(buffer.data(), 0, buffer.size())
        .putAccount(std::string("ACCOUNT1"))
        .putClOrdID(std::string("CLORD-0001"))
        .handInst(fix::HandInst::AUTOMATED_EXECUTION)
        .custOrderHandlingInst(fix::CustOrderHandlingInst::ALGO_ENGINE);
    order.orderQty().mantissa(100);
    order.ordType(fix::OrdType::LIMIT_ORDER);
    order.price().mantissa(123456).exponent(-2);
    order.side(fix::Side::BUY)
        .putSymbol(std::string("ESZ4"))
        .timeInForce(fix::TimeInForce::DAY)
        .transactTime(1700000000000000001ULL)
        .manualOrderIndicator(fix::BooleanType::FIX_TRUE)
        .putAllocAccount(std::string("ALLOC"));
    order.stopPx().mantissa(fix::OptionalPrice::mantissaNullValue()).exponent(fix::OptionalPrice::exponentNullValue());
    order.putSecurityDesc(std::string("ES \"DEC\"\t24\\\x01\n"));
    order.minQty().mantissa(1);
    order.putSecurityType(std::string("FUT"))
        .customerOrFirm(fix::CustomerOrFirm::FIRM);
    order.maxShow().mantissa(10);
    order.expireDate(20000)
        .putSelfMatchPreventionID(std::string("SMP1"))
        .ctiCode(fix::CtiCode::HOUSE)
        .putGiveUpFirm(std::string("GU1"))
        .putCmtaGiveupCD(std::string("CD"))
        .putCorrelationClOrdID(std::string("CORR-1"));
    return fix::MessageHeader::encodedLength() + order.encodedLength();
}

void decodeNewOrder(std::vector<char> &buffer, const std::uint64_t length)
{
    fix::MessageHeader header(buffer.data(), 0, length, 0);
    fix::NewOrder order;
    order.wrapForDecode(buffer.data(), fix::MessageHeader::encodedLength(), header.blockLength(), header.version(), length);
    std::cout << "NewOrder template " << header.templateId()
              << " computeLength=" << fix::NewOrder::computeLength()
              << (fix::NewOrder::computeLength() == length - fix::MessageHeader::encodedLength() ? " matches" : " differs")
              << " mantissaId=" << fix::Decimal64::mantissaId() << " exponentId=" << fix::Decimal64::exponentId()
              << " TransactTime(" << fix::NewOrder::TransactTimeMetaAttribute(fix::NewOrder::MetaAttribute::SEMANTIC_TYPE)
              << "," << fix::NewOrder::TransactTimeMetaAttribute(fix::NewOrder::MetaAttribute::PRESENCE) << ")"
              << " Price(" << fix::NewOrder::PriceMetaAttribute(fix::NewOrder::MetaAttribute::SEMANTIC_TYPE) << ")"
              << " account=" << order.getAccountAsString()
              << " clOrdID(id " << fix::NewOrder::clOrdIDId() << ")=" << order.getClOrdIDAsString()
              << " handInst=" << order.handInst()
              << " custOrderHandlingInst=" << order.custOrderHandlingInst()
              << " orderQty=" << order.orderQty().mantissa()
              << " ordType=" << order.ordType()
              << " price=" << order.price().mantissa() << "e" << static_cast<int>(order.price().exponent())
              << " side=" << order.side()
              << " symbol=" << order.getSymbolAsString()
              << " timeInForce=" << order.timeInForce()
              << " transactTime=" << order.transactTime()
              << " manualOrderIndicator=" << order.manualOrderIndicator()
              << " allocAccount=" << order.getAllocAccountAsString()
              << " stopPxIsNull=" << (order.stopPx().mantissa() == fix::OptionalPrice::mantissaNullValue())
              << " securityDesc=" << order.getSecurityDescAsJsonEscapedString()
              << " minQty=" << order.minQty().mantissa()
              << " securityType=" << order.getSecurityTypeAsString()
              << " customerOrFirm=" << order.customerOrFirm()
              << " maxShow=" << order.maxShow().mantissa()
              << " expireDate=" << order.expireDate()
              << " selfMatchPreventionID=" << order.getSelfMatchPreventionIDAsString()
              << " ctiCode=" << order.ctiCode()
              << " giveUpFirm=" << order.getGiveUpFirmAsString()
              << " cmtaGiveupCD=" << order.getCmtaGiveupCDAsString()
              << " correlationClOrdID=" << order.getCorrelationClOrdIDAsString() << "\n";
}

std::uint64_t encodeTrades(std::vector<char> &buffer)
{
    fix::MarketDataIncrementalRefreshTrades trades;
    trades.wrapAndApplyHeader(buffer.data(), 0, buffer.size())
        .transactTime(1700000000000000002ULL)
        .eventTimeDelta(7)
        .matchEventIndicator(fix::MatchEventIndicator::END_EVENT);
    fix::MarketDataIncrementalRefreshTrades::MdIncGrp &group = trades.mdIncGrpCount(2);
    for (std::uint64_t i = 0; i < 2; i++)
    {
        group.next().tradeId(1000 + i).securityId(42);
        group.mdEntryPx().mantissa(5000000 + static_cast<std::int64_t>(i));
        group.mdEntrySize().mantissa(3);
        group.numberOfOrders(2).mdUpdateAction(fix::MDUpdateAction::NEW).rptSeq(static_cast<std::uint8_t>(i))
            .aggressorSide(i == 0 ? fix::Side::BUY : fix::Side::SELL);
    }
    return fix::MessageHeader::encodedLength() + trades.encodedLength();
}

void decodeTrades(std::vector<char> &buffer, const std::uint64_t length)
{
    fix::MessageHeader header(buffer.data(), 0, length, 0);
    fix::MarketDataIncrementalRefreshTrades trades;
    trades.wrapForDecode(buffer.data(), fix::MessageHeader::encodedLength(), header.blockLength(), header.version(), length);
    std::cout << "MarketDataIncrementalRefreshTrades template " << header.templateId()
              << " transactTime(id " << fix::MarketDataIncrementalRefreshTrades::transactTimeId() << ")="
              << trades.transactTime()
              << " computeLength=" << fix::MarketDataIncrementalRefreshTrades::computeLength(2)
              << (fix::MarketDataIncrementalRefreshTrades::computeLength(2) == length - fix::MessageHeader::encodedLength() ?
                  " matches" : " differs")
              << " eventTimeDelta=" << trades.eventTimeDelta()
              << " matchEventIndicator=" << trades.matchEventIndicator()
              << " MdIncGrp(id " << fix::MarketDataIncrementalRefreshTrades::MdIncGrpId() << ")";
    fix::MarketDataIncrementalRefreshTrades::MdIncGrp &entry = trades.mdIncGrp();
    while (entry.hasNext())
    {
        entry.next();
        std::cout << " [tradeId=" << entry.tradeId() << " securityId=" << entry.securityId()
                  << " mdEntryPx=" << entry.mdEntryPx().mantissa() << "e" << static_cast<int>(fix::Decimal64::exponent())
                  << " mdEntrySize=" << entry.mdEntrySize().mantissa()
                  << " numberOfOrders=" << entry.numberOfOrders()
                  << " mdUpdateAction=" << entry.mdUpdateAction()
                  << " rptSeq=" << static_cast<int>(entry.rptSeq())
                  << " aggressorSide=" << entry.aggressorSide()
                  << " mdEntryType=" << entry.mdEntryType()
                  << " constValue=" << fix::MarketDataIncrementalRefreshTrades::MdIncGrp::mdEntryTypeConstValue()
                  << " raw=" << entry.mdEntryTypeRaw() << "]";
    }
    std::cout << "\n";
}

std::uint64_t encodeRefresh(std::vector<char> &buffer)
{
    fix::MarketDataIncrementalRefresh refresh;
    refresh.wrapAndApplyHeader(buffer.data(), 0, buffer.size()).tradeDate(19000);
    fix::MarketDataIncrementalRefresh::Entries &entries = refresh.entriesCount(1);
    entries.next()
        .mdUpdateAction(fix::MDUpdateAction::CHANGE)
        .mdPriceLevel(1)
        .mdEntryType(fix::MDEntryType::BID)
        .securityIdSource('8')
        .securityId(77)
        .rptSeq(9);
    entries.quoteCondition().clear().implied(true).exchangeBest(false);
    entries.mdEntryPx().mantissa(4999);
    entries.numberOfOrders(5).mdEntryTime(1700000000000000003ULL);
    entries.mdEntrySize().mantissa(8);
    entries.tradingSessionId(fix::MarketStateIdentifier::PRE_OPENING);
    entries.netChgPrevDay().mantissa(-12);
    entries.tickDirection(fix::TickDirection::PLUS_TICK)
        .openCloseSettleFlag(fix::OpenCloseSettleFlag::ACTUAL_PRELIMINARY_ROUNDED)
        .settleDate(1700000000000000004ULL);
    entries.tradeCondition().clear().openingTrade(true).cmeGlobexPrice(true);
    entries.tradeVolume().mantissa(11);
    entries.mdQuoteType(fix::MDQuoteType::TRADABLE)
        .fixingBracket(1700000000000000005ULL)
        .aggressorSide(fix::Side::SELL)
        .matchEventIndicator(fix::MatchEventIndicator::MID_EVENT)
        .tradeId(31337);
    return fix::MessageHeader::encodedLength() + refresh.encodedLength();
}

void decodeRefresh(std::vector<char> &buffer, const std::uint64_t length)
{
    fix::MessageHeader header(buffer.data(), 0, length, 0);
    fix::MarketDataIncrementalRefresh refresh;
    refresh.wrapForDecode(buffer.data(), fix::MessageHeader::encodedLength(), header.blockLength(), header.version(), length);
    std::cout << "MarketDataIncrementalRefresh template " << header.templateId() << " tradeDate=" << refresh.tradeDate()
              << " Entries(id " << fix::MarketDataIncrementalRefresh::EntriesId() << ")";
    fix::MarketDataIncrementalRefresh::Entries &entries = refresh.entries();
    while (entries.hasNext())
    {
        entries.next();
        std::cout << " [mdUpdateAction=" << entries.mdUpdateAction()
                  << " mdPriceLevel=" << static_cast<int>(entries.mdPriceLevel())
                  << " mdEntryType=" << entries.mdEntryType()
                  << " securityIdSource=" << entries.securityIdSource()
                  << " securityId=" << entries.securityId()
                  << " rptSeq=" << static_cast<int>(entries.rptSeq())
                  << " implied=" << entries.quoteCondition().implied()
                  << " exchangeBest=" << entries.quoteCondition().exchangeBest()
                  << " mdEntryPx=" << entries.mdEntryPx().mantissa()
                  << " numberOfOrders=" << entries.numberOfOrders()
                  << " mdEntryTime=" << entries.mdEntryTime()
                  << " mdEntrySize=" << entries.mdEntrySize().mantissa()
                  << " tradingSessionId=" << entries.tradingSessionId()
                  << " netChgPrevDay=" << entries.netChgPrevDay().mantissa()
                  << " tickDirection=" << entries.tickDirection()
                  << " openCloseSettleFlag=" << entries.openCloseSettleFlag()
                  << " settleDate=" << entries.settleDate()
                  << " openingTrade=" << entries.tradeCondition().openingTrade()
                  << " cmeGlobexPrice=" << entries.tradeCondition().cmeGlobexPrice()
                  << " tradeVolume=" << entries.tradeVolume().mantissa()
                  << " mdQuoteType=" << entries.mdQuoteType()
                  << " fixingBracket=" << entries.fixingBracket()
                  << " aggressorSide=" << entries.aggressorSide()
                  << " matchEventIndicator=" << entries.matchEventIndicator()
                  << " tradeId=" << entries.tradeId() << "]";
    }
    std::cout << "\n";
}

std::uint64_t encodeMassQuote(std::vector<char> &buffer)
{
    fix::MassQuote quote;
    quote.wrapAndApplyHeader(buffer.data(), 0, buffer.size())
        .putQuoteReqID(std::string("REQ-1"))
        .putQuoteID(std::string("Q-1"))
        .putMMAccount(std::string("MM1"))
        .manualOrderIndicator(fix::BooleanType::FIX_FALSE)
        .custOrderHandlingInst(fix::CustOrderHandlingInst::DESK_PIT)
        .customerOrFirm(fix::CustomerOrFirm::CUSTOMER)
        .putSelfMatchPreventionID(std::string("SMP2"))
        .ctiCode(fix::CtiCode::OWN)
        .mMProtectionReset(fix::MMProtectionReset::RESET);
    fix::MassQuote::QuoteSets &sets = quote.quoteSetsCount(2);
    for (std::uint8_t set = 0; set < 2; set++)
    {
        sets.next().putQuoteSetID(std::string(set == 0 ? "S0" : "S1"))
            .putUnderlyingSecurityDesc(std::string("UNDERLYING"))
            .totQuoteEntries(static_cast<std::uint8_t>(set + 1));
        fix::MassQuote::QuoteSets::QuoteEntries &entries = sets.quoteEntriesCount(static_cast<std::uint16_t>(set + 1));
        for (std::uint8_t i = 0; i <= set; i++)
        {
            entries.next().putQuoteEntryID(std::string("E") + std::to_string(set) + std::to_string(i))
                .putSymbol(std::string("NQ"))
                .putSecurityDesc(std::string("NQ MAR25"))
                .putSecurityType(std::string("OOF"))
                .securityID(900 + i)
                .securityIDSource(fix::SecurityIDSource::EXCHANGE_SYMBOL)
                .transactTime(1700000000000000006ULL + i);
            entries.bidPx().mantissa(100 + i).exponent(-1);
            entries.bidSize(5);
            entries.offerPx().mantissa(101 + i).exponent(-1);
            entries.offerSize(fix::MassQuote::QuoteSets::QuoteEntries::offerSizeNullValue());
        }
    }
    return fix::MessageHeader::encodedLength() + quote.encodedLength();
}

void decodeMassQuote(std::vector<char> &buffer, const std::uint64_t length)
{
    fix::MessageHeader header(buffer.data(), 0, length, 0);
    fix::MassQuote quote;
    quote.wrapForDecode(buffer.data(), fix::MessageHeader::encodedLength(), header.blockLength(), header.version(), length);
    const std::vector<std::tuple<std::size_t>> quoteSets{std::make_tuple(std::size_t{1}), std::make_tuple(std::size_t{2})};
    const std::size_t computed = fix::MassQuote::computeLength(quoteSets);
    std::cout << "MassQuote template " << header.templateId()
              << " computeLength=" << computed
              << (computed == length - fix::MessageHeader::encodedLength() ? " matches" : " differs")
              << " quoteSetLength=" << fix::MassQuote::QuoteSets::computeLength(2)
              << " quoteReqID=" << quote.getQuoteReqIDAsString()
              << " quoteID=" << quote.getQuoteIDAsString()
              << " mMAccount=" << quote.getMMAccountAsString()
              << " manualOrderIndicator=" << quote.manualOrderIndicator()
              << " custOrderHandlingInst=" << quote.custOrderHandlingInst()
              << " customerOrFirm=" << quote.customerOrFirm()
              << " selfMatchPreventionID=" << quote.getSelfMatchPreventionIDAsString()
              << " ctiCode=" << quote.ctiCode()
              << " mMProtectionReset=" << quote.mMProtectionReset()
              << " QuoteSets(id " << fix::MassQuote::QuoteSetsId() << ")"
              << " QuoteSetID(" << fix::MassQuote::QuoteSets::QuoteSetIDMetaAttribute(fix::MassQuote::MetaAttribute::PRESENCE)
              << "," << fix::MassQuote::QuoteSets::QuoteEntries::BidPxMetaAttribute(fix::MassQuote::MetaAttribute::SEMANTIC_TYPE)
              << ")"
              << " QuoteEntries(id " << fix::MassQuote::QuoteSets::QuoteEntriesId() << ")";
    quote.quoteSets().forEach([](fix::MassQuote::QuoteSets &set)
    {
        std::cout << " {quoteSetID=" << set.getQuoteSetIDAsString()
                  << " underlyingSecurityDesc=" << set.getUnderlyingSecurityDescAsString()
                  << " totQuoteEntries=" << static_cast<int>(set.totQuoteEntries());
        set.quoteEntries().forEach([](fix::MassQuote::QuoteSets::QuoteEntries &entry)
        {
            std::cout << " [quoteEntryID=" << entry.getQuoteEntryIDAsString()
                      << " symbol=" << entry.getSymbolAsString()
                      << " securityDesc=" << entry.getSecurityDescAsString()
                      << " securityType=" << entry.getSecurityTypeAsString()
                      << " securityID=" << entry.securityID()
                      << " securityIDSource=" << entry.securityIDSource()
                      << " transactTime=" << entry.transactTime()
                      << " bidPx=" << entry.bidPx().mantissa() << "e" << static_cast<int>(entry.bidPx().exponent())
                      << " bidSize=" << entry.bidSize()
                      << " offerPx=" << entry.offerPx().mantissa()
                      << " offerSizeIsNull=" << (entry.offerSize() == entry.offerSizeNullValue()) << "]";
        });
        std::cout << "}";
    });
    std::cout << "\n";
}

}

// The flyweights made by their constructors, as the reference's users make them: a message for encode at
// offset 0 from the buffer and its length, or for decode at an offset (or at 0) with the acting block length
// and version; a composite or a set at an offset, or at 0 with or without the acting version.
void constructCar(std::vector<char> &buffer, const std::uint64_t length)
{
    const car::MessageHeader header(buffer.data(), 0, length, car::Car::sbeSchemaVersion());
    const car::MessageHeader atZero(buffer.data(), length, car::Car::sbeSchemaVersion());
    const car::MessageHeader atSchemaVersion(buffer.data(), length);
    car::Car decoder(buffer.data(), car::MessageHeader::encodedLength(), length, header.blockLength(), header.version());
    std::cout << "Constructed header=" << header.templateId() << "," << atZero.blockLength() << ","
              << atSchemaVersion.version() << " actingVersion=" << atSchemaVersion.actingVersion()
              << " decoder serialNumber=" << decoder.serialNumber() << " offset=" << decoder.offset()
              << " position=" << decoder.sbePosition();

    std::vector<char> body(buffer.begin() + car::MessageHeader::encodedLength(), buffer.begin() + length);
    car::Car atStart(body.data(), body.size(), header.blockLength(), header.version());
    std::cout << " atStart serialNumber=" << atStart.serialNumber() << " modelYear=" << atStart.modelYear()
              << " position=" << atStart.sbePosition();
    car::Car encoder(body.data(), body.size());
    encoder.serialNumber(4321);
    std::cout << " encoder offset=" << encoder.offset() << " position=" << encoder.sbePosition()
              << " actingVersion=" << encoder.actingVersion()
              << " written=" << atStart.serialNumber();

    const std::uint64_t engineAt = atStart.engine().offset();
    car::Engine engine(body.data(), engineAt, body.size(), header.version());
    car::Engine engineAtZero(body.data() + engineAt, body.size() - engineAt, header.version());
    car::Engine engineAtSchemaVersion(body.data() + engineAt, body.size() - engineAt);
    std::cout << " engine=" << engine.capacity() << "," << static_cast<int>(engineAtZero.numCylinders()) << ","
              << engineAtSchemaVersion.getManufacturerCodeAsString();
    const std::uint64_t extrasAt = atStart.extras().offset();
    const car::OptionalExtras extras(body.data(), extrasAt, body.size(), header.version());
    const car::OptionalExtras extrasAtZero(body.data() + extrasAt, body.size() - extrasAt, header.version());
    const car::OptionalExtras extrasAtSchemaVersion(body.data() + extrasAt, body.size() - extrasAt);
    std::cout << " extras=" << extras.cruiseControl() << extrasAtZero.sportsPack() << extrasAtSchemaVersion.sunRoof()
              << "\n";
}

// The reference's SBE_* constants of a message, beside the functions of the same values, and a set's choices
// applied to and read from bits without a buffer: CppDropInApiTest found them missing from sbetool's headers.
void printReferenceConstants()
{
    std::uint8_t bits = car::OptionalExtras::sunRoof(0, true);
    bits = car::OptionalExtras::cruiseControl(bits, true);
    bits = car::OptionalExtras::sunRoof(bits, false);
    const bool same = car::Car::SBE_BLOCK_LENGTH == car::Car::sbeBlockLength() &&
        car::Car::SBE_TEMPLATE_ID == car::Car::sbeTemplateId() && car::Car::SBE_SCHEMA_ID == car::Car::sbeSchemaId() &&
        car::Car::SBE_SCHEMA_VERSION == car::Car::sbeSchemaVersion() &&
        std::string(car::Car::SBE_SEMANTIC_VERSION) == car::Car::sbeSemanticVersion();
    std::cout << "Constants blockLength=" << car::Car::SBE_BLOCK_LENGTH << " templateId=" << car::Car::SBE_TEMPLATE_ID
              << " schemaId=" << car::Car::SBE_SCHEMA_ID << " schemaVersion=" << car::Car::SBE_SCHEMA_VERSION
              << " semanticVersion=" << car::Car::SBE_SEMANTIC_VERSION << " same=" << same
              << " extras bits=" << static_cast<unsigned>(bits) << " cruiseControl="
              << car::OptionalExtras::cruiseControl(bits) << " sunRoof=" << car::OptionalExtras::sunRoof(bits) << std::endl;
}

// Each group element printed by the group's operator<<, with its spaces taken out (the reference's JSON has a
// space after each colon and comma, sbetool's none); then an engine's manufacturerCode set element by element,
// its bytes. CppDropInApiTest found both missing from sbetool's headers.
void printGroupElementsAndElementWiseSetter(std::vector<char> &buffer, const std::uint64_t length)
{
    car::MessageHeader header(buffer.data(), 0, length, 0);
    car::Car message;
    message.wrapForDecode(buffer.data(), car::MessageHeader::encodedLength(), header.blockLength(), header.version(), length);
    std::ostringstream printed;
    car::Car::FuelFigures &fuelFigures = message.fuelFigures();
    while (fuelFigures.hasNext())
    {
        printed << fuelFigures.next() << ";";
    }
    car::Car::PerformanceFigures &performance = message.performanceFigures();
    while (performance.hasNext())
    {
        printed << performance.next() << ";";
    }
    std::string text = printed.str();
    text.erase(std::remove(text.begin(), text.end(), ' '), text.end());
    std::vector<char> engineBuffer(car::Engine::encodedLength() + 2, 'x');
    car::Engine engine(engineBuffer.data(), 1, engineBuffer.size(), car::Engine::sbeSchemaVersion());
    engine.putManufacturerCode('A', 'B', 'C');
    std::cout << "Group elements " << text << " engine code=" << engine.getManufacturerCodeAsString();
    printBytes(" engine", engineBuffer, engineBuffer.size());
}

int main()
{
    std::vector<char> buffer(4096);
    std::uint64_t length = encodeCar(buffer);
    printBytes("Car", buffer, length);
    decodeCar(buffer, length);
    constructCar(buffer, length);
    printGroupElementsAndElementWiseSetter(buffer, length);

    length = encodeNewOrder(buffer);
    printBytes("NewOrder", buffer, length);
    decodeNewOrder(buffer, length);

    length = encodeTrades(buffer);
    printBytes("MarketDataIncrementalRefreshTrades", buffer, length);
    decodeTrades(buffer, length);

    length = encodeRefresh(buffer);
    printBytes("MarketDataIncrementalRefresh", buffer, length);
    decodeRefresh(buffer, length);

    length = encodeMassQuote(buffer);
    printBytes("MassQuote", buffer, length);
    decodeMassQuote(buffer, length);
    printReferenceConstants();
    return 0;
}
