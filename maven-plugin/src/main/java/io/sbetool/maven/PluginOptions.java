package io.sbetool.maven;

import io.sbetool.compiler.build.TargetRegistry;
import io.sbetool.compiler.generation.TargetOption;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.StringJoiner;

/**
 * Turns the plugin's target options, by their parameter names ({@code javaPackage}), into the command
 * line's ({@code --java-package}) that the build takes: those of {@code <targetOptions>}, which any target
 * in the registry may add to, and the parameters the plugin has always had for Java and C++.
 */
final class PluginOptions
{
    private PluginOptions()
    {
    }

    /**
     * @param byPluginName values by parameter name; a switch is {@code true} or {@code false}; null values are
     *                     left out (a parameter not given).
     * @return the values given, by command-line option name, a switch given as {@code true} only.
     * @throws IllegalArgumentException for a name no target has, or a switch that is neither true nor false.
     */
    static Map<String, String> byOptionName(final TargetRegistry registry, final Map<String, String> byPluginName)
    {
        final Map<String, TargetOption> options = new LinkedHashMap<>();
        registry.options().forEach(option -> options.put(option.pluginName(), option));
        final Map<String, String> values = new LinkedHashMap<>();
        for (final Map.Entry<String, String> entry : byPluginName.entrySet())
        {
            final TargetOption option = options.get(entry.getKey());
            if (option == null)
            {
                throw new IllegalArgumentException("no target has the option '" + entry.getKey() + "' (options: " +
                    names(options) + ")");
            }
            final String value = entry.getValue() == null ? null : entry.getValue().strip();
            if (value == null || option.type() == TargetOption.Type.SWITCH && switchValue(option, value))
            {
                continue; // not given, or a switch off
            }
            values.put(option.name(), option.type() == TargetOption.Type.SWITCH ? "true" : value);
        }
        return values;
    }

    /**
     * Merges the old parameters into {@code <targetOptions>}.
     *
     * @throws IllegalArgumentException when both give one option different values.
     */
    static Map<String, String> merge(final Map<String, String> targetOptions, final Map<String, String> parameters)
    {
        final Map<String, String> merged = new LinkedHashMap<>(targetOptions);
        parameters.forEach((name, value) ->
        {
            final String other = merged.get(name);
            if (value != null && other != null && !other.strip().equals(value.strip()))
            {
                throw new IllegalArgumentException("<" + name + "> is '" + value + "' but <targetOptions><" + name +
                    "> is '" + other + "'; give it once");
            }
            if (other == null)
            {
                merged.put(name, value);
            }
        });
        return merged;
    }

    /** @return whether the switch is off. */
    private static boolean switchValue(final TargetOption option, final String value)
    {
        if (!value.equalsIgnoreCase("true") && !value.equalsIgnoreCase("false"))
        {
            throw new IllegalArgumentException("<" + option.pluginName() + "> is '" + value + "'; it is true or false");
        }
        return value.equalsIgnoreCase("false");
    }

    private static String names(final Map<String, TargetOption> options)
    {
        final StringJoiner names = new StringJoiner(", ");
        options.keySet().forEach(names::add);
        return names.toString();
    }
}
