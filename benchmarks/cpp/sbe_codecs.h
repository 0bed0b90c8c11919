#pragma once
// Car and MarketDataIncrementalRefreshTrades through SBE C++ flyweights, sbetool's generated headers and
// the reference implementation's. Each message is one template for both: the two APIs are the same (sbetool
// names accessors as the reference does, "transactTime()" for the schema's "TransactTime"), so both are
// measured through exactly the same calls.
// Encoding fills a message from the plain struct; decoding reads every field into a sink.

#include <cstddef>
#include <cstdint>

#include "samples.h"

#include "reference_car/Car.h"
#include "reference_fix/MarketDataIncrementalRefreshTrades.h"
#include "sbetool_car/Car.h"
#include "sbetool_fix/MarketDataIncrementalRefreshTrades.h"

namespace bench
{

/** Types: a struct naming the generated Car, MessageHeader, BooleanType and Model. */
template <typename Types>
class SbeCar
{
public:
    std::size_t encode(const CarSample &sample, char *buffer, std::size_t capacity)
    {
        using BooleanType = typename Types::BooleanType;
        auto &car = m_encoder.wrapAndApplyHeader(buffer, 0, capacity)
            .serialNumber(sample.serialNumber)
            .modelYear(sample.modelYear)
            .available(sample.available ? BooleanType::T : BooleanType::F)
            .code(Types::Model::get(sample.code));
        for (std::size_t i = 0; i < sample.someNumbers.size(); i++)
        {
            car.someNumbers(i, sample.someNumbers[i]);
        }
        car.putVehicleCode(sample.vehicleCode);
        car.extras().clear().sunRoof(sample.sunRoof).sportsPack(sample.sportsPack).cruiseControl(sample.cruiseControl);
        car.engine().capacity(sample.engineCapacity).numCylinders(sample.engineNumCylinders)
            .putManufacturerCode(sample.engineManufacturerCode);
        auto &fuel = car.fuelFiguresCount(static_cast<std::uint16_t>(sample.fuelFigures.size()));
        for (const FuelFigure &figure : sample.fuelFigures)
        {
            fuel.next().speed(figure.speed).mpg(figure.mpg);
        }
        auto &performance = car.performanceFiguresCount(static_cast<std::uint16_t>(sample.performanceFigures.size()));
        for (const PerformanceFigure &figure : sample.performanceFigures)
        {
            auto &acceleration = performance.next().octaneRating(figure.octaneRating)
                .accelerationCount(static_cast<std::uint16_t>(figure.accelerations.size()));
            for (const Acceleration &value : figure.accelerations)
            {
                acceleration.next().mph(value.mph).seconds(value.seconds);
            }
        }
        car.putManufacturer(sample.manufacturer).putModel(sample.model);
        return Types::MessageHeader::encodedLength() + car.encodedLength();
    }

    template <typename Sink>
    void decode(char *buffer, std::size_t length, Sink &sink)
    {
        using Car = typename Types::Car;
        const typename Types::MessageHeader header(buffer, 0, length, 0);
        Car &car = m_decoder;
        car.wrapForDecode(buffer, Types::MessageHeader::encodedLength(), header.blockLength(), header.version(), length);
        sink.integer(car.serialNumber());
        sink.integer(car.modelYear());
        sink.integer(static_cast<std::int64_t>(car.available()));
        sink.integer(static_cast<std::int64_t>(car.code()));
        for (std::uint64_t i = 0; i < Car::someNumbersLength(); i++)
        {
            sink.integer(car.someNumbers(i));
        }
        sink.text(car.getVehicleCodeAsStringView());
        auto &extras = car.extras();
        sink.choice(extras.sunRoof());
        sink.choice(extras.sportsPack());
        sink.choice(extras.cruiseControl());
        auto &engine = car.engine();
        sink.integer(engine.capacity());
        sink.integer(engine.numCylinders());
        sink.text(engine.getManufacturerCodeAsStringView());
        auto &fuel = car.fuelFigures();
        sink.integer(static_cast<std::int64_t>(fuel.count()));
        while (fuel.hasNext())
        {
            fuel.next();
            sink.integer(fuel.speed());
            sink.real(fuel.mpg());
        }
        auto &performance = car.performanceFigures();
        sink.integer(static_cast<std::int64_t>(performance.count()));
        while (performance.hasNext())
        {
            performance.next();
            sink.integer(performance.octaneRating());
            auto &acceleration = performance.acceleration();
            sink.integer(static_cast<std::int64_t>(acceleration.count()));
            while (acceleration.hasNext())
            {
                acceleration.next();
                sink.integer(acceleration.mph());
                sink.real(acceleration.seconds());
            }
        }
        sink.text(car.getManufacturerAsStringView());
        sink.text(car.getModelAsStringView());
    }

private:
    typename Types::Car m_encoder;
    typename Types::Car m_decoder;
};

/** Types: a struct naming the generated MarketDataIncrementalRefreshTrades, MessageHeader, MatchEventIndicator,
    MDUpdateAction and Side. */
template <typename Types>
class SbeTrades
{
public:
    std::size_t encode(const TradesSample &sample, char *buffer, std::size_t capacity)
    {
        auto &message = m_encoder.wrapAndApplyHeader(buffer, 0, capacity)
            .transactTime(sample.transactTime)
            .eventTimeDelta(sample.eventTimeDelta)
            .matchEventIndicator(Types::MatchEventIndicator::get(sample.matchEventIndicator));
        auto &group = message.mdIncGrpCount(static_cast<std::uint16_t>(sample.trades.size()));
        for (const Trade &trade : sample.trades)
        {
            group.next().tradeId(trade.tradeId).securityId(trade.securityId);
            group.mdEntryPx().mantissa(trade.priceMantissa);
            group.mdEntrySize().mantissa(trade.sizeMantissa);
            group.numberOfOrders(trade.numberOfOrders)
                .mdUpdateAction(Types::MDUpdateAction::get(trade.mdUpdateAction))
                .rptSeq(trade.rptSeq)
                .aggressorSide(Types::Side::get(trade.aggressorSide));
        }
        return Types::MessageHeader::encodedLength() + message.encodedLength();
    }

    template <typename Sink>
    void decode(char *buffer, std::size_t length, Sink &sink)
    {
        const typename Types::MessageHeader header(buffer, 0, length, 0);
        auto &message = m_decoder;
        message.wrapForDecode(
            buffer, Types::MessageHeader::encodedLength(), header.blockLength(), header.version(), length);
        sink.integer(static_cast<std::int64_t>(message.transactTime()));
        sink.integer(message.eventTimeDelta());
        sink.integer(static_cast<std::int64_t>(message.matchEventIndicator()));
        auto &trades = message.mdIncGrp();
        sink.integer(static_cast<std::int64_t>(trades.count()));
        while (trades.hasNext())
        {
            trades.next();
            sink.integer(static_cast<std::int64_t>(trades.tradeId()));
            sink.integer(static_cast<std::int64_t>(trades.securityId()));
            sink.integer(trades.mdEntryPx().mantissa());
            sink.integer(trades.mdEntrySize().mantissa());
            sink.integer(trades.numberOfOrders());
            sink.integer(static_cast<std::int64_t>(trades.mdUpdateAction()));
            sink.integer(trades.rptSeq());
            sink.integer(static_cast<std::int64_t>(trades.aggressorSide()));
        }
    }

private:
    typename Types::MarketDataIncrementalRefreshTrades m_encoder;
    typename Types::MarketDataIncrementalRefreshTrades m_decoder;
};

}
