package io.sbetool.compiler.cli;

import io.sbetool.compiler.build.TargetRegistry;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link PlainCompileLine} takes the plain compile command lines without picocli: what it accepts must
 * mean what picocli makes of it, and everything else must be left to picocli.
 */
class PlainCompileLineTest
{
    private static final List<String[]> PLAIN = List.of(
        new String[] {"car.xml"},
        new String[] {"car.xml", "other.xml", "--target", "java"},
        new String[] {"-o", "out", "-t", "cpp", "-t", "ir", "car.xml"},
        new String[] {"--output-dir=out dir", "--target=JAVA", "car.xml", "--target", "Ir"},
        new String[] {"--ir", "car.sbeir", "--ir=other.sbeir", "--java-package", "a.b", "--java-interfaces"},
        new String[] {"car.xml", "--generate-ir", "--validate-only", "--warnings-fatal", "-o", "x/y"},
        new String[] {"--cpp-namespace", "a::b_c", "--target", "cpp", "dir/car"},
        new String[] {"--cpp-namespace=ns", "car.xml", "--java-package=p", "--ir", "car.sbeir"});

    private static final List<String[]> LEFT_TO_PICOCLI = List.of(
        new String[] {},
        new String[] {"--help"},
        new String[] {"-h"},
        new String[] {"--version"},
        new String[] {"-V", "car.xml"},
        new String[] {"decode", "--schema", "car.xml", "x.bin"},
        new String[] {"compat", "a.xml", "b.xml"},
        new String[] {"encode", "--schema", "car.xml", "x.ndjson"},
        new String[] {"car.xml", "decode"},
        new String[] {"decod", "car.xml"},
        new String[] {"car.xml", "--nonsense"},
        new String[] {"car.xml", "-oout"},
        new String[] {"car.xml", "-o=out"},
        new String[] {"car.xml", "-tjava"},
        new String[] {"car.xml", "-o"},
        new String[] {"car.xml", "-o", "a", "-o", "b"},
        new String[] {"car.xml", "--output-dir", "a", "-o", "b"},
        new String[] {"car.xml", "--java-package", "a", "--java-package=b"},
        new String[] {"car.xml", "--validate-only", "--validate-only"},
        new String[] {"car.xml", "--validate-only=true"},
        new String[] {"car.xml", "--target", "python"},
        new String[] {"car.xml", "--target", "--validate-only"},
        new String[] {"car.xml", "--target="},
        new String[] {"car.xml", "-o", "decode"},
        new String[] {"car.xml", "--cpp-namespace", "a:b"},
        new String[] {"car.xml", "--", "-x.xml"},
        new String[] {"@args.txt"},
        new String[] {"car.xml", "-"},
        new String[] {"car.xml", ""},
        new String[] {"--target", "java"},
        new String[] {"car.xml", "bad\0path.xml"});

    @Test
    void acceptsPlainCommandLinesAsPicocliReadsThem()
    {
        for (final String[] args : PLAIN)
        {
            final Optional<CompileRequest> plain = PlainCompileLine.parse(args, SbeTool.COMMANDS, TargetRegistry.standard());
            assertTrue(plain.isPresent(), () -> String.join(" ", args));
            final CommandLine commandLine = commandLine();
            commandLine.parseArgs(args);
            final CompileRequest picocli = ((CompileCommand)commandLine.getCommand()).request();
            assertEquals(picocli, plain.get(), () -> String.join(" ", args));
        }
    }

    @Test
    void leavesEverythingElseToPicocli()
    {
        for (final String[] args : LEFT_TO_PICOCLI)
        {
            assertEquals(Optional.empty(), PlainCompileLine.parse(args, SbeTool.COMMANDS, TargetRegistry.standard()), () -> String.join(" ", args));
        }
    }

    @Test
    void knowsEverySubcommand()
    {
        assertEquals(SbeTool.COMMANDS, commandLine().getSubcommands().keySet());
    }

    private static CommandLine commandLine()
    {
        final PrintWriter writer = new PrintWriter(new StringWriter());
        return SbeTool.commandLine(new ByteArrayOutputStream(), writer, writer);
    }
}
