package io.sbetool.ir.file;

import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.Signal;

import java.util.Arrays;

import static io.sbetool.ir.file.IrFileLayout.*;

/**
 * Checks every TokenCodec record of a file without making its token, and keeps what the file's structure
 * ({@link TokenStructure}) and the later decoding of a message's tokens ({@link TokenDecoder}) need: where
 * each record starts, its signal, id, componentTokenCount and name.
 *
 * <p>Everything {@link TokenDecoder} could find wrong in a record is found here, in the same order and
 * with the same message, so a file this accepts decodes without an error, whichever of its messages are
 * decoded later. That let a reader make a message's tokens only when it was first asked for ({@code
 * sbetool decode --ir} needs the few messages a capture holds, 4 of CME MDP 3.0's 32); the reader now makes
 * them all, as {@link IrValidator} checks the IR they make, but the records are still checked here first,
 * without tokens, so that a defect in one is reported where it lies.
 */
final class TokenScanner
{
    static final byte BEGINS = 1;
    static final byte ENDS = -1;
    private static final byte NO_SIGNAL = 2;
    /** Per signal code: {@link #BEGINS}, {@link #ENDS}, 0 for a leaf, {@link #NO_SIGNAL} for an unknown code. */
    private static final byte[] NESTING = new byte[256];
    /** Per primitive type code: the size its values must have, {@link #ANY_SIZE}, or {@link #NO_TYPE}. */
    private static final int[] VALUE_SIZES = new int[256];
    /** No value is allowed: the code of a token without a primitive type. */
    private static final int NO_VALUE = 0;
    /** Char values are a character or a string. */
    private static final int ANY_SIZE = -1;
    private static final int NO_TYPE = -2;
    /** Per presence code: whether it is one. */
    private static final boolean[] PRESENCES = new boolean[256];

    static
    {
        Arrays.fill(NESTING, NO_SIGNAL);
        for (final Signal signal : Signal.values())
        {
            NESTING[signal.code()] = signal.end() != signal ? BEGINS : isEnd(signal) ? ENDS : 0;
        }
        Arrays.fill(VALUE_SIZES, NO_TYPE);
        VALUE_SIZES[PRIMITIVE_TYPE_NONE] = NO_VALUE;
        for (final PrimitiveType type : PrimitiveType.values())
        {
            VALUE_SIZES[type.code()] = type == PrimitiveType.CHAR ? ANY_SIZE : type.size();
        }
        for (final Presence presence : Presence.values())
        {
            PRESENCES[presence.code()] = true;
        }
    }

    /** A token's values, in file order. */
    private static final String[] VALUES = {"constValue", "minValue", "maxValue", "nullValue"};

    private final IrFileInput input;
    /** {@link IrFileLayout#TOKEN_VAR_DATA_COUNT}, or the older files' count, without packageName. */
    private final int varDataCount;
    private int count;
    /** Where each record starts, relative to the file. */
    private int[] offsets = new int[1024];
    private byte[] signals = new byte[1024];
    /** Per record: {@link #BEGINS}, {@link #ENDS} or 0 for a leaf, as {@link TokenStructure} walks them. */
    private byte[] nesting = new byte[1024];
    private int[] ids = new int[1024];
    private int[] componentTokenCounts = new int[1024];
    /** Where each record's name starts, relative to the file, and its length in bytes. */
    private int[] nameOffsets = new int[1024];
    private int[] nameLengths = new int[1024];
    /** The current record's values: where each starts (its length's offset) and its length. */
    private final int[] valueOffsets = new int[VALUES.length];
    private final int[] valueLengths = new int[VALUES.length];

    private TokenScanner(final IrFileInput input, final int varDataCount)
    {
        this.input = input;
        this.varDataCount = varDataCount;
    }

    /**
     * Checks the records from the input's position to its end.
     *
     * @param varDataCount the var-data elements of each record: {@link IrFileLayout#TOKEN_VAR_DATA_COUNT} or
     * {@link IrFileLayout#TOKEN_VAR_DATA_COUNT_WITHOUT_PACKAGE}.
     * @throws IrFileException at the first defect.
     */
    static TokenScanner scan(final IrFileInput input, final int varDataCount)
    {
        final TokenScanner scanner = new TokenScanner(input, varDataCount);
        while (input.hasRemaining())
        {
            if (!scanner.wholeRecord())
            {
                // something is wrong in this record: read it field by field to report the first defect
                scanner.record();
            }
        }
        return scanner;
    }

    int count()
    {
        return count;
    }

    /**
     * @return whether each record ends with a packageName (the reference's format after its 1.35 releases).
     */
    boolean hasPackageName()
    {
        return varDataCount == TOKEN_VAR_DATA_COUNT;
    }

    int offset(final int index)
    {
        return offsets[index];
    }

