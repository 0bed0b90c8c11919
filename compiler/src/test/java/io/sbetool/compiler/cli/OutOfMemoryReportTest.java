package io.sbetool.compiler.cli;

import io.sbetool.compiler.build.TargetRegistry;
import io.sbetool.compiler.generation.GeneratedFile;
import io.sbetool.compiler.generation.Generator;
import io.sbetool.compiler.generation.GeneratorInput;
import io.sbetool.compiler.generation.TargetOptions;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A heap too small for the work is the user's to change: a message saying so and exit 1, no stack trace.
 * Provoked in-process by a target that runs out of memory, since no heap now both holds the JVM's class path
 * (more than 4 MiB since the Parquet writer joined it) and is too small for a decode, which sizes its
 * buffers to the heap (DecodeAtScaleTest).
 */
class OutOfMemoryReportTest
{
    /** A target whose generation needs more heap than there is. */
    private static final class HungryTarget implements Generator
    {
        @Override
        public String name()
        {
            return "hungry";
        }

        @Override
        public List<GeneratedFile> generate(final GeneratorInput input, final TargetOptions options)
        {
            throw new OutOfMemoryError("Java heap space");
        }
    }

    @Test
    void runningOutOfMemoryIsReportedWithoutAStackTrace(@TempDir final Path dir)
    {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        final ByteArrayOutputStream err = new ByteArrayOutputStream();
        final int exitCode = SbeTool.run(TargetRegistry.standard().with(new HungryTarget()),
            new String[] {SharedFiles.projectSchema("car.xml").toString(), "--target", "hungry", "--output-dir",
                dir.toString()}, out, err);
        final String errText = err.toString(StandardCharsets.UTF_8);

        assertEquals(ExitCode.BAD_INPUT, exitCode, errText);
        assertTrue(errText.startsWith("sbetool: out of memory: this Java heap ("), errText);
        assertTrue(errText.contains("is too small for the work; run with a larger one"), errText);
        assertFalse(errText.contains("\tat "), errText);
    }
}
