package io.sbetool.compiler.generation;

import io.sbetool.testing.SharedFiles;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The schemas generation is checked against: the corpus, {@code schemas/} and the standard's examples.
 */
public final class GenerationSchemas
{
    private GenerationSchemas()
    {
    }

    public static List<Path> all()
    {
        final List<Path> schemas = new ArrayList<>(SharedFiles.corpusSchemas());
        schemas.addAll(SharedFiles.projectSchemas());
        schemas.add(SharedFiles.spec("Examples.xml"));
        return schemas;
    }
}
