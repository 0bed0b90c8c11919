package io.sbetool.compiler.link;

import io.sbetool.compiler.schema.Block;

import java.util.ArrayList;
import java.util.List;

/**
 * A message or a group with its members linked. The members are also kept by kind, computed once,
 * because layout and code generation visit fields, groups and data separately.
 */
public final class LinkedBlock
{
    private final Block source;
    private final List<LinkedBlockMember> members;
    private final List<LinkedField> fields;
    private final List<LinkedGroup> groups;
    private final List<LinkedData> data;

    LinkedBlock(final Block source, final List<LinkedBlockMember> members)
    {
        this.source = source;
        this.members = List.copyOf(members);
        final List<LinkedField> fields = new ArrayList<>();
        final List<LinkedGroup> groups = new ArrayList<>();
        final List<LinkedData> data = new ArrayList<>();
        for (final LinkedBlockMember member : members)
        {
            if (member instanceof LinkedField field)
            {
                fields.add(field);
            }
            else if (member instanceof LinkedGroup group)
            {
                groups.add(group);
            }
            else
            {
                data.add((LinkedData)member);
            }
        }
        this.fields = List.copyOf(fields);
        this.groups = List.copyOf(groups);
        this.data = List.copyOf(data);
    }

    public Block source()
    {
        return source;
    }

    /** Every member in document order. */
    public List<LinkedBlockMember> members()
    {
        return members;
    }

    public List<LinkedField> fields()
    {
        return fields;
    }

    public List<LinkedGroup> groups()
    {
        return groups;
    }

    public List<LinkedData> data()
    {
        return data;
    }
}
