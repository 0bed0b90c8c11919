package io.sbetool.compiler.support;

import java.nio.file.Path;

/** Locates the shared material (SBE standard, corpus, benchmark schemas) outside the repository. */
public final class SharedFiles
{
    private SharedFiles()
    {
    }

    public static Path sharedDir()
    {
        final String configured = System.getProperty("sbetool.shared.dir");
        return configured != null ? Path.of(configured) : Path.of("../../shared");
    }
}
