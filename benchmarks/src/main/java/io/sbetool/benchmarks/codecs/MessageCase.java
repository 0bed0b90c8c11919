package io.sbetool.benchmarks.codecs;

import java.util.function.Supplier;

/**
 * One of the two benchmark messages with everything the benchmarks need of it: its plain object, a
 * codec of each kind, and the name of its schema's IR file.
 *
 * @param <S> the plain object's class.
 */
public final class MessageCase<S extends Sample>
{
    /** Message Car of car.xml. */
    public static final String CAR = "Car";
    /** Message MarketDataIncrementalRefreshTrades of fix-message-samples.xml. */
    public static final String MARKET_DATA = "MarketData";

    private final String name;
    private final Supplier<S> sample;
    private final Supplier<Codec<S>> sbetool;
    private final Supplier<Codec<S>> reference;
    private final Supplier<Codec<S>> floor;
    private final Supplier<Codec<S>> protobuf;
    private final String irFile;

    private MessageCase(
        final String name,
        final Supplier<S> sample,
        final Supplier<Codec<S>> sbetool,
        final Supplier<Codec<S>> reference,
        final Supplier<Codec<S>> floor,
        final Supplier<Codec<S>> protobuf,
        final String irFile)
    {
        this.name = name;
        this.sample = sample;
        this.sbetool = sbetool;
        this.reference = reference;
        this.floor = floor;
        this.protobuf = protobuf;
        this.irFile = irFile;
    }

    /**
     * @param name {@link #CAR} or {@link #MARKET_DATA}, as the benchmarks' {@code message} parameter says.
     */
    @SuppressWarnings("unchecked")
    public static MessageCase<Sample> named(final String name)
    {
        return (MessageCase<Sample>)switch (name)
        {
            case CAR -> new MessageCase<>(CAR, CarSample::create, SbetoolCar::new, ReferenceCar::new, FloorCar::new,
                ProtobufCar::new, "car.sbeir");
            case MARKET_DATA -> new MessageCase<>(MARKET_DATA, TradesSample::create, SbetoolTrades::new,
                ReferenceTrades::new, FloorTrades::new, ProtobufTrades::new, "fix-message-samples.sbeir");
            default -> throw new IllegalArgumentException("no benchmark message " + name + "; expected " + CAR + " or " +
                MARKET_DATA);
        };
    }

    public String name()
    {
        return name;
    }

    public S sample()
    {
        return sample.get();
    }

    public Codec<S> sbetool()
    {
        return sbetool.get();
    }

    public Codec<S> reference()
    {
        return reference.get();
    }

    public Codec<S> floor()
    {
        return floor.get();
    }

    public Codec<S> protobuf()
    {
        return protobuf.get();
    }

    public Codec<S> javaSerialisation()
    {
        return new JavaSerialisation<>();
    }

    /**
     * @return the file name of the schema's IR, which both tools' IR files share.
     */
    public String irFile()
    {
        return irFile;
    }
}
