// The C++ codec benchmarks: Car and MarketData (MarketDataIncrementalRefreshTrades, two trades), encode
// and decode, with sbetool's generated headers, the reference implementation's generated headers and
// protobuf C++. Before anything is measured, main checks every codec (see checkCodecs); a failed check
// prints what differed and exits 1 without running a benchmark. Benchmarks are named
// "<message>/<encode|decode>/<codec>", which benchmarks/run.sh's report reads.

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstring>
#include <string>

#include "protobuf_codecs.h"
#include "samples.h"
#include "sbe_codecs.h"
#include "sinks.h"


namespace bench
{

struct SbetoolCarTypes
{
    using Car = sbetool_car::Car;
    using MessageHeader = sbetool_car::MessageHeader;
    using BooleanType = sbetool_car::BooleanType;
    using Model = sbetool_car::Model;
};

struct ReferenceCarTypes
{
    using Car = reference_car::Car;
    using MessageHeader = reference_car::MessageHeader;
    using BooleanType = reference_car::BooleanType;
    using Model = reference_car::Model;
};

struct SbetoolTradesTypes
{
    using MarketDataIncrementalRefreshTrades = sbetool_fix::MarketDataIncrementalRefreshTrades;
    using MessageHeader = sbetool_fix::MessageHeader;
    using MatchEventIndicator = sbetool_fix::MatchEventIndicator;
    using MDUpdateAction = sbetool_fix::MDUpdateAction;
    using Side = sbetool_fix::Side;
};

struct ReferenceTradesTypes
{
    using MarketDataIncrementalRefreshTrades = reference_fix::MarketDataIncrementalRefreshTrades;
    using MessageHeader = reference_fix::MessageHeader;
    using MatchEventIndicator = reference_fix::MatchEventIndicator;
    using MDUpdateAction = reference_fix::MDUpdateAction;
    using Side = reference_fix::Side;
};

constexpr std::size_t BUFFER_SIZE = 1024;

/** A zeroed buffer whose address has escaped, so the compiler must assume anyone may read or write it. */
struct Buffer
{
    alignas(64) char bytes[BUFFER_SIZE] = {};

    Buffer()
    {
        char *escaped = bytes;
        benchmark::DoNotOptimize(escaped);
    }
};

template <typename Codec, typename Sample>
void encodeBenchmark(benchmark::State &state, Sample (*make)())
{
    Codec codec;
    Sample sample = make();
    const Sample *input = &sample;
    Buffer buffer;
    for (auto _ : state)
    {
        // The sample's address escapes, and the clobber says memory may have changed: every field is
        // read again on every iteration, and every byte written must really be written.
        benchmark::DoNotOptimize(input);
        std::size_t length = codec.encode(*input, buffer.bytes, BUFFER_SIZE);
        benchmark::DoNotOptimize(length);
        benchmark::ClobberMemory();
    }
}

template <typename Codec, typename Sample>
void decodeBenchmark(benchmark::State &state, Sample (*make)())
{
    Codec codec;
    Buffer buffer;
    const std::size_t length = Codec().encode(make(), buffer.bytes, BUFFER_SIZE);
    BlackholeSink sink;
    for (auto _ : state)
    {
        codec.decode(buffer.bytes, length, sink);
        benchmark::ClobberMemory();
    }
}

/** The setup checks: each prints what differed and returns false on failure. */
class Checks
{
public:
    template <typename Codec, typename Sample>
    bool roundTrip(const std::string &what, Sample (*make)(), std::string &bytes)
    {
        const Sample sample = make();
        Codec codec;
        Buffer first;
        const std::size_t length = codec.encode(sample, first.bytes, BUFFER_SIZE);
        Buffer second;
        const std::size_t again = codec.encode(sample, second.bytes, BUFFER_SIZE);
        if (length != again || std::memcmp(first.bytes, second.bytes, length) != 0)
        {
            return fail(what + ": encoding the same sample twice gave different bytes");
        }
        RecordingSink expected;
        report(sample, expected);
        RecordingSink decoded;
        codec.decode(first.bytes, length, decoded);
        for (std::size_t i = 0; i < expected.values.size() || i < decoded.values.size(); i++)
        {
            const std::string want = i < expected.values.size() ? expected.values[i] : "(nothing)";
            const std::string got = i < decoded.values.size() ? decoded.values[i] : "(nothing)";
            if (want != got)
            {
                return fail(what + ": value " + std::to_string(i) + " decoded as " + got + ", encoded " + want);
            }
        }
        bytes.assign(first.bytes, length);
        return true;
    }

