package io.sbetool.compiler.build;

import io.sbetool.compiler.generation.GeneratedFile;
import io.sbetool.compiler.generation.Generator;
import io.sbetool.compiler.generation.GeneratorInput;
import io.sbetool.compiler.generation.TargetOptions;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

/**
 * Generates one target's output for a compiled schema into an {@link OutputPlan}; nothing is written until
 * every schema of the run has compiled, and then all of it through one {@link StagedWrite}.
 */
final class TargetWriters
{
    private TargetWriters()
    {
    }

    /**
     * @param options every target option of the build: the target is given its own.
     * @return how many files the target adds to the plan.
     */
    static int plan(
        final Generator target, final GeneratorInput input, final Path outputDir, final TargetOptions options,
        final OutputPlan plan)
    {
        final List<GeneratedFile> files = target.generate(input, options.forTarget(target.options()));
        for (final GeneratedFile file : files)
        {
            plan.add(input.source(), outputDir.resolve(checked(target, file.path())), file.content());
        }
        return files.size();
    }

    /** A generator's path must stay under the output directory, whatever a schema names things. */
    private static String checked(final Generator target, final String path)
    {
        final Path relative = Paths.get(path).normalize();
        if (path.isEmpty() || relative.isAbsolute() || relative.startsWith("..") || relative.toString().isEmpty())
        {
            throw new IllegalStateException("target " + target.name() + " made a file outside the output directory: " + path);
        }
        return path;
    }
}