    Signal signal(final int index)
    {
        return Signal.fromCode(signals[index] & 0xFF);
    }

    /**
     * @return {@link #BEGINS}, {@link #ENDS} or 0 for each record (the array may be longer than {@link #count()}).
     */
    byte[] nesting()
    {
        return nesting;
    }

    /**
     * @return whether the record at {@code end} closes the element begun at {@code begin}: its signal is the
     * one that ends it, and it has the same name.
     */
    boolean closes(final int end, final int begin)
    {
        final int beginCode = signals[begin] & 0xFF;
        if (Signal.fromCode(beginCode).end().code() != (signals[end] & 0xFF) || nameLengths[begin] != nameLengths[end])
        {
            return false;
        }
        final byte[] bytes = input.array();
        final int first = input.start() + nameOffsets[begin];
        final int second = input.start() + nameOffsets[end];
        for (int i = 0, length = nameLengths[begin]; i < length; i++)
        {
            if (bytes[first + i] != bytes[second + i])
            {
                return false;
            }
        }
        return true;
    }

    private static boolean isEnd(final Signal signal)
    {
        for (final Signal begin : Signal.values())
        {
            if (begin.end() == signal && begin != signal)
            {
                return true;
            }
        }
        return false;
    }

    int id(final int index)
    {
        return ids[index];
    }

    int componentTokenCount(final int index)
    {
        return componentTokenCounts[index];
    }

    /**
     * @return the record's name, made for an error message.
     */
    String name(final int index)
    {
        return input.textAt(nameOffsets[index], nameLengths[index]);
    }

    /**
     * Checks a record that is well formed, reading it straight from the array in one method: the scan runs
     * over thousands of records at each start of {@code sbetool decode --ir}, interpreted, where each call
     * costs. Anything it does not accept is left to {@link #record()}, which finds what is wrong and reports it.
     *
     * @return whether the record was well formed and is now kept, the input past it; when not, nothing moved.
     */
    private boolean wholeRecord()
    {
        final byte[] bytes = input.array();
        final int limit = input.limit();
        final int at = input.position();
        if (limit - at < TOKEN_BLOCK_LENGTH)
        {
            return false;
        }
        final int signal = bytes[at + TOKEN_SIGNAL_OFFSET] & 0xFF;
        final int type = bytes[at + TOKEN_PRIMITIVE_TYPE_OFFSET] & 0xFF;
        final int order = bytes[at + TOKEN_BYTE_ORDER_OFFSET] & 0xFF;
        final int presence = bytes[at + TOKEN_PRESENCE_OFFSET] & 0xFF;
        // each table has an entry for every byte value
        if (NESTING[signal] == NO_SIGNAL || VALUE_SIZES[type] == NO_TYPE ||
            (order != LITTLE_ENDIAN && order != BIG_ENDIAN) || !PRESENCES[presence])
        {
            return false;
        }
        final int valueSize = VALUE_SIZES[type];
        int position = at + TOKEN_BLOCK_LENGTH;
        int nameOffset = 0;
        int nameLength = 0;
        for (int element = 0; element < varDataCount; element++)
        {
            if (limit - position < VAR_DATA_LENGTH_SIZE)
            {
                return false;
            }
            final int length = (bytes[position] & 0xFF) | (bytes[position + 1] & 0xFF) << 8;
            position += VAR_DATA_LENGTH_SIZE;
            if (length > MAX_VAR_DATA_LENGTH || limit - position < length)
            {
                return false;
            }
            if (element == 0)
            {
                nameOffset = position;
                nameLength = length;
            }
            else if (element <= VALUES.length && length != 0 && length != valueSize && valueSize != ANY_SIZE)
            {
                // a value of a token without a type, or of the wrong size for its type
                return false;
            }
            position += length;
        }
        if (nameLength == 0)
        {
            return false;
        }
        if (count == offsets.length)
        {
            grow();
        }
        final int start = input.start();
        offsets[count] = at - start;
        ids[count] = int32(bytes, at + TOKEN_FIELD_ID_OFFSET);
        componentTokenCounts[count] = int32(bytes, at + TOKEN_COMPONENT_TOKEN_COUNT_OFFSET);
        signals[count] = (byte)signal;
        nesting[count] = NESTING[signal];
        nameOffsets[count] = nameOffset - start;
        nameLengths[count] = nameLength;
        count++;
        input.seek(position - start);
        return true;
    }

    private static int int32(final byte[] bytes, final int at)
    {
        return (bytes[at] & 0xFF) | (bytes[at + 1] & 0xFF) << 8 | (bytes[at + 2] & 0xFF) << 16 | bytes[at + 3] << 24;
    }

