package io.sbetool.compiler.cli;

import io.sbetool.compiler.build.TargetRegistry;
import io.sbetool.compiler.generation.TargetOption;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Completes the compile command's picocli model from the {@link TargetRegistry}: the choices of
 * {@code --target}, every target's own options after the build's, and the help options last, so that
 * {@code --help} lists them in that order.
 */
final class TargetOptionSpecs
{
    private TargetOptionSpecs()
    {
    }

    static void addTo(final CommandLine commandLine, final CompileCommand command)
    {
        final CommandSpec spec = commandLine.getCommandSpec();
        final TargetRegistry registry = command.registry();
        // An option's description cannot change once added: --target and those after it are added again.
        final List<OptionSpec> fromTarget = new ArrayList<>();
        for (final OptionSpec option : spec.options())
        {
            if (!fromTarget.isEmpty() || option.longestName().equals("--target"))
            {
                fromTarget.add(option);
            }
        }
        fromTarget.forEach(spec::remove);
        spec.addOption(fromTarget.get(0).toBuilder()
            .description("What to generate: " + registry.choices() + "; repeatable (default: " +
                registry.defaultTarget().name() + ").")
            .converters(new TargetConverter(registry))
            .build());
        fromTarget.subList(1, fromTarget.size()).forEach(spec::addOption);
        for (final TargetOption option : registry.options())
        {
            spec.addOption(optionSpec(option, command.targetOptionValues()));
        }
        spec.mixinStandardHelpOptions(true);
    }

    /** An option whose value picocli puts in {@code values}; a switch given is {@code "true"}, as in the plain parser. */
    private static OptionSpec optionSpec(final TargetOption option, final Map<String, String> values)
    {
        final boolean isSwitch = option.type() == TargetOption.Type.SWITCH;
        final OptionSpec.Builder builder = OptionSpec.builder(option.name())
            .description(option.help())
            .type(isSwitch ? boolean.class : String.class)
            .arity(isSwitch ? "0" : "1")
            .getter(new CommandLine.Model.IGetter()
            {
                @Override
                @SuppressWarnings("unchecked")
                public <T> T get()
                {
                    final String value = values.get(option.name());
                    return (T)(isSwitch ? (Object)Boolean.valueOf(value != null) : value);
                }
            })
            .setter(new CommandLine.Model.ISetter()
            {
                @Override
                public <T> T set(final T value)
                {
                    if (value == null || Boolean.FALSE.equals(value))
                    {
                        values.remove(option.name());
                    }
                    else
                    {
                        values.put(option.name(), value.toString());
                    }
                    return null; // the previous value, which picocli does not use
                }
            });
        return isSwitch ? builder.build() : builder.paramLabel(option.paramLabel()).build();
    }
}
