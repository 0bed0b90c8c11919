package io.sbetool.benchmarks.codecs;

import io.sbetool.benchmarks.codecs.sbetool.car.BooleanType;
import io.sbetool.benchmarks.codecs.sbetool.car.CarDecoder;
import io.sbetool.benchmarks.codecs.sbetool.car.CarEncoder;
import io.sbetool.benchmarks.codecs.sbetool.car.EngineDecoder;
import io.sbetool.benchmarks.codecs.sbetool.car.MessageHeaderDecoder;
import io.sbetool.benchmarks.codecs.sbetool.car.MessageHeaderEncoder;
import io.sbetool.benchmarks.codecs.sbetool.car.Model;
import io.sbetool.benchmarks.codecs.sbetool.car.OptionalExtrasDecoder;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;

import static io.sbetool.benchmarks.codecs.Values.*;

/**
 * The Car message through the codecs sbetool generates. {@link ReferenceCar} is the same code
 * against the reference implementation's codecs; differences between the two are API differences.
 */
final class SbetoolCar
{
    private final MessageHeaderEncoder headerEncoder = new MessageHeaderEncoder();
    private final CarEncoder encoder = new CarEncoder();
    private final MessageHeaderDecoder headerDecoder = new MessageHeaderDecoder();
    private final CarDecoder decoder = new CarDecoder();
    private final byte[] scratch = new byte[64];

    int encode(final MutableDirectBuffer buffer)
    {
        final CarEncoder car = encoder.wrapAndApplyHeader(buffer, 0, headerEncoder)
            .serialNumber(SERIAL_NUMBER)
            .modelYear(MODEL_YEAR)
            .available(BooleanType.T)
            .code(Model.A);
        for (int i = 0; i < SOME_NUMBERS.length; i++)
        {
            car.someNumbers(i, SOME_NUMBERS[i]);
        }
        car.putVehicleCode(VEHICLE_CODE, 0, VEHICLE_CODE.length);
        car.extras().clear().sunRoof(false).sportsPack(true).cruiseControl(true);
        car.engine().capacity(ENGINE_CAPACITY).numCylinders(ENGINE_CYLINDERS)
            .putManufacturerCode(ENGINE_MANUFACTURER, 0, ENGINE_MANUFACTURER.length);

        final CarEncoder.FuelFiguresEncoder fuel = car.fuelFiguresCount(FUEL_SPEED.length);
        for (int i = 0; i < FUEL_SPEED.length; i++)
        {
            fuel.next().speed(FUEL_SPEED[i]).mpg(FUEL_MPG[i]);
        }
        final CarEncoder.PerformanceFiguresEncoder performance = car.performanceFiguresCount(OCTANE.length);
        for (int i = 0; i < OCTANE.length; i++)
        {
            final CarEncoder.PerformanceFiguresEncoder.AccelerationEncoder acceleration =
                performance.next().octaneRating(OCTANE[i]).accelerationCount(ACCELERATION_MPH.length);
            for (int j = 0; j < ACCELERATION_MPH.length; j++)
            {
                acceleration.next().mph(ACCELERATION_MPH[j]).seconds(ACCELERATION_SECONDS[i][j]);
            }
        }
        car.putManufacturer(MANUFACTURER, 0, MANUFACTURER.length)
            .putModel(MODEL, 0, MODEL.length);
        return MessageHeaderEncoder.ENCODED_LENGTH + car.encodedLength();
    }

    long decode(final DirectBuffer buffer)
    {
        final CarDecoder car = decoder.wrapAndApplyHeader(buffer, 0, headerDecoder);
        long sum = car.serialNumber();
        sum = mix(sum, car.modelYear());
        sum = mix(sum, car.available().value());
        sum = mix(sum, car.code().value());
        for (int i = 0; i < SOME_NUMBERS.length; i++)
        {
            sum = mix(sum, car.someNumbers(i));
        }
        sum = mix(sum, car.getVehicleCode(scratch, 0, VEHICLE_CODE.length));
        sum = mix(sum, scratch[5]);
        final OptionalExtrasDecoder extras = car.extras();
        sum = mix(sum, (extras.sunRoof() ? 1 : 0) + (extras.sportsPack() ? 2 : 0) + (extras.cruiseControl() ? 4 : 0));
        final EngineDecoder engine = car.engine();
        sum = mix(sum, engine.capacity());
        sum = mix(sum, engine.numCylinders());
        sum = mix(sum, engine.maxRpm());
        sum = mix(sum, engine.getManufacturerCode(scratch, 0, ENGINE_MANUFACTURER.length));
        sum = mix(sum, scratch[2]);
        sum = mix(sum, engine.fuel().length());

        for (final CarDecoder.FuelFiguresDecoder fuel : car.fuelFigures())
        {
            sum = mix(sum, fuel.speed());
            sum = mix(sum, Float.floatToRawIntBits(fuel.mpg()));
        }
        for (final CarDecoder.PerformanceFiguresDecoder performance : car.performanceFigures())
        {
            sum = mix(sum, performance.octaneRating());
            for (final CarDecoder.PerformanceFiguresDecoder.AccelerationDecoder acceleration : performance.acceleration())
            {
                sum = mix(sum, acceleration.mph());
                sum = mix(sum, Float.floatToRawIntBits(acceleration.seconds()));
            }
        }
        sum = mix(sum, car.getManufacturer(scratch, 0, scratch.length));
        sum = mix(sum, scratch[0]);
        sum = mix(sum, car.getModel(scratch, 0, scratch.length));
        sum = mix(sum, scratch[0]);
        return sum;
    }
}
