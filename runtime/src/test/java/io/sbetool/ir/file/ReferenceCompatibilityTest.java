package io.sbetool.ir.file;

import io.sbetool.ir.Ir;
import io.sbetool.testing.IrAssertions;
import io.sbetool.testing.ReferenceIr;
import io.sbetool.testing.TestSchemas;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import uk.co.real_logic.sbe.ir.IrDecoder;
import uk.co.real_logic.sbe.ir.IrEncoder;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Files written by the reference implementation (sbe-tool 1.37.1) are read by us, and ours by it; files in
 * the format of its releases up to 1.35, whose records end before packageName, are read too.
 *
 * <p>One difference is normalised: as neither tool can tell an empty string from none in a file, empty
 * strings are compared as null. The deprecated version of a token is compared: 1.37.1 writes and reads
 * it (1.33.0 left stale bytes there, see {@code TokenDecoder}).
 */
class ReferenceCompatibilityTest
{
    @TempDir
    Path dir;

    static List<Path> schemas() throws Exception
    {
        return IrFileRoundTripTest.schemas();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void readsReferenceWrittenFile(final Path schema) throws Exception
    {
        final uk.co.real_logic.sbe.ir.Ir reference = ReferenceIr.referenceIr(schema);

        final Ir ours = IrFileReader.read(writeWithReference(reference));

        IrAssertions.assertSameIr(IrAssertions.withEmptyStringsAsNull(ReferenceIr.convert(reference)), ours);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void referenceReadsOurFile(final Path schema) throws Exception
    {
        final Ir expected = ReferenceIr.fromSchema(schema);
        final Path file = dir.resolve("ours.sbeir");
        IrFileWriter.write(expected, file);

        final uk.co.real_logic.sbe.ir.Ir decoded;
        try (IrDecoder decoder = new IrDecoder(file.toString()))
        {
            decoded = decoder.decode();
        }

        // The reference decoder sets its Ir's byte order to little-endian whatever the tokens say.
        final Ir actual = ReferenceIr.convert(decoded);
        IrAssertions.assertSameIr(IrAssertions.withEmptyStringsAsNull(expected), withByteOrder(actual, expected));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void writesTheSameBytesAsReference(final Path schema) throws Exception
    {
        final uk.co.real_logic.sbe.ir.Ir reference = ReferenceIr.referenceIr(schema);
        final byte[] theirs = Files.readAllBytes(writeWithReference(reference));
        final byte[] ours = IrFileWriter.encode(ReferenceIr.convert(reference));

        assertArrayEquals(theirs, ours);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void readsFilesWithoutPackageNamesAsOlderReferencesWroteThem(final Path schema) throws Exception
    {
        final Ir expected = ReferenceIr.fromSchema(schema);
        final byte[] current = IrFileWriter.encode(expected);
        final byte[] older = IrFileRecords.withoutPackageNames(current);

        assertEquals(current.length - 2 * IrFileRecords.tokenOffsets(current).size(), older.length);
        IrAssertions.assertSameIr(IrFileReader.decode(current), IrFileReader.decode(older));
    }

    @Test
    void valuesOfBigEndianSchemaAreLittleEndianInReferenceFile() throws Exception
    {
        final byte[] file = Files.readAllBytes(
            writeWithReference(ReferenceIr.referenceIr(TestResources.bigEndianSchema())));
        final byte[] name = "Constant258".getBytes(StandardCharsets.US_ASCII);
        // name (length 11, then the text), then constValue: length 2, then 258 = 0x0102 little-endian
        final byte[] expected = new byte[2 + name.length + 4];
        expected[0] = (byte)name.length;
        System.arraycopy(name, 0, expected, 2, name.length);
        expected[2 + name.length] = 2;
        expected[2 + name.length + 2] = 0x02;
        expected[2 + name.length + 3] = 0x01;

        assertTrue(indexOf(file, expected) >= 0, "uint16 constant 258 stored as 02 01");
    }

    /**
     * The normalisations above are needed, not habits: some schema has an empty string where the reference
     * means none, and one is big-endian (the reference decoder's IR says little-endian whatever the tokens
     * say). And some schema has a token with a deprecated version, so that its comparison is tried.
     */
    @Test
    void eachNormalisationIsNeededBySomeSchema() throws Exception
    {
        final List<String> deprecated = new java.util.ArrayList<>();
        final List<String> emptyStrings = new java.util.ArrayList<>();
        final List<String> bigEndian = new java.util.ArrayList<>();
        for (final Path schema : schemas())
        {
            final Ir ir = ReferenceIr.convert(ReferenceIr.referenceIr(schema));
            final boolean anyDeprecated = java.util.stream.Stream.concat(ir.headerTokens().stream(),
                ir.messages().stream().flatMap(List::stream)).anyMatch((token) -> token.deprecated() != 0);
            if (anyDeprecated)
            {
                deprecated.add(schema.getFileName().toString());
            }
            if (IrAssertions.firstDifference(ir, IrAssertions.withEmptyStringsAsNull(ir)) != null)
            {
                emptyStrings.add(schema.getFileName().toString());
            }
            if (ir.byteOrder() == java.nio.ByteOrder.BIG_ENDIAN)
            {
                bigEndian.add(schema.getFileName().toString());
            }
        }
        assertTrue(!deprecated.isEmpty(), "no schema has a deprecated token: its comparison is never tried");
        assertTrue(!emptyStrings.isEmpty(), "no schema has an empty string: drop withEmptyStringsAsNull");
        assertTrue(!bigEndian.isEmpty(), "no schema is big-endian: drop withByteOrder");
    }

    private Path writeWithReference(final uk.co.real_logic.sbe.ir.Ir reference) throws Exception
    {
        final Path file = dir.resolve("reference.sbeir");
        try (IrEncoder encoder = new IrEncoder(file.toString(), reference))
        {
            encoder.encode();
        }
        return file;
    }

    private static Ir withByteOrder(final Ir ir, final Ir from)
    {
        return new Ir(ir.packageName(), ir.namespaceName(), ir.id(), ir.version(), ir.semanticVersion(),
            ir.description(), from.byteOrder(), ir.headerTokens(), ir.messages());
    }

    private static int indexOf(final byte[] haystack, final byte[] needle)
    {
        for (int i = 0; i + needle.length <= haystack.length; i++)
        {
            if (Arrays.equals(haystack, i, i + needle.length, needle, 0, needle.length))
            {
                return i;
            }
        }
        return -1;
    }
}
