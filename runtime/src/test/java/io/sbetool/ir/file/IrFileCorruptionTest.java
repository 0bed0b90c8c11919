package io.sbetool.ir.file;

import io.sbetool.ir.Ir;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;
import io.sbetool.testing.ReferenceIr;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * A damaged file must give an {@link IrFileException} naming the offset, or decode to a valid IR;
 * never another exception and never a hang.
 */
class IrFileCorruptionTest
{
    private static final Duration TIME_LIMIT = Duration.ofSeconds(30);

    @Test
    void truncationAtEveryOffsetIsReportedOrDecodes() throws Exception
    {
        final byte[] file = IrFileWriter.encode(ReferenceIr.fromSchema(TestResources.bigEndianSchema()));
        final int[] failures = {0};

        assertTimeoutPreemptively(TIME_LIMIT, () ->
        {
            for (int length = 0; length < file.length; length++)
            {
                if (decodeOrReport(Arrays.copyOf(file, length), "truncated to " + length) != null)
                {
                    failures[0]++;
                }
            }
        });

        // Only a cut after the header or between whole messages can decode; this file has one message.
        assertEquals(file.length - 1, failures[0]);
    }

    @Test
    void truncatedVarDataNamesItsOffset() throws Exception
    {
        final byte[] file = IrFileWriter.encode(ReferenceIr.fromSchema(TestResources.bigEndianSchema()));
        final int secondToken = IrFileRecords.tokenOffsets(file).get(1);
        final int nameData = secondToken + IrFileLayout.TOKEN_BLOCK_LENGTH + IrFileLayout.VAR_DATA_LENGTH_SIZE;

        final IrFileException ex = assertThrows(IrFileException.class,
            () -> IrFileReader.decode(Arrays.copyOf(file, nameData + 3)));

        assertEquals(nameData, ex.offset());
        assertTrue(ex.getMessage().contains("token name"), ex.getMessage());
    }

    @Test
    void truncatedTokenValueNamesTheTokenAndTheValue() throws Exception
    {
        final byte[] file = IrFileWriter.encode(ReferenceIr.fromSchema(TestResources.bigEndianSchema()));
        final int secondToken = IrFileRecords.tokenOffsets(file).get(1);
        final int nameLength = secondToken + IrFileLayout.TOKEN_BLOCK_LENGTH;
        final int length = (file[nameLength] & 0xFF) | (file[nameLength + 1] & 0xFF) << 8;
        final String name = new String(file, nameLength + IrFileLayout.VAR_DATA_LENGTH_SIZE, length,
            StandardCharsets.UTF_8);
        final int constValue = nameLength + IrFileLayout.VAR_DATA_LENGTH_SIZE + length;

        final IrFileException ex = assertThrows(IrFileException.class,
            () -> IrFileReader.decode(Arrays.copyOf(file, constValue + 1)));

        // the token's name is put into the message only when it is needed, and reads as it always did
        assertEquals(constValue, ex.offset());
        assertTrue(ex.getMessage().endsWith(
            "truncated token '" + name + "' constValue length: needs 2 bytes, only 1 remain"), ex.getMessage());
    }

