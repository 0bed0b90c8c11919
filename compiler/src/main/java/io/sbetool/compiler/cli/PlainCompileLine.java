package io.sbetool.compiler.cli;

import io.sbetool.compiler.build.TargetRegistry;
import io.sbetool.compiler.generation.Generator;
import io.sbetool.compiler.generation.TargetOption;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Parses the command lines nearly every build runs, {@code sbetool [options] SCHEMA...}, without picocli.
 * Building picocli's model of every command costs about as much start-up as reading a large schema (its
 * classes are Java 5 bytecode, which a class-data archive cannot hold, and it reads every annotation), and
 * users pay it in every build. Anything beyond the plain forms below is left to picocli, which gives the
 * same answer for what this accepts ({@code PlainCompileLineTest} holds the two to it) and the messages
 * for everything else: help, version, commands, unknown or repeated options, {@code -oDIR}, {@code --},
 * {@code @file}s, missing or bad values.
 *
 * <p>Plain forms: {@code --name value} and {@code --name=value} for the options that take a value,
 * {@code -o value} and {@code -t value}, the switches alone, and schema files. The targets' own options
 * are their {@link TargetRegistry}'s, looked up by name as they come: nothing is built for them at start.
 */
final class PlainCompileLine
{
    private static final Set<String> SWITCHES = Set.of("--generate-ir", "--validate-only", "--warnings-fatal");
    private static final Set<String> WITH_VALUE = Set.of("--ir", "-o", "--output-dir", "-t", "--target");
    private static final Set<String> REPEATABLE = Set.of("--ir", "--target");

    private final Set<String> commands;
    private final TargetRegistry registry;
    private final List<Path> schemas = new ArrayList<>();
    private final List<Path> irFiles = new ArrayList<>();
    private final List<Generator> targets = new ArrayList<>();
    private final Set<String> seen = new HashSet<>();
    private final Map<String, String> targetOptions = new HashMap<>();
    private Path outputDir = Paths.get(".");

    private PlainCompileLine(final Set<String> commands, final TargetRegistry registry)
    {
        this.commands = commands;
        this.registry = registry;
    }

    /**
     * @param commands the names of the subcommands, which only picocli runs.
     * @return the request, or empty when picocli is to parse the command line.
     */
    static Optional<CompileRequest> parse(final String[] args, final Set<String> commands, final TargetRegistry registry)
    {
        try
        {
            return new PlainCompileLine(commands, registry).read(args);
        }
        catch (final IllegalArgumentException ex)
        {
            return Optional.empty(); // a bad target or path: picocli says what is wrong
        }
    }

    private Optional<CompileRequest> read(final String[] args)
    {
        for (int i = 0; i < args.length; i++)
        {
            final String arg = args[i];
            if (!arg.startsWith("-"))
            {
                if (arg.isEmpty() || arg.startsWith("@") || commands.contains(arg))
                {
                    return Optional.empty();
                }
                schemas.add(Paths.get(arg));
                continue;
            }
            final int equals = arg.startsWith("--") ? arg.indexOf('=') : -1;
            final String name = equals < 0 ? arg : arg.substring(0, equals);
            if (!seen.add(REPEATABLE.contains(canonical(name)) ? canonical(name) + i : canonical(name)))
            {
                return Optional.empty(); // given twice: picocli's message
            }
            final TargetOption targetOption = registry.option(name).orElse(null);
            final boolean isSwitch = targetOption == null ? SWITCHES.contains(name) : targetOption.type() == TargetOption.Type.SWITCH;
            if (isSwitch && equals < 0)
            {
                if (targetOption != null)
                {
                    targetOptions.put(name, "true");
                }
                continue;
            }
            if (isSwitch || targetOption == null && !WITH_VALUE.contains(name))
            {
                return Optional.empty();
            }
            final String value = equals >= 0 ? arg.substring(equals + 1) : ++i < args.length ? args[i] : null;
            if (value == null || value.isEmpty() || value.startsWith("-") || value.startsWith("@") ||
                commands.contains(value) || !accept(canonical(name), value))
            {
                return Optional.empty();
            }
        }
        if (schemas.isEmpty() && irFiles.isEmpty() ||
            !schemas.isEmpty() && CommandWords.isMistypedCommand(schemas.get(0)))
        {
            return Optional.empty();
        }
        return Optional.of(new CompileRequest(schemas, irFiles, outputDir, targets, seen.contains("--generate-ir"),
            seen.contains("--validate-only"), seen.contains("--warnings-fatal"), targetOptions));
    }

    private static String canonical(final String name)
    {
        return name.equals("-o") ? "--output-dir" : name.equals("-t") ? "--target" : name;
    }

    /** @return whether the value was taken; false leaves it to picocli. */
    private boolean accept(final String name, final String value) throws InvalidPathException
    {
        switch (name)
        {
            case "--ir":
                irFiles.add(Paths.get(value));
                return true;
            case "--output-dir":
                outputDir = Paths.get(value);
                return true;
            case "--target":
                targets.add(registry.parse(value));
                return true;
            default:
                // a target's option: a value it refuses is left to picocli, which says why
                targetOptions.put(name, value);
                return registry.option(name).orElseThrow().problem(value) == null;
        }
    }
}
