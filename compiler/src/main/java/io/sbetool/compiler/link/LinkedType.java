package io.sbetool.compiler.link;

import io.sbetool.compiler.schema.Type;

/**
 * A type with every name it uses resolved: the declaration as read, together with the declarations
 * its own references lead to. Each declared type is linked once and shared by all of its users.
 */
public sealed interface LinkedType permits LinkedEncoded, LinkedEnum, LinkedSet, LinkedComposite
{
    Type source();

    default String name()
    {
        return source().name();
    }
}
