// Encodes a Car and prints it as JSON; with a file of SOFH-framed Cars (samples/captures/car.sofh),
// prints each of them too.
#include "car_sample.h"
#include "read_file.h"

#include <iostream>

int main(int argc, char **argv)
{
    try
    {
        std::vector<char> buffer(256);
        const std::uint64_t length = car_sample::encode(buffer.data(), buffer.size());
        car_sample::Car car;
        car.wrapForDecode(buffer.data(), car_sample::MessageHeader::encodedLength(), car_sample::Car::sbeBlockLength(),
            car_sample::Car::sbeSchemaVersion(), length);
        std::cout << "encoded " << length << " bytes: " << car << '\n';
        if (argc > 1)
        {
            std::vector<char> file = samples::readFile(argv[1]);
            car_sample::forEachSofhCar(file, [](car_sample::Car &decoded, const std::uint64_t offset)
            {
                std::cout << offset << ' ' << decoded << '\n';
            });
        }
        return 0;
    }
    catch (const std::exception &ex)
    {
        std::cerr << "car_example: " << ex.what() << '\n';
        return 1;
    }
}
