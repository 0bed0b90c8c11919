// A program written against the reference SBE implementation's generated C++ DTOs (sbe.cpp.generate.dtos) for
// schemas/car.xml and schemas/fix-message-samples.xml, using the members CppDropInApiTest found missing from
// sbetool's: a var data's text changed in place through its non-const getter, and a group DTO's constant
// enum member. CppReferenceDtoTest builds it unchanged against the reference's headers and against sbetool's
// (--cpp-dtos); both must print the same.
#include "uk_co_real_logic_sbe_benchmarks/Car.h"
#include "uk_co_real_logic_sbe_benchmarks/CarDto.h"
#include "uk_co_real_logic_sbe_benchmarks_fix/MarketDataIncrementalRefreshTradesDto.h"

#include <iostream>
#include <string>
#include <vector>

namespace car = uk::co::real_logic::sbe::benchmarks;
namespace fix = uk::co::real_logic::sbe::benchmarks::fix;

int main()
{
    std::vector<char> buffer(1024);
    car::CarDto dto;
    dto.serialNumber(1234);
    dto.someNumbers(std::vector<std::int32_t>{1, 2, 3, 4, 5});
    // every member set: the reference's DTOs leave bools and enums uninitialised
    dto.available(car::BooleanType::Value::T);
    dto.code(car::Model::Value::A);
    dto.extras().cruiseControl(true);
    dto.extras().sportsPack(false);
    dto.extras().sunRoof(false);
    dto.engine().capacity(2000);
    dto.engine().numCylinders(4);
    dto.model("Civic");
    dto.model().append(" VTi");
    dto.manufacturer("Hond");
    dto.manufacturer() += 'a';

    car::Car encoder;
    encoder.wrapForEncode(buffer.data(), 0, buffer.size());
    car::CarDto::encodeWith(encoder, dto);
    car::Car decoder;
    decoder.wrapForDecode(buffer.data(), 0, car::Car::sbeBlockLength(), car::Car::sbeSchemaVersion(), buffer.size());
    car::CarDto decoded;
    car::CarDto::decodeWith(decoder, decoded);
    std::cout << "serialNumber=" << decoded.serialNumber() << " manufacturer=" << decoded.manufacturer()
              << " model=" << decoded.model() << " length=" << encoder.encodedLength()
              << " mdEntryType=" << static_cast<char>(fix::MarketDataIncrementalRefreshTradesDto::MdIncGrpDto::mdEntryType())
              << std::endl;
    return 0;
}
