package io.sbetool.compiler.ir;

import io.sbetool.compiler.Compilation;
import io.sbetool.ir.Encoding;
import io.sbetool.ir.Ir;
import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;
import io.sbetool.ir.file.IrFileWriter;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Mutated IR files, as a damaged or hand-edited {@code .sbeir} would be: each file of a real schema is changed in
 * one place (a byte, a field of a token's block, or one value of a token written again), then read, generated
 * from in Java and C++, and used to decode sample messages (see {@link IrFileExercise}). Whatever the change, the
 * reader refuses the file with an offset or everything after it works; nothing fails later with another exception.
 */
class IrFileMutationTest
{
    /** Mutants per schema and kind (small schemas: each accepted mutant is generated from twice); the seed makes
     * every run the same. */
    private static final int MUTANTS = 250;
    private static final long SEED = 0x5BE1_F11EL;

    static List<Path> schemas()
    {
        return List.of(
            SharedFiles.projectSchema("car.xml"),
            SharedFiles.projectSchema("fix-message-samples.xml"),
            SharedFiles.corpus("binance/stream_1_0.xml"),
            SharedFiles.corpus("coinbase/Coinbase.Derivatives.MarketDataApi.Sbe.v1.2.xml"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void aMutatedFileIsRefusedWithAnOffsetOrWorks(final Path schema)
    {
        final Ir ir = Compilation.compileOrThrow(schema);
        final byte[] file = IrFileWriter.encode(ir);
        final List<byte[]> samples = IrFileExercise.sampleMessages(ir, 12, 64);
        assertTrue(IrFileExercise.readGenerateDecode(file, samples), "the unchanged file reads");

        final Random random = new Random(SEED);
        final Map<String, String> failures = new LinkedHashMap<>();
        int accepted = 0;
        for (int i = 0; i < MUTANTS; i++)
        {
            accepted += run(byteMutant(file, random), samples, failures);
            accepted += run(fieldMutant(file, random), samples, failures);
            accepted += run(tokenMutant(ir, random), samples, failures);
        }
        if (!failures.isEmpty())
        {
            final StringBuilder report = new StringBuilder(failures.size() + " kinds of failure (of " + 3 * MUTANTS +
                " mutants, " + accepted + " accepted):");
            failures.forEach((kind, example) -> report.append("\n  ").append(kind).append("\n    ").append(example));
            fail(report.toString());
        }
    }

    /** @return 1 when the mutant was accepted; a failure is kept once per exception class and place thrown. */
    private static int run(final Mutant mutant, final List<byte[]> samples, final Map<String, String> failures)
    {
        try
        {
            return IrFileExercise.readGenerateDecode(mutant.bytes, samples) ? 1 : 0;
        }
        catch (final Throwable ex)
        {
            final StackTraceElement[] trace = ex.getStackTrace();
            final String kind = ex.getClass().getName() + (trace.length > 0 ? " at " + trace[0] : "");
            failures.putIfAbsent(kind, mutant.what + ": " + ex);
            return 1;
        }
    }

    private record Mutant(String what, byte[] bytes)
    {
    }

    private static Mutant byteMutant(final byte[] file, final Random random)
    {
        final byte[] bytes = file.clone();
        final int at = random.nextInt(bytes.length);
        final int value = switch (random.nextInt(4))
        {
            case 0 -> 0;
            case 1 -> 0xFF;
            case 2 -> bytes[at] + (random.nextBoolean() ? 1 : -1);
            default -> random.nextInt(256);
        };
        bytes[at] = (byte)value;
        return new Mutant("byte " + at + " set to " + (value & 0xFF), bytes);
    }

    /** A field of one TokenCodec block set to a value near a boundary, or a code to another code that exists. */
    private static Mutant fieldMutant(final byte[] file, final Random random)
    {
        final byte[] bytes = file.clone();
        final List<Integer> records = TokenRecords.offsets(bytes);
        final int record = records.get(random.nextInt(records.size()));
        final int field = random.nextInt(9);
        if (field < 5)
        {
            final int at = record + 4 * field;
            final int old = TokenRecords.int32(bytes, at);
            final int[] values = {0, 1, -1, -2, 2, 3, 7, 8, 64, 255, 256, 65535, 65536, Integer.MAX_VALUE,
                Integer.MIN_VALUE, old + 1, old - 1, old * 2, old + 8};
            final int value = values[random.nextInt(values.length)];
            TokenRecords.putInt32(bytes, at, value);
            return new Mutant("int32 field " + field + " of the record at " + record + " set to " + value, bytes);
        }
        final int at = record + 20 + (field - 5);
        final int value = switch (field - 5)
        {
            case 0 -> Signal.values()[random.nextInt(Signal.values().length)].code();
            case 1 -> random.nextInt(12);
            case 2 -> random.nextInt(2);
            default -> random.nextInt(3);
        };
        bytes[at] = (byte)value;
        return new Mutant("code " + (field - 5) + " of the record at " + record + " set to " + value, bytes);
    }

    /** One token of the IR changed and the whole written again: values, names and encodings the block cannot hold. */
    private static Mutant tokenMutant(final Ir ir, final Random random)
    {
        final List<List<Token>> lists = new ArrayList<>();
        lists.add(new ArrayList<>(ir.headerTokens()));
        for (final List<Token> message : ir.messages())
        {
            lists.add(new ArrayList<>(message));
        }
        final List<Token> list = lists.get(random.nextInt(lists.size()));
        final int index = random.nextInt(list.size());
        final Token token = list.get(index);
        final Token.Builder builder = token.toBuilder();
        final Encoding.Builder encoding = token.encoding().toBuilder();
        final String what;
        switch (random.nextInt(12))
        {
            case 0 ->
            {
                final String name = NAMES[random.nextInt(NAMES.length)];
                builder.name(name);
                what = "name '" + name + "'";
            }
            case 1 ->
            {
                final String name = NAMES[random.nextInt(NAMES.length)];
                builder.referencedName(name);
                what = "referencedName '" + name + "'";
            }
            case 2 ->
            {
                final String charset = CHARSETS[random.nextInt(CHARSETS.length)];
                encoding.characterEncoding(charset);
                what = "characterEncoding '" + charset + "'";
            }
            case 3 ->
            {
                final PrimitiveValue value = value(token, random);
                encoding.constValue(value);
                what = "constValue " + value;
            }
            case 4 ->
            {
                final PrimitiveValue value = value(token, random);
                encoding.nullValue(value);
                what = "nullValue " + value;
            }
            case 5 ->
            {
                final PrimitiveValue value = value(token, random);
                if (random.nextBoolean())
                {
                    encoding.minValue(value);
                }
                else
                {
                    encoding.maxValue(value);
                }
                what = "minValue or maxValue " + value;
            }
            case 6 ->
            {
                final Presence presence = Presence.values()[random.nextInt(Presence.values().length)];
                encoding.presence(presence);
                what = "presence " + presence;
            }
            case 7 ->
            {
                final PrimitiveType type = random.nextInt(6) == 0 ? null :
                    PrimitiveType.values()[random.nextInt(PrimitiveType.values().length)];
                // the values are of the old type; a new type keeps them only when their size fits
                encoding.primitiveType(type).constValue(null).minValue(null).maxValue(null).nullValue(null);
                what = "primitiveType " + type;
            }
            case 8 ->
            {
                encoding.byteOrder(ByteOrder.BIG_ENDIAN.equals(token.encoding().byteOrder()) ?
                    ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN);
                what = "the other byte order";
            }
            case 9 ->
            {
                final String text = TEXTS[random.nextInt(TEXTS.length)];
                encoding.semanticType(text).epoch(text).timeUnit(text);
                builder.description(text);
                what = "texts '" + text + "'";
            }
            case 10 ->
            {
                list.remove(index);
                what = "token removed";
            }
            default ->
            {
                list.add(index, token);
                what = "token repeated";
            }
        }
        if (!what.startsWith("token "))
        {
            list.set(index, builder.encoding(encoding.build()).build());
        }
        final Ir mutated = new Ir(ir.packageName(), ir.namespaceName(), ir.id(), ir.version(), ir.semanticVersion(),
            null, ir.byteOrder(), lists.get(0), lists.subList(1, lists.size()));
        return new Mutant(token.signal() + " '" + token.name() + "' given " + what, IrFileWriter.encode(mutated));
    }

    private static final String[] NAMES = {"", "x", "1st", "a b", "class", "int", "namespace", "blockLength",
        "numInGroup", "varData", "length", "templateId", "\u00e9t\u00e9", "a-b", "_", "NULL_VAL", "ÿ"};

    private static final String[] CHARSETS = {"", "NOPE", "UTF-8", "US-ASCII", "ISO-8859-1", "UTF-16", "x\u0000",
        "UTF-32LE", "Cp1047", "IBM-Thai"};

    private static final String[] TEXTS = {"", "*/", "\"", "\\", "\n", "UTC", "nanosecond", "\u0000"};

    /** A value of the token's type, of another type, or a string. */
    private static PrimitiveValue value(final Token token, final Random random)
    {
        final PrimitiveType own = token.encoding().primitiveType();
        final PrimitiveType type = own != null && random.nextBoolean() ? own :
            PrimitiveType.values()[random.nextInt(PrimitiveType.values().length)];
        if (random.nextInt(5) == 0)
        {
            return PrimitiveValue.ofChars("AB\u00e9".getBytes(StandardCharsets.UTF_8), null);
        }
        final long[] longs = {0, 1, -1, 63, 64, 127, 128, 255, 256, 65535, Long.MAX_VALUE, Long.MIN_VALUE};
        final long bits = longs[random.nextInt(longs.length)];
        return type.isFloatingPoint() ? PrimitiveValue.of(random.nextBoolean() ? Double.NaN : (double)bits, type) :
            PrimitiveValue.fromIrBytes(littleEndian(bits, type.size()), type, null);
    }

    private static byte[] littleEndian(final long bits, final int size)
    {
        final byte[] bytes = new byte[size];
        for (int i = 0; i < size; i++)
        {
            bytes[i] = (byte)(bits >>> (8 * i));
        }
        return bytes;
    }
}
