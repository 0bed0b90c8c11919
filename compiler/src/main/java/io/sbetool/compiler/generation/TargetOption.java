package io.sbetool.compiler.generation;

import java.util.Objects;
import java.util.function.UnaryOperator;

/**
 * An option a {@link Generator} takes, as {@code sbetool --help} lists it and the Maven plugin accepts it.
 *
 * @param name       the command line's name, {@code --<target>-...}, e.g. {@code --java-package}.
 * @param pluginName the Maven plugin's parameter name, the same in camelCase, e.g. {@code javaPackage}.
 * @param type       whether it is a switch or takes a value.
 * @param paramLabel how help names its value, e.g. {@code PACKAGE}; null for a switch.
 * @param help       one line for {@code --help}, saying what the default is.
 * @param check      says what is wrong with a value, or null when it can be used; a switch's is never called.
 */
public record TargetOption(
    String name, String pluginName, Type type, String paramLabel, String help, UnaryOperator<String> check)
{
    /** What an option's value is. */
    public enum Type
    {
        /** Given alone, off by default: {@link TargetOptions#isSet}. */
        SWITCH,
        /** Takes one text value, none (null) by default: {@link TargetOptions#text}. */
        TEXT
    }

    public TargetOption
    {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(pluginName, "pluginName");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(help, "help");
        Objects.requireNonNull(check, "check");
        if (!name.startsWith("--"))
        {
            throw new IllegalArgumentException("an option's name starts with --: " + name);
        }
        if ((type == Type.TEXT) != (paramLabel != null))
        {
            throw new IllegalArgumentException(name + ": an option with a value has a paramLabel, a switch none");
        }
    }

    /** A switch: given or not. */
    public static TargetOption flag(final String name, final String pluginName, final String help)
    {
        return new TargetOption(name, pluginName, Type.SWITCH, null, help, value -> null);
    }

    /**
     * An option with a value.
     *
     * @param check what is wrong with a value, or null when it can be used.
     */
    public static TargetOption text(
        final String name, final String pluginName, final String paramLabel, final String help,
        final UnaryOperator<String> check)
    {
        return new TargetOption(name, pluginName, Type.TEXT, paramLabel, help, check);
    }

    /** @return what is wrong with {@code value} for this option, or null when it can be used. */
    public String problem(final String value)
    {
        return type == Type.SWITCH ? null : check.apply(value);
    }
}