    bool sameBytes(const std::string &what, const std::string &ours, const std::string &theirs)
    {
        for (std::size_t i = 0; i < ours.size() || i < theirs.size(); i++)
        {
            if (i >= ours.size() || i >= theirs.size() || ours[i] != theirs[i])
            {
                return fail(what + ": the reference's bytes differ from sbetool's at offset " + std::to_string(i) +
                    " (lengths " + std::to_string(theirs.size()) + " and " + std::to_string(ours.size()) + ")");
            }
        }
        return true;
    }

private:
    static bool fail(const std::string &message)
    {
        std::fprintf(stderr, "setup check failed: %s\n", message.c_str());
        return false;
    }
};

/** Every codec gives back every value it encoded, encodes the same bytes twice, and the reference's
    bytes equal sbetool's. */
bool checkCodecs()
{
    Checks checks;
    std::string sbetoolCar, referenceCar, protobufCar, sbetoolTrades, referenceTrades, protobufTrades;
    return checks.roundTrip<SbeCar<SbetoolCarTypes>>("Car, sbetool C++", makeCar, sbetoolCar) &&
        checks.roundTrip<SbeCar<ReferenceCarTypes>>("Car, reference C++", makeCar, referenceCar) &&
        checks.roundTrip<ProtobufCar>("Car, protobuf C++", makeCar, protobufCar) &&
        checks.sameBytes("Car", sbetoolCar, referenceCar) &&
        checks.roundTrip<SbeTrades<SbetoolTradesTypes>>("MarketData, sbetool C++", makeTrades, sbetoolTrades) &&
        checks.roundTrip<SbeTrades<ReferenceTradesTypes>>("MarketData, reference C++", makeTrades, referenceTrades) &&
        checks.roundTrip<ProtobufTrades>("MarketData, protobuf C++", makeTrades, protobufTrades) &&
        checks.sameBytes("MarketData", sbetoolTrades, referenceTrades);
}

template <typename Codec, typename Sample>
void registerBoth(const std::string &message, const std::string &codec, Sample (*make)())
{
    benchmark::RegisterBenchmark((message + "/encode/" + codec).c_str(), encodeBenchmark<Codec, Sample>, make);
    benchmark::RegisterBenchmark((message + "/decode/" + codec).c_str(), decodeBenchmark<Codec, Sample>, make);
}

void registerBenchmarks()
{
    registerBoth<SbeCar<SbetoolCarTypes>>("Car", "sbetool", makeCar);
    registerBoth<SbeCar<ReferenceCarTypes>>("Car", "reference", makeCar);
    registerBoth<ProtobufCar>("Car", "protobuf", makeCar);
    registerBoth<SbeTrades<SbetoolTradesTypes>>("MarketData", "sbetool", makeTrades);
    registerBoth<SbeTrades<ReferenceTradesTypes>>("MarketData", "reference", makeTrades);
    registerBoth<ProtobufTrades>("MarketData", "protobuf", makeTrades);
}

}

int main(int argc, char **argv)
{
    GOOGLE_PROTOBUF_VERIFY_VERSION;
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
    {
        return 2;
    }
    if (!bench::checkCodecs())
    {
        return 1;
    }
    std::fprintf(stderr, "setup checks passed: round trips of every codec, the reference's bytes equal sbetool's\n");
    bench::registerBenchmarks();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
