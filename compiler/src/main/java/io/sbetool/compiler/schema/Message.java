package io.sbetool.compiler.schema;

import io.sbetool.compiler.diagnostics.SourceLocation;

import java.util.List;

/** A {@code <message>} template; {@code id} is the template id carried in the message header. */
public record Message(
    String name,
    int id,
    Integer blockLength,
    List<BlockMember> members,
    String semanticType,
    int sinceVersion,
    Integer deprecated,
    String description,
    SourceLocation location) implements Block
{
    public Message
    {
        members = List.copyOf(members);
    }
}
