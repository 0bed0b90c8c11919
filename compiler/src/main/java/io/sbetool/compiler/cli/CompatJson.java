package io.sbetool.compiler.cli;

import io.sbetool.compiler.compat.Change;
import io.sbetool.compiler.compat.CompatReport;
import io.sbetool.compiler.diagnostics.SourceLocation;

/**
 * The {@code compat --format json} document. Its shape is documented in docs/compat.md and kept stable for
 * CI scripts: {@code old}, {@code new}, {@code compatible}, {@code breaking}, {@code safe}, then
 * {@code changes}, each with {@code kind}, {@code breaking}, {@code subject}, {@code message} and the
 * {@code old} and {@code new} locations ({@code file}, {@code line}, {@code column}).
 */
final class CompatJson
{
    private CompatJson()
    {
    }

    static String write(final String oldFile, final String newFile, final CompatReport report)
    {
        final StringBuilder json = new StringBuilder(256 + 256 * report.changes().size());
        json.append("{\"old\":").append(quoted(oldFile))
            .append(",\"new\":").append(quoted(newFile))
            .append(",\"compatible\":").append(report.compatible())
            .append(",\"breaking\":").append(report.breakingCount())
            .append(",\"safe\":").append(report.safeCount())
            .append(",\"changes\":[");
        for (int i = 0; i < report.changes().size(); i++)
        {
            final Change change = report.changes().get(i);
            json.append(i == 0 ? "\n" : ",\n")
                .append("{\"kind\":").append(quoted(change.kind().jsonName()))
                .append(",\"breaking\":").append(change.breaking())
                .append(",\"subject\":").append(quoted(change.subject()))
                .append(",\"message\":").append(quoted(change.message()))
                .append(",\"old\":").append(location(change.oldLocation()))
                .append(",\"new\":").append(location(change.newLocation()))
                .append('}');
        }
        return json.append("]}").toString();
    }

    private static String location(final SourceLocation location)
    {
        return "{\"file\":" + quoted(location.file()) + ",\"line\":" + location.line() + ",\"column\":" +
            location.column() + "}";
    }

    private static String quoted(final String text)
    {
        final StringBuilder quoted = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++)
        {
            final char c = text.charAt(i);
            if (c == '"' || c == '\\')
            {
                quoted.append('\\').append(c);
            }
            else if (c < 0x20)
            {
                quoted.append(String.format("\\u%04x", (int)c));
            }
            else
            {
                quoted.append(c);
            }
        }
        return quoted.append('"').toString();
    }
}
