package javagen.car;

import io.sbetool.codec.BoundsCheckException;
import io.sbetool.codec.BoundsChecks;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Run in a JVM of its own, with and without -Dsbetool.disable.bounds.checks=true: the switch is read
 * once into a static final, so only a fresh JVM shows both settings. Prints how many of the generated
 * checks fired; every provoking call stays inside the buffer, so with the checks off none of them fails.
 */
public final class BoundsSwitch
{
    private BoundsSwitch()
    {
    }

    public static void main(final String[] args)
    {
        // Room for 65535 fuelFigures entries, which the encoder reserves at once when the count check is off.
        final CarEncoder encoder = new CarEncoder().wrap(new UnsafeBuffer(new byte[512 * 1024]), 0);
        int fired = 0;
        try
        {
            encoder.someNumbers(5, 1);
        }
        catch (final BoundsCheckException ex)
        {
            fired++;
        }
        try
        {
            encoder.fuelFiguresCount(65535);
        }
        catch (final BoundsCheckException ex)
        {
            fired++;
        }
        final CarDecoder decoder = new CarDecoder().wrap(new UnsafeBuffer(new byte[512]), 0, CarDecoder.BLOCK_LENGTH,
            CarDecoder.SCHEMA_VERSION);
        try
        {
            decoder.someNumbers(5);
        }
        catch (final BoundsCheckException ex)
        {
            fired++;
        }
        // A count on the wire above numInGroup's range (uint16: 0..65534): fuelFigures' dimension is
        // right after the block.
        final UnsafeBuffer wire = new UnsafeBuffer(new byte[512]);
        wire.putShort(CarDecoder.BLOCK_LENGTH + 2, (short)65535);
        try
        {
            new CarDecoder().wrap(wire, 0, CarDecoder.BLOCK_LENGTH, CarDecoder.SCHEMA_VERSION).fuelFigures();
        }
        catch (final BoundsCheckException ex)
        {
            fired++;
        }
        // Blocks past the buffer's end, caught at wrap: wrapping reads nothing, so with the checks off it passes.
        try
        {
            new CarDecoder().wrap(new UnsafeBuffer(new byte[CarDecoder.BLOCK_LENGTH - 1]), 0, CarDecoder.BLOCK_LENGTH,
                CarDecoder.SCHEMA_VERSION);
        }
        catch (final BoundsCheckException ex)
        {
            fired++;
        }
        try
        {
            new EngineDecoder().wrap(new UnsafeBuffer(new byte[EngineDecoder.ENCODED_LENGTH - 1]), 0);
        }
        catch (final BoundsCheckException ex)
        {
            fired++;
        }
        System.out.println("checks fired: " + fired + " of 6; enabled=" + BoundsChecks.ENABLED);
    }
}
