#pragma once
// Where decoders put what they read. A decoder is a template over its sink: the benchmarks hand every
// value to benchmark::DoNotOptimize (BlackholeSink), the setup checks record them as text to compare
// (RecordingSink). Expected values come from the same report functions the Java side has.

#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "samples.h"

namespace bench
{

struct BlackholeSink
{
    void integer(std::int64_t value) { benchmark::DoNotOptimize(value); }
    void real(float value) { benchmark::DoNotOptimize(value); }
    void choice(bool value) { benchmark::DoNotOptimize(value); }
    void text(std::string_view value)
    {
        const char *data = value.data();
        std::size_t size = value.size();
        benchmark::DoNotOptimize(data);
        benchmark::DoNotOptimize(size);
    }
};

struct RecordingSink
{
    std::vector<std::string> values;

    void integer(std::int64_t value) { values.push_back(std::to_string(value)); }
    void real(float value) { values.push_back(std::to_string(value)); }
    void choice(bool value) { values.push_back(value ? "true" : "false"); }
    void text(std::string_view value) { values.push_back("\"" + std::string(value) + "\""); }
};

/** Every field of a Car in schema order, as a decoder must report it; constants are not on the wire. */
template <typename Sink>
void report(const CarSample &car, Sink &sink)
{
    sink.integer(car.serialNumber);
    sink.integer(car.modelYear);
    sink.integer(car.available ? 1 : 0);
    sink.integer(car.code);
    for (std::uint32_t number : car.someNumbers)
    {
        sink.integer(number);
    }
    sink.text(car.vehicleCode);
    sink.choice(car.sunRoof);
    sink.choice(car.sportsPack);
    sink.choice(car.cruiseControl);
    sink.integer(car.engineCapacity);
    sink.integer(car.engineNumCylinders);
    sink.text(car.engineManufacturerCode);
    sink.integer(static_cast<std::int64_t>(car.fuelFigures.size()));
    for (const FuelFigure &fuel : car.fuelFigures)
    {
        sink.integer(fuel.speed);
        sink.real(fuel.mpg);
    }
    sink.integer(static_cast<std::int64_t>(car.performanceFigures.size()));
    for (const PerformanceFigure &performance : car.performanceFigures)
    {
        sink.integer(performance.octaneRating);
        sink.integer(static_cast<std::int64_t>(performance.accelerations.size()));
        for (const Acceleration &acceleration : performance.accelerations)
        {
            sink.integer(acceleration.mph);
            sink.real(acceleration.seconds);
        }
    }
    sink.text(car.manufacturer);
    sink.text(car.model);
}

/** Every field of the trades message in schema order; the constants (exponents, MdEntryType) are not on the wire. */
template <typename Sink>
void report(const TradesSample &sample, Sink &sink)
{
    sink.integer(static_cast<std::int64_t>(sample.transactTime));
    sink.integer(sample.eventTimeDelta);
    sink.integer(sample.matchEventIndicator);
    sink.integer(static_cast<std::int64_t>(sample.trades.size()));
    for (const Trade &trade : sample.trades)
    {
        sink.integer(static_cast<std::int64_t>(trade.tradeId));
        sink.integer(static_cast<std::int64_t>(trade.securityId));
        sink.integer(trade.priceMantissa);
        sink.integer(trade.sizeMantissa);
        sink.integer(trade.numberOfOrders);
        sink.integer(trade.mdUpdateAction);
        sink.integer(trade.rptSeq);
        sink.integer(trade.aggressorSide);
    }
}

}
