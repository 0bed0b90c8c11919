package io.sbetool.ir.file;

import io.sbetool.ir.HeaderStructure;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks that the tokens of a file that decoded are an IR the compiler's IR builder could have made, so that
 * generating code from it and decoding with it cannot fail on it later: what each element holds (a message its
 * fields, then groups, then var data; a field one type; a group its dimension first; var data its length
 * composite; an enum its valid values; a set its choices; a composite its members), the header's and
 * dimensions' integer fields, offsets and lengths that fit their block or composite, and the per-token rules
 * of {@link TokenRules}. {@link TokenStructure} has already checked that every element is closed where its
 * componentTokenCount says. A failure is an {@link IrFileException} at the offending token's record.
 */
final class IrValidator
{
    private final TokenScanner records;
    private final TokenRules rules;
    /** The record index of the first token of the list being checked. */
    private int firstRecord;
    private List<Token> tokens;
    /** How far into its composite var data may start: its length field and what lies before it are small. */
    private static final int LARGEST_VAR_DATA_HEADER = 0xFFFF;

    /** The largest block length the header's blockLength holds. */
    private long largestBlockLength;

    IrValidator(final TokenScanner records, final int schemaVersion)
    {
        this.records = records;
        this.rules = new TokenRules(schemaVersion);
    }

    /**
     * @param header   the header composite's tokens, records 0 onwards.
     * @param messages each message's tokens.
     * @param starts   each message's first record, as {@link TokenStructure#messages} gives them.
     */
    void validate(final List<Token> header, final List<List<Token>> messages, final int[] starts)
    {
        use(header, 0);
        composite(0, false);
        headerFields();
        final Map<Integer, Integer> templateIds = new HashMap<>();
        for (int i = 0; i < messages.size(); i++)
        {
            use(messages.get(i), starts[i]);
            message();
            final Integer earlier = templateIds.put(tokens.get(0).id(), i);
            if (earlier != null)
            {
                throw problem(0, "has the templateId " + tokens.get(0).id() + " of message '" +
                    messages.get(earlier).get(0).name() + "'; each message needs its own");
            }
        }
    }

    private void use(final List<Token> list, final int first)
    {
        tokens = list;
        firstRecord = first;
    }

    private int offsetOf(final int index)
    {
        return records.offset(firstRecord + index);
    }

    private Token token(final int index)
    {
        return tokens.get(index);
    }

    private int endOf(final int begin)
    {
        return begin + token(begin).componentTokenCount() - 1;
    }

    private IrFileException problem(final int index, final String problem)
    {
        return TokenRules.problem(token(index), offsetOf(index), problem);
    }

    private void common(final int index)
    {
        rules.common(token(index), offsetOf(index));
    }

    /** The header has blockLength, templateId, schemaId and version, each one integer (the standard's names). */
    private void headerFields()
    {
        final HeaderStructure header = new HeaderStructure(tokens);
        headerField(header.blockLength(), HeaderStructure.BLOCK_LENGTH);
        largestBlockLength = largest(header.blockLength().encoding().primitiveType());
        headerField(header.templateId(), HeaderStructure.TEMPLATE_ID);
        headerField(header.schemaId(), HeaderStructure.SCHEMA_ID);
        headerField(header.schemaVersion(), HeaderStructure.SCHEMA_VERSION);
        if (token(0).encodedLength() < 0)
        {
            throw problem(0, "is the message header but has no fixed length");
        }
    }

    private void headerField(final Token field, final String name)
    {
        if (field == null)
        {
            throw problem(0, "is the message header but has no field '" + name + "'");
        }
        TokenRules.integer(field, offsetOf(tokens.indexOf(field)), "header's " + name);
    }

    /** BEGIN_MESSAGE, its fields, groups and var data, END_MESSAGE; the fields fit its block length. */
    private void message()
    {
        common(0);
        blockLength(0, largestBlockLength);
        members(0, 1);
    }

    /** @return the largest value of an integer type, as far as a Java int can hold it (a length is an int). */
    private static long largest(final PrimitiveType type)
    {
        return type == PrimitiveType.UINT64 ? Integer.MAX_VALUE :
            Math.min(Integer.MAX_VALUE, type.maxValue().longValue());
    }

    private void blockLength(final int begin, final long largest)
    {
        final int length = token(begin).encodedLength();
        if (length < 0 || length > largest)
        {
            throw problem(begin, "has the block length " + length + ", outside 0.." + largest);
        }
    }

    /**
     * The members of the message or group begun at {@code begin}, from {@code from}: fields, then groups, then
     * var data, in that order.
     */
    private void members(final int begin, final int from)
    {
        final int end = endOf(begin);
        Signal last = Signal.BEGIN_FIELD;
        for (int index = from; index < end; index = endOf(index) + 1)
        {
            final Signal signal = token(index).signal();
            if (signal != Signal.BEGIN_FIELD && signal != Signal.BEGIN_GROUP && signal != Signal.BEGIN_VAR_DATA)
            {
                throw problem(index, "is in " + token(begin).signal() + " '" + token(begin).name() +
                    "', which holds only fields, groups and var data");
            }
            if (signal.ordinal() < last.ordinal())
            {
                throw problem(index, "comes after a " + last + "; fields come first, then groups, then var data");
            }
            last = signal;
            switch (signal)
            {
                case BEGIN_FIELD -> field(index, token(begin).encodedLength());
                case BEGIN_GROUP -> group(index);
                default -> varData(index);
            }
        }
        common(end);
    }

