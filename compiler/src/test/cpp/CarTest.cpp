// The Car example written the way users of the SBE C++ flyweights write it: these calls must compile
// and behave against sbetool's generated code unchanged.
#include "uk_co_real_logic_sbe_benchmarks/Car.h"
#include "uk_co_real_logic_sbe_benchmarks/MessageHeader.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

using namespace uk::co::real_logic::sbe::benchmarks;

namespace
{

std::uint64_t encodeCar(char *buffer, const std::uint64_t bufferLength)
{
    Car car;
    car.wrapAndApplyHeader(buffer, 0, bufferLength)
        .serialNumber(1234)
        .modelYear(2013)
        .available(BooleanType::T)
        .code(Model::A)
        .putVehicleCode("abcdef");
    for (std::uint64_t i = 0, size = Car::someNumbersLength(); i < size; i++)
    {
        car.someNumbers(i, static_cast<std::int32_t>(i));
    }
    car.extras().clear().cruiseControl(true).sportsPack(true).sunRoof(false);
    car.engine().capacity(2000).numCylinders(4).putManufacturerCode("123");
    Car::FuelFigures &fuelFigures = car.fuelFiguresCount(3);
    fuelFigures.next().speed(30).mpg(35.9f);
    fuelFigures.next().speed(55).mpg(49.0f);
    fuelFigures.next().speed(75).mpg(40.0f);
    Car::PerformanceFigures &performanceFigures = car.performanceFiguresCount(2);
    performanceFigures.next().octaneRating(95);
    performanceFigures.accelerationCount(3).next().mph(30).seconds(4.0f).next().mph(60).seconds(7.5f).next().mph(100).seconds(12.2f);
    performanceFigures.next().octaneRating(99);
    performanceFigures.accelerationCount(1).next().mph(30).seconds(3.8f);
    car.putManufacturer("Honda", 5);
    car.putModel(std::string("Civic VTi"));
    return MessageHeader::encodedLength() + car.encodedLength();
}

}

TEST(Car, staticIdentityMatchesTheSchema)
{
    static_assert(Car::sbeBlockLength() == 41, "blockLength");
    static_assert(Car::sbeTemplateId() == 1, "templateId");
    static_assert(Car::sbeSchemaId() == 1, "schemaId");
    static_assert(Car::sbeSchemaVersion() == 1, "version");
    static_assert(MessageHeader::encodedLength() == 8, "header length");
    static_assert(Car::FuelFigures::sbeHeaderSize() == 4, "group header");
    static_assert(Car::FuelFigures::sbeBlockLength() == 6, "group block");
    static_assert(Car::vehicleCodeLength() == 6, "vehicle code");
    static_assert(Car::manufacturerHeaderLength() == 4, "var data header");
    static_assert(Engine::maxRpm() == 9000, "constant");
    EXPECT_STREQ("5.2", Car::sbeSemanticVersion());
    EXPECT_STREQ("", Car::sbeSemanticType());
    EXPECT_EQ(1, Car::serialNumberId());
    EXPECT_EQ(0u, Car::serialNumberSinceVersion());
    EXPECT_EQ(4u, Car::serialNumberEncodingLength());
    EXPECT_EQ(UINT32_MAX, Car::serialNumberNullValue());
    EXPECT_EQ(0u, Car::serialNumberMinValue());
    EXPECT_EQ(UINT32_MAX - 1, Car::serialNumberMaxValue());
    EXPECT_STREQ("required", Car::serialNumberMetaAttribute(Car::MetaAttribute::PRESENCE));
    EXPECT_STREQ("Petrol", std::string(Engine::fuel(), Engine::fuelLength()).c_str());
}

