package io.sbetool.compiler.generation;

import io.sbetool.testing.SharedFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The checked-in list of deliberate differences between the reference implementation's generated API and
 * ours ({@code src/test/resources/dropin/*.txt}), read by the drop-in API tests: a difference the list
 * does not cover fails them, and so does an entry that covers nothing any more (a gap that was closed).
 *
 * <p>Each line is {@code pattern | reason}; {@code *} in a pattern stands for any text, {@code #} starts a
 * comment line. Every pattern must be documented, verbatim, in {@code docs/drop-in.md}.
 */
public final class DropInDifferences
{
    private final String name;
    private final Map<String, Pattern> patterns = new LinkedHashMap<>();
    private final Map<String, String> reasons = new LinkedHashMap<>();
    private final Set<String> used = new LinkedHashSet<>();

    private DropInDifferences(final String name)
    {
        this.name = name;
    }

    /**
     * @param name the list's file under {@code src/test/resources/dropin/}, e.g. {@code java.txt}.
     */
    public static DropInDifferences load(final String name) throws IOException
    {
        final DropInDifferences list = new DropInDifferences(name);
        final List<String> lines;
        try (java.io.InputStream in = DropInDifferences.class.getResourceAsStream("/dropin/" + name))
        {
            if (in == null)
            {
                throw new IllegalStateException("no list dropin/" + name + " on the test class path");
            }
            lines = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).lines().toList();
        }
        int lineNumber = 0;
        for (final String line : lines)
        {
            lineNumber++;
            if (line.isBlank() || line.startsWith("#"))
            {
                continue;
            }
            final int bar = line.indexOf(" | ");
            if (bar < 0 || line.substring(bar + 3).isBlank())
            {
                throw new IllegalStateException(name + ":" + lineNumber + ": expected 'pattern | reason'");
            }
            final String pattern = line.substring(0, bar).strip();
            list.patterns.put(pattern, glob(pattern));
            list.reasons.put(pattern, line.substring(bar + 3).strip());
        }
        return list;
    }

    private static Pattern glob(final String pattern)
    {
        final StringBuilder regex = new StringBuilder();
        for (final String part : pattern.split("\\*", -1))
        {
            if (regex.length() > 0)
            {
                regex.append(".*");
            }
            regex.append(Pattern.quote(part));
        }
        return Pattern.compile(regex.toString());
    }

    /**
     * @return whether an entry covers the difference; the entry is then counted as used.
     */
    public boolean covers(final String difference)
    {
        for (final Map.Entry<String, Pattern> entry : patterns.entrySet())
        {
            if (entry.getValue().matcher(difference).matches())
            {
                used.add(entry.getKey());
                return true;
            }
        }
        return false;
    }

    /**
     * @return the differences no entry covers.
     */
    public List<String> uncovered(final Iterable<String> differences)
    {
        final List<String> uncovered = new ArrayList<>();
        for (final String difference : differences)
        {
            if (!covers(difference))
            {
                uncovered.add(difference);
            }
        }
        return uncovered;
    }

    /**
     * @return the entries that covered nothing so far: stale once every schema was compared.
     */
    public List<String> unused()
    {
        final List<String> unused = new ArrayList<>();
        for (final String pattern : patterns.keySet())
        {
            if (!used.contains(pattern))
            {
                unused.add(name + ": " + pattern);
            }
        }
        return unused;
    }

    /**
     * @return the patterns that {@code docs/drop-in.md} does not quote.
     */
    public List<String> undocumented() throws IOException
    {
        final String docs = Files.readString(SharedFiles.projectDir().resolve("docs/drop-in.md"));
        final List<String> undocumented = new ArrayList<>();
        for (final String pattern : patterns.keySet())
        {
            if (!docs.contains("`" + pattern + "`"))
            {
                undocumented.add(name + ": " + pattern);
            }
        }
        return undocumented;
    }

    public String reason(final String pattern)
    {
        return reasons.get(pattern);
    }
}
