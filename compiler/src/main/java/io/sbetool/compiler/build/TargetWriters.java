package io.sbetool.compiler.build;

import io.sbetool.compiler.generation.cpp.CppGenerator;
import io.sbetool.compiler.generation.cpp.CppOptions;
import io.sbetool.compiler.generation.java.JavaGenerator;
import io.sbetool.compiler.generation.java.JavaOptions;
import io.sbetool.compiler.generation.model.CodecModelBuilder;
import io.sbetool.compiler.generation.rust.RustGenerator;
import io.sbetool.compiler.generation.rust.RustOptions;
import io.sbetool.ir.Ir;
import io.sbetool.ir.file.IrFileWriter;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;

/**
 * Generates one {@link Target}'s output for a compiled schema into an {@link OutputPlan}; nothing is
 * written until every schema of the run has compiled.
 */
final class TargetWriters
{
    private TargetWriters()
    {
    }

    /**
     * @param source the schema or IR file the IR came from: outputs are named after it.
     * @return how many files the target adds to the plan.
     */
    static int plan(
        final Target target, final Ir ir, final Path source, final Path outputDir, final GeneratorOptions settings,
        final OutputPlan plan)
    {
        switch (target)
        {
            case IR:
                plan.add(source, outputDir.resolve(stem(source) + ".sbeir"), IrFileWriter.encode(ir));
                return 1;
            case JAVA:
                return planJava(new JavaGenerator(ir, javaOptions(settings, source)), source, outputDir, plan);
            case CPP:
                final Map<String, String> headers =
                    new CppGenerator(ir, new CppOptions(settings.cppNamespace(), source)).generateSources();
                headers.forEach((path, text) ->
                    plan.add(source, outputDir.resolve(path), text.getBytes(StandardCharsets.UTF_8)));
                return headers.size();
            case RUST:
                final Map<String, byte[]> crate = RustGenerator.generate(CodecModelBuilder.build(ir),
                    RustOptions.defaults().withSchemaFile(source));
                crate.forEach((path, bytes) -> plan.add(source, outputDir.resolve(path), bytes));
                return crate.size();
            default:
                throw new IllegalStateException("no writer for target " + target);
        }
    }

    private static int planJava(final JavaGenerator generator, final Path source, final Path outputDir,
        final OutputPlan plan)
    {
        // Sources come keyed by qualified class name, each written where JavaFile.writeToPath would put it.
        int count = 0;
        for (final Map.Entry<String, byte[]> generated : generator.generateUtf8().entrySet())
        {
            plan.add(source, outputDir.resolve(generated.getKey().replace('.', '/') + ".java"), generated.getValue());
            count++;
        }
        return count;
    }

    private static JavaOptions javaOptions(final GeneratorOptions settings, final Path source)
    {
        return JavaOptions.defaults()
            .withPackageName(settings.javaPackage())
            .withInterfaces(settings.javaInterfaces())
            .withSchemaName(source.getFileName().toString());
    }

    private static String stem(final Path schemaFile)
    {
        final String name = schemaFile.getFileName().toString();
        final int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
