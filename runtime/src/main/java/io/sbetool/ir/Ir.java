package io.sbetool.ir;

import java.nio.ByteOrder;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The intermediate representation of a message schema: the schema's identity, the tokens of its
 * message header composite, and the token list of each message. Generators and the on-the-fly
 * decoder work from this alone, so anything that can read a {@code .sbeir} file can generate code.
 *
 * <p>The named types (composites, enums, sets) are not stored separately: they are recovered from
 * the header and messages, where each use of a type repeats its tokens.
 */
public final class Ir
{
    private final String packageName;
    private final String namespaceName;
    private final int id;
    private final int version;
    private final String semanticVersion;
    private final String description;
    private final ByteOrder byteOrder;
    private final List<Token> headerTokens;
    private final List<List<Token>> messages;
    /** Each templateId's index in {@link #messages}: the last message with it, as a map's put leaves it. */
    private final Map<Integer, Integer> messagesById = new HashMap<>();
    private final HeaderStructure headerStructure;
    private List<List<Token>> types;

    public Ir(
        final String packageName,
        final String namespaceName,
        final int id,
        final int version,
        final String semanticVersion,
        final String description,
        final ByteOrder byteOrder,
        final List<Token> headerTokens,
        final List<List<Token>> messages)
    {
        this(packageName, namespaceName, id, version, semanticVersion, description, byteOrder, headerTokens,
            madeAlready(messages));
    }

    /**
     * An IR whose messages' tokens are made when each is first asked for, from {@code messages} (see
     * {@link MessageSource}).
     */
    public Ir(
        final String packageName,
        final String namespaceName,
        final int id,
        final int version,
        final String semanticVersion,
        final String description,
        final ByteOrder byteOrder,
        final List<Token> headerTokens,
        final MessageSource messages)
    {
        this.packageName = Objects.requireNonNull(packageName, "packageName");
        this.namespaceName = namespaceName;
        this.id = id;
        this.version = version;
        this.semanticVersion = semanticVersion;
        this.description = description;
        this.byteOrder = byteOrder;
        this.headerTokens = List.copyOf(headerTokens);
        for (int index = 0, count = messages.count(); index < count; index++)
        {
            messagesById.put(messages.templateId(index), index);
        }
        this.messages = new LazyMessages(messages);
        this.headerStructure = new HeaderStructure(this.headerTokens);
    }

    /**
     * @return the messages given, copied (the caller's lists may change later), as a source.
     */
    private static MessageSource madeAlready(final List<List<Token>> messages)
    {
        final List<List<Token>> copies = new ArrayList<>(messages.size());
        for (final List<Token> message : messages)
        {
            copies.add(List.copyOf(message));
        }
        return new MessageSource()
        {
            @Override
            public int count()
            {
                return copies.size();
            }

            @Override
            public int templateId(final int index)
            {
                return copies.get(index).get(0).id();
            }

            @Override
            public List<Token> tokens(final int index)
            {
                return copies.get(index);
            }
        };
    }

    /**
     * Where the tokens of an IR's messages come from when each message's are made at its first use rather
     * than up front: decoding a capture needs the few messages it holds, not every one of a venue's schema.
     */
    public interface MessageSource
    {
        /**
         * @return how many messages there are.
         */
        int count();

        /**
         * @return the templateId of message {@code index}, known without making its tokens.
         */
        int templateId(int index);

        /**
         * Called at most once per message, by one thread at a time.
         *
         * @return the tokens of message {@code index}, BEGIN_MESSAGE to END_MESSAGE.
         */
        List<Token> tokens(int index);
    }

    /**
     * The messages of a {@link MessageSource}, each made at its first {@link #get} and kept. Thread safe:
     * the decoders of several threads may ask for messages at once.
     */
    private static final class LazyMessages extends AbstractList<List<Token>> implements RandomAccess
    {
        private final MessageSource source;
        private final List<Token>[] made;

        @SuppressWarnings("unchecked")
        LazyMessages(final MessageSource source)
        {
            this.source = source;
            this.made = (List<Token>[])new List<?>[source.count()];
        }

        @Override
        public synchronized List<Token> get(final int index)
        {
            Objects.checkIndex(index, made.length);
            List<Token> tokens = made[index];
            if (tokens == null)
            {
                tokens = List.copyOf(source.tokens(index));
                made[index] = tokens;
            }
            return tokens;
        }

        @Override
        public int size()
        {
            return made.length;
        }
    }

    /**
     * @return the schema's package as written in the schema (generators map it to a valid name).
     */
    public String packageName()
    {
        return packageName;
    }

    /**
     * @return an override for the namespace of generated code, or null.
     */
    public String namespaceName()
    {
        return namespaceName;
    }

    /**
     * @return the schema id.
     */
    public int id()
    {
        return id;
    }

    /**
     * @return the schema version.
     */
    public int version()
    {
        return version;
    }

    public String semanticVersion()
    {
        return semanticVersion;
    }

    /**
     * @return the schema's description, or null; not kept in IR files.
     */
    public String description()
    {
        return description;
    }

    public ByteOrder byteOrder()
    {
        return byteOrder;
    }

    /**
     * @return the tokens of the message header composite, BEGIN_COMPOSITE to END_COMPOSITE.
     */
    public List<Token> headerTokens()
    {
        return headerTokens;
    }

    public HeaderStructure headerStructure()
    {
        return headerStructure;
    }

    /**
     * @return every message's tokens, BEGIN_MESSAGE to END_MESSAGE, in schema order.
     */
    public List<List<Token>> messages()
    {
        return messages;
    }

    /**
     * @param templateId the message's id.
     * @return the message's tokens, or null when the schema has no such message.
     */
    public List<Token> message(final int templateId)
    {
        final Integer index = messagesById.get(templateId);
        return index == null ? null : messages.get(index);
    }

    /**
     * @return each named composite, enum and set once, as the token list of its first use (the
     * header's composite first), in order of first use.
     */
    public synchronized List<List<Token>> types()
    {
        if (types == null)
        {
            final Map<String, List<Token>> byName = new LinkedHashMap<>();
            collectTypes(headerTokens, byName);
            for (final List<Token> message : messages)
            {
                collectTypes(message, byName);
            }
            types = List.copyOf(byName.values());
        }
        return types;
    }

    private static void collectTypes(final List<Token> tokens, final Map<String, List<Token>> byName)
    {
        for (int i = 0, size = tokens.size(); i < size; i++)
        {
            final Token token = tokens.get(i);
            final Signal signal = token.signal();
            if (signal == Signal.BEGIN_COMPOSITE || signal == Signal.BEGIN_ENUM || signal == Signal.BEGIN_SET)
            {
                final String name = token.referencedName() != null ? token.referencedName() : token.name();
                if (!byName.containsKey(name))
                {
                    byName.put(name, List.copyOf(tokens.subList(i, i + token.componentTokenCount())));
                }
            }
        }
    }

    @Override
    public String toString()
    {
        return "Ir{package='" + packageName + "', id=" + id + ", version=" + version +
            ", messages=" + messages.size() + '}';
    }
}
