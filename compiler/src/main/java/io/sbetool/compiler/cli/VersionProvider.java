package io.sbetool.compiler.cli;

import picocli.CommandLine;

/**
 * Reads the version from the jar manifest written by the build.
 */
final class VersionProvider implements CommandLine.IVersionProvider
{
    @Override
    public String[] getVersion()
    {
        final String version = SbeTool.class.getPackage().getImplementationVersion();
        return new String[]
        {
            "sbetool " + (version != null ? version : "(development build)"),
            "FIX Simple Binary Encoding 1.0 schema compiler",
            "Java " + System.getProperty("java.version")
        };
    }
}
