package io.sbetool.compiler.ir;

import io.sbetool.compiler.generation.cpp.CppGenerator;
import io.sbetool.compiler.generation.cpp.CppOptions;
import io.sbetool.compiler.generation.java.JavaGenerator;
import io.sbetool.compiler.generation.java.JavaOptions;
import io.sbetool.ir.Ir;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.Token;
import io.sbetool.ir.file.IrFileException;
import io.sbetool.ir.file.IrFileReader;
import io.sbetool.otf.ByteSink;
import io.sbetool.otf.JsonPrinter;
import io.sbetool.otf.MessageDecoder;
import io.sbetool.otf.OtfDecodeException;
import io.sbetool.encode.EncodeException;
import io.sbetool.encode.MapValueSource;
import io.sbetool.encode.MessageEncoder;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;

import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the tools do with an IR file, one after the other: read it, generate Java and C++ from it, decode
 * sample messages with the on-the-fly decoder built from it, and encode messages with {@code sbetool encode}'s
 * encoder. A file the reader refuses must be refused with an
 * {@link IrFileException} whose offset lies in the file; a file it accepts must generate without an exception,
 * and a message may fail to decode only with an {@link OtfDecodeException} whose offset lies in the message.
 * Shared by {@code IrFileMutationTest} and the fuzz target {@code IrFileFuzzTest}.
 */
public final class IrFileExercise
{
    private IrFileExercise()
    {
    }

    /** The largest block a sample message is made for: a file may give any length. */
    private static final int LARGEST_SAMPLE_BLOCK = 1 << 16;

    /**
     * {@link #readGenerateDecode(byte[], List)} with a sample of each of the file's first messages, made from
     * the file's own header and messages.
     */
    public static boolean readGenerateDecode(final byte[] file)
    {
        final Ir ir;
        try
        {
            ir = IrFileReader.decode(file);
        }
        catch (final IrFileException ex)
        {
            return readGenerateDecode(file, List.of());
        }
        return readGenerateDecode(file, sampleMessages(ir, 8, 32));
    }

    /**
     * @param file     the IR file's bytes.
     * @param messages sample messages to decode, each a header and its body.
     * @throws AssertionError (or whatever escapes the tools) when something other than a clear error happens.
     * @return whether the reader accepted the file.
     */
    public static boolean readGenerateDecode(final byte[] file, final List<byte[]> messages)
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
                throw new AssertionError("offset " + ex.offset() + " outside the file of " + file.length +
                    " bytes: " + ex.getMessage(), ex);
            }
            return false;
        }
        new JavaGenerator(ir, JavaOptions.defaults().withSchemaName("mutant.xml")).generateSources();
        new CppGenerator(ir, CppOptions.defaults()).generateSources();
        ir.types();
        final MessageDecoder decoder = new MessageDecoder(ir);
        final JsonPrinter json = new JsonPrinter(decoder);
        final ByteSink out = new ByteSink();
        for (final byte[] message : messages)
        {
            decode(decoder, json, out, message);
        }
        encode(ir);
        return true;
    }

    /**
     * {@code sbetool encode}'s encoder, made from the IR, writing each of the first messages from nothing but its
     * template id: the values it lacks may only be refused with an {@link EncodeException}.
     */
    private static void encode(final Ir ir)
    {
        final MessageEncoder encoder = new MessageEncoder(ir);
        final ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(256);
        for (int i = 0; i < Math.min(8, ir.messages().size()); i++)
        {
            try
            {
                encoder.encode(new MapValueSource(Map.of("templateId", ir.messages().get(i).get(0).id())), buffer, 0);
            }
            catch (final EncodeException ex)
            {
                // a message of required fields is incomplete without them
            }
        }
    }

    private static void decode(final MessageDecoder decoder, final JsonPrinter json, final ByteSink out,
        final byte[] message)
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(message);
        try
        {
            decoder.encodedLength(buffer, 0, message.length);
            out.reset();
            json.print(buffer, 0, message.length, out);
        }
        catch (final OtfDecodeException ex)
        {
            if (ex.bufferIndex() < 0 || ex.bufferIndex() > message.length)
            {
                throw new AssertionError("offset " + ex.bufferIndex() + " outside the message of " +
                    message.length + " bytes: " + ex.getMessage(), ex);
            }
        }
    }

    /**
     * @return for each message of the IR (at most {@code limit}), a message of it with its header filled in and
     * a body of zeros {@code spare} bytes longer than its block: groups with no entries, empty var data.
     */
    public static List<byte[]> sampleMessages(final Ir ir, final int limit, final int spare)
    {
        final List<byte[]> samples = new ArrayList<>();
        final int headerLength = ir.headerStructure().encodedLength();
        for (final List<Token> message : ir.messages())
        {
            if (samples.size() == limit)
            {
                break;
            }
            final Token begin = message.get(0);
            if (begin.encodedLength() > LARGEST_SAMPLE_BLOCK)
            {
                continue;
            }
            final byte[] bytes = new byte[headerLength + begin.encodedLength() + spare];
            final UnsafeBuffer buffer = new UnsafeBuffer(bytes);
            put(buffer, ir.headerStructure().blockLength(), begin.encodedLength());
            put(buffer, ir.headerStructure().templateId(), begin.id());
            put(buffer, ir.headerStructure().schemaId(), ir.id());
            put(buffer, ir.headerStructure().schemaVersion(), ir.version());
            samples.add(bytes);
        }
        return samples;
    }

    private static void put(final UnsafeBuffer buffer, final Token field, final long value)
    {
        final ByteOrder order = field.encoding().byteOrder();
        final PrimitiveType type = field.encoding().primitiveType();
        switch (type.size())
        {
            case 1 -> buffer.putByte(field.offset(), (byte)value);
            case 2 -> buffer.putShort(field.offset(), (short)value, order);
            case 4 -> buffer.putInt(field.offset(), (int)value, order);
            default -> buffer.putLong(field.offset(), value, order);
        }
    }
}
