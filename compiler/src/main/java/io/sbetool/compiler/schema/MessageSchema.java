package io.sbetool.compiler.schema;

import io.sbetool.compiler.diagnostics.SourceLocation;

import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The root {@code <messageSchema>} with its declared types and messages, in document order.
 */
public final class MessageSchema
{
    public static final String DEFAULT_HEADER_TYPE = "messageHeader";

    private final String packageName;
    private final int id;
    private final int version;
    private final String semanticVersion;
    private final String description;
    private final ByteOrder byteOrder;
    private final String headerType;
    private final Path sourceFile;
    private final SourceLocation location;
    private final List<Type> types;
    private final List<Message> messages;

    public MessageSchema(
        final String packageName,
        final int id,
        final int version,
        final String semanticVersion,
        final String description,
        final ByteOrder byteOrder,
        final String headerType,
        final Path sourceFile,
        final SourceLocation location,
        final List<Type> types,
        final List<Message> messages)
    {
        this.packageName = packageName;
        this.id = id;
        this.version = version;
        this.semanticVersion = semanticVersion;
        this.description = description;
        this.byteOrder = byteOrder;
        this.headerType = headerType;
        this.sourceFile = sourceFile;
        this.location = location;
        this.types = List.copyOf(types);
        this.messages = List.copyOf(messages);
    }

    /** The {@code package} attribute as written, or null; see {@code naming.PackageNames} for code names. */
    public String packageName()
    {
        return packageName;
    }

    public int id()
    {
        return id;
    }

    public int version()
    {
        return version;
    }

    public String semanticVersion()
    {
        return semanticVersion;
    }

    public String description()
    {
        return description;
    }

    public ByteOrder byteOrder()
    {
        return byteOrder;
    }

    /** Name of the message header composite, {@code messageHeader} unless overridden. */
    public String headerType()
    {
        return headerType;
    }

    public Path sourceFile()
    {
        return sourceFile;
    }

    public SourceLocation location()
    {
        return location;
    }

    /** Types declared directly in {@code <types>} elements, in document order. */
    public List<Type> types()
    {
        return types;
    }

    public List<Message> messages()
    {
        return messages;
    }

    public Optional<Message> message(final String name)
    {
        return messages.stream().filter(message -> message.name().equals(name)).findFirst();
    }
}
