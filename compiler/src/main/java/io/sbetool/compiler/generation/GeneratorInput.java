package io.sbetool.compiler.generation;

import io.sbetool.compiler.generation.model.CodecModelBuilder;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.ir.Ir;

import java.nio.file.Path;
import java.util.Objects;

/**
 * What every target generates from: one schema's IR, the file it came from, and the codec model built
 * from the IR, made at most once however many targets ask for it.
 */
public final class GeneratorInput
{
    private final Ir ir;
    private final Path source;
    private Schema model;

    /**
     * @param source the schema or IR file the IR came from: some targets name files or namespaces after it.
     */
    public GeneratorInput(final Ir ir, final Path source)
    {
        this.ir = Objects.requireNonNull(ir, "ir");
        this.source = Objects.requireNonNull(source, "source");
    }

    public Ir ir()
    {
        return ir;
    }

    public Path source()
    {
        return source;
    }

    /** @return the file name of {@link #source()}, such as {@code car.xml}. */
    public String sourceName()
    {
        return source.getFileName().toString();
    }

    /** @return the codec model of the IR ({@link CodecModelBuilder}); built on first use, then shared. */
    public synchronized Schema model()
    {
        if (model == null)
        {
            model = CodecModelBuilder.build(ir);
        }
        return model;
    }
}
