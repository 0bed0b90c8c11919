package io.sbetool.compiler.schema;

import io.sbetool.compiler.diagnostics.SourceLocation;

import java.util.List;

/**
 * What a message and a repeating group have in common: a fixed-size block of fields followed by
 * nested groups and variable-length data.
 */
public sealed interface Block permits Message, Group
{
    String name();

    int id();

    /** Explicit blockLength, or null when it is the sum of the field sizes. */
    Integer blockLength();

    /** All members in document order (fields, then groups, then data in a valid schema). */
    List<BlockMember> members();

    SourceLocation location();

    default List<Field> fields()
    {
        return members().stream().filter(Field.class::isInstance).map(Field.class::cast).toList();
    }

    default List<Group> groups()
    {
        return members().stream().filter(Group.class::isInstance).map(Group.class::cast).toList();
    }

    default List<Data> data()
    {
        return members().stream().filter(Data.class::isInstance).map(Data.class::cast).toList();
    }
}
