package io.sbetool.compiler.generation.model;

/**
 * The message header composite and the four members the standard requires of it, found by name; a header
 * may hold more members, which only its composite lists.
 *
 * @param composite     the header composite.
 * @param blockLength   the root block length member, or null when the header lacks it.
 * @param templateId    the template id member, or null.
 * @param schemaId      the schema id member, or null.
 * @param schemaVersion the schema version member ({@code version}), or null.
 */
public record MessageHeader(CompositeDef composite, Member blockLength, Member templateId, Member schemaId, Member schemaVersion)
{
}
