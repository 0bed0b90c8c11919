// Encodes and decodes car.xml's message N times (argv[1]) through sbetool's C++ codecs, for
// benchmarks/access-order-cost.sh: built with and without the access-order checks' macro, run under callgrind.
#include "bench_car/Car.h"
#include <cstdint>
#include <cstdlib>
#include <iostream>
using bench_car::Car;
static char buffer[1024];
static std::uint64_t encode(Car &car, const std::uint64_t i)
{
    car.wrapForEncode(buffer, 0, sizeof(buffer)).serialNumber(static_cast<std::uint32_t>(i)).modelYear(static_cast<std::uint16_t>(2024)).available(bench_car::BooleanType::T)
        .code(bench_car::Model::A).putVehicleCode("abcdef");
    for (std::uint64_t n = 0; n < Car::someNumbersLength(); n++)
    {
        car.someNumbers(n, static_cast<std::int32_t>(n + i));
    }
    car.extras().clear().cruiseControl(true);
    car.engine().capacity(2000).numCylinders(4).putManufacturerCode("123");
    auto &fuel = car.fuelFiguresCount(3);
    for (int n = 0; n < 3; n++)
    {
        fuel.next().speed(static_cast<std::uint16_t>(30 + n)).mpg(35.5f);
    }
    auto &performance = car.performanceFiguresCount(2);
    for (int n = 0; n < 2; n++)
    {
        auto &acceleration = performance.next().octaneRating(95).accelerationCount(3);
        for (int k = 0; k < 3; k++)
        {
            acceleration.next().mph(static_cast<std::uint16_t>(30 * (k + 1))).seconds(4.0f);
        }
    }
    car.putManufacturer("Honda").putModel("Civic VTi");
    return car.encodedLength();
}
static std::uint64_t decode(Car &car)
{
    car.wrapForDecode(buffer, 0, Car::sbeBlockLength(), Car::sbeSchemaVersion(), sizeof(buffer));
    std::uint64_t sum = car.serialNumber() + car.modelYear() + car.getVehicleCodeAsStringView().size();
    for (std::uint64_t n = 0; n < Car::someNumbersLength(); n++)
    {
        sum += static_cast<std::uint64_t>(car.someNumbers(n));
    }
    sum += car.engine().capacity();
    auto &fuel = car.fuelFigures();
    while (fuel.hasNext())
    {
        sum += fuel.next().speed();
    }
    auto &performance = car.performanceFigures();
    while (performance.hasNext())
    {
        auto &acceleration = performance.next().acceleration();
        while (acceleration.hasNext())
        {
            sum += acceleration.next().mph();
        }
    }
    sum += car.getManufacturerAsStringView().size() + car.getModelAsStringView().size();
    return sum;
}
int main(int argc, char **argv)
{
    const std::uint64_t rounds = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1;
    Car encoder;
    Car decoder;
    std::uint64_t sum = 0;
    for (std::uint64_t i = 0; i < rounds; i++)
    {
        sum += encode(encoder, i);
        sum += decode(decoder);
    }
    std::cout << sum << "\n";
}
