package io.sbetool.capture;

import io.sbetool.ir.Ir;
import io.sbetool.ir.Suggestions;
import io.sbetool.ir.Token;
import io.sbetool.otf.JsonPrinter;
import io.sbetool.otf.MessageDecoder;
import io.sbetool.otf.OtfDecodeException;
import io.sbetool.otf.TextPrinter;
import org.agrona.DirectBuffer;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.StringJoiner;

/**
 * The schemas a session decodes with, and the choice among them for each message: by the schemaId in
 * its header, then by its version (the oldest schema version that knows it, else the newest). With one
 * schema every message goes to it, and its decoder rejects a foreign schemaId itself; with several, a
 * message whose schemaId matches none is an error at its offset rather than a guess.
 */
final class Schemas
{
    /**
     * One schema with its decoder and printers, which share the decoder's compiled plans.
     */
    static final class Schema
    {
        final Ir ir;
        final MessageDecoder decoder;
        final JsonPrinter json;
        final TextPrinter text;

        Schema(final Ir ir, final MessageDecoder decoder, final boolean labelSchemaId, final boolean int64AsString)
        {
            this.ir = ir;
            this.decoder = decoder;
            this.json = new JsonPrinter(decoder).labelSchemaId(labelSchemaId).int64AsString(int64AsString);
            this.text = new TextPrinter(decoder);
        }
    }

    private final Schema[] schemas;
    private final boolean int64AsString;

    /**
     * @param int64AsString write int64 and uint64 values as JSON strings.
     * @param lengthField   the header field holding each message's whole length, in the schemas whose
     *                      header has it; null for none.
     * @throws IllegalArgumentException when no schema's header has the length field.
     */
    Schemas(final List<Ir> irs, final boolean int64AsString, final String lengthField)
    {
        if (irs.isEmpty())
        {
            throw new IllegalArgumentException("a session needs at least one schema");
        }
        this.int64AsString = int64AsString;
        schemas = new Schema[irs.size()];
        IllegalArgumentException missing = null;
        for (int i = 0; i < schemas.length; i++)
        {
            MessageDecoder decoder;
            try
            {
                decoder = new MessageDecoder(irs.get(i), lengthField);
            }
            catch (final IllegalArgumentException ex)
            {
                missing = ex;
                decoder = new MessageDecoder(irs.get(i));
            }
            schemas[i] = new Schema(irs.get(i), decoder, irs.size() > 1, int64AsString);
        }
        if (lengthField != null && missing != null && !anyHasMessageLength())
        {
            throw missing;
        }
    }

    /**
     * Schemas for another thread: decoders and printers of its own, sharing these decoders' plans and
     * compiled code ({@link MessageDecoder#forAnotherThread}).
     */
    private Schemas(final Schemas shared)
    {
        this.int64AsString = shared.int64AsString;
        schemas = new Schema[shared.schemas.length];
        for (int i = 0; i < schemas.length; i++)
        {
            final Schema schema = shared.schemas[i];
            schemas[i] = new Schema(schema.ir, schema.decoder.forAnotherThread(), schemas.length > 1, int64AsString);
        }
    }

    /**
     * @return schemas for another thread, which share these ones' plans and compiled code.
     */
    Schemas forAnotherThread()
    {
        return new Schemas(this);
    }

    private boolean anyHasMessageLength()
    {
        for (final Schema schema : schemas)
        {
            if (schema.decoder.header().hasMessageLength())
            {
                return true;
            }
        }
        return false;
    }

    /**
     * Sets every schema's decoder's {@link MessageDecoder#compileAfter}: 0 compiles each template at its
     * first decode, a negative number never.
     */
    void compileAfter(final int decodes)
    {
        for (final Schema schema : schemas)
        {
            schema.decoder.compileAfter(decodes);
        }
    }

    Schema[] all()
    {
        return schemas;
    }

    /**
     * @return the schema of the message at offset.
     * @throws OtfDecodeException when the header does not fit or no schema has its schemaId.
     */
    Schema select(final DirectBuffer buffer, final int offset, final int length)
    {
        if (schemas.length == 1)
        {
            return schemas[0];
        }
        Schema chosen = null;
        for (final Schema schema : schemas)
        {
            final int headerLength = schema.decoder.header().encodedLength();
            if (length < headerLength || schema.decoder.header().schemaId(buffer, offset) != schema.ir.id())
            {
                continue;
            }
            chosen = better(chosen, schema, schema.decoder.header().version(buffer, offset));
        }
        if (chosen == null)
        {
            throw new OtfDecodeException(noMatch(buffer, offset, length), offset, length < minHeaderLength());
        }
        return chosen;
    }

    /**
     * Measures a message of a raw stream with its own schema; see {@link FrameSplitter.RawMeasure}.
     */
    int frameLength(final DirectBuffer buffer, final int offset, final int length)
    {
        return select(buffer, offset, length).decoder.frameLength(buffer, offset, length);
    }

