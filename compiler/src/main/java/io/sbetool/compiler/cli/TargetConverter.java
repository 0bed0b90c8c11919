package io.sbetool.compiler.cli;

import io.sbetool.compiler.build.Target;
import picocli.CommandLine;

/**
 * Turns a {@code --target} value into a {@link Target}, with a message that lists the choices.
 */
final class TargetConverter implements CommandLine.ITypeConverter<Target>
{
    @Override
    public Target convert(final String value)
    {
        try
        {
            return Target.parse(value);
        }
        catch (final IllegalArgumentException ex)
        {
            throw new CommandLine.TypeConversionException(ex.getMessage());
        }
    }
}
