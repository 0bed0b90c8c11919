package io.sbetool.samples;

import io.sbetool.samples.car.BooleanType;
import io.sbetool.samples.car.CarDecoder;
import io.sbetool.samples.car.CarEncoder;
import io.sbetool.samples.car.EngineDecoder;
import io.sbetool.samples.car.MessageHeaderDecoder;
import io.sbetool.samples.car.MessageHeaderEncoder;
import io.sbetool.samples.car.Model;
import io.sbetool.samples.car.OptionalExtrasDecoder;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Encodes a {@code Car} (schemas/car.xml) with the codecs sbetool generates into package
 * {@code io.sbetool.samples.car}, then decodes it field by field and with the decoder's
 * {@code toString()}.
 *
 * <p>Run it after building the samples (see docs/samples.md):
 * <pre>java -cp "samples/target/classes:samples/target/lib/*" io.sbetool.samples.CarExample</pre>
 */
public final class CarExample
{
    /**
     * One car's values. The sample encodes these and hands back what it decoded in the same form,
     * so a round trip can be checked with {@code equals}.
     */
    public record Car(
        long serialNumber,
        int modelYear,
        boolean available,
        Model code,
        List<Integer> someNumbers,
        String vehicleCode,
        boolean sunRoof,
        boolean sportsPack,
        boolean cruiseControl,
        int engineCapacity,
        short engineCylinders,
        String engineManufacturerCode,
        List<FuelFigure> fuelFigures,
        List<PerformanceFigure> performanceFigures,
        String manufacturer,
        String model)
    {
    }

    public record FuelFigure(int speed, float mpg)
    {
    }

    public record PerformanceFigure(short octaneRating, List<Acceleration> acceleration)
    {
    }

    public record Acceleration(int mph, float seconds)
    {
    }

    public static final Car SAMPLE_CAR = new Car(
        1234,
        2013,
        true,
        Model.A,
        List.of(0, 1, 2, 3, 4),
        "abcdef",
        true,
        false,
        true,
        2000,
        (short)4,
        "123",
        List.of(
            new FuelFigure(30, 35.9f),
            new FuelFigure(55, 49.0f),
            new FuelFigure(75, 40.0f)),
        List.of(
            new PerformanceFigure((short)95, List.of(
                new Acceleration(30, 4.0f),
                new Acceleration(60, 7.5f),
                new Acceleration(100, 12.2f))),
            new PerformanceFigure((short)99, List.of(
                new Acceleration(30, 3.8f),
                new Acceleration(60, 7.1f),
                new Acceleration(100, 11.8f)))),
        "Honda",
        "Civic VTi");

    private CarExample()
    {
    }

    public static void main(final String[] args)
    {
        // A plain heap buffer: the codecs work over any Agrona buffer, direct or heap.
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[512]);

        final int length = encode(buffer, 0, SAMPLE_CAR);
        System.out.println("Encoded a Car in " + length + " bytes (8 of them the message header)");
        System.out.println();

        decode(buffer, 0, System.out);
        System.out.println();

