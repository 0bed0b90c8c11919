#include "samples.h"

namespace bench
{

CarSample makeCar()
{
    CarSample car;
    car.serialNumber = 1234;
    car.modelYear = 2013;
    car.available = true;
    car.code = 'A';
    car.someNumbers = {1, 2, 3, 4, 5};
    car.vehicleCode = "abcdef";
    car.sunRoof = false;
    car.sportsPack = true;
    car.cruiseControl = true;
    car.engineCapacity = 2000;
    car.engineNumCylinders = 4;
    car.engineManufacturerCode = "123";
    car.fuelFigures = {{30, 35.9f}, {55, 49.0f}, {75, 40.0f}};
    car.performanceFigures = {
        {95, {{30, 4.0f}, {60, 7.5f}, {100, 12.2f}}},
        {99, {{30, 3.8f}, {60, 7.1f}, {100, 11.8f}}},
    };
    car.manufacturer = "Honda";
    car.model = "Civic VTi";
    return car;
}

TradesSample makeTrades()
{
    TradesSample sample;
    sample.transactTime = 1704205800123456789ULL;
    sample.eventTimeDelta = 17;
    sample.matchEventIndicator = '2';
    sample.trades = {
        {1234567890ULL, 56789ULL, 45002500LL, 5, 3, 0, 101, '1'},
        {1234567891ULL, 56790ULL, 45002750LL, 12, 1, 0, 102, '1'},
    };
    return sample;
}

}
