package io.sbetool.compiler.generation.cpp;

import io.sbetool.testing.ReferenceIr;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Runs the GoogleTest suites in {@code src/test/cpp} against freshly generated headers, under the
 * address and undefined-behaviour sanitizers: the Car example as users of the SBE C++ API write it,
 * every feature of {@code cppgen/features.xml} in both byte orders and two versions, the members
 * of {@code cppgen/versioned.xml} newer than the message read, and the group counts of
 * {@code cppgen/group-counts.xml} that {@code computeLength(...)} must refuse, and every form of text a put
 * accessor takes, none read past its end.
 */
class CppCodecTest
{
    private static final Path GENERATED = NativeBuild.ROOT.resolve("codec-tests");

    @BeforeAll
    static void generate() throws Exception
    {
        Files.createDirectories(GENERATED);
        NativeBuild.generate(SharedFiles.projectSchema("car.xml"), GENERATED, null);
        NativeBuild.generate(NativeBuild.schema("features.xml"), GENERATED, "features::v1");
        NativeBuild.generate(NativeBuild.schema("features-v0.xml"), GENERATED, "features::v0");
        final Path bigEndian = GENERATED.resolve("features-be.xml");
        Files.writeString(bigEndian, Files.readString(NativeBuild.schema("features.xml"), StandardCharsets.UTF_8)
            .replace("byteOrder=\"littleEndian\"", "byteOrder=\"bigEndian\""), StandardCharsets.UTF_8);
        NativeBuild.generate(bigEndian, GENERATED, "features::be");
        NativeBuild.generate(NativeBuild.schema("versioned.xml"), GENERATED, "versioned::le");
        final Path versionedBigEndian = GENERATED.resolve("versioned-be.xml");
        Files.writeString(versionedBigEndian, Files.readString(NativeBuild.schema("versioned.xml"), StandardCharsets.UTF_8)
            .replace("byteOrder=\"littleEndian\"", "byteOrder=\"bigEndian\""), StandardCharsets.UTF_8);
        NativeBuild.generate(versionedBigEndian, GENERATED, "versioned::be");
        // From the reference's IR, as from its .sbeir (sbetool --ir): our validation refuses a numInGroup whose
        // counts exceed an int, as the Java codecs hold them in one, so only such IR has a uint64 count unbounded.
        final Path groupCounts = NativeBuild.schema("group-counts.xml");
        new CppGenerator(ReferenceIr.fromSchema(groupCounts), new CppOptions("group_counts", groupCounts))
            .generate(GENERATED);
    }

    @Test
    void googleTestSuitesPassUnderSanitizers() throws Exception
    {
        final Path program = NativeBuild.buildTests(GENERATED, GENERATED.resolve("codec-tests"),
            List.of(NativeBuild.cppSource("CarTest.cpp"), NativeBuild.cppSource("FeaturesTest.cpp"),
                NativeBuild.cppSource("VersionedMembersTest.cpp"),
                NativeBuild.cppSource("ComputeLengthLimitsTest.cpp"), NativeBuild.cppSource("TextOverloadsTest.cpp")));
        final String output = NativeBuild.run(GENERATED, List.of(program.toString()));
        assertTrue(output.contains("[  PASSED  ]") && !output.contains("FAILED"), output);
    }

    @Test
    void theDisableMacroRemovesBoundsChecks() throws Exception
    {
        final Path program = NativeBuild.buildTests(GENERATED, GENERATED.resolve("no-bounds-check-tests"),
            List.of(NativeBuild.cppSource("NoBoundsCheckTest.cpp")));
        final String output = NativeBuild.run(GENERATED, List.of(program.toString()));
        assertTrue(output.contains("[  PASSED  ] 3 tests"), output);
    }
}