        // toString() reads the whole message again with a decoder of its own, so it is safe to call
        // at any point, and is the quickest way to see what a buffer holds while debugging.
        final MessageHeaderDecoder header = new MessageHeaderDecoder().wrap(buffer, 0);
        final CarDecoder car = new CarDecoder().wrap(
            buffer, MessageHeaderDecoder.ENCODED_LENGTH, header.blockLength(), header.version());
        System.out.println("toString(): " + car);
    }

    /**
     * Writes the message header and the car at {@code offset}.
     *
     * @return the bytes written, header included.
     */
    public static int encode(final MutableDirectBuffer buffer, final int offset, final Car car)
    {
        // Encoders are reusable flyweights: a real sender keeps one of each and wraps it per message,
        // so encoding allocates nothing.
        final MessageHeaderEncoder headerEncoder = new MessageHeaderEncoder();
        final CarEncoder encoder = new CarEncoder();

        // Writes blockLength, templateId, schemaId and version, so any receiver (sbetool decode
        // included) can tell which message follows and how long its fixed block is.
        encoder.wrapAndApplyHeader(buffer, offset, headerEncoder)
            .serialNumber(car.serialNumber())
            .modelYear(car.modelYear())
            .available(car.available() ? BooleanType.T : BooleanType.F)
            .code(car.code())
            // Char arrays are fixed length: shorter text is padded with NULs, longer text is refused.
            .vehicleCode(car.vehicleCode());

        for (int i = 0; i < CarEncoder.someNumbersLength(); i++)
        {
            encoder.someNumbers(i, car.someNumbers().get(i));
        }

        // A set is a bit field: clear() first, because the buffer may hold an older message's bits.
        encoder.extras()
            .clear()
            .sunRoof(car.sunRoof())
            .sportsPack(car.sportsPack())
            .cruiseControl(car.cruiseControl());

        // maxRpm and fuel are constants of the schema: they have getters but take no bytes on the wire.
        encoder.engine()
            .capacity(car.engineCapacity())
            .numCylinders(car.engineCylinders())
            .manufacturerCode(car.engineManufacturerCode());

        // Groups, then var data, must be written in schema order: each is placed where the previous
        // one ended, and the count must be given up front because it goes in the group's header.
        final CarEncoder.FuelFiguresEncoder fuelFigures = encoder.fuelFiguresCount(car.fuelFigures().size());
        for (final FuelFigure figure : car.fuelFigures())
        {
            fuelFigures.next().speed(figure.speed()).mpg(figure.mpg());
        }

        final CarEncoder.PerformanceFiguresEncoder performanceFigures =
            encoder.performanceFiguresCount(car.performanceFigures().size());
        for (final PerformanceFigure figure : car.performanceFigures())
        {
            performanceFigures.next().octaneRating(figure.octaneRating());
            // A nested group follows its entry's fixed fields, before the next entry starts.
            final CarEncoder.PerformanceFiguresEncoder.AccelerationEncoder acceleration =
                performanceFigures.accelerationCount(figure.acceleration().size());
            for (final Acceleration a : figure.acceleration())
            {
                acceleration.next().mph(a.mph()).seconds(a.seconds());
            }
        }

        encoder.manufacturer(car.manufacturer());
        encoder.model(car.model());

        return MessageHeaderEncoder.ENCODED_LENGTH + encoder.encodedLength();
    }

    /**
     * Reads the car at {@code offset} field by field, printing each field as it goes.
     *
     * @return the values read.
     */
    public static Car decode(final DirectBuffer buffer, final int offset, final PrintStream out)
    {
        final MessageHeaderDecoder header = new MessageHeaderDecoder().wrap(buffer, offset);
        if (header.schemaId() != CarDecoder.SCHEMA_ID || header.templateId() != CarDecoder.TEMPLATE_ID)
        {
            throw new IllegalArgumentException(
                "not a Car: schema " + header.schemaId() + ", template " + header.templateId());
        }

        // Wrapping with the header's block length and version, not the decoder's own, is what lets
        // this code read messages from senders on an older or newer version of the schema.
        final CarDecoder car = new CarDecoder().wrap(
            buffer, offset + MessageHeaderDecoder.ENCODED_LENGTH, header.blockLength(), header.version());

        out.println("serialNumber:  " + car.serialNumber());
        out.println("modelYear:     " + car.modelYear());
        out.println("available:     " + car.available());
        out.println("code:          " + car.code());

        final List<Integer> someNumbers = new ArrayList<>();
        for (int i = 0; i < CarDecoder.someNumbersLength(); i++)
        {
            someNumbers.add(car.someNumbers(i));
        }
        out.println("someNumbers:   " + someNumbers);
        out.println("vehicleCode:   " + car.vehicleCode());

        final OptionalExtrasDecoder extras = car.extras();
        out.println("extras:        sunRoof=" + extras.sunRoof() + " sportsPack=" + extras.sportsPack() +
            " cruiseControl=" + extras.cruiseControl());

        final EngineDecoder engine = car.engine();
        out.println("engine:        " + engine.capacity() + "cc, " + engine.numCylinders() + " cylinders, maker " +
            engine.manufacturerCode() + ", max " + engine.maxRpm() + " rpm, " + engine.fuel() + " (the last two are schema constants)");

        // Groups and var data are read in the order they were written: each starts where the
        // previous one ended, so skipping one means calling its sbeSkip() or skipXxx().
        final List<FuelFigure> fuelFigures = new ArrayList<>();
        for (final CarDecoder.FuelFiguresDecoder figure : car.fuelFigures())
        {
            out.println("fuelFigure:    " + figure.speed() + " mph, " + figure.mpg() + " mpg");
            fuelFigures.add(new FuelFigure(figure.speed(), figure.mpg()));
        }

        final List<PerformanceFigure> performanceFigures = new ArrayList<>();
        for (final CarDecoder.PerformanceFiguresDecoder figure : car.performanceFigures())
        {
            final short octaneRating = figure.octaneRating();
            out.println("performance:   octane " + octaneRating);
            final List<Acceleration> acceleration = new ArrayList<>();
            for (final CarDecoder.PerformanceFiguresDecoder.AccelerationDecoder a : figure.acceleration())
            {
                out.println("  0-" + a.mph() + " mph in " + a.seconds() + " s");
                acceleration.add(new Acceleration(a.mph(), a.seconds()));
            }
            performanceFigures.add(new PerformanceFigure(octaneRating, acceleration));
        }

        final String manufacturer = car.manufacturer();
        final String model = car.model();
        out.println("manufacturer:  " + manufacturer);
        out.println("model:         " + model);

        return new Car(
            car.serialNumber(),
            car.modelYear(),
            car.available() == BooleanType.T,
            car.code(),
            someNumbers,
            car.vehicleCode(),
            extras.sunRoof(),
            extras.sportsPack(),
            extras.cruiseControl(),
            engine.capacity(),
            engine.numCylinders(),
            engine.manufacturerCode(),
            fuelFigures,
            performanceFigures,
            manufacturer,
            model);
    }
}
