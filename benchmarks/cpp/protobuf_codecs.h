#pragma once
// Car and MarketDataIncrementalRefreshTrades through protobuf C++'s code for car.proto and
// fix-messages.proto (testdata/bench). Encoding clears a reused message, fills it from the plain
// struct and serialises it into the caller's buffer; decoding parses into a reused message and reads
// every field through its getters. Reuse is protobuf's own advice: Clear keeps the nested messages
// and strings allocated, so neither side allocates once warm. The schema's constants (maxRpm, fuel,
// the exponents, MdEntryType) are optional fields with those defaults there, left unset and unread
// as SBE leaves them off the wire.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "car.pb.h"
#include "fix-messages.pb.h"
#include "samples.h"

namespace bench
{

namespace pb = uk::co::real_logic::protobuf::examples;

/** A failed serialise or parse of our own message is a broken benchmark: say so and stop. */
[[noreturn]] inline void protobufFailed(const char *what)
{
    std::fprintf(stderr, "protobuf C++: %s failed\n", what);
    std::abort();
}

class ProtobufCar
{
public:
    std::size_t encode(const CarSample &sample, char *buffer, std::size_t capacity)
    {
        pb::Car &car = m_encoder;
        car.Clear();
        car.set_serialnumber(sample.serialNumber);
        car.set_modelyear(sample.modelYear);
        car.set_available(sample.available);
        car.set_code(static_cast<pb::Car_Model>(sample.code - 'A'));
        for (std::uint32_t number : sample.someNumbers)
        {
            car.add_somenumbers(static_cast<std::int32_t>(number));
        }
        car.set_vehiclecode(sample.vehicleCode);
        if (sample.sunRoof)
        {
            car.add_optionalextras(pb::Car_Extras_SUN_ROOF);
        }
        if (sample.sportsPack)
        {
            car.add_optionalextras(pb::Car_Extras_SPORTS_PACK);
        }
        if (sample.cruiseControl)
        {
            car.add_optionalextras(pb::Car_Extras_CRUISE_CONTROL);
        }
        pb::Engine *engine = car.mutable_engine();
        engine->set_capacity(sample.engineCapacity);
        engine->set_numcylinders(sample.engineNumCylinders);
        engine->set_manufacturercode(sample.engineManufacturerCode);
        for (const FuelFigure &figure : sample.fuelFigures)
        {
            pb::FuelFigures *fuel = car.add_fuelfigures();
            fuel->set_speed(figure.speed);
            fuel->set_mpg(figure.mpg);
        }
        for (const PerformanceFigure &figure : sample.performanceFigures)
        {
            pb::PerformanceFigures *performance = car.add_performance();
            performance->set_octanerating(figure.octaneRating);
            for (const Acceleration &value : figure.accelerations)
            {
                pb::Acceleration *acceleration = performance->add_acceleration();
                acceleration->set_mph(value.mph);
                acceleration->set_seconds(value.seconds);
            }
        }
        car.set_make(sample.manufacturer);
        car.set_model(sample.model);
        if (!car.SerializeToArray(buffer, static_cast<int>(capacity)))
        {
            protobufFailed("SerializeToArray of Car");
        }
        return static_cast<std::size_t>(car.GetCachedSize());
    }

