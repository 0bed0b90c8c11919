// The Car sample's encoding and decoding, shared by car_example and the tests.
#pragma once

#include "samples_car/Car.h"
#include "samples_car/MessageHeader.h"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace car_sample
{

using samples::car::BooleanType;
using samples::car::Car;
using samples::car::MessageHeader;
using samples::car::Model;

/** Encodes one Car after its message header; returns the bytes written. */
inline std::uint64_t encode(char *buffer, const std::uint64_t bufferLength)
{
    Car car;
    car.wrapAndApplyHeader(buffer, 0, bufferLength)
        .serialNumber(1234)
        .modelYear(2013)
        .available(BooleanType::T)
        .code(Model::A)
        .putVehicleCode("abcdef");
    for (std::uint64_t i = 0; i < Car::someNumbersLength(); i++)
    {
        car.someNumbers(i, static_cast<std::int32_t>(i));
    }
    car.extras().clear().cruiseControl(true).sportsPack(true);
    car.engine().capacity(2000).numCylinders(4).putManufacturerCode("123");
    car.fuelFiguresCount(2).next().speed(30).mpg(35.9f).next().speed(55).mpg(49.0f);
    car.performanceFiguresCount(0);
    car.putManufacturer("Honda").putModel("Civic VTi");
    return MessageHeader::encodedLength() + car.encodedLength();
}

/**
 * Calls onCar for each Car in a file of messages framed by the Simple Open Framing Header: a 4-byte
 * big-endian length that counts the 6-byte header, then a 2-byte big-endian encoding type.
 */
template<class OnCar> void forEachSofhCar(std::vector<char> &file, OnCar &&onCar)
{
    const std::uint64_t sofhLength = 6;
    std::uint64_t frame = 0;
    while (frame + sofhLength <= file.size())
    {
        const std::uint32_t length = sbetool::loadBig<std::uint32_t>(file.data() + frame);
        if (length < sofhLength || frame + length > file.size())
        {
            throw std::runtime_error("bad SOFH length " + std::to_string(length) + " at offset " + std::to_string(frame));
        }
        const std::uint64_t end = frame + length;
        const std::uint64_t headerOffset = frame + sofhLength;
        MessageHeader header(file.data(), headerOffset, end, 0);
        Car car;
        car.wrapForDecode(file.data(), headerOffset + MessageHeader::encodedLength(), header.blockLength(),
            header.version(), end);
        onCar(car, headerOffset);
        frame = end;
    }
}

}
