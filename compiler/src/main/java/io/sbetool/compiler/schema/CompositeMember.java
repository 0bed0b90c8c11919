package io.sbetool.compiler.schema;

import io.sbetool.compiler.diagnostics.SourceLocation;

/**
 * Something that may appear inside a {@code <composite>}: an inline type or a {@code <ref>}.
 */
public sealed interface CompositeMember permits Type, Ref
{
    String name();

    /** Explicit offset from the start of the enclosing composite, or null when not given. */
    Integer offset();

    int sinceVersion();

    /** Version in which the member was deprecated, or null. */
    Integer deprecated();

    SourceLocation location();
}
