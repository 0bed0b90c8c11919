package io.sbetool.compiler.link;

import io.sbetool.compiler.schema.Group;

/**
 * A repeating group.
 *
 * @param dimension what its dimensionType names, null when that resolves to nothing; validation checks
 *                  that it is a composite with blockLength and numInGroup.
 * @param block     its own fields, groups and data.
 */
public record LinkedGroup(Group source, LinkedType dimension, LinkedBlock block) implements LinkedBlockMember
{
}
