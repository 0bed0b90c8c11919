package io.sbetool.compiler.generation.java;

import io.sbetool.testing.SharedFiles;

import java.nio.file.Path;

/** The golden feature schemas (compiler/src/test/resources/golden/schemas) that tests of this package use. */
final class GoldenSchemas
{
    private GoldenSchemas()
    {
    }

    static Path versions()
    {
        return SharedFiles.projectDir().resolve("compiler/src/test/resources/golden/schemas/versions.xml");
    }
}
