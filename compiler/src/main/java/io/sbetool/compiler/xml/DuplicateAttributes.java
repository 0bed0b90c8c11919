package io.sbetool.compiler.xml;

import io.sbetool.compiler.diagnostics.SourceLocation;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds which attribute a start tag repeats. Woodstox reports a duplicate attribute under the name of
 * the tag's first attribute, at the end of the tag ({@code <field name="a" id="1" id="2">} is
 * "Duplicate attribute 'name'"), so the tag is read again from the file to name the right one and
 * point at its second occurrence.
 */
final class DuplicateAttributes
{
    private static final Pattern ATTRIBUTE = Pattern.compile("([\\w:.-]+)\\s*=\\s*(\"[^\"]*\"|'[^']*')");
    private static final Pattern TAG_NAME = Pattern.compile("<([\\w:.-]+)");

    private DuplicateAttributes()
    {
    }

    /**
     * @param reported where the parser stopped: on the line of the tag's end, after it.
     * @return the message and position of the repeated attribute, or empty when the tag cannot be found.
     */
    static Optional<Found> find(final Path file, final byte[] bytes, final SourceLocation reported)
    {
        final List<String> lines = new String(bytes, StandardCharsets.UTF_8).lines().toList();
        if (reported.line() < 1 || reported.line() > lines.size())
        {
            return Optional.empty();
        }
        // The tag starts at the last '<' at or before the reported position, perhaps lines above it.
        int line = reported.line() - 1;
        int end = Math.min(Math.max(reported.column() - 1, 0), lines.get(line).length());
        int start = lines.get(line).lastIndexOf('<', Math.max(end - 1, 0));
        while (start < 0 && line > 0)
        {
            line--;
            end = lines.get(line).length();
            start = lines.get(line).lastIndexOf('<');
        }
        return start < 0 ? Optional.empty() : scan(file, lines, line, start, reported.line() - 1);
    }

    private static Optional<Found> scan(final Path file, final List<String> lines, final int firstLine, final int start,
        final int lastLine)
    {
        final Set<String> seen = new HashSet<>();
        String tag = null;
        for (int line = firstLine; line <= lastLine; line++)
        {
            final String text = line == firstLine ? lines.get(line).substring(start) : lines.get(line);
            final int offset = line == firstLine ? start : 0;
            if (tag == null)
            {
                final Matcher name = TAG_NAME.matcher(text);
                tag = name.lookingAt() ? name.group(1) : "?";
            }
            final Matcher attribute = ATTRIBUTE.matcher(text);
            while (attribute.find())
            {
                if (!seen.add(attribute.group(1)))
                {
                    return Optional.of(new Found(new SourceLocation(file.toString(), line + 1,
                        offset + attribute.start() + 1), "duplicate attribute '" + attribute.group(1) + "' on <" + tag +
                        ">; an attribute may appear once on an element: remove one"));
                }
            }
        }
        return Optional.empty();
    }

    /** The repeated attribute's second occurrence and what to say about it. */
    record Found(SourceLocation location, String message)
    {
    }
}
