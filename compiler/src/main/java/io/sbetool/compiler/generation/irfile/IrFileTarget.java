package io.sbetool.compiler.generation.irfile;

import io.sbetool.compiler.generation.GeneratedFile;
import io.sbetool.compiler.generation.Generator;
import io.sbetool.compiler.generation.GeneratorInput;
import io.sbetool.compiler.generation.TargetOptions;
import io.sbetool.ir.file.IrFileWriter;

import java.util.List;

/**
 * {@code --target ir}: the schema's IR as an {@code .sbeir} file named after the schema, which
 * {@code --ir}, {@code sbetool decode} and other tools read in place of the XML.
 */
public final class IrFileTarget implements Generator
{
    @Override
    public String name()
    {
        return "ir";
    }

    @Override
    public List<GeneratedFile> generate(final GeneratorInput input, final TargetOptions options)
    {
        return List.of(new GeneratedFile(stem(input.sourceName()) + ".sbeir", IrFileWriter.encode(input.ir())));
    }

    private static String stem(final String name)
    {
        final int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
