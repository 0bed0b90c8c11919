package io.sbetool.testing;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The schemas that IR tests run over: the project's own schemas (which include the benchmark ones) and every
 * corpus schema the reference implementation accepts.
 */
public final class TestSchemas
{
    private TestSchemas()
    {
    }

    public static List<Path> acceptedByReference()
    {
        final List<Path> schemas = new ArrayList<>();
        // schemas/ holds copies of the benchmark schemas car.xml and fix-message-samples.xml.
        schemas.addAll(SharedFiles.projectSchemas());
        schemas.addAll(SharedFiles.corpusSchemasAcceptedByReference());
        return schemas;
    }
}
