package io.sbetool.compiler.build;

import io.sbetool.compiler.generation.Generator;
import io.sbetool.compiler.generation.TargetOption;
import io.sbetool.compiler.generation.TargetOptions;
import io.sbetool.compiler.generation.cpp.CppTarget;
import io.sbetool.compiler.generation.irfile.IrFileTarget;
import io.sbetool.compiler.generation.java.JavaTarget;
import io.sbetool.compiler.generation.rust.RustTarget;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The targets {@code --target} can ask for, and their options: the command line, its help, the Maven
 * plugin and the build all take them from here. The one place in the CLI and the build that names a
 * generator's package (ArchitectureTest holds them to that).
 */
public final class TargetRegistry
{
    /**
     * Every target sbetool has, one line each, in the order their files are generated and {@code --help}
     * lists them. Making them loads no generator: each loads its classes when it first generates.
     */
    private static final TargetRegistry STANDARD = new TargetRegistry(List.of(
        new JavaTarget(),
        new CppTarget(),
        new RustTarget(),
        new IrFileTarget()));

    private final List<Generator> targets;
    private final Map<String, TargetOption> options = new LinkedHashMap<>();

    /**
     * @param targets in the order their files are generated, the first the default; names must be unique,
     *                and each option's name starts with {@code --<its target's name>-}, so none can clash.
     */
    public TargetRegistry(final List<Generator> targets)
    {
        this.targets = List.copyOf(targets);
        final Set<String> names = new HashSet<>();
        for (final Generator target : this.targets)
        {
            if (!names.add(target.name()))
            {
                throw new IllegalArgumentException("two targets are named " + target.name());
            }
            for (final TargetOption option : target.options())
            {
                if (!option.name().startsWith("--" + target.name() + "-"))
                {
                    throw new IllegalArgumentException("target " + target.name() + "'s option " + option.name() +
                        " does not start with --" + target.name() + "-");
                }
                options.put(option.name(), option);
            }
        }
    }

    /** @return the registry of sbetool's own targets. */
    public static TargetRegistry standard()
    {
        return STANDARD;
    }

    /** @return a registry with every target of this one, then {@code more}. */
    public TargetRegistry with(final Generator more)
    {
        final List<Generator> all = new ArrayList<>(targets);
        all.add(more);
        return new TargetRegistry(all);
    }

    /** @return every target, in the order their files are generated. */
    public List<Generator> targets()
    {
        return targets;
    }

    /** @return every target's options, in the order of their targets. */
    public List<TargetOption> options()
    {
        return List.copyOf(options.values());
    }

    /** @return the option of that command-line name ({@code --java-package}), if a target has it. */
    public Optional<TargetOption> option(final String name)
    {
        return Optional.ofNullable(options.get(name));
    }

    /**
     * @param name a {@code --target} value, in any case.
     * @throws IllegalArgumentException naming the choices when no target has that name.
     */
    public Generator parse(final String name)
    {
        for (final Generator target : targets)
        {
            if (target.name().equalsIgnoreCase(name))
            {
                return target;
            }
        }
        throw new IllegalArgumentException("unknown target '" + name + "' (choose " + choices() + ")");
    }

    /** @return the targets' names as a sentence: {@code java, cpp or ir}. */
    public String choices()
    {
        final StringBuilder text = new StringBuilder();
        for (int i = 0; i < targets.size(); i++)
        {
            text.append(i == 0 ? "" : i == targets.size() - 1 ? " or " : ", ").append(targets.get(i).name());
        }
        return text.toString();
    }

    /** @return the target a build writes when none is asked for: the first, {@code java}. */
    public Generator defaultTarget()
    {
        return targets.get(0);
    }

    /**
     * @param wanted       the targets to write, in any order, repeats allowed; none with {@code validateOnly}.
     * @param optionValues by command-line option name, as {@link #targetOptions} takes them.
     * @throws IllegalArgumentException as {@link #targetOptions} does.
     */
    public GeneratorOptions buildOptions(
        final Iterable<Generator> wanted, final Map<String, String> optionValues, final boolean warningsFatal,
        final boolean validateOnly)
    {
        return new GeneratorOptions(inOrder(wanted), targetOptions(optionValues), warningsFatal, validateOnly);
    }

    /** @return the targets in the order their files are generated, each once. */
    public List<Generator> inOrder(final Iterable<Generator> wanted)
    {
        final List<Generator> ordered = new ArrayList<>();
        for (final Generator target : targets)
        {
            for (final Generator one : wanted)
            {
                if (one == target)
                {
                    ordered.add(target);
                    break;
                }
            }
        }
        return ordered;
    }

    /**
     * @param values by command-line option name; a switch that was given has the value {@code "true"}.
     * @throws IllegalArgumentException saying what is wrong with the first option no target has or
     *                                  value its option refuses, in the order of the options.
     */
    public TargetOptions targetOptions(final Map<String, String> values)
    {
        for (final String name : values.keySet())
        {
            if (!options.containsKey(name))
            {
                throw new IllegalArgumentException("no target has the option " + name);
            }
        }
        for (final TargetOption option : options.values())
        {
            final String value = values.get(option.name());
            final String problem = value == null ? null : option.problem(value);
            if (problem != null)
            {
                throw new IllegalArgumentException(problem);
            }
        }
        return TargetOptions.of(values);
    }
}
