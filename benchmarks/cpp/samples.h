#pragma once
// The plain structs every codec encodes from: the same values as the Java CarSample and TradesSample.
// They are built in samples.cpp, another translation unit, and every benchmark passes them through
// benchmark::DoNotOptimize, so the compiler cannot fold the values into the encoders.

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace bench
{

struct FuelFigure
{
    std::uint16_t speed;
    float mpg;
};

struct Acceleration
{
    std::uint16_t mph;
    float seconds;
};

struct PerformanceFigure
{
    std::uint8_t octaneRating;
    std::vector<Acceleration> accelerations;
};

/** car.xml's Car: enums and the set hold their SBE wire values. */
struct CarSample
{
    std::uint32_t serialNumber;
    std::uint16_t modelYear;
    bool available;
    char code;   // Model: 'A', 'B' or 'C'
    std::array<std::uint32_t, 5> someNumbers;
    std::string vehicleCode;
    bool sunRoof;
    bool sportsPack;
    bool cruiseControl;
    std::uint16_t engineCapacity;
    std::uint8_t engineNumCylinders;
    std::string engineManufacturerCode;
    std::vector<FuelFigure> fuelFigures;
    std::vector<PerformanceFigure> performanceFigures;
    std::string manufacturer;
    std::string model;
};

struct Trade
{
    std::uint64_t tradeId;
    std::uint64_t securityId;
    std::int64_t priceMantissa;
    std::int32_t sizeMantissa;
    std::uint16_t numberOfOrders;
    std::uint8_t mdUpdateAction;   // MDUpdateAction: NEW is 0
    std::uint8_t rptSeq;
    char aggressorSide;            // Side: BUY is '1'
};

/** fix-message-samples.xml's MarketDataIncrementalRefreshTrades with two trades. */
struct TradesSample
{
    std::uint64_t transactTime;
    std::uint16_t eventTimeDelta;
    char matchEventIndicator;   // '0' to '3'
    std::vector<Trade> trades;
};

CarSample makeCar();
TradesSample makeTrades();

}
