package io.sbetool.compiler.cli;

import io.sbetool.compiler.build.GeneratorOptions;
import io.sbetool.compiler.build.Target;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

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
 * @param javaPackage   {@code --java-package}, or null.
 * @param javaInterfaces {@code --java-interfaces}.
 * @param cppNamespace  {@code --cpp-namespace}, or null.
 */
record CompileRequest(
    List<Path> schemas,
    List<Path> irFiles,
    Path outputDir,
    List<Target> targets,
    boolean generateIr,
    boolean validateOnly,
    boolean warningsFatal,
    String javaPackage,
    boolean javaInterfaces,
    String cppNamespace)
{
    CompileRequest
    {
        schemas = List.copyOf(schemas);
        irFiles = List.copyOf(irFiles);
        targets = List.copyOf(targets);
    }

    /** @return the targets to write: java when none is asked for, and ir with {@code --generate-ir}. */
    Set<Target> wantedTargets()
    {
        final Set<Target> wanted = targets.isEmpty() && !generateIr ? EnumSet.of(Target.JAVA) : EnumSet.noneOf(Target.class);
        wanted.addAll(targets);
        if (generateIr)
        {
            wanted.add(Target.IR);
        }
        return wanted;
    }

    /** @return the options {@link io.sbetool.compiler.build.SchemaBuild} runs with. */
    GeneratorOptions options()
    {
        return new GeneratorOptions(wantedTargets(), javaPackage, javaInterfaces, cppNamespace, warningsFatal, validateOnly);
    }
}