    @Test
    void anEmptyNameIsReportedWhetherTheRestOfTheRecordIsWholeOrCutShort() throws Exception
    {
        final byte[] file = IrFileWriter.encode(ReferenceIr.fromSchema(TestResources.bigEndianSchema()));
        final int secondToken = IrFileRecords.tokenOffsets(file).get(1);
        final int nameLength = secondToken + IrFileLayout.TOKEN_BLOCK_LENGTH;
        final int length = (file[nameLength] & 0xFF) | (file[nameLength + 1] & 0xFF) << 8;
        // the name's bytes taken out and its length made 0: the record is otherwise well formed
        final byte[] unnamed = new byte[file.length - length];
        System.arraycopy(file, 0, unnamed, 0, nameLength);
        System.arraycopy(file, nameLength + IrFileLayout.VAR_DATA_LENGTH_SIZE + length, unnamed,
            nameLength + IrFileLayout.VAR_DATA_LENGTH_SIZE, file.length - nameLength - IrFileLayout.VAR_DATA_LENGTH_SIZE -
            length);
        unnamed[nameLength] = 0;
        unnamed[nameLength + 1] = 0;
        final int thirdToken = IrFileRecords.tokenOffsets(unnamed).get(2);

        // the record otherwise whole, and cut in its last element: the same report either way
        final IrFileException whole = assertThrows(IrFileException.class, () -> IrFileReader.decode(unnamed));
        final IrFileException cut = assertThrows(IrFileException.class,
            () -> IrFileReader.decode(Arrays.copyOf(unnamed, thirdToken - 1)));

        assertEquals(nameLength, whole.offset());
        assertEquals("token has an empty name", whole.getMessage().substring(whole.getMessage().indexOf("token")));
        assertEquals(whole.offset(), cut.offset());
        assertEquals(whole.getMessage(), cut.getMessage());
    }

