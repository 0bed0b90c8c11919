package io.sbetool.testing;

import io.sbetool.ir.Encoding;
import io.sbetool.ir.Ir;
import io.sbetool.ir.Token;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.UnaryOperator;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Compares two IRs token for token and reports the first difference with its place (header or
 * message name), its index and both tokens, which is what one needs to find the cause.
 */
public final class IrAssertions
{
    private IrAssertions()
    {
    }

    /**
     * Asserts equal schema identity (id, version, package, namespace, semantic version, byte order)
     * and equal header and message tokens. The description is not compared: IR files do not hold it.
     */
    public static void assertSameIr(final Ir expected, final Ir actual)
    {
        final String difference = firstDifference(expected, actual);
        if (difference != null)
        {
            fail(difference);
        }
    }

    /**
     * @return a description of the first difference, or null when the IRs are the same.
     */
    public static String firstDifference(final Ir expected, final Ir actual)
    {
        final String identity = identityDifference(expected, actual);
        if (identity != null)
        {
            return identity;
        }
        final String header = tokenDifference("message header", expected.headerTokens(), actual.headerTokens());
        if (header != null)
        {
            return header;
        }
        final int count = Math.min(expected.messages().size(), actual.messages().size());
        for (int i = 0; i < count; i++)
        {
            final List<Token> message = expected.messages().get(i);
            final String where = "message '" + message.get(0).name() + "' (id " + message.get(0).id() + ")";
            final String difference = tokenDifference(where, message, actual.messages().get(i));
            if (difference != null)
            {
                return difference;
            }
        }
        if (expected.messages().size() != actual.messages().size())
        {
            return "expected " + expected.messages().size() + " messages, found " + actual.messages().size();
        }
        return null;
    }

    /**
     * @return a description of the first differing token, or null when the lists are the same.
     */
    public static String tokenDifference(final String where, final List<Token> expected, final List<Token> actual)
    {
        final int count = Math.min(expected.size(), actual.size());
        for (int i = 0; i < count; i++)
        {
            if (!expected.get(i).equals(actual.get(i)))
            {
                return where + ", token " + i + " differs:\n  expected: " + expected.get(i) +
                    "\n  actual:   " + actual.get(i);
            }
        }
        if (expected.size() != actual.size())
        {
            return where + ": expected " + expected.size() + " tokens, found " + actual.size() +
                (expected.size() > count ? "; first missing: " + expected.get(count) :
                "; first extra: " + actual.get(count));
        }
        return null;
    }

    /**
     * @return a copy of the IR with every token passed through {@code normaliser}, for documented,
     * narrow normalisations of known and accepted differences.
     */
    public static Ir mapTokens(final Ir ir, final UnaryOperator<Token> normaliser)
    {
        final List<List<Token>> messages = new ArrayList<>();
        for (final List<Token> message : ir.messages())
        {
            messages.add(map(message, normaliser));
        }
        return new Ir(ir.packageName(), ir.namespaceName(), ir.id(), ir.version(), ir.semanticVersion(),
            ir.description(), ir.byteOrder(), map(ir.headerTokens(), normaliser), messages);
    }

    /**
     * @return a copy with the messages in order of template id. The reference implementation keeps
     * its messages in a hash map, so its order is neither the schema's nor by id.
     */
    public static Ir withMessagesById(final Ir ir)
    {
        final List<List<Token>> messages = new ArrayList<>(ir.messages());
        messages.sort(java.util.Comparator.comparingInt((m) -> m.get(0).id()));
        return new Ir(ir.packageName(), ir.namespaceName(), ir.id(), ir.version(), ir.semanticVersion(),
            ir.description(), ir.byteOrder(), ir.headerTokens(), messages);
    }

    /**
     * IR files cannot tell an empty string from none, and both tools read an empty one as null; a
     * schema's {@code description=""} or {@code semanticType=""} therefore comes back as null.
     */
    public static Ir withEmptyStringsAsNull(final Ir ir)
    {
        return mapTokens(ir, IrAssertions::withEmptyStringsAsNull);
    }

    public static Token withEmptyStringsAsNull(final Token token)
    {
        final Encoding encoding = token.encoding();
        return token.toBuilder()
            .description(nullIfEmpty(token.description()))
            .referencedName(nullIfEmpty(token.referencedName()))
            .encoding(encoding.toBuilder()
                .characterEncoding(nullIfEmpty(encoding.characterEncoding()))
                .epoch(nullIfEmpty(encoding.epoch()))
                .timeUnit(nullIfEmpty(encoding.timeUnit()))
                .semanticType(nullIfEmpty(encoding.semanticType()))
                .build())
            .build();
    }

    private static String nullIfEmpty(final String value)
    {
        return value == null || value.isEmpty() ? null : value;
    }

    private static List<Token> map(final List<Token> tokens, final UnaryOperator<Token> normaliser)
    {
        final List<Token> result = new ArrayList<>(tokens.size());
        for (final Token token : tokens)
        {
            result.add(normaliser.apply(token));
        }
        return result;
    }

    private static String identityDifference(final Ir expected, final Ir actual)
    {
        final String[][] fields = {
            {"id", String.valueOf(expected.id()), String.valueOf(actual.id())},
            {"version", String.valueOf(expected.version()), String.valueOf(actual.version())},
            {"packageName", expected.packageName(), actual.packageName()},
            {"namespaceName", expected.namespaceName(), actual.namespaceName()},
            {"semanticVersion", expected.semanticVersion(), actual.semanticVersion()},
            {"byteOrder", String.valueOf(expected.byteOrder()), String.valueOf(actual.byteOrder())},
        };
        for (final String[] field : fields)
        {
            if (!Objects.equals(field[1], field[2]))
            {
                return "schema " + field[0] + " differs: expected " + field[1] + ", found " + field[2];
            }
        }
        return null;
    }
}
