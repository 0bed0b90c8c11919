package io.sbetool.compiler.cli;

/**
 * The process exit codes sbetool promises its users' builds.
 */
public final class ExitCode
{
    /** Everything asked for was done. */
    public static final int OK = 0;
    /** A schema or input file is bad: errors were printed with their locations. */
    public static final int BAD_INPUT = 1;
    /** The command line is wrong: a short hint was printed. */
    public static final int USAGE = 2;

    private ExitCode()
    {
    }
}
