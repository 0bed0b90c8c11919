package io.sbetool.compiler.cli;

import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

@Command(name = "decode", description = "Decodes captured SBE messages.")
final class DecodeCommand implements Callable<Integer>
{
    private final PrintWriter out;
    private final PrintWriter err;

    DecodeCommand(final PrintWriter out, final PrintWriter err)
    {
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call()
    {
        err.println("sbetool decode: not wired yet");
        out.flush();
        return ExitCode.USAGE;
    }
}