    /** BEGIN_FIELD, one type (an encoding, or an enum, set or composite), END_FIELD, inside the block. */
    private void field(final int begin, final int blockLength)
    {
        common(begin);
        final int type = begin + 1;
        if (token(type).signal() == Signal.ENCODING)
        {
            // said as what it is rather than as a field of more than one type
            TokenRules.leaf(token(type), offsetOf(type));
        }
        if (type == endOf(begin) || endOf(type) != endOf(begin) - 1)
        {
            throw problem(begin, "must hold exactly one type: an encoding, or an enum, set or composite");
        }
        type(type, false);
        final Token typeToken = token(type);
        final boolean constant = token(begin).isConstantEncoding() || typeToken.isConstantEncoding();
        if (token(begin).offset() != typeToken.offset())
        {
            // the decoder reads a field where its BEGIN_FIELD says, the generators where its type says
            throw problem(begin, "has offset " + token(begin).offset() + " but its type has offset " +
                typeToken.offset() + "; a field and its type are at one offset");
        }
        final long end = constant ? typeToken.offset() : (long)typeToken.offset() + typeToken.encodedLength();
        if (constant)
        {
            constantField(begin, type);
        }
        if (end > blockLength)
        {
            throw problem(type, "at offset " + typeToken.offset() + " with " + typeToken.encodedLength() +
                " bytes runs past the block length " + blockLength);
        }
        common(endOf(begin));
    }

    /**
     * A constant field is of an encoding with a constValue, or names a value of its enum with its own
     * constValue (valueRef {@code Enum.value}).
     */
    private void constantField(final int begin, final int type)
    {
        final Token typeToken = token(type);
        final PrimitiveValue ref = token(begin).encoding().constValue();
        if (typeToken.signal() == Signal.BEGIN_ENUM)
        {
            if (ref == null || !hasValidValue(type, ref.toString().substring(ref.toString().lastIndexOf('.') + 1)))
            {
                throw problem(begin, "is a constant of an enum but its constValue names none of the enum's values");
            }
        }
        else if (typeToken.signal() != Signal.ENCODING || (ref == null && typeToken.encoding().constValue() == null))
        {
            throw problem(begin, "is constant but has no constValue of an encoding");
        }
    }

    private boolean hasValidValue(final int enumBegin, final String name)
    {
        for (int index = enumBegin + 1; index < endOf(enumBegin); index++)
        {
            if (token(index).name().equals(name))
            {
                return true;
            }
        }
        return false;
    }

    /** An encoding, enum, set or composite, as a field's type or a composite's member. */
    private void type(final int index, final boolean inVarData)
    {
        final Token token = token(index);
        switch (token.signal())
        {
            case ENCODING ->
            {
                common(index);
                TokenRules.leaf(token, offsetOf(index));
                rules.encoding(token, offsetOf(index), inVarData && "varData".equals(token.name()));
            }
            case BEGIN_ENUM -> enumType(index);
            case BEGIN_SET -> setType(index);
            case BEGIN_COMPOSITE -> composite(index, false);
            default -> throw problem(index, "is not a type: an encoding, or an enum, set or composite");
        }
    }

    /**
     * BEGIN_COMPOSITE, its members each at an offset inside it, END_COMPOSITE. A var-data composite has no
     * fixed length and one member of variable length, varData.
     */
    private void composite(final int begin, final boolean varData)
    {
        common(begin);
        final Token composite = token(begin);
        if (!varData)
        {
            // a var-data composite is where its var data is, which is known only when decoding (-1)
            TokenRules.offsetInBlock(composite, offsetOf(begin));
        }
        if (composite.encodedLength() < 0 && !varData)
        {
            throw problem(begin, "has no fixed length but is not the composite of var data");
        }
        final int end = endOf(begin);
        for (int index = begin + 1; index < end; index = endOf(index) + 1)
        {
            type(index, varData);
            final Token member = token(index);
            if (composite.encodedLength() >= 0 && member.encodedLength() >= 0 && !member.isConstantEncoding() &&
                (long)member.offset() + member.encodedLength() > composite.encodedLength())
            {
                throw problem(index, "at offset " + member.offset() + " with " + member.encodedLength() +
                    " bytes runs past the length " + composite.encodedLength() + " of composite '" +
                    composite.name() + "'");
            }
        }
        common(end);
    }

