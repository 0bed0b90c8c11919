package io.sbetool.compiler.link;

import io.sbetool.compiler.schema.CompositeMember;
import io.sbetool.compiler.schema.Ref;

/**
 * A member of a composite and the type it has: its own for an inline type, the referenced one for a
 * {@code <ref>}.
 *
 * @param type null for a ref whose type does not resolve or that closes a cycle (both reported).
 */
public record LinkedCompositeMember(CompositeMember source, LinkedType type)
{
    public String name()
    {
        return source.name();
    }

    /** For a {@code <ref>}, the name of the type it refers to; else null. */
    public String referencedName()
    {
        return source instanceof Ref ref ? ref.type() : null;
    }
}
