package io.sbetool.compiler.generation;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The values one build gives its targets' options, by option name ({@link TargetOption#name()}): a switch
 * that was given has the value {@code "true"}, an option not given has none. Immutable.
 */
public final class TargetOptions
{
    private static final TargetOptions NONE = new TargetOptions(Map.of());

    private final Map<String, String> values;

    private TargetOptions(final Map<String, String> values)
    {
        this.values = values;
    }

    /** @param values by option name, already checked against their options. */
    public static TargetOptions of(final Map<String, String> values)
    {
        return values.isEmpty() ? NONE : new TargetOptions(Map.copyOf(values));
    }

    /** @return the value of a text option, or null when it was not given. */
    public String text(final String name)
    {
        return values.get(name);
    }

    /** @return whether a switch was given. */
    public boolean isSet(final String name)
    {
        return values.containsKey(name);
    }

    /** @return the values of {@code options} alone: what one target is given. */
    public TargetOptions forTarget(final List<TargetOption> options)
    {
        final Map<String, String> own = new HashMap<>();
        for (final TargetOption option : options)
        {
            final String value = values.get(option.name());
            if (value != null)
            {
                own.put(option.name(), value);
            }
        }
        return own.size() == values.size() ? this : of(own);
    }

    /** @return every value given, by option name. */
    public Map<String, String> values()
    {
        return values;
    }

    @Override
    public boolean equals(final Object other)
    {
        return other instanceof TargetOptions options && options.values.equals(values);
    }

    @Override
    public int hashCode()
    {
        return Objects.hash(values);
    }

    @Override
    public String toString()
    {
        return values.toString();
    }
}
