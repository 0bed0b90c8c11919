package io.sbetool.compiler.cli;

import io.sbetool.compiler.build.TargetRegistry;
import io.sbetool.compiler.generation.Generator;
import picocli.CommandLine;

/**
 * Turns a {@code --target} value into one of the registry's targets, with a message that lists the choices.
 */
final class TargetConverter implements CommandLine.ITypeConverter<Generator>
{
    private final TargetRegistry registry;

    TargetConverter(final TargetRegistry registry)
    {
        this.registry = registry;
    }

    @Override
    public Generator convert(final String value)
    {
        try
        {
            return registry.parse(value);
        }
        catch (final IllegalArgumentException ex)
        {
            throw new CommandLine.TypeConversionException(ex.getMessage());
        }
    }
}
