package io.sbetool.ir.file;

import io.sbetool.ir.Ir;
import io.sbetool.ir.Token;
import io.sbetool.testing.IrAssertions;
import io.sbetool.testing.ReferenceIr;
import io.sbetool.testing.SharedFiles;
import io.sbetool.testing.TestSchemas;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

class IrFileRoundTripTest
{
    static List<Path> schemas() throws Exception
    {
        final List<Path> schemas = TestSchemas.acceptedByReference();
        schemas.add(TestResources.bigEndianSchema());
        return schemas;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void ourFileGivesBackEveryToken(final Path schema) throws Exception
    {
        final Ir ir = ReferenceIr.fromSchema(schema);

        final Ir decoded = IrFileReader.decode(IrFileWriter.encode(ir));

        IrAssertions.assertSameIr(IrAssertions.withEmptyStringsAsNull(ir), decoded);
        assertNull(decoded.description(), "IR files do not hold the schema description");
    }

    @Test
    void writesAndReadsFiles(@TempDir final Path dir) throws Exception
    {
        final Ir ir = ReferenceIr.fromSchema(TestResources.bigEndianSchema());
        final Path file = dir.resolve("big-endian.sbeir");

        IrFileWriter.write(ir, file);
        final Ir decoded = IrFileReader.read(file);

        IrAssertions.assertSameIr(ir, decoded);
        assertEquals(ByteOrder.BIG_ENDIAN, decoded.byteOrder());
        assertEquals("5.2", decoded.semanticVersion());
        assertNull(decoded.namespaceName());
    }

    @Test
    void makesEachMessageOnceAtItsFirstUseFromItsOwnCopyOfTheFile() throws Exception
    {
        final Ir ir = ReferenceIr.fromSchema(SharedFiles.projectSchema("fix-message-samples.xml"));
        final byte[] file = IrFileWriter.encode(ir);

        final Ir decoded = IrFileReader.decode(file, 0, file.length);
        // the caller's array may be used for something else once read: messages made later are unharmed
        Arrays.fill(file, (byte)0x5A);

        final int templateId = ir.messages().get(1).get(0).id();
        final List<Token> first = decoded.message(templateId);
        assertSame(first, decoded.message(templateId));
        assertSame(first, decoded.messages().get(1));
        IrAssertions.assertSameIr(IrAssertions.withEmptyStringsAsNull(ir), decoded);
        assertThrows(UnsupportedOperationException.class, () -> decoded.messages().remove(0));
        assertNull(decoded.message(-1));
    }

    @Test
    void threadsAskingForAMessageAtOnceGetTheSameTokens() throws Exception
    {
        final Ir ir = ReferenceIr.fromSchema(SharedFiles.projectSchema("fix-message-samples.xml"));
        final byte[] file = IrFileWriter.encode(ir);
        final int templateId = ir.messages().get(0).get(0).id();
        for (int round = 0; round < 20; round++)
        {
            final Ir decoded = IrFileReader.decode(file);
            final CountDownLatch start = new CountDownLatch(1);
            final ExecutorService threads = Executors.newFixedThreadPool(4);
            try
            {
                final List<Future<List<Token>>> asked = new ArrayList<>();
                for (int i = 0; i < 4; i++)
                {
                    asked.add(threads.submit(() ->
                    {
                        start.await();
                        return decoded.message(templateId);
                    }));
                }
                start.countDown();
                for (final Future<List<Token>> tokens : asked)
                {
                    assertSame(asked.get(0).get(), tokens.get());
                }
            }
            finally
            {
                threads.shutdownNow();
            }
        }
    }

    @Test
    void readsAFileInsideALargerArrayOrBufferWithOffsetsRelativeToIt() throws Exception
    {
        final Ir ir = ReferenceIr.fromSchema(TestResources.bigEndianSchema());
        final byte[] file = IrFileWriter.encode(ir);
        final byte[] around = new byte[file.length + 20];
        Arrays.fill(around, (byte)0x5A);
        System.arraycopy(file, 0, around, 7, file.length);

        IrAssertions.assertSameIr(ir, IrFileReader.decode(around, 7, file.length));
        IrAssertions.assertSameIr(ir, IrFileReader.decode(new UnsafeBuffer(around), 7, file.length));
        final ByteBuffer direct = ByteBuffer.allocateDirect(around.length).put(around);
        IrAssertions.assertSameIr(ir, IrFileReader.decode(new UnsafeBuffer(direct), 7, file.length));

        // cut short: the offset in the error counts from the file's start, not the array's
        final int cut = IrFileRecords.tokenOffsets(file).get(1) + 5;
        final IrFileException fromArray =
            assertThrows(IrFileException.class, () -> IrFileReader.decode(around, 7, cut));
        final IrFileException fromBuffer =
            assertThrows(IrFileException.class, () -> IrFileReader.decode(new UnsafeBuffer(around), 7, cut));
        assertEquals(IrFileRecords.tokenOffsets(file).get(1), fromArray.offset());
        assertEquals(fromArray.getMessage(), fromBuffer.getMessage());

        assertThrows(IllegalArgumentException.class, () -> IrFileReader.decode(around, 21, file.length));
        assertThrows(IllegalArgumentException.class, () -> IrFileReader.decode(new UnsafeBuffer(around), -1, 5));
    }

    @Test
    void keepsDeprecatedVersion() throws Exception
    {
        final Ir ir = ReferenceIr.fromSchema(TestResources.bigEndianSchema());

        final Ir decoded = IrFileReader.decode(IrFileWriter.encode(ir));

        // field optionalShort is deprecated="1" in the schema
        assertEquals(1, decoded.message(1).stream()
            .filter((t) -> t.name().equals("optionalShort")).findFirst().orElseThrow().deprecated());
    }
}
