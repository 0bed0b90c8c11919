package io.sbetool.compiler.build;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A write that fails midway (here a full disk, made by the writer seam after the other files were really
 * written) leaves every previous output as it was and no temporary file or new folder behind.
 */
class StagedWriteTest
{
    @TempDir
    Path dir;

    private static byte[] bytes(final String text)
    {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private List<Path> everythingUnder(final Path root) throws IOException
    {
        try (Stream<Path> walk = Files.walk(root))
        {
            return walk.map(root::relativize).map(Path::toString).sorted().map(Path::of).toList();
        }
    }

    @Test
    void aFailedWriteChangesNoPreviousOutputAndLeavesNoTemporaryFile() throws IOException
    {
        final Path out = dir.resolve("out");
        final Path first = Files.writeString(Files.createDirectories(out.resolve("a")).resolve("First.java"), "old first");
        final Path second = Files.writeString(out.resolve("a/Second.java"), "old second");
        final List<Path> before = everythingUnder(out);
        final List<Path> written = new ArrayList<>();
        final OutputPlan plan = new OutputPlan(out, (files, contents) ->
        {
            final IOException[] failures = FileWriting.write(files, contents);
            files.forEach(written::add);
            failures[2] = new FileSystemException(files.get(2).toString(), null, "No space left on device");
            return failures;
        });
        plan.add(dir.resolve("s.xml"), first, bytes("new first"));
        plan.add(dir.resolve("s.xml"), second, bytes("new second"));
        plan.add(dir.resolve("s.xml"), out.resolve("b/c/Third.java"), bytes("third"));
        plan.add(dir.resolve("s.xml"), out.resolve("a/Fourth.java"), bytes("fourth"));
        assertEquals(List.of(), plan.conflicts(List.of()));

        final IOException failure = assertThrows(IOException.class, plan::write);

        assertEquals(out.resolve("b/c/Third.java") + ": No space left on device", IrFiles.describe(failure));
        assertEquals(4, written.size(), "the seam saw every file");
        assertFalse(Files.exists(written.get(0)), "a temporary file was left: " + written.get(0));
        assertEquals("old first", Files.readString(first));
        assertEquals("old second", Files.readString(second));
        assertEquals(before, everythingUnder(out), "files or folders were added or removed");
    }

    @Test
    void aWriteThatSucceedsLeavesOnlyTheFiles() throws IOException
    {
        final Path out = dir.resolve("out");
        final Path first = Files.writeString(Files.createDirectories(out.resolve("a")).resolve("First.java"), "old first");
        final OutputPlan plan = new OutputPlan(out);
        plan.add(dir.resolve("s.xml"), first, bytes("new first"));
        plan.add(dir.resolve("s.xml"), out.resolve("b/Second.java"), bytes("second"));

        assertEquals(List.of(first, out.resolve("b/Second.java")), plan.write());

        assertEquals("new first", Files.readString(first));
        assertEquals(List.of(Path.of(""), Path.of("a"), Path.of("a/First.java"), Path.of("b"), Path.of("b/Second.java")),
            everythingUnder(out));
    }
}
