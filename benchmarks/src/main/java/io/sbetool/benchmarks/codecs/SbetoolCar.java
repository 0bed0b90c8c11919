package io.sbetool.benchmarks.codecs;

import io.sbetool.benchmarks.codecs.sbetool.car.BooleanType;
import io.sbetool.benchmarks.codecs.sbetool.car.CarDecoder;
import io.sbetool.benchmarks.codecs.sbetool.car.CarEncoder;
import io.sbetool.benchmarks.codecs.sbetool.car.EngineDecoder;
import io.sbetool.benchmarks.codecs.sbetool.car.MessageHeaderDecoder;
import io.sbetool.benchmarks.codecs.sbetool.car.MessageHeaderEncoder;
import io.sbetool.benchmarks.codecs.sbetool.car.Model;
import io.sbetool.benchmarks.codecs.sbetool.car.OptionalExtrasDecoder;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * The Car message through the codecs sbetool generates. {@link ReferenceCar} is the same code against
 * the reference implementation's codecs; what differs between the two is their APIs.
 */
final class SbetoolCar implements Codec<CarSample>
{
    private final MessageHeaderEncoder headerEncoder = new MessageHeaderEncoder();
    private final CarEncoder encoder = new CarEncoder();
    private final MessageHeaderDecoder headerDecoder = new MessageHeaderDecoder();
    private final CarDecoder decoder = new CarDecoder();
    private final byte[] text = new byte[64];

    @Override
    public int encode(final CarSample sample, final UnsafeBuffer buffer)
    {
        final CarEncoder car = encoder.wrapAndApplyHeader(buffer, 0, headerEncoder)
            .serialNumber(sample.serialNumber)
            .modelYear(sample.modelYear)
            .available(sample.available ? BooleanType.T : BooleanType.F)
            .code(Model.get(sample.code));
        final int[] someNumbers = sample.someNumbers;
        for (int i = 0; i < someNumbers.length; i++)
        {
            car.someNumbers(i, someNumbers[i]);
        }
        car.putVehicleCode(sample.vehicleCodeAscii, 0, sample.vehicleCodeAscii.length);
        car.extras().clear().sunRoof(sample.sunRoof).sportsPack(sample.sportsPack).cruiseControl(sample.cruiseControl);
        final CarSample.Engine engine = sample.engine;
        car.engine().capacity(engine.capacity).numCylinders(engine.numCylinders)
            .putManufacturerCode(engine.manufacturerCodeAscii, 0, engine.manufacturerCodeAscii.length);

        final CarSample.FuelFigure[] fuelFigures = sample.fuelFigures;
        final CarEncoder.FuelFiguresEncoder fuel = car.fuelFiguresCount(fuelFigures.length);
        for (final CarSample.FuelFigure figure : fuelFigures)
        {
            fuel.next().speed(figure.speed).mpg(figure.mpg);
        }
        final CarSample.PerformanceFigure[] performanceFigures = sample.performanceFigures;
        final CarEncoder.PerformanceFiguresEncoder performance = car.performanceFiguresCount(performanceFigures.length);
        for (final CarSample.PerformanceFigure figure : performanceFigures)
        {
            final CarEncoder.PerformanceFiguresEncoder.AccelerationEncoder acceleration =
                performance.next().octaneRating(figure.octaneRating).accelerationCount(figure.accelerations.length);
            for (final CarSample.Acceleration value : figure.accelerations)
            {
                acceleration.next().mph(value.mph).seconds(value.seconds);
            }
        }
        car.putManufacturer(sample.manufacturerAscii, 0, sample.manufacturerAscii.length)
            .putModel(sample.modelAscii, 0, sample.modelAscii.length);
        return MessageHeaderEncoder.ENCODED_LENGTH + car.encodedLength();
    }

    @Override
    public void decode(final UnsafeBuffer buffer, final int length, final ValueSink sink)
    {
        final CarDecoder car = decoder.wrapAndApplyHeader(buffer, 0, headerDecoder);
        sink.integer(car.serialNumber());
        sink.integer(car.modelYear());
        sink.integer(car.available().value());
        sink.integer(car.code().value());
        for (int i = 0, n = CarDecoder.someNumbersLength(); i < n; i++)
        {
            sink.integer(car.someNumbers(i));
        }
        sink.text(text, car.getVehicleCode(text, 0, CarDecoder.vehicleCodeLength()));
        final OptionalExtrasDecoder extras = car.extras();
        sink.choice(extras.sunRoof());
        sink.choice(extras.sportsPack());
        sink.choice(extras.cruiseControl());
        final EngineDecoder engine = car.engine();
        sink.integer(engine.capacity());
        sink.integer(engine.numCylinders());
        sink.text(text, engine.getManufacturerCode(text, 0, EngineDecoder.manufacturerCodeLength()));

        final CarDecoder.FuelFiguresDecoder fuelFigures = car.fuelFigures();
        sink.integer(fuelFigures.count());
        for (final CarDecoder.FuelFiguresDecoder fuel : fuelFigures)
        {
            sink.integer(fuel.speed());
            sink.real(fuel.mpg());
        }
        final CarDecoder.PerformanceFiguresDecoder performanceFigures = car.performanceFigures();
        sink.integer(performanceFigures.count());
        for (final CarDecoder.PerformanceFiguresDecoder performance : performanceFigures)
        {
            sink.integer(performance.octaneRating());
            final CarDecoder.PerformanceFiguresDecoder.AccelerationDecoder accelerations = performance.acceleration();
            sink.integer(accelerations.count());
            for (final CarDecoder.PerformanceFiguresDecoder.AccelerationDecoder acceleration : accelerations)
            {
                sink.integer(acceleration.mph());
                sink.real(acceleration.seconds());
            }
        }
        sink.text(text, car.getManufacturer(text, 0, text.length));
        sink.text(text, car.getModel(text, 0, text.length));
    }
}