    static Stream<Arguments> unknownCodes()
    {
        return Stream.of(
            Arguments.of("signal", 3, IrFileLayout.TOKEN_SIGNAL_OFFSET, 99),
            Arguments.of("primitive type", 1, IrFileLayout.TOKEN_PRIMITIVE_TYPE_OFFSET, 12),
            Arguments.of("presence", 1, IrFileLayout.TOKEN_PRESENCE_OFFSET, 3));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("unknownCodes")
    void unknownCodeNamesItsOffset(final String what, final int token, final int blockOffset, final int code)
        throws Exception
    {
        final byte[] file = IrFileWriter.encode(ReferenceIr.fromSchema(TestResources.bigEndianSchema()));
        final int at = IrFileRecords.tokenOffsets(file).get(token) + blockOffset;
        file[at] = (byte)code;

        final IrFileException ex = assertThrows(IrFileException.class, () -> IrFileReader.decode(file));

        assertEquals(at, ex.offset());
        assertTrue(ex.getMessage().contains("unknown " + what + " code " + code), ex.getMessage());
    }

    @Test
    void aValueOfTheWrongSizeForItsTypeNamesTheTokenAndTheValue() throws Exception
    {
        final byte[] file = IrFileWriter.encode(ReferenceIr.fromSchema(TestResources.bigEndianSchema()));
        final int[] token = firstTokenWithAValue(file);
        final int size = (file[token[1]] & 0xFF) | (file[token[1] + 1] & 0xFF) << 8;
        // a type of another size than the value's: 8 bytes unless it already is 8
        final int code = size == 8 ? 4 : 5;
        file[token[0] + IrFileLayout.TOKEN_PRIMITIVE_TYPE_OFFSET] = (byte)code;

        final IrFileException ex = assertThrows(IrFileException.class, () -> IrFileReader.decode(file));

        assertEquals(token[1], ex.offset());
        assertTrue(ex.getMessage().endsWith(" of " + (code == 4 ? "int32" : "int64") + " has " + size + " bytes, not " +
            (code == 4 ? 4 : 8)), ex.getMessage());
    }

    @Test
    void aValueOfATokenWithoutAPrimitiveTypeIsReported() throws Exception
    {
        final byte[] file = IrFileWriter.encode(ReferenceIr.fromSchema(TestResources.bigEndianSchema()));
        final int[] token = firstTokenWithAValue(file);
        file[token[0] + IrFileLayout.TOKEN_PRIMITIVE_TYPE_OFFSET] = (byte)IrFileLayout.PRIMITIVE_TYPE_NONE;

        final IrFileException ex = assertThrows(IrFileException.class, () -> IrFileReader.decode(file));

        assertEquals(token[1], ex.offset());
        assertTrue(ex.getMessage().endsWith("is given for a token without a primitive type"), ex.getMessage());
    }

    @Test
    void theNullLengthOfAVarDataElementIsReported() throws Exception
    {
        final byte[] file = IrFileWriter.encode(ReferenceIr.fromSchema(TestResources.bigEndianSchema()));
        final int nameLength = IrFileRecords.tokenOffsets(file).get(1) + IrFileLayout.TOKEN_BLOCK_LENGTH;
        file[nameLength] = (byte)0xFF;
        file[nameLength + 1] = (byte)0xFF;

        final IrFileException ex = assertThrows(IrFileException.class, () -> IrFileReader.decode(file));

        assertEquals(nameLength, ex.offset());
        assertTrue(ex.getMessage().endsWith("token name has the null length 65535"), ex.getMessage());
    }

    /**
     * @return the offset of the first token with a value (constValue, minValue, maxValue or nullValue)
     * and the offset of that value's length field.
     */
    private static int[] firstTokenWithAValue(final byte[] file)
    {
        for (final int token : IrFileRecords.tokenOffsets(file))
        {
            final int nameLength = token + IrFileLayout.TOKEN_BLOCK_LENGTH;
            int value = nameLength + IrFileLayout.VAR_DATA_LENGTH_SIZE + ((file[nameLength] & 0xFF) |
                (file[nameLength + 1] & 0xFF) << 8);
            for (int i = 0; i < 4; i++)
            {
                final int length = (file[value] & 0xFF) | (file[value + 1] & 0xFF) << 8;
                if (length > 0 && file[token + IrFileLayout.TOKEN_PRIMITIVE_TYPE_OFFSET] != 1)
                {
                    return new int[] {token, value};
                }
                value += IrFileLayout.VAR_DATA_LENGTH_SIZE + length;
            }
        }
        throw new AssertionError("no token has a value");
    }

    @Test
    void wrongComponentTokenCountIsReported() throws Exception
    {
        final byte[] file = IrFileWriter.encode(ReferenceIr.fromSchema(TestResources.bigEndianSchema()));
        final int header = IrFileRecords.tokenOffsets(file).get(0);
        file[header + IrFileLayout.TOKEN_COMPONENT_TOKEN_COUNT_OFFSET]++;

        final IrFileException ex = assertThrows(IrFileException.class, () -> IrFileReader.decode(file));

        assertEquals(header, ex.offset());
        assertTrue(ex.getMessage().contains("componentTokenCount"), ex.getMessage());
    }

    @Test
    void aFileCutInsideAnElementNamesTheInnermostOneOpenAndWhereItBegan() throws Exception
    {
        final Tokens big = new Tokens(ReferenceIr.fromSchema(TestResources.bigEndianSchema()));
        // cut just after the begin token of a message's second field: the message and that field are open
        final int field = big.firstAfter(Signal.END_FIELD, Signal.BEGIN_FIELD);
        final int cut = big.offsets.get(field + 1);

        final IrFileException ex = assertThrows(IrFileException.class,
            () -> IrFileReader.decode(Arrays.copyOf(big.file, cut)));

        assertEquals(cut, ex.offset());
        assertTrue(ex.getMessage().endsWith("file ends inside BEGIN_FIELD '" + big.tokens.get(field).name() +
            "' begun at offset " + big.offsets.get(field)), ex.getMessage());
    }

    @Test
    void anEndTokenOfAnotherKindIsReportedWithTheElementItFailsToClose() throws Exception
    {
        final Tokens big = new Tokens(ReferenceIr.fromSchema(TestResources.bigEndianSchema()));
        final int end = big.firstAfter(Signal.BEGIN_FIELD, Signal.END_FIELD);
        int begin = end;
        while (big.tokens.get(begin).signal() != Signal.BEGIN_FIELD)
        {
            begin--;
        }
        big.file[big.offsets.get(end) + IrFileLayout.TOKEN_SIGNAL_OFFSET] = (byte)Signal.END_COMPOSITE.code();

        final IrFileException ex = assertThrows(IrFileException.class, () -> IrFileReader.decode(big.file));

        assertEquals(big.offsets.get(end), ex.offset());
        assertTrue(ex.getMessage().endsWith("END_COMPOSITE '" + big.tokens.get(end).name() + "' does not close " +
            "BEGIN_FIELD '" + big.tokens.get(begin).name() + "' at offset " + big.offsets.get(begin)),
            ex.getMessage());
    }

    /**
     * An IR's file with its tokens in file order (the header's, then each message's) and where each starts.
     */
    private static final class Tokens
    {
        final byte[] file;
        final List<Token> tokens;
        final List<Integer> offsets;

        Tokens(final Ir ir)
        {
            file = IrFileWriter.encode(ir);
            tokens = new ArrayList<>(ir.headerTokens());
            ir.messages().forEach(tokens::addAll);
            offsets = IrFileRecords.tokenOffsets(file);
        }

        /** @return the index of the first token with the signal {@code wanted} that follows one with {@code after}. */
        int firstAfter(final Signal after, final Signal wanted)
        {
            boolean seen = false;
            for (int index = 0; index < tokens.size(); index++)
            {
                if (seen && tokens.get(index).signal() == wanted)
                {
                    return index;
                }
                seen |= tokens.get(index).signal() == after;
            }
            throw new AssertionError("no " + wanted + " after " + after);
        }
    }

    @Test
    void deprecatedOutsideSchemaVersionsReadsAsNotDeprecated() throws Exception
    {
        final byte[] file = IrFileWriter.encode(ReferenceIr.fromSchema(TestResources.bigEndianSchema()));
        final List<Integer> deprecated = IrFileRecords.deprecatedOffsets(file);
        // stale bytes as the reference encoder leaves them: "\0" "5.2" read as a little-endian int32
        final byte[] stale = {0x00, 0x35, 0x2e, 0x32};
        for (final int offset : deprecated)
        {
            System.arraycopy(stale, 0, file, offset, stale.length);
        }

        final Ir ir = IrFileReader.decode(file);

        assertTrue(ir.message(1).stream().allMatch((t) -> t.deprecated() == 0));
    }

    @Test
    void randomBitFlipsAreReportedOrDecode() throws Exception
    {
        final byte[] file = IrFileWriter.encode(ReferenceIr.fromSchema(SharedFiles.projectSchema("car.xml")));
        final Random random = new Random(20240601L);

        assertTimeoutPreemptively(TIME_LIMIT, () ->
        {
            for (int trial = 0; trial < 5000; trial++)
            {
                final byte[] damaged = file.clone();
                final int flips = 1 + random.nextInt(4);
                for (int i = 0; i < flips; i++)
                {
                    final int bit = random.nextInt(damaged.length * 8);
                    damaged[bit / 8] ^= (byte)(1 << (bit % 8));
                }
                decodeOrReport(damaged, "trial " + trial);
            }
        });
    }

    /**
     * @return the exception when the decoder reported the damage properly, null when it decoded.
     */
    private static IrFileException decodeOrReport(final byte[] file, final String what)
    {
        final Ir ir;
        try
        {
            ir = IrFileReader.decode(file);
        }
        catch (final IrFileException ex)
        {
            if (ex.offset() < 0 || ex.offset() > file.length)
            {
                fail(what + ": offset " + ex.offset() + " is outside the file of " + file.length + " bytes");
            }
            return ex;
        }
        catch (final RuntimeException ex)
        {
            throw new AssertionError(what + ": " + ex, ex);
        }
        try
        {
            // a file that reads makes each message's tokens when first asked for: that must never fail
            ir.types(); // makes every message and walks every componentTokenCount
            return null;
        }
        catch (final RuntimeException ex)
        {
            throw new AssertionError(what + ": the file read, but making its messages failed: " + ex, ex);
        }
    }
}