    /**
     * @return whether a message of one of the schemas could start at offset; see
     * {@link MessageDecoder#isPlausibleHeader}.
     */
    boolean isPlausibleHeader(final DirectBuffer buffer, final int offset, final int length)
    {
        for (final Schema schema : schemas)
        {
            if (schema.decoder.isPlausibleHeader(buffer, offset, length))
            {
                return true;
            }
        }
        return false;
    }

    private static Schema better(final Schema current, final Schema candidate, final int version)
    {
        if (current == null)
        {
            return candidate;
        }
        final boolean currentKnows = current.ir.version() >= version;
        final boolean candidateKnows = candidate.ir.version() >= version;
        if (currentKnows != candidateKnows)
        {
            return candidateKnows ? candidate : current;
        }
        // both know it: the oldest is nearest; neither: the newest knows the most
        final boolean candidateOlder = candidate.ir.version() < current.ir.version();
        return candidateKnows == candidateOlder ? candidate : current;
    }

    private int minHeaderLength()
    {
        int min = Integer.MAX_VALUE;
        for (final Schema schema : schemas)
        {
            min = Math.min(min, schema.decoder.header().encodedLength());
        }
        return min;
    }

    private String noMatch(final DirectBuffer buffer, final int offset, final int length)
    {
        final StringJoiner ids = new StringJoiner(", ");
        for (final Schema schema : schemas)
        {
            ids.add(Integer.toString(schema.ir.id()));
        }
        if (length < minHeaderLength())
        {
            return "message header needs " + minHeaderLength() + " bytes but only " + length + " remain";
        }
        return "schemaId " + schemas[0].decoder.header().schemaId(buffer, offset) + " matches none of the schemas " +
            "given (ids " + ids + ")";
    }

    /**
     * Resolves a template filter as a user writes it, message names or numeric templateIds, in every
     * schema.
     *
     * @return keys from {@link #key(int, int)}.
     * @throws IllegalArgumentException naming the first one no schema has.
     */
    Set<Long> templateKeys(final Collection<String> namesOrIds)
    {
        final Set<Long> keys = new LinkedHashSet<>();
        for (final String wanted : namesOrIds)
        {
            final List<Long> found = new ArrayList<>();
            for (final Schema schema : schemas)
            {
                for (final List<Token> message : schema.ir.messages())
                {
                    final Token token = message.get(0);
                    if (token.name().equals(wanted.trim()) || Integer.toString(token.id()).equals(wanted.trim()))
                    {
                        found.add(key(schema.ir.id(), token.id()));
                    }
                }
            }
            if (found.isEmpty())
            {
                throw new IllegalArgumentException("no schema has a message named or numbered '" + wanted.trim() + "'" +
                    didYouMean(wanted.trim()));
            }
            keys.addAll(found);
        }
        return keys;
    }

    /**
     * @return "; did you mean 'X'?" with the message names nearest the one given (by edit distance,
     * ignoring case), or nothing when none is near.
     */
    private String didYouMean(final String wanted)
    {
        final List<String> nearest = new ArrayList<>();
        int best = Math.max(2, wanted.length() / 3) + 1;
        for (final Schema schema : schemas)
        {
            for (final List<Token> message : schema.ir.messages())
            {
                final String name = message.get(0).name();
                final int distance = name.toLowerCase(java.util.Locale.ROOT).startsWith(
                    wanted.toLowerCase(java.util.Locale.ROOT)) ? 1 : Suggestions.distance(
                    wanted.toLowerCase(java.util.Locale.ROOT), name.toLowerCase(java.util.Locale.ROOT));
                if (distance < best)
                {
                    best = distance;
                    nearest.clear();
                }
                if (distance == best && !nearest.contains(name))
                {
                    nearest.add(name);
                }
            }
        }
        return nearest.isEmpty() ? "" : "; did you mean '" + String.join("' or '", nearest) + "'?";
    }

    /**
     * @return the keys of the templates to write (numeric ids match in every schema), or null for all.
     * @throws IllegalArgumentException naming a name or id no schema has.
     */
    org.agrona.collections.LongHashSet templateFilter(final Collection<Integer> ids, final Collection<String> names)
    {
        if (ids.isEmpty() && names.isEmpty())
        {
            return null;
        }
        final org.agrona.collections.LongHashSet keys = new org.agrona.collections.LongHashSet();
        for (final int id : ids)
        {
            for (final Schema schema : schemas)
            {
                keys.add(key(schema.ir.id(), id));
            }
        }
        keys.addAll(templateKeys(names));
        return keys;
    }

    static long key(final int schemaId, final int templateId)
    {
        return ((long)schemaId << 32) | (templateId & 0xFFFF_FFFFL);
    }
}