    template <typename Sink>
    void decode(const char *buffer, std::size_t length, Sink &sink)
    {
        pb::Car &car = m_decoder;
        if (!car.ParseFromArray(buffer, static_cast<int>(length)))
        {
            protobufFailed("ParseFromArray of Car");
        }
        sink.integer(car.serialnumber());
        sink.integer(car.modelyear());
        sink.integer(car.available() ? 1 : 0);
        sink.integer('A' + car.code());
        for (int i = 0, n = car.somenumbers_size(); i < n; i++)
        {
            sink.integer(static_cast<std::uint32_t>(car.somenumbers(i)));
        }
        sink.text(car.vehiclecode());
        reportExtras(car, sink);
        const pb::Engine &engine = car.engine();
        sink.integer(engine.capacity());
        sink.integer(engine.numcylinders());
        sink.text(engine.manufacturercode());
        sink.integer(car.fuelfigures_size());
        for (const pb::FuelFigures &fuel : car.fuelfigures())
        {
            sink.integer(fuel.speed());
            sink.real(fuel.mpg());
        }
        sink.integer(car.performance_size());
        for (const pb::PerformanceFigures &performance : car.performance())
        {
            sink.integer(performance.octanerating());
            sink.integer(performance.acceleration_size());
            for (const pb::Acceleration &acceleration : performance.acceleration())
            {
                sink.integer(acceleration.mph());
                sink.real(acceleration.seconds());
            }
        }
        sink.text(car.make());
        sink.text(car.model());
    }

private:
    /** The set as SBE has it, one flag per choice, from protobuf's list of the choices present. */
    template <typename Sink>
    static void reportExtras(const pb::Car &car, Sink &sink)
    {
        bool sunRoof = false;
        bool sportsPack = false;
        bool cruiseControl = false;
        for (int i = 0, n = car.optionalextras_size(); i < n; i++)
        {
            switch (car.optionalextras(i))
            {
                case pb::Car_Extras_SUN_ROOF: sunRoof = true; break;
                case pb::Car_Extras_SPORTS_PACK: sportsPack = true; break;
                case pb::Car_Extras_CRUISE_CONTROL: cruiseControl = true; break;
            }
        }
        sink.choice(sunRoof);
        sink.choice(sportsPack);
        sink.choice(cruiseControl);
    }

    pb::Car m_encoder;
    pb::Car m_decoder;
};

class ProtobufTrades
{
public:
    std::size_t encode(const TradesSample &sample, char *buffer, std::size_t capacity)
    {
        pb::MarketDataIncrementalRefreshTrades &message = m_encoder;
        message.Clear();
        message.set_transacttime(sample.transactTime);
        message.set_eventtimedelta(sample.eventTimeDelta);
        message.set_matcheventindicator(
            static_cast<pb::MarketDataIncrementalRefreshTrades_MatchEventIndicator>(sample.matchEventIndicator - '0'));
        for (const Trade &trade : sample.trades)
        {
            pb::MdIncGrp *entry = message.add_mdincgroup();
            entry->set_tradeid(trade.tradeId);
            entry->set_securityid(trade.securityId);
            entry->mutable_mdentrypx()->set_mantissa(trade.priceMantissa);
            entry->mutable_mdentrysize()->set_mantissa(trade.sizeMantissa);
            entry->set_numberoforders(trade.numberOfOrders);
            entry->set_mdupdateaction(static_cast<pb::MdIncGrp_MdUpdateAction>(trade.mdUpdateAction));
            entry->set_repseq(trade.rptSeq);
            entry->set_aggressorside(static_cast<pb::MdIncGrp_Side>(trade.aggressorSide - '0'));
        }
        if (!message.SerializeToArray(buffer, static_cast<int>(capacity)))
        {
            protobufFailed("SerializeToArray of MarketDataIncrementalRefreshTrades");
        }
        return static_cast<std::size_t>(message.GetCachedSize());
    }

    template <typename Sink>
    void decode(const char *buffer, std::size_t length, Sink &sink)
    {
        pb::MarketDataIncrementalRefreshTrades &message = m_decoder;
        if (!message.ParseFromArray(buffer, static_cast<int>(length)))
        {
            protobufFailed("ParseFromArray of MarketDataIncrementalRefreshTrades");
        }
        sink.integer(static_cast<std::int64_t>(message.transacttime()));
        sink.integer(message.eventtimedelta());
        sink.integer('0' + message.matcheventindicator());
        sink.integer(message.mdincgroup_size());
        for (const pb::MdIncGrp &trade : message.mdincgroup())
        {
            sink.integer(static_cast<std::int64_t>(trade.tradeid()));
            sink.integer(static_cast<std::int64_t>(trade.securityid()));
            sink.integer(trade.mdentrypx().mantissa());
            sink.integer(trade.mdentrysize().mantissa());
            sink.integer(trade.numberoforders());
            sink.integer(trade.mdupdateaction());
            sink.integer(trade.repseq());
            sink.integer('0' + trade.aggressorside());
        }
    }

private:
    pb::MarketDataIncrementalRefreshTrades m_encoder;
    pb::MarketDataIncrementalRefreshTrades m_decoder;
};

}
