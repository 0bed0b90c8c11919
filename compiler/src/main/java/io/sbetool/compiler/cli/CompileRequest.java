package io.sbetool.compiler.cli;

import io.sbetool.compiler.build.GeneratorOptions;
import io.sbetool.compiler.build.TargetRegistry;
import io.sbetool.compiler.generation.Generator;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a compile command line asks for, however it was parsed: by picocli ({@link CompileCommand}) or by
 * {@link PlainCompileLine} for the plain command lines that need nothing of picocli.
 *
 * @param schemas       XML schemas, in argument order.
 * @param irFiles       IR files given with {@code --ir}, in argument order.
 * @param outputDir     where generated files go.
 * @param targets       the {@code --target}s, in argument order, repeats kept.
 * @param generateIr    {@code --generate-ir}.
 * @param validateOnly  {@code --validate-only}.
 * @param warningsFatal {@code --warnings-fatal}.
 * @param targetOptions the targets' own options that were given ({@code --java-package}, ...), by name;
 *                      a switch has the value {@code "true"}.
 */
record CompileRequest(
    List<Path> schemas,
    List<Path> irFiles,
    Path outputDir,
    List<Generator> targets,
    boolean generateIr,
    boolean validateOnly,
    boolean warningsFatal,
    Map<String, String> targetOptions)
{
    CompileRequest
    {
        schemas = List.copyOf(schemas);
        irFiles = List.copyOf(irFiles);
        targets = List.copyOf(targets);
        targetOptions = Map.copyOf(targetOptions);
    }

    /** @return the targets to write: the default (java) when none is asked for, and ir with {@code --generate-ir}. */
    List<Generator> wantedTargets(final TargetRegistry registry)
    {
        final List<Generator> wanted = new ArrayList<>(targets);
        if (targets.isEmpty() && !generateIr)
        {
            wanted.add(registry.defaultTarget());
        }
        if (generateIr)
        {
            wanted.add(registry.parse("ir"));
        }
        return registry.inOrder(wanted);
    }

    /**
     * @return the options {@link io.sbetool.compiler.build.SchemaBuild} runs with.
     * @throws IllegalArgumentException when a target option's value is refused (both parsers check them first).
     */
    GeneratorOptions options(final TargetRegistry registry)
    {
        return registry.buildOptions(wantedTargets(registry), targetOptions, warningsFatal, validateOnly);
    }
}
