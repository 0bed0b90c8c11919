// Uses car.xml's C++ codecs in order and out of order, printing each scenario's outcome (CppAccessOrderChecksTest).
#include "order_test/Car.h"
#include <functional>
#include <iostream>
#include <string>
#include <utility>
using namespace order_test;
// Whether this build compiles the codecs' checks in: their macro (renamed by theMacroCanBeRenamed) is defined.
#if defined(MY_ORDER_CHECKS_NOEXCEPT)
#if defined(MY_ORDER_CHECKS)
#define ORDER_CHECKED 1
#endif
#elif defined(SBE_ENABLE_PRECEDENCE_CHECKS)
#define ORDER_CHECKED 1
#endif
// A checked accessor may throw: noexcept only when the checks are compiled out.
#if defined(ORDER_CHECKED)
#define ORDER_NOEXCEPT(call) static_assert(!noexcept(call), #call " is noexcept with checks")
#else
#define ORDER_NOEXCEPT(call) static_assert(noexcept(call), #call " is not noexcept without checks")
#endif
ORDER_NOEXCEPT(std::declval<Car &>().serialNumber());
ORDER_NOEXCEPT(std::declval<Car &>().serialNumber(1));
ORDER_NOEXCEPT(std::declval<Car &>().codeRaw());
ORDER_NOEXCEPT(std::declval<Car::FuelFigures &>().speed());
ORDER_NOEXCEPT(std::declval<Car::FuelFigures &>().speed(1));
ORDER_NOEXCEPT(std::declval<Car &>().someNumbers());
ORDER_NOEXCEPT(std::declval<const Car &>().someNumbers());
ORDER_NOEXCEPT(std::declval<Car &>().putSomeNumbers(std::declval<const char *>()));
ORDER_NOEXCEPT(std::declval<Car &>().getVehicleCodeAsStringView());
ORDER_NOEXCEPT(std::declval<Car &>().putVehicleCode(std::declval<const char *>()));
ORDER_NOEXCEPT(std::declval<Car &>().putVehicleCode("abc"));
static char buf[2048];
// Each array accessor's outcome on a codec not wrapped, "form: what()" joined by " | ".
static std::string arrayForms(Car &car)
{
    char bytes[20] = {};
    const Car &view = car;
    const std::string text = "ab";
    const char literal[] = "abc";
    const std::pair<const char *, std::function<void()>> forms[] = {
        {"someNumbers()", [&] { car.someNumbers(); }},
        {"someNumbers() const", [&] { view.someNumbers(); }},
        {"someNumbers(index)", [&] { car.someNumbers(0); }},
        {"someNumbers(index, value)", [&] { car.someNumbers(0, 1); }},
        {"getSomeNumbers", [&] { car.getSomeNumbers(bytes, 5); }},
        {"putSomeNumbers", [&] { car.putSomeNumbers(bytes); }},
        {"vehicleCode()", [&] { car.vehicleCode(); }},
        {"vehicleCode() const", [&] { view.vehicleCode(); }},
        {"vehicleCode(index)", [&] { car.vehicleCode(0); }},
        {"vehicleCode(index, value)", [&] { car.vehicleCode(0, 'a'); }},
        {"getVehicleCode", [&] { car.getVehicleCode(bytes, 6); }},
        {"getVehicleCodeAsStringView", [&] { car.getVehicleCodeAsStringView(); }},
        {"getVehicleCodeAsString", [&] { car.getVehicleCodeAsString(); }},
        {"getVehicleCodeAsJsonEscapedString", [&] { car.getVehicleCodeAsJsonEscapedString(); }},
        {"putVehicleCode(string_view)", [&] { car.putVehicleCode(std::string_view(text)); }},
        {"putVehicleCode(string)", [&] { car.putVehicleCode(text); }},
        {"putVehicleCode(pointer, length)", [&] { car.putVehicleCode(text.c_str(), text.size()); }},
        {"putVehicleCode(pointer)", [&] { car.putVehicleCode(text.c_str()); }},
        {"putVehicleCode(array)", [&] { car.putVehicleCode(literal); }},
    };
    std::string outcome;
    for (const auto &form : forms)
    {
        outcome += (outcome.empty() ? "" : " | ") + std::string(form.first) + ": ";
        try
        {
            form.second();
            outcome += "unchecked";
        }
        catch (const Car::AccessOrderError &error)
        {
            outcome += error.what();
        }
    }
    return outcome;
}
static std::string run(const std::string &what)
{
    try
    {
        Car car;
        if (what == "inOrder")
        {
            car.wrapForEncode(buf, 0, sizeof(buf)).serialNumber(1);
            const char numbers[20] = {1, 0, 0, 0, 2};
            car.putSomeNumbers(numbers).someNumbers(4, 5);
            car.putVehicleCode("abc").vehicleCode(3, 'd');
            auto &fuel = car.fuelFiguresCount(2);
            fuel.next().speed(30);
            fuel.next().speed(60);
            auto &perf = car.performanceFiguresCount(1);
            perf.next().octaneRating(95);
            auto &acc = perf.accelerationCount(2);
            acc.next().mph(30);
            acc.next().mph(60);
            car.putManufacturer("Honda").putModel("Civic");
            car.checkEncodingIsComplete();
            Car in;
            in.wrapForDecode(buf, 0, Car::sbeBlockLength(), Car::sbeSchemaVersion(), sizeof(buf));
            char copied[20];
            const Car &view = in;
            if (in.someNumbers(0) != 1 || in.someNumbers(4) != 5 || in.getSomeNumbers(copied, 5) != 20 ||
                copied[4] != 2 || view.someNumbers()[0] != 1 || in.someNumbers()[16] != 5) return "bad numbers";
            if (in.getVehicleCodeAsString() != "abcd" || in.getVehicleCodeAsStringView() != "abcd" ||
                in.getVehicleCodeAsJsonEscapedString() != "abcd" || in.vehicleCode(1) != 'b' ||
                in.getVehicleCode(copied, 6) != 6 || view.vehicleCode()[2] != 'c' || in.vehicleCode()[3] != 'd')
                return "bad vehicle code";
            auto &f = in.fuelFigures();
            while (f.hasNext()) { f.next().speed(); }
            auto &p = in.performanceFigures();
            while (p.hasNext()) { auto &a = p.next().acceleration(); while (a.hasNext()) { a.next().mph(); } }
            if (in.getManufacturerAsString() != "Honda" || in.getModelAsString() != "Civic") return "bad";
            
            return "ok";
        }
        if (what == "varDataBeforeGroups")
        {
            car.wrapForEncode(buf, 0, sizeof(buf));
            car.putManufacturer("Honda");
        }
        if (what == "nextPastCount")
        {
            car.wrapForEncode(buf, 0, sizeof(buf));
            auto &fuel = car.fuelFiguresCount(1);
            fuel.next();
            fuel.next();
        }
        if (what == "nestedCountBeforeNext")
        {
            car.wrapForEncode(buf, 0, sizeof(buf));
            car.fuelFiguresCount(0);
            car.performanceFiguresCount(1).accelerationCount(1);
        }
        if (what == "incomplete")
        {
            car.wrapForEncode(buf, 0, sizeof(buf));
            car.fuelFiguresCount(0);
            car.performanceFiguresCount(0);
            car.putManufacturer("Honda");
            car.checkEncodingIsComplete();
        }
        if (what == "modelInGroup")
        {
            car.wrapForEncode(buf, 0, sizeof(buf));
            car.fuelFiguresCount(1).next();
            car.putModel("Civic");
        }
        if (what == "resetEndsGroup")
        {
            car.wrapForEncode(buf, 0, sizeof(buf));
            auto &fuel = car.fuelFiguresCount(3);
            fuel.next().speed(1);
            fuel.resetCountToIndex();
            car.performanceFiguresCount(0);
            car.putManufacturer("a").putModel("b");
            car.checkEncodingIsComplete();
            return "ok";
        }
        // Without the checks these are undefined behaviour (no buffer, or past the entries): run only with them.
        if (what == "fieldBeforeWrap")
        {
            car.serialNumber(1);
        }
        if (what == "entryFieldBeforeNext")
        {
            car.wrapForEncode(buf, 0, sizeof(buf));
            car.fuelFiguresCount(1).speed(30);
        }
        if (what == "entryFieldAfterGroup")
        {
            car.wrapForEncode(buf, 0, sizeof(buf));
            auto &fuel = car.fuelFiguresCount(1);
            fuel.next().speed(30);
            car.performanceFiguresCount(0);
            fuel.mpg();
        }
        if (what == "enumAndCompositeBeforeWrap")
        {
            std::string outcome = "AccessOrderError: ";
            try { car.code(); } catch (const Car::AccessOrderError &error) { outcome += error.what(); }
            try { car.engine(); } catch (const Car::AccessOrderError &error) { outcome += std::string(" | ") + error.what(); }
            return outcome;
        }
        if (what == "arraysBeforeWrap")
        {
            return arrayForms(car);
        }
        return "unchecked";
    }
    catch (const Car::AccessOrderError &error)
    {
        return std::string("AccessOrderError: ") + error.what();
    }
    catch (const std::exception &error)
    {
        return std::string("other: ") + error.what();
    }
}
int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) std::cout << argv[i] << " => " << run(argv[i]) << "\n";
}
