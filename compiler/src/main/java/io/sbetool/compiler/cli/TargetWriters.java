package io.sbetool.compiler.cli;

import io.sbetool.compiler.generation.cpp.CppGenerator;
import io.sbetool.compiler.generation.cpp.CppOptions;
import io.sbetool.compiler.generation.java.JavaGenerator;
import io.sbetool.compiler.generation.java.JavaOptions;
import io.sbetool.ir.Ir;
import io.sbetool.ir.file.IrFileWriter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes one {@link Target}'s output for a compiled schema.
 */
final class TargetWriters
{
    /**
     * The Java target's command-line settings.
     *
     * @param javaPackage overrides the schema's package when not null.
     * @param interfaces  whether codecs implement sbetool's common flyweight interfaces.
     */
    record JavaSettings(String javaPackage, boolean interfaces)
    {
    }

    private TargetWriters()
    {
    }

    /**
     * @param source       the schema or IR file the IR came from: outputs are named after it.
     * @param cppNamespace overrides the namespace of generated C++ when not null.
     */
    static List<Path> write(final Target target, final Ir ir, final Path source, final Path outputDir,
        final JavaSettings java, final String cppNamespace)
        throws IOException
    {
        Files.createDirectories(outputDir);
        switch (target)
        {
            case IR:
                final Path irFile = outputDir.resolve(stem(source) + ".sbeir");
                IrFileWriter.write(ir, irFile);
                return List.of(irFile);
            case JAVA:
                return new JavaGenerator(ir, javaOptions(java, source)).generate(outputDir);
            case CPP:
                return new CppGenerator(ir, new CppOptions(cppNamespace, source)).generate(outputDir);
            default:
                throw new IllegalStateException("no writer for target " + target);
        }
    }

    private static JavaOptions javaOptions(final JavaSettings java, final Path source)
    {
        return JavaOptions.defaults()
            .withPackageName(java.javaPackage())
            .withInterfaces(java.interfaces())
            .withSchemaName(source.getFileName().toString());
    }

    private static String stem(final Path schemaFile)
    {
        final String name = schemaFile.getFileName().toString();
        final int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
