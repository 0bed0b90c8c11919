package io.sbetool.benchmarks.codecs;

import com.google.protobuf.InvalidProtocolBufferException;
import org.agrona.concurrent.UnsafeBuffer;
import uk.co.real_logic.protobuf.examples.Examples;

/**
 * The Car message through protobuf-java's code for car.proto: a builder (reused, cleared each time)
 * filled from the plain object, built and written into the benchmark's byte array; decoding parses a
 * new message and reads every field through its getters. The schema's constants (maxRpm, fuel) are
 * optional fields with those defaults there, left unset and unread as SBE leaves them off the wire.
 */
final class ProtobufCar implements Codec<CarSample>
{
    private final Examples.Car.Builder builder = Examples.Car.newBuilder();

    @Override
    public int encode(final CarSample sample, final UnsafeBuffer buffer)
    {
        final Examples.Car.Builder car = builder.clear()
            .setSerialNumber((int)sample.serialNumber)
            .setModelYear(sample.modelYear)
            .setAvailable(sample.available)
            .setCode(Examples.Car.Model.forNumber(sample.code - 'A'));
        for (final int number : sample.someNumbers)
        {
            car.addSomeNumbers(number);
        }
        car.setVehicleCode(sample.vehicleCode);
        addExtras(car, sample);
        final CarSample.Engine engine = sample.engine;
        car.getEngineBuilder()
            .setCapacity(engine.capacity)
            .setNumCylinders(engine.numCylinders)
            .setManufacturerCode(engine.manufacturerCode);
        for (final CarSample.FuelFigure figure : sample.fuelFigures)
        {
            car.addFuelFiguresBuilder().setSpeed(figure.speed).setMpg(figure.mpg);
        }
        for (final CarSample.PerformanceFigure figure : sample.performanceFigures)
        {
            final Examples.PerformanceFigures.Builder performance =
                car.addPerformanceBuilder().setOctaneRating(figure.octaneRating);
            for (final CarSample.Acceleration acceleration : figure.accelerations)
            {
                performance.addAccelerationBuilder().setMph(acceleration.mph).setSeconds(acceleration.seconds);
            }
        }
        car.setMake(sample.manufacturer).setModel(sample.model);
        return ProtobufOutput.write(car.build(), buffer);
    }

    private static void addExtras(final Examples.Car.Builder car, final CarSample sample)
    {
        if (sample.sunRoof)
        {
            car.addOptionalExtras(Examples.Car.Extras.SUN_ROOF);
        }
        if (sample.sportsPack)
        {
            car.addOptionalExtras(Examples.Car.Extras.SPORTS_PACK);
        }
        if (sample.cruiseControl)
        {
            car.addOptionalExtras(Examples.Car.Extras.CRUISE_CONTROL);
        }
    }

    @Override
    public void decode(final UnsafeBuffer buffer, final int length, final ValueSink sink)
    {
        final Examples.Car car = parse(buffer, length);
        sink.integer(car.getSerialNumber() & 0xFFFF_FFFFL);
        sink.integer(car.getModelYear());
        sink.integer(car.getAvailable() ? 1 : 0);
        sink.integer('A' + car.getCode().getNumber());
        for (int i = 0, n = car.getSomeNumbersCount(); i < n; i++)
        {
            sink.integer(car.getSomeNumbers(i));
        }
        sink.text(car.getVehicleCode());
        reportExtras(car, sink);
        final Examples.Engine engine = car.getEngine();
        sink.integer(engine.getCapacity());
        sink.integer(engine.getNumCylinders());
        sink.text(engine.getManufacturerCode());
        sink.integer(car.getFuelFiguresCount());
        for (int i = 0, n = car.getFuelFiguresCount(); i < n; i++)
        {
            final Examples.FuelFigures fuel = car.getFuelFigures(i);
            sink.integer(fuel.getSpeed());
            sink.real(fuel.getMpg());
        }
        sink.integer(car.getPerformanceCount());
        for (int i = 0, n = car.getPerformanceCount(); i < n; i++)
        {
            final Examples.PerformanceFigures performance = car.getPerformance(i);
            sink.integer(performance.getOctaneRating());
            sink.integer(performance.getAccelerationCount());
            for (int j = 0, m = performance.getAccelerationCount(); j < m; j++)
            {
                final Examples.Acceleration acceleration = performance.getAcceleration(j);
                sink.integer(acceleration.getMph());
                sink.real(acceleration.getSeconds());
            }
        }
        sink.text(car.getMake());
        sink.text(car.getModel());
    }

    private static Examples.Car parse(final UnsafeBuffer buffer, final int length)
    {
        try
        {
            return Examples.Car.parser().parseFrom(buffer.byteArray(), 0, length);
        }
        catch (final InvalidProtocolBufferException ex)
        {
            throw new IllegalStateException("protobuf could not parse its own Car", ex);
        }
    }

    /**
     * The set as SBE has it, one flag per choice, from protobuf's list of the choices present.
     */
    private static void reportExtras(final Examples.Car car, final ValueSink sink)
    {
        boolean sunRoof = false;
        boolean sportsPack = false;
        boolean cruiseControl = false;
        for (int i = 0, n = car.getOptionalExtrasCount(); i < n; i++)
        {
            switch (car.getOptionalExtras(i))
            {
                case SUN_ROOF -> sunRoof = true;
                case SPORTS_PACK -> sportsPack = true;
                case CRUISE_CONTROL -> cruiseControl = true;
                default -> throw new IllegalStateException("unknown extra " + car.getOptionalExtras(i));
            }
        }
        sink.choice(sunRoof);
        sink.choice(sportsPack);
        sink.choice(cruiseControl);
    }
}