    private void record()
    {
        if (count == offsets.length)
        {
            grow();
        }
        final int blockOffset = input.offset();
        input.requireBlock(TOKEN_BLOCK_LENGTH, "TokenCodec block");
        offsets[count] = blockOffset;
        ids[count] = input.int32At(TOKEN_FIELD_ID_OFFSET);
        componentTokenCounts[count] = input.int32At(TOKEN_COMPONENT_TOKEN_COUNT_OFFSET);
        signals[count] = (byte)checkSignal(blockOffset);
        nesting[count] = NESTING[signals[count] & 0xFF];
        final PrimitiveType type = checkPrimitiveType(blockOffset);
        checkByteOrder(blockOffset);
        checkPresence(blockOffset);
        input.skip(TOKEN_BLOCK_LENGTH);

        readOneByOne(type);
        count++;
    }

    /**
     * Reads a record's var data element by element, in the order {@link TokenDecoder} reads it and checking
     * what it checks, so that the first defect found is the one it would find.
     */
    private void readOneByOne(final PrimitiveType type)
    {
        final int nameOffset = input.offset();
        final int nameLength = input.varDataLength(null, "token name");
        if (nameLength == 0)
        {
            throw new IrFileException(nameOffset, "token has an empty name");
        }
        nameOffsets[count] = input.offset();
        nameLengths[count] = nameLength;
        input.skip(nameLength);
        final int name = count;
        // the values, then characterEncoding, epoch, timeUnit and semanticType, read before the values are
        // checked
        for (int i = 0; i < VALUES.length; i++)
        {
            valueOffsets[i] = input.offset();
            valueLengths[i] = skip(name, VALUES[i]);
        }
        skip(name, "characterEncoding");
        skip(name, "epoch");
        skip(name, "timeUnit");
        skip(name, "semanticType");
        checkValues(type);
        skip(name, "description");
        skip(name, "referencedName");
        if (hasPackageName())
        {
            skip(name, "packageName");
        }
    }

    private void checkValues(final PrimitiveType type)
    {
        for (int i = 0; i < VALUES.length; i++)
        {
            checkValue(count, VALUES[i], type, valueOffsets[i], valueLengths[i]);
        }
    }

    private int skip(final int name, final String what)
    {
        final int length = input.varDataLength(nameOffsets[name], nameLengths[name], what);
        input.skip(length);
        return length;
    }

    private void checkValue(final int name, final String what, final PrimitiveType type, final int offset,
        final int length)
    {
        if (length == 0)
        {
            return;
        }
        if (type == null)
        {
            throw new IrFileException(offset,
                IrFileInput.describe(name(name), what) + " is given for a token without a primitive type");
        }
        if (type != PrimitiveType.CHAR && length != type.size())
        {
            throw new IrFileException(offset,
                IrFileInput.describe(name(name), what) + " of " + type.primitiveName() + " has " + length +
                " bytes, not " + type.size());
        }
    }

    private int checkSignal(final int blockOffset)
    {
        final int code = input.uint8At(TOKEN_SIGNAL_OFFSET);
        if (Signal.fromCode(code) == null)
        {
            throw new IrFileException(blockOffset + TOKEN_SIGNAL_OFFSET, "unknown signal code " + code);
        }
        return code;
    }

    private PrimitiveType checkPrimitiveType(final int blockOffset)
    {
        final int code = input.uint8At(TOKEN_PRIMITIVE_TYPE_OFFSET);
        if (code == PRIMITIVE_TYPE_NONE)
        {
            return null;
        }
        final PrimitiveType type = PrimitiveType.fromCode(code);
        if (type == null)
        {
            throw new IrFileException(blockOffset + TOKEN_PRIMITIVE_TYPE_OFFSET, "unknown primitive type code " + code);
        }
        return type;
    }

    private void checkByteOrder(final int blockOffset)
    {
        final int code = input.uint8At(TOKEN_BYTE_ORDER_OFFSET);
        if (code != LITTLE_ENDIAN && code != BIG_ENDIAN)
        {
            throw new IrFileException(blockOffset + TOKEN_BYTE_ORDER_OFFSET, "unknown byte order code " + code);
        }
    }

    private void checkPresence(final int blockOffset)
    {
        final int code = input.uint8At(TOKEN_PRESENCE_OFFSET);
        if (Presence.fromCode(code) == null)
        {
            throw new IrFileException(blockOffset + TOKEN_PRESENCE_OFFSET, "unknown presence code " + code);
        }
    }

    private void grow()
    {
        final int length = count * 2;
        offsets = Arrays.copyOf(offsets, length);
        signals = Arrays.copyOf(signals, length);
        nesting = Arrays.copyOf(nesting, length);
        ids = Arrays.copyOf(ids, length);
        componentTokenCounts = Arrays.copyOf(componentTokenCounts, length);
        nameOffsets = Arrays.copyOf(nameOffsets, length);
        nameLengths = Arrays.copyOf(nameLengths, length);
    }
}
