package io.sbetool.compiler.generation.model;

import java.nio.ByteOrder;
import java.util.List;

/**
 * A message schema as generators see it.
 *
 * @param packageName     the schema's package as written (each target maps it to its own namespace rules).
 * @param namespaceName   an override of the namespace of generated code, or null.
 * @param id              the schema id.
 * @param version         the schema version.
 * @param semanticVersion the schema's semantic version, or null.
 * @param description     the schema's description, or null (IR files do not hold it).
 * @param byteOrder       the schema's byte order.
 * @param header          the message header, or null when the schema has none.
 * @param types           each named composite, enum and set once, the header composite first, in order of
 *                        first use.
 * @param messages        the messages in schema order.
 */
public record Schema(
    String packageName,
    String namespaceName,
    int id,
    int version,
    String semanticVersion,
    String description,
    ByteOrder byteOrder,
    MessageHeader header,
    List<TypeDef> types,
    List<Message> messages)
{
    public Schema
    {
        types = List.copyOf(types);
        messages = List.copyOf(messages);
    }
}
