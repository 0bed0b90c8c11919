package io.sbetool.compiler.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OutputFileTest
{
    @TempDir
    Path dir;

    @Test
    void createsAFileThatDoesNotExist() throws IOException
    {
        final Path out = dir.resolve("new.ndjson");
        write(out, "new");
        assertEquals("new", Files.readString(out));
    }

    @Test
    void replacesAnExistingFileKeepingItsPermissions() throws IOException
    {
        final Path out = previousOutput("old.ndjson", "rw-r-----");
        try (SeekableByteChannel old = Files.newByteChannel(out))
        {
            write(out, "new");

            assertEquals("new", Files.readString(out));
            // the file open before is another one, its contents whole: the old file was not truncated
            assertEquals("a longer previous output", read(old));
        }
        assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(out)));
    }

    @Test
    void truncatesAFileWithAnotherHardLinkSoTheLinkSeesTheNewOutput() throws IOException
    {
        final Path out = previousOutput("linked.ndjson", "rw-r--r--");
        final Path other = Files.createLink(dir.resolve("other-name.ndjson"), out);
        try (SeekableByteChannel open = Files.newByteChannel(out))
        {
            write(out, "new");

            assertEquals("new", read(open), "the same file, truncated and written");
        }
        assertEquals("new", Files.readString(other));
    }

    @Test
    void followsASymbolicLinkAndReplacesTheFileItNames() throws IOException
    {
        final Path target = previousOutput("target.ndjson", "rw-------");
        final Path link = Files.createSymbolicLink(dir.resolve("link.ndjson"), target);

        write(link, "new");

        assertTrue(Files.isSymbolicLink(link));
        assertEquals(target, Files.readSymbolicLink(link));
        assertEquals("new", Files.readString(target));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(target)));
    }

    @Test
    void writesThroughADanglingSymbolicLink() throws IOException
    {
        final Path target = dir.resolve("not-yet.ndjson");
        final Path link = Files.createSymbolicLink(dir.resolve("dangling.ndjson"), target);

        write(link, "new");

        assertEquals("new", Files.readString(target));
    }

    private Path previousOutput(final String name, final String permissions) throws IOException
    {
        final Path file = Files.writeString(dir.resolve(name), "a longer previous output");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(permissions));
        return file;
    }

    private static String read(final SeekableByteChannel channel) throws IOException
    {
        final ByteBuffer bytes = ByteBuffer.allocate(64);
        channel.position(0);
        while (channel.read(bytes) > 0)
        {
            // until the end of the file
        }
        return new String(bytes.array(), 0, bytes.position(), StandardCharsets.US_ASCII);
    }

    private static void write(final Path path, final String text) throws IOException
    {
        try (OutputStream out = OutputFile.open(path))
        {
            out.write(text.getBytes(StandardCharsets.US_ASCII));
        }
    }
}
