package io.sbetool.ir.file;

import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;

import java.nio.charset.Charset;

/**
 * The rules {@link IrValidator} applies to one token at a time, as the compiler's IR builder makes them: names
 * that are SBE names, versions within the schema's, values of the token's own type, character encodings that
 * exist where a value is text in them, and sizes that fit the primitive type. Each failure is an
 * {@link IrFileException} at the offset of the token's record.
 */
final class TokenRules
{
    private final int schemaVersion;

    TokenRules(final int schemaVersion)
    {
        this.schemaVersion = schemaVersion;
    }

    /** The rules every token meets, whatever its signal. */
    void common(final Token token, final int offset)
    {
        name(token, offset);
        referencedName(token, offset);
        version(token, offset);
        values(token, offset);
    }

    /**
     * A name is what generated code is named after: a letter or '_' then letters, digits and '_' (the names
     * the compiler's NameRules accept).
     */
    private static void name(final Token token, final int offset)
    {
        if (!isName(token.name()))
        {
            throw problem(token, offset, "has a name that is not an SBE name; names start with a letter or '_' and " +
                "hold only letters, digits and '_'");
        }
    }

    private static void referencedName(final Token token, final int offset)
    {
        if (token.referencedName() != null && !isName(token.referencedName()))
        {
            throw problem(token, offset, "has the referencedName '" + token.referencedName() +
                "', which is not an SBE name");
        }
    }

    static boolean isName(final String name)
    {
        if (name == null || name.isEmpty() || isDigit(name.charAt(0)))
        {
            return false;
        }
        for (int i = 0; i < name.length(); i++)
        {
            final char c = name.charAt(i);
            if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || isDigit(c) || c == '_'))
            {
                return false;
            }
        }
        return true;
    }

    private static boolean isDigit(final char c)
    {
        return c >= '0' && c <= '9';
    }

    /** An element is there from a version of the schema: 0 to the schema's version. */
    private void version(final Token token, final int offset)
    {
        if (token.version() < 0 || token.version() > schemaVersion)
        {
            throw problem(token, offset, "has sinceVersion " + token.version() + ", outside 0.." + schemaVersion +
                " (the schema's version)");
        }
    }

    /**
     * Only a constant's value may be a string (a char array constant, or a field's valueRef); every other value
     * is one value of the token's primitive type. A string is text in the token's character encoding, which must
     * then be one Java has.
     */
    private static void values(final Token token, final int offset)
    {
        single(token, offset, token.encoding().minValue(), "minValue");
        single(token, offset, token.encoding().maxValue(), "maxValue");
        single(token, offset, token.encoding().nullValue(), "nullValue");
        final PrimitiveValue constant = token.encoding().constValue();
        if (constant != null && constant.representation() == PrimitiveValue.Representation.BYTE_ARRAY)
        {
            if (token.signal() != Signal.ENCODING && token.signal() != Signal.BEGIN_FIELD &&
                token.signal() != Signal.END_FIELD)
            {
                throw problem(token, offset, "has a string as its constValue; only a constant or a field's " +
                    "valueRef can be one");
            }
            charset(token, offset);
        }
    }

    private static void single(final Token token, final int offset, final PrimitiveValue value, final String what)
    {
        if (value != null && value.representation() == PrimitiveValue.Representation.BYTE_ARRAY)
        {
            throw problem(token, offset, "has a " + what + " of " + value.size() + " chars; it must be one char");
        }
    }

    private static void charset(final Token token, final int offset)
    {
        final String name = token.encoding().characterEncoding();
        if (name == null || name.isEmpty())
        {
            return;
        }
        try
        {
            Charset.forName(name);
        }
        catch (final IllegalArgumentException ex)
        {
            throw problem(token, offset, "has a string constValue in the characterEncoding '" + name +
                "', which is not a character encoding Java has");
        }
    }

    /**
     * An ENCODING token: a primitive type, and an encoded length of whole elements of it; -1 (variable) only
     * where {@code variableAllowed} (the varData member of a var-data composite). A constant needs its value.
     */
    void encoding(final Token token, final int offset, final boolean variableAllowed)
    {
        final PrimitiveType type = requireType(token, offset);
        offsetInBlock(token, offset);
        final int length = token.encodedLength();
        if (length == Token.VARIABLE_LENGTH && variableAllowed)
        {
            return;
        }
        if (length < 0 || length % type.size() != 0 || (length == 0 && !token.isConstantEncoding()))
        {
            throw problem(token, offset, "has encodedLength " + length + ", not a positive multiple of the " +
                type.size() + " bytes of " + type.primitiveName());
        }
        if (token.isConstantEncoding() && token.encoding().constValue() == null)
        {
            throw problem(token, offset, "is constant but has no constValue");
        }
    }

    /** Offsets within a block or composite are known, never negative, for everything but groups and var data. */
    static void offsetInBlock(final Token token, final int offset)
    {
        if (token.offset() < 0)
        {
            throw problem(token, offset, "has offset " + token.offset() + "; it must be 0 or more");
        }
    }

    static PrimitiveType requireType(final Token token, final int offset)
    {
        final PrimitiveType type = token.encoding().primitiveType();
        if (type == null)
        {
            throw problem(token, offset, "has no primitive type");
        }
        return type;
    }

    /** A header, dimension or length field: one integer. */
    static void integer(final Token token, final int offset, final String role)
    {
        final PrimitiveType type = requireType(token, offset);
        if (type.isFloatingPoint() || type == PrimitiveType.CHAR || token.arrayLength() != 1 ||
            token.encoding().presence() == Presence.CONSTANT)
        {
            throw problem(token, offset, "is the " + role + " but is not a single integer that is not constant");
        }
    }

    /** A leaf (ENCODING, VALID_VALUE, CHOICE) counts only itself. */
    static void leaf(final Token token, final int offset)
    {
        if (token.componentTokenCount() != 1)
        {
            throw problem(token, offset, "has componentTokenCount " + token.componentTokenCount() + "; a " +
                token.signal() + " token counts only itself (1)");
        }
    }

    static IrFileException problem(final Token token, final int offset, final String problem)
    {
        return new IrFileException(offset, token.signal() + " '" + token.name() + "' " + problem);
    }
}
