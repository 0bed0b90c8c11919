package io.sbetool.compiler.compat;

import java.util.ArrayList;
import java.util.List;

/** Every change found between two versions of a schema, breaking ones first. */
public record CompatReport(List<Change> changes)
{
    public CompatReport
    {
        final List<Change> sorted = new ArrayList<>(changes);
        sorted.sort(Change.REPORT_ORDER);
        changes = List.copyOf(sorted);
    }

    public boolean compatible()
    {
        return changes.stream().noneMatch(Change::breaking);
    }

    public long breakingCount()
    {
        return changes.stream().filter(Change::breaking).count();
    }

    public long safeCount()
    {
        return changes.size() - breakingCount();
    }
}
