package io.sbetool.compiler.link;

import io.sbetool.compiler.schema.BlockMember;

/** A linked field, group or data member of a message or group. */
public sealed interface LinkedBlockMember permits LinkedField, LinkedGroup, LinkedData
{
    BlockMember source();
}
