package io.sbetool.compiler.schema;

import io.sbetool.compiler.diagnostics.SourceLocation;

/** A member of a message or group: {@code <field>}, {@code <group>} or {@code <data>}. */
public sealed interface BlockMember permits Field, Group, Data
{
    String name();

    int id();

    /** The attribute text as written, untrimmed like every text that no rule checks; null when absent. */
    String semanticType();

    int sinceVersion();

    /** Version in which the member was deprecated, or null. */
    Integer deprecated();

    String description();

    SourceLocation location();
}
