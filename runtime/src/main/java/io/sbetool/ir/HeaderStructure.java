package io.sbetool.ir;

import java.util.List;

/**
 * The four fields every message header must have, found by name in the header composite's tokens;
 * the header may hold more fields (some venues add framing fields), which these ignore.
 */
public final class HeaderStructure
{
    public static final String BLOCK_LENGTH = "blockLength";
    public static final String TEMPLATE_ID = "templateId";
    public static final String SCHEMA_ID = "schemaId";
    public static final String SCHEMA_VERSION = "version";

    private final List<Token> tokens;
    private final Token blockLength;
    private final Token templateId;
    private final Token schemaId;
    private final Token schemaVersion;

    public HeaderStructure(final List<Token> tokens)
    {
        this.tokens = tokens;
        blockLength = find(tokens, BLOCK_LENGTH);
        templateId = find(tokens, TEMPLATE_ID);
        schemaId = find(tokens, SCHEMA_ID);
        schemaVersion = find(tokens, SCHEMA_VERSION);
    }

    public List<Token> tokens()
    {
        return tokens;
    }

    /**
     * @return the header's encoded length in bytes.
     */
    public int encodedLength()
    {
        return tokens.isEmpty() ? 0 : tokens.get(0).encodedLength();
    }

    /**
     * @return the ENCODING token of blockLength, or null when the header has none.
     */
    public Token blockLength()
    {
        return blockLength;
    }

    public Token templateId()
    {
        return templateId;
    }

    public Token schemaId()
    {
        return schemaId;
    }

    public Token schemaVersion()
    {
        return schemaVersion;
    }

    private static Token find(final List<Token> tokens, final String name)
    {
        // Only direct members count: a nested composite may reuse a name.
        int depth = 0;
        for (final Token token : tokens)
        {
            switch (token.signal())
            {
                case BEGIN_COMPOSITE:
                    depth++;
                    break;
                case END_COMPOSITE:
                    depth--;
                    break;
                case ENCODING:
                    if (depth == 1 && token.name().equals(name))
                    {
                        return token;
                    }
                    break;
                default:
                    break;
            }
        }
        return null;
    }
}
