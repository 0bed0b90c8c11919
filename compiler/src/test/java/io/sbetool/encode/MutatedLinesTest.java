package io.sbetool.encode;

import io.sbetool.compiler.Compilation;
import io.sbetool.ir.Ir;
import io.sbetool.otf.JsonPrinter;
import io.sbetool.otf.MessageDecoder;
import io.sbetool.testing.SharedFiles;
import org.agrona.ExpandableArrayBuffer;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Lines of decode's NDJSON with random damage (a character deleted, replaced or inserted, the line
 * cut short, a value swapped for another kind) either encode or fail with a {@link JsonSyntaxException}
 * or an {@link EncodeException}: never another exception, which the command would report as an
 * internal error. The reader goes on after each bad line.
 */
class MutatedLinesTest
{
    private static final String[] VALUES = {"null", "true", "[]", "{}", "\"x\"", "1.5", "-1", "99999999999999999999",
        "\"NaN\"", "[1,{}]", "\"\\u00zz\"", "\"\\\\\""};

    @Test
    void damagedLinesEncodeOrFailWithAnErrorForTheUser() throws Exception
    {
        final Ir ir = Compilation.compileOrThrow(SharedFiles.projectSchema("car.xml"));
        final MessageEncoder encoder = new MessageEncoder(ir);
        final JsonPrinter printer = new JsonPrinter(new MessageDecoder(ir));
        final List<String> originals = new ArrayList<>();
        for (int seed = 0; seed < 8; seed++)
        {
            final Map<String, Object> car = new RandomMessages(seed).message(ir.messages().get(0));
            final ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(256);
            final int length = encoder.encode(new MapValueSource(car), buffer, 0);
            originals.add(printer.toJson(java.util.Arrays.copyOf(buffer.byteArray(), length)));
        }
        final Random random = new Random(7);
        final StringBuilder input = new StringBuilder();
        final int lines = 4000;
        for (int i = 0; i < lines; i++)
        {
            input.append(mutate(originals.get(random.nextInt(originals.size())), random)).append('\n');
        }
        int encoded = 0;
        int rejected = 0;
        final ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(256);
        try (NdjsonReader reader = new NdjsonReader(new ByteArrayInputStream(
            input.toString().getBytes(StandardCharsets.UTF_8))))
        {
            while (true)
            {
                try
                {
                    final ValueSource line = reader.next();
                    if (line == null)
                    {
                        break;
                    }
                    encoder.encode(line, buffer, 0);
                    encoded++;
                }
                catch (final JsonSyntaxException | EncodeException ex)
                {
                    rejected++;
                }
            }
        }
        assertEquals(lines, encoded + rejected, "every line is encoded or rejected, blank lines aside");
        assertTrue(encoded > 100 && rejected > 1000, encoded + " encoded, " + rejected + " rejected");
    }

    private static String mutate(final String line, final Random random)
    {
        final int at = random.nextInt(line.length());
        switch (random.nextInt(5))
        {
            case 0:
                return line.substring(0, at) + line.substring(at + 1);
            case 1:
                return line.substring(0, at) + (char)(32 + random.nextInt(95)) + line.substring(at + 1);
            case 2:
                return line.substring(0, at) + (char)(32 + random.nextInt(95)) + line.substring(at);
            case 3:
                return line.substring(0, Math.max(1, at));
            default:
            {
                // swap one value (after a ':') for a value of another kind
                final int colon = line.indexOf(':', at);
                if (colon < 0)
                {
                    return line;
                }
                int end = colon + 1;
                int depth = 0;
                boolean quoted = false;
                while (end < line.length())
                {
                    final char c = line.charAt(end);
                    if (quoted)
                    {
                        quoted = c != '"' || line.charAt(end - 1) == '\\';
                    }
                    else if (c == '"')
                    {
                        quoted = true;
                    }
                    else if (c == '[' || c == '{')
                    {
                        depth++;
                    }
                    else if (c == ']' || c == '}' || c == ',')
                    {
                        if (depth == 0)
                        {
                            break;
                        }
                        if (c != ',')
                        {
                            depth--;
                        }
                    }
                    end++;
                }
                return line.substring(0, colon + 1) + VALUES[random.nextInt(VALUES.length)] + line.substring(end);
            }
        }
    }
}
