package io.sbetool.compiler.link;

import io.sbetool.compiler.schema.MessageSchema;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A schema with every reference resolved, and its layout. Validation and the IR builder work on this
 * model; neither looks a name up again.
 */
public final class LinkedSchema
{
    private final MessageSchema source;
    private final List<LinkedType> types;
    private final List<LinkedBlock> messages;
    private final LinkedType header;
    private final Function<String, LinkedType> names;
    private final Layout layout = new Layout();

    LinkedSchema(
        final MessageSchema source,
        final List<LinkedType> types,
        final List<LinkedBlock> messages,
        final LinkedType header,
        final Function<String, LinkedType> names)
    {
        this.source = source;
        this.types = List.copyOf(types);
        this.messages = List.copyOf(messages);
        this.header = header;
        this.names = names;
    }

    /** The schema as read. */
    public MessageSchema source()
    {
        return source;
    }

    /** Every type declared in {@code <types>}, duplicates included, in document order. */
    public List<LinkedType> types()
    {
        return types;
    }

    public List<LinkedBlock> messages()
    {
        return messages;
    }

    /** What the schema's headerType names; null when nothing is declared under that name (reported). */
    public LinkedType header()
    {
        return header;
    }

    /** Sizes and offsets of this schema's types and blocks, each computed once, when first asked for. */
    public Layout layout()
    {
        return layout;
    }

    /** Looks a type up as a field would name it, a primitive's name included: for tools and tests. */
    public Optional<LinkedType> type(final String name)
    {
        return Optional.ofNullable(names.apply(name));
    }
}
