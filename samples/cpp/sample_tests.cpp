// Tests of the C++ samples: the Car example's bytes read back, and the sample captures decode to the
// values docs/decode.md shows for them.
#include "car_sample.h"
#include "market_data_sample.h"
#include "read_file.h"

#include <gtest/gtest.h>

#include <sstream>

TEST(CarSample, encodesACarThatDecodesToTheSameValues)
{
    std::vector<char> buffer(256);
    const std::uint64_t length = car_sample::encode(buffer.data(), buffer.size());
    car_sample::MessageHeader header(buffer.data(), 0, length, 0);
    EXPECT_EQ(car_sample::Car::sbeTemplateId(), header.templateId());
    car_sample::Car car;
    car.wrapForDecode(buffer.data(), car_sample::MessageHeader::encodedLength(), header.blockLength(), header.version(), length);
    EXPECT_EQ(1234u, car.serialNumber());
    EXPECT_EQ("abcdef", car.getVehicleCodeAsString());
    auto &figures = car.fuelFigures();
    EXPECT_EQ(2u, figures.count());
    EXPECT_EQ(55u, figures.next().next().speed());
    EXPECT_EQ(0u, car.performanceFigures().count());
    EXPECT_EQ("Honda", car.getManufacturerAsString());
    EXPECT_EQ("Civic VTi", car.getModelAsString());
    EXPECT_EQ(length, car_sample::MessageHeader::encodedLength() + car.encodedLength());
}

TEST(CarSample, decodesTheThreeCarsOfTheSofhCapture)
{
    std::vector<char> file = samples::readFile(CAPTURES_DIR "/car.sofh");
    std::vector<std::uint64_t> offsets;
    std::vector<std::uint32_t> serials;
    std::vector<std::string> models;
    car_sample::forEachSofhCar(file, [&](car_sample::Car &car, const std::uint64_t offset)
    {
        offsets.push_back(offset);
        serials.push_back(car.serialNumber());
        // Each message fills its frame exactly: what skip() reads is what the frame holds.
        EXPECT_EQ(car.bufferLength(), car.offset() + car.decodeLength());
        auto &fuelFigures = car.fuelFigures();
        while (fuelFigures.hasNext())
        {
            fuelFigures.next();
        }
        for (auto &performance : car.performanceFigures())
        {
            performance.skip();
        }
        car.skipManufacturer();
        models.push_back(std::to_string(car.modelYear()) + " " + car.getModelAsString());
    });
    EXPECT_EQ((std::vector<std::uint64_t>{6, 155, 258}), offsets);
    EXPECT_EQ((std::vector<std::uint32_t>{1234, 1235, 1236}), serials);
    EXPECT_EQ((std::vector<std::string>{"2013 Civic VTi", "2019 Jazz", "2024 ID.3 Pro S"}), models);
}

TEST(CarSample, printsTheFirstCapturedCarAsTheReadmeShows)
{
    std::vector<char> file = samples::readFile(CAPTURES_DIR "/car.sofh");
    std::string first;
    car_sample::forEachSofhCar(file, [&](car_sample::Car &car, std::uint64_t)
    {
        if (first.empty())
        {
            std::ostringstream json;
            json << car;
            first = json.str();
        }
    });
    EXPECT_EQ("{\"serialNumber\":1234,\"modelYear\":2013,\"available\":\"T\",\"code\":\"A\",\"someNumbers\":[0,1,2,3,4],"
        "\"vehicleCode\":\"abcdef\",\"extras\":[\"sunRoof\",\"cruiseControl\"],"
        "\"engine\":{\"capacity\":2000,\"numCylinders\":4,\"maxRpm\":9000,\"manufacturerCode\":\"123\",\"fuel\":\"Petrol\"},"
        "\"fuelFigures\":[{\"speed\":30,\"mpg\":35.9},{\"speed\":55,\"mpg\":49},{\"speed\":75,\"mpg\":40}],"
        "\"performanceFigures\":[{\"octaneRating\":95,\"acceleration\":[{\"mph\":30,\"seconds\":4},{\"mph\":60,\"seconds\":7.5},"
        "{\"mph\":100,\"seconds\":12.2}]},{\"octaneRating\":99,\"acceleration\":[{\"mph\":30,\"seconds\":3.8},"
        "{\"mph\":60,\"seconds\":7.1},{\"mph\":100,\"seconds\":11.8}]}],\"manufacturer\":\"Honda\",\"model\":\"Civic VTi\"}",
        first);
}

TEST(MarketDataSample, decodesTheTradesOfThePcapCapture)
{
    std::vector<char> pcap = samples::readFile(CAPTURES_DIR "/market-data.pcap");
    std::vector<std::uint64_t> offsets;
    std::vector<std::uint64_t> tradeIds;
    market_data_sample::forEachTrades(pcap, [&](market_data_sample::MarketDataIncrementalRefreshTrades &trades,
        const std::uint64_t offset)
    {
        offsets.push_back(offset);
        for (auto &entry : trades.mdIncGrp())
        {
            tradeIds.push_back(entry.tradeId());
        }
    });
    EXPECT_EQ((std::vector<std::uint64_t>{96, 290, 348, 509}), offsets);
    ASSERT_FALSE(tradeIds.empty());
    EXPECT_EQ(900001u, tradeIds.front());
    EXPECT_EQ(900007u, tradeIds.back());
}
