package io.sbetool.compiler;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.ir.IrBuilder;
import io.sbetool.compiler.link.LinkedSchema;
import io.sbetool.compiler.link.Linker;
import io.sbetool.compiler.schema.MessageSchema;
import io.sbetool.compiler.schema.reader.SchemaReader;
import io.sbetool.compiler.validation.SchemaValidator;
import io.sbetool.compiler.xml.XmlElement;
import io.sbetool.compiler.xml.XmlTreeReader;

import java.nio.file.Path;

/**
 * Where the front end spends its time on one schema, stage by stage: a profiling aid run by hand, not a
 * test (performance is never asserted). The first run of a fresh JVM is what a build pays; later runs
 * show the steady state.
 * <pre>
 * java -cp compiler/target/classes:compiler/target/test-classes:... io.sbetool.compiler.FrontEndTimes 200 schema.xml
 * </pre>
 */
public final class FrontEndTimes
{
    private static final String[] STAGES = {"xml", "read", "link", "validate", "ir"};

    private FrontEndTimes()
    {
    }

    public static void main(final String[] args)
    {
        final int runs = Integer.parseInt(args[0]);
        for (int i = 1; i < args.length; i++)
        {
            time(Path.of(args[i]), runs);
        }
    }

    private static void time(final Path file, final int runs)
    {
        final long[] total = new long[STAGES.length];
        for (int run = 0; run < runs; run++)
        {
            final long[] stage = once(file);
            if (run == 0)
            {
                print(file + " first run", stage, 1);
            }
            else if (run >= runs / 2)
            {
                for (int s = 0; s < stage.length; s++)
                {
                    total[s] += stage[s];
                }
            }
        }
        if (runs > 1)
        {
            print(file + " mean of last " + (runs - runs / 2), total, runs - runs / 2);
        }
    }

    private static long[] once(final Path file)
    {
        final Diagnostics diagnostics = new Diagnostics();
        final long[] at = new long[STAGES.length + 1];
        at[0] = System.nanoTime();
        final XmlElement root = new XmlTreeReader(diagnostics).read(file).orElseThrow();
        at[1] = System.nanoTime();
        final MessageSchema schema = new SchemaReader(diagnostics).read(root, file).orElseThrow();
        at[2] = System.nanoTime();
        final LinkedSchema linked = Linker.link(schema, diagnostics);
        at[3] = System.nanoTime();
        SchemaValidator.validate(linked, diagnostics);
        at[4] = System.nanoTime();
        IrBuilder.build(linked);
        at[5] = System.nanoTime();
        final long[] stage = new long[STAGES.length];
        for (int s = 0; s < stage.length; s++)
        {
            stage[s] = at[s + 1] - at[s];
        }
        return stage;
    }

    private static void print(final String what, final long[] nanos, final int runs)
    {
        final StringBuilder line = new StringBuilder(what).append(':');
        long sum = 0;
        for (int s = 0; s < STAGES.length; s++)
        {
            line.append(String.format(" %s %.2f", STAGES[s], nanos[s] / 1e6 / runs));
            sum += nanos[s];
        }
        System.out.println(line.append(String.format(" | total %.2f ms", sum / 1e6 / runs)));
    }
}
