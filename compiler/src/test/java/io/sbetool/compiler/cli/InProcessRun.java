package io.sbetool.compiler.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs {@code sbetool} in this JVM with its standard output and error captured, for the decode tests
 * that check what a command wrote.
 */
final class InProcessRun
{
    private static final ObjectMapper JSON = new ObjectMapper();

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    /**
     * @return the exit code; output and error of earlier runs are forgotten.
     */
    int run(final String... args)
    {
        out.reset();
        err.reset();
        return SbeTool.run(args, out, err);
    }

    String outText()
    {
        return out.toString(StandardCharsets.UTF_8);
    }

    String errText()
    {
        return err.toString(StandardCharsets.UTF_8);
    }

    /**
     * @return each line of standard output parsed as JSON.
     */
    List<JsonNode> jsonLines() throws IOException
    {
        final List<JsonNode> lines = new ArrayList<>();
        for (final String line : outText().split("\n"))
        {
            if (!line.isEmpty())
            {
                lines.add(JSON.readTree(line));
            }
        }
        return lines;
    }
}