TEST(Car, decodesWhatItEncoded)
{
    std::vector<char> buffer(256);
    const std::uint64_t length = encodeCar(buffer.data(), buffer.size());
    EXPECT_EQ(131u, length);

    MessageHeader header(buffer.data(), 0, buffer.size(), 0);
    EXPECT_EQ(Car::sbeTemplateId(), header.templateId());
    Car car;
    car.wrapForDecode(buffer.data(), MessageHeader::encodedLength(), header.blockLength(), header.version(), buffer.size());
    EXPECT_EQ(1234u, car.serialNumber());
    EXPECT_EQ(2013u, car.modelYear());
    EXPECT_EQ(BooleanType::T, car.available());
    EXPECT_EQ(Model::A, car.code());
    EXPECT_EQ(4, car.someNumbers(4));
    EXPECT_EQ(std::string("abcdef"), std::string(car.vehicleCode(), Car::vehicleCodeLength()));
    EXPECT_EQ("abcdef", car.getVehicleCodeAsString());
    char code[6];
    EXPECT_EQ(6u, car.getVehicleCode(code, sizeof(code)));
    EXPECT_TRUE(car.extras().cruiseControl());
    EXPECT_TRUE(car.extras().sportsPack());
    EXPECT_FALSE(car.extras().sunRoof());
    EXPECT_EQ(2000u, car.engine().capacity());
    EXPECT_EQ(4u, car.engine().numCylinders());
    EXPECT_EQ("123", car.engine().getManufacturerCodeAsString());

    std::vector<std::uint16_t> speeds;
    car.fuelFigures().forEach([&](Car::FuelFigures &figures) { speeds.push_back(figures.speed()); });
    EXPECT_EQ((std::vector<std::uint16_t>{30, 55, 75}), speeds);

    float seconds = 0;
    for (auto &performance : car.performanceFigures())
    {
        Car::PerformanceFigures::Acceleration &acceleration = performance.acceleration();
        while (acceleration.hasNext())
        {
            seconds += acceleration.next().seconds();
        }
    }
    EXPECT_FLOAT_EQ(4.0f + 7.5f + 12.2f + 3.8f, seconds);
    EXPECT_EQ(5u, car.manufacturerLength());
    EXPECT_EQ("Honda", std::string(car.manufacturer(), 5));
    EXPECT_EQ("Civic VTi", car.getModelAsStringView());
    EXPECT_EQ(length - MessageHeader::encodedLength(), car.encodedLength());
    EXPECT_EQ(car.encodedLength(), car.decodeLength());
}

TEST(Car, printsAsJson)
{
    std::vector<char> buffer(256);
    encodeCar(buffer.data(), buffer.size());
    Car car;
    car.wrapForDecode(buffer.data(), MessageHeader::encodedLength(), Car::sbeBlockLength(), Car::sbeSchemaVersion(), buffer.size());
    std::ostringstream json;
    json << car;
    EXPECT_EQ(
        "{\"serialNumber\":1234,\"modelYear\":2013,\"available\":\"T\",\"code\":\"A\",\"someNumbers\":[0,1,2,3,4],"
        "\"vehicleCode\":\"abcdef\",\"extras\":[\"sportsPack\",\"cruiseControl\"],"
        "\"engine\":{\"capacity\":2000,\"numCylinders\":4,\"maxRpm\":9000,\"manufacturerCode\":\"123\",\"fuel\":\"Petrol\"},"
        "\"fuelFigures\":[{\"speed\":30,\"mpg\":35.9},{\"speed\":55,\"mpg\":49},{\"speed\":75,\"mpg\":40}],"
        "\"performanceFigures\":[{\"octaneRating\":95,\"acceleration\":[{\"mph\":30,\"seconds\":4},{\"mph\":60,\"seconds\":7.5},"
        "{\"mph\":100,\"seconds\":12.2}]},{\"octaneRating\":99,\"acceleration\":[{\"mph\":30,\"seconds\":3.8}]}],"
        "\"manufacturer\":\"Honda\",\"model\":\"Civic VTi\"}",
        json.str());
}

TEST(Car, encodingAllocatesNothing)
{
    // A message is a handful of pointers and lengths on the stack: no member owns heap memory.
    static_assert(std::is_trivially_copyable<Car>::value, "Car holds no owning members");
    static_assert(std::is_trivially_destructible<Car>::value, "Car frees nothing");
}