    /** BEGIN_ENUM of a char or integer type as long as it, its VALID_VALUEs each of that type, END_ENUM. */
    private void enumType(final int begin)
    {
        final PrimitiveType type = enumOrSet(begin);
        if (type.isFloatingPoint())
        {
            throw problem(begin, "is an enum of " + type.primitiveName() + "; an enum is of char or an integer type");
        }
        final int end = endOf(begin);
        for (int index = begin + 1; index < end; index++)
        {
            final Token value = token(index);
            if (value.signal() != Signal.VALID_VALUE)
            {
                throw problem(index, "is in enum '" + token(begin).name() + "', which holds only valid values");
            }
            member(index, type);
        }
        common(end);
    }

    /** BEGIN_SET of an unsigned integer type as long as it, its CHOICEs each a bit of it, END_SET. */
    private void setType(final int begin)
    {
        final PrimitiveType type = enumOrSet(begin);
        if (type.isSigned() || type == PrimitiveType.CHAR)
        {
            throw problem(begin, "is a set of " + type.primitiveName() + "; a set is of an unsigned integer type");
        }
        final int end = endOf(begin);
        for (int index = begin + 1; index < end; index++)
        {
            if (token(index).signal() != Signal.CHOICE)
            {
                throw problem(index, "is in set '" + token(begin).name() + "', which holds only choices");
            }
            member(index, type);
            final long bit = token(index).encoding().constValue().longValue();
            if (bit < 0 || bit >= 8L * type.size())
            {
                throw problem(index, "is bit " + bit + " of a set of " + type.primitiveName() + ", which has bits 0.." +
                    (8 * type.size() - 1));
            }
        }
        common(end);
    }

    private PrimitiveType enumOrSet(final int begin)
    {
        common(begin);
        final Token token = token(begin);
        TokenRules.offsetInBlock(token, offsetOf(begin));
        final PrimitiveType type = TokenRules.requireType(token, offsetOf(begin));
        if (token.encodedLength() != type.size())
        {
            throw problem(begin, "has encodedLength " + token.encodedLength() + ", not the " + type.size() +
                " bytes of its " + type.primitiveName());
        }
        return type;
    }

    /** A VALID_VALUE or CHOICE: a leaf of its enum's or set's type, with its value. */
    private void member(final int index, final PrimitiveType type)
    {
        common(index);
        final Token token = token(index);
        TokenRules.leaf(token, offsetOf(index));
        final PrimitiveValue value = token.encoding().constValue();
        if (token.encoding().primitiveType() != type || value == null ||
            value.representation() != PrimitiveValue.Representation.LONG)
        {
            throw problem(index, "needs a constValue of its " + type.primitiveName() + " type");
        }
    }

    /**
     * BEGIN_GROUP, its dimension composite (with blockLength and numInGroup, each one integer), its fields,
     * groups and var data, END_GROUP.
     */
    private void group(final int begin)
    {
        common(begin);
        final int dimension = begin + 1;
        if (dimension == endOf(begin) || token(dimension).signal() != Signal.BEGIN_COMPOSITE)
        {
            throw problem(begin, "must begin with its dimension composite");
        }
        composite(dimension, false);
        final int blockLength = directEncoding(dimension, "blockLength");
        final int numInGroup = directEncoding(dimension, "numInGroup");
        TokenRules.integer(token(blockLength), offsetOf(blockLength), "dimension's blockLength");
        TokenRules.integer(token(numInGroup), offsetOf(numInGroup), "dimension's numInGroup");
        blockLength(begin, largest(token(blockLength).encoding().primitiveType()));
        members(begin, endOf(dimension) + 1);
    }

    /** BEGIN_VAR_DATA, its composite (length, one integer, then varData of variable length), END_VAR_DATA. */
    private void varData(final int begin)
    {
        common(begin);
        final int composite = begin + 1;
        final int end = endOf(begin);
        if (composite == end || token(composite).signal() != Signal.BEGIN_COMPOSITE || endOf(composite) != end - 1)
        {
            throw problem(begin, "must hold exactly its length composite");
        }
        composite(composite, true);
        final int length = directEncoding(composite, "length");
        final int data = directEncoding(composite, "varData");
        TokenRules.integer(token(length), offsetOf(length), "var data's length");
        if (token(data).encodedLength() != Token.VARIABLE_LENGTH || token(data).encoding().primitiveType().size() != 1)
        {
            throw problem(data, "is the data of var data, so of variable length (-1) and of a one-byte type");
        }
        final long lengthEnd = (long)token(length).offset() + token(length).encodedLength();
        if (token(data).offset() < lengthEnd || token(data).offset() > LARGEST_VAR_DATA_HEADER)
        {
            throw problem(data, "is at offset " + token(data).offset() + "; the data of var data follows its length (" +
                lengthEnd + " bytes), in a header of at most " + LARGEST_VAR_DATA_HEADER + " bytes");
        }
        common(end);
    }

    /** @return the index of the composite's member encoding of that name. */
    private int directEncoding(final int composite, final String name)
    {
        for (int index = composite + 1; index < endOf(composite); index = endOf(index) + 1)
        {
            if (token(index).signal() == Signal.ENCODING && token(index).name().equals(name))
            {
                return index;
            }
        }
        throw problem(composite, "has no member encoding '" + name + "'");
    }
}
