package io.sbetool.compiler.build;

import io.sbetool.compiler.generation.Generator;
import io.sbetool.compiler.generation.TargetOptions;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a build generates and how: the compile command's options, as the CLI and the Maven plugin both
 * pass them to {@link SchemaBuild}. Immutable, so one build can never see another's settings.
 *
 * @param targets       what to write, each once, in the order their files are generated (that of their
 *                      {@link TargetRegistry}); empty with {@code validateOnly}.
 * @param targetOptions the values of the targets' own options, checked by {@link TargetRegistry#targetOptions}.
 * @param warningsFatal whether warnings fail the build as errors do.
 * @param validateOnly  read and validate only; write nothing.
 */
public record GeneratorOptions(
    List<Generator> targets, TargetOptions targetOptions, boolean warningsFatal, boolean validateOnly)
{
    public GeneratorOptions
    {
        targets = List.copyOf(targets);
        Objects.requireNonNull(targetOptions, "targetOptions");
        if (targets.stream().distinct().count() != targets.size())
        {
            throw new IllegalArgumentException("a target is listed twice: " + targets);
        }
    }

    /** Java codecs only, every other option at its default. */
    public static GeneratorOptions defaults()
    {
        return new GeneratorOptions(
            List.of(TargetRegistry.standard().parse("java")), TargetOptions.of(Map.of()), false, false);
    }

    /** @return the names of the targets, in the order their files are generated. */
    public List<String> targetNames()
    {
        return targets.stream().map(Generator::name).toList();
    }
}
