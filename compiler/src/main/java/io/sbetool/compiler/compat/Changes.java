package io.sbetool.compiler.compat;

import io.sbetool.compiler.diagnostics.SourceLocation;
import io.sbetool.compiler.link.LinkedSchema;

import java.util.ArrayList;
import java.util.List;

/** The two schemas being compared, and the changes found so far. */
final class Changes
{
    final LinkedSchema oldSchema;
    final LinkedSchema newSchema;
    private final List<Change> found = new ArrayList<>();

    Changes(final LinkedSchema oldSchema, final LinkedSchema newSchema)
    {
        this.oldSchema = oldSchema;
        this.newSchema = newSchema;
    }

    void add(
        final ChangeKind kind, final String subject, final String message,
        final SourceLocation oldLocation, final SourceLocation newLocation)
    {
        found.add(new Change(kind, subject, message, oldLocation, newLocation));
    }

    int oldVersion()
    {
        return oldSchema.source().version();
    }

    List<Change> found()
    {
        return found;
    }
}
