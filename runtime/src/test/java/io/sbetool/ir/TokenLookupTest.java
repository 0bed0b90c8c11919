package io.sbetool.ir;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A composite's member is found among its own members, not those of a composite nested in it, by the
 * on-the-fly decoder and encoder ({@link MessageWalker}) and the compiler's codec model alike.
 */
class TokenLookupTest
{
    private static Token token(final Signal signal, final String name, final int offset, final int count)
    {
        return Token.builder().signal(signal).name(name).offset(offset).encodedLength(2).componentTokenCount(count)
            .encoding(Encoding.builder().primitiveType(PrimitiveType.UINT16).build()).build();
    }

    /** {@code outer { inner { length }, length, varData }}: the nested {@code length} comes first. */
    private final List<Token> composite = List.of(
        token(Signal.BEGIN_COMPOSITE, "outer", 0, 7),
        token(Signal.BEGIN_COMPOSITE, "inner", 0, 3),
        token(Signal.ENCODING, "length", 0, 1),
        token(Signal.END_COMPOSITE, "inner", 0, 3),
        token(Signal.ENCODING, "length", 2, 1),
        token(Signal.ENCODING, "varData", 4, 1),
        token(Signal.END_COMPOSITE, "outer", 0, 7));

    @Test
    void findsTheDirectMemberNotANestedOneOfTheSameName()
    {
        final Token owner = token(Signal.BEGIN_VAR_DATA, "data", 0, 9);

        assertSame(composite.get(4), TokenLookup.member(composite, 0, composite.size(), "length", owner));
        assertEquals(4, TokenLookup.directEncoding(composite, 0, composite.size(), "varData").offset());
    }

    @Test
    void aMissingMemberIsNullOrAnErrorNamingTheOwner()
    {
        final Token owner = token(Signal.BEGIN_GROUP, "fills", 0, 9);

        assertNull(TokenLookup.directEncoding(composite, 0, composite.size(), "numInGroup"));
        final IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
            () -> TokenLookup.member(composite, 0, composite.size(), "numInGroup", owner));
        assertEquals("'fills' has no 'numInGroup' in its composite", error.getMessage());
    }
}
