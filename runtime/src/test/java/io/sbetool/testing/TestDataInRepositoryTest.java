package io.sbetool.testing;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A clone on its own runs every test (issue #29): what tests and builds read is in the repository, under
 * {@code testdata/} or beside the test, never in a folder that only the project's own machines have.
 */
class TestDataInRepositoryTest
{
    @Test
    void noSourceBuildOrScriptFilePointsOutsideTheRepository()
    {
        assertEquals(List.of(), OutsideReferences.find(SharedFiles.projectDir()),
            "files that read test material from outside the repository: use testdata/ (SharedFiles.corpus, spec)");
    }

    @Test
    void theHelpersFindEverythingInsideTheRepository()
    {
        final Path project = SharedFiles.projectDir().toAbsolutePath().normalize();
        for (final Path path : List.of(SharedFiles.testDataDir(), SharedFiles.spec("Examples.xml"),
            SharedFiles.corpus("cme/Cme.Futures.Mdp3.Sbe.v1.12.xml"), SharedFiles.projectSchema("car.xml")))
        {
            final Path absolute = path.toAbsolutePath().normalize();
            assertTrue(absolute.startsWith(project), absolute + " is outside " + project);
            assertTrue(Files.exists(absolute), absolute + " is missing");
        }
        assertEquals(21, SharedFiles.corpusSchemas().size(), "corpus schemas under testdata/corpus");
    }

    /** The scan itself: each way of pointing at the old folder is found, with its file and line. */
    @Test
    void findsEachFormOfTheOldReference(@TempDir final Path root) throws IOException
    {
        Files.createDirectories(root.resolve("benchmarks/cpp"));
        Files.writeString(root.resolve("benchmarks/cpp/CMakeLists.txt"),
            "project(x)\nset(DIR \"${beside}/../" + "shared/bench\")\n");
        Files.writeString(root.resolve("Test.java"), "class Test\n{\n    Path p = Path.of(\"../..//" + "shared\");\n}\n");
        Files.writeString(root.resolve("run.sh"), "cat /work/" + "shared/corpus/SOURCES.md\n");
        Files.writeString(root.resolve("pom.xml"), "<p>${shared" + ".dir}/corpus</p>\n");

        assertEquals(List.of(
            "Test.java:3: Path p = Path.of(\"../..//" + "shared\");",
            "benchmarks/cpp/CMakeLists.txt:2: set(DIR \"${beside}/../" + "shared/bench\")",
            "pom.xml:1: <p>${shared" + ".dir}/corpus</p>",
            "run.sh:1: cat /work/" + "shared/corpus/SOURCES.md"), OutsideReferences.find(root));
    }

    /** Build output, git's own folder, and binary files are not scanned; README.md is, and lookalikes pass. */
    @Test
    void skipsWhatIsNotTheProjectsTextAndLookalikes(@TempDir final Path root) throws IOException
    {
        final String reference = "see ../" + "shared/corpus\n";
        Files.createDirectories(root.resolve("compiler/target"));
        Files.writeString(root.resolve("compiler/target/surefire.txt"), reference);
        Files.createDirectories(root.resolve(".git"));
        Files.writeString(root.resolve(".git/COMMIT_EDITMSG"), reference);
        Files.createDirectories(root.resolve("benchmarks/results"));
        Files.writeString(root.resolve("benchmarks/results/run.json"), reference);
        Files.writeString(root.resolve("README.md"), reference);
        Files.write(root.resolve("capture.pcap"), new byte[] {(byte)0xd4, (byte)0xc3, (byte)0xb2, (byte)0xa1, '.', '.', '/'});
        Files.writeString(root.resolve("Lookalike.java"),
            "// ../" + "shareduler, shared/corpus, sharedDir(), ../" + "sharedLibrary, sbetool.sharedDirectory\n");
        Files.createDirectories(root.resolve("docs"));
        Files.writeString(root.resolve("docs/README.md"), reference);

        assertEquals(List.of("README.md:1: see ../" + "shared/corpus", "docs/README.md:1: see ../" + "shared/corpus"),
            OutsideReferences.find(root));
    }
}
