package io.sbetool.ir;

import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

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
    private final Map<Integer, List<Token>> messagesById = new LinkedHashMap<>();
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
        this.packageName = Objects.requireNonNull(packageName, "packageName");
        this.namespaceName = namespaceName;
        this.id = id;
        this.version = version;
        this.semanticVersion = semanticVersion;
        this.description = description;
        this.byteOrder = byteOrder;
        this.headerTokens = List.copyOf(headerTokens);
        final List<List<Token>> copies = new ArrayList<>(messages.size());
        for (final List<Token> message : messages)
        {
            final List<Token> copy = List.copyOf(message);
            copies.add(copy);
            messagesById.put(copy.get(0).id(), copy);
        }
        this.messages = Collections.unmodifiableList(copies);
        this.headerStructure = new HeaderStructure(this.headerTokens);
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
        return messagesById.get(templateId);
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
