package io.sbetool.benchmarks.codecs;

import java.io.Serializable;

/**
 * A Car (car.xml, message Car) as a plain Java object: what every codec encodes from, and what Java
 * serialisation writes as it is. Fields are neither static nor final so that the JIT reads them at run
 * time instead of folding them into the code. Enums and the set hold their SBE wire values.
 *
 * <p>Text is held as a String (what protobuf and Java serialisation take) and, transient, as its ASCII
 * bytes (what SBE's allocation-free setters take), both made when the object is built.
 */
public final class CarSample implements Sample
{
    private static final long serialVersionUID = 1L;

    long serialNumber;
    int modelYear;
    /** BooleanType: T is 1, F is 0. */
    boolean available;
    /** Model: 'A', 'B' or 'C'. */
    byte code;
    int[] someNumbers;
    String vehicleCode;
    transient byte[] vehicleCodeAscii;
    boolean sunRoof;
    boolean sportsPack;
    boolean cruiseControl;
    Engine engine;
    FuelFigure[] fuelFigures;
    PerformanceFigure[] performanceFigures;
    String manufacturer;
    transient byte[] manufacturerAscii;
    String model;
    transient byte[] modelAscii;

    /**
     * The Car every benchmark uses: three fuel figures, two performance figures of three accelerations.
     */
    public static CarSample create()
    {
        final CarSample car = new CarSample();
        car.serialNumber = 1234;
        car.modelYear = 2013;
        car.available = true;
        car.code = 'A';
        car.someNumbers = new int[] {1, 2, 3, 4, 5};
        car.vehicleCode = "abcdef";
        car.sunRoof = false;
        car.sportsPack = true;
        car.cruiseControl = true;
        car.engine = new Engine(2000, (short)4, "123");
        car.fuelFigures = new FuelFigure[] {new FuelFigure(30, 35.9f), new FuelFigure(55, 49.0f), new FuelFigure(75, 40.0f)};
        car.performanceFigures = new PerformanceFigure[] {
            new PerformanceFigure((short)95,
                new Acceleration(30, 4.0f), new Acceleration(60, 7.5f), new Acceleration(100, 12.2f)),
            new PerformanceFigure((short)99,
                new Acceleration(30, 3.8f), new Acceleration(60, 7.1f), new Acceleration(100, 11.8f)),
        };
        car.manufacturer = "Honda";
        car.model = "Civic VTi";
        car.makeAscii();
        return car;
    }

    private void makeAscii()
    {
        vehicleCodeAscii = Ascii.bytes(vehicleCode);
        manufacturerAscii = Ascii.bytes(manufacturer);
        modelAscii = Ascii.bytes(model);
        engine.manufacturerCodeAscii = Ascii.bytes(engine.manufacturerCode);
    }

    /**
     * Every field in schema order: what decoding a Car must give, and how the Java serialisation
     * benchmark reads the object it deserialised. The schema's constants (the engine's maxRpm and
     * fuel) are not on the wire and not reported.
     */
    @Override
    public void report(final ValueSink sink)
    {
        sink.integer(serialNumber);
        sink.integer(modelYear);
        sink.integer(available ? 1 : 0);
        sink.integer(code);
        for (final int number : someNumbers)
        {
            sink.integer(number);
        }
        sink.text(vehicleCode);
        sink.choice(sunRoof);
        sink.choice(sportsPack);
        sink.choice(cruiseControl);
        sink.integer(engine.capacity);
        sink.integer(engine.numCylinders);
        sink.text(engine.manufacturerCode);
        sink.integer(fuelFigures.length);
        for (final FuelFigure fuel : fuelFigures)
        {
            sink.integer(fuel.speed);
            sink.real(fuel.mpg);
        }
        sink.integer(performanceFigures.length);
        for (final PerformanceFigure performance : performanceFigures)
        {
            sink.integer(performance.octaneRating);
            sink.integer(performance.accelerations.length);
            for (final Acceleration acceleration : performance.accelerations)
            {
                sink.integer(acceleration.mph);
                sink.real(acceleration.seconds);
            }
        }
        sink.text(manufacturer);
        sink.text(model);
    }

    public static final class Engine implements Serializable
    {
        private static final long serialVersionUID = 1L;

        int capacity;
        short numCylinders;
        String manufacturerCode;
        transient byte[] manufacturerCodeAscii;

        Engine(final int capacity, final short numCylinders, final String manufacturerCode)
        {
            this.capacity = capacity;
            this.numCylinders = numCylinders;
            this.manufacturerCode = manufacturerCode;
        }
    }

    public static final class FuelFigure implements Serializable
    {
        private static final long serialVersionUID = 1L;

        int speed;
        float mpg;

        FuelFigure(final int speed, final float mpg)
        {
            this.speed = speed;
            this.mpg = mpg;
        }
    }

    public static final class PerformanceFigure implements Serializable
    {
        private static final long serialVersionUID = 1L;

        short octaneRating;
        Acceleration[] accelerations;

        PerformanceFigure(final short octaneRating, final Acceleration... accelerations)
        {
            this.octaneRating = octaneRating;
            this.accelerations = accelerations;
        }
    }

    public static final class Acceleration implements Serializable
    {
        private static final long serialVersionUID = 1L;

        int mph;
        float seconds;

        Acceleration(final int mph, final float seconds)
        {
            this.mph = mph;
            this.seconds = seconds;
        }
    }
}
