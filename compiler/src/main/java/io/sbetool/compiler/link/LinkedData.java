package io.sbetool.compiler.link;

import io.sbetool.compiler.schema.Data;

/**
 * A var-data member.
 *
 * @param type what its type names, null when that resolves to nothing; validation checks that it is a
 *             composite with length and varData.
 */
public record LinkedData(Data source, LinkedType type) implements LinkedBlockMember
{
}
