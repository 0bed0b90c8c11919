package io.sbetool.dist;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipFile;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The release archive as a user gets it: unpacked into a temporary folder, its bin/sbetool run from outside the
 * checkout (with a Maven on the PATH that fails if started) compiles a schema, decodes captures and encodes the
 * NDJSON back to the same bytes; a CMake project finds it with find_package(sbetool CONFIG) and builds a program
 * over the C++ codecs it generates; FetchContent of the archive and of the checkout do the same.
 */
class ReleaseArchiveTest
{
    private static final String VERSION = System.getProperty("sbetool.version");
    private static final Path DIST = Path.of(System.getProperty("sbetool.dist.dir"));
    private static final Path CHECKOUT = Path.of(System.getProperty("sbetool.project.dir")).toAbsolutePath().normalize();
    private static final Path TAR = DIST.resolve("sbetool-" + VERSION + ".tar.gz");
    private static final Path ZIP = DIST.resolve("sbetool-" + VERSION + ".zip");

    @TempDir
    static Path work;
    private static Path root;
    private static Path samples;

    @BeforeAll
    static void unpack() throws Exception
    {
        final Path unpacked = Files.createDirectories(work.resolve("opt"));
        run(unpacked, "tar", "-xzf", TAR.toString());
        root = unpacked.resolve("sbetool-" + VERSION);
        samples = root.resolve("share/sbetool/samples");
        // A Maven that leaves a mark if anything starts it: the release needs none.
        final Path fakeBin = Files.createDirectories(work.resolve("fake-bin"));
        final Path mvn = fakeBin.resolve("mvn");
        Files.writeString(mvn, "#!/bin/sh\ntouch '" + work.resolve("mvn-was-run") + "'\nexit 1\n");
        assertTrue(mvn.toFile().setExecutable(true));
    }

    @Test
    void theArchiveHoldsTheLauncherJarsCmakePackagePluginHelpAndLicences() throws IOException
    {
        assertTrue(Files.isExecutable(root.resolve("bin/sbetool")));
        for (final String file : List.of("lib/sbetool.jar", "lib/cmake/sbetool/sbetoolConfig.cmake",
            "lib/cmake/sbetool/sbetoolConfigVersion.cmake", "lib/cmake/sbetool/Sbetool.cmake", "CMakeLists.txt",
            "maven/sbetool-maven-plugin-" + VERSION + ".jar", "maven/sbetool-maven-plugin-" + VERSION + ".pom",
            "maven/sbetool-codec-" + VERSION + ".jar", "maven/sbetool-codec-" + VERSION + ".pom",
            // sbetool-compiler, which the plugin runs, depends on the Parquet writer's module.
            "maven/sbetool-parquet-" + VERSION + ".jar", "maven/sbetool-parquet-" + VERSION + ".pom",
            "maven/sbetool-parent-" + VERSION + ".pom", "LICENSE", "THIRD-PARTY.txt", "share/doc/sbetool/install.md"))
        {
            assertTrue(Files.isRegularFile(root.resolve(file)), file);
        }
        assertTrue(Files.readString(root.resolve("share/doc/sbetool/sbetool-help.txt")).contains("Usage: sbetool"));
        assertTrue(Files.readString(root.resolve("share/doc/sbetool/sbetool-decode-help.txt")).contains("Usage: sbetool decode"));
        assertTrue(Files.readString(root.resolve("LICENSE")).contains("Apache License"));
        assertTrue(Files.readString(root.resolve("THIRD-PARTY.txt")).contains("org.ow2.asm:asm"));
        // The version the CMake package was written with is the build's.
        assertTrue(Files.readString(root.resolve("lib/cmake/sbetool/sbetoolConfigVersion.cmake"))
            .contains("set(PACKAGE_VERSION \"" + VERSION + "\")"));
    }

    @Test
    void theZipHoldsWhatTheTarHolds() throws Exception
    {
        final TreeSet<String> tar = new TreeSet<>();
        for (final String entry : run(work, "tar", "-tzf", TAR.toString()).split("\n"))
        {
            if (!entry.isEmpty() && !entry.endsWith("/"))
            {
                tar.add(entry);
            }
        }
        final TreeSet<String> zip = new TreeSet<>();
        try (ZipFile file = new ZipFile(ZIP.toFile()))
        {
            file.stream().filter(entry -> !entry.isDirectory()).forEach(entry -> zip.add(entry.getName()));
        }
        assertEquals(tar, zip);
    }

    @Test
    void versionIsTheBuildsVersion() throws Exception
    {
        final String out = sbetool(outside(), "--version");
        assertEquals("sbetool " + VERSION, out.lines().findFirst().orElse(""));
    }

    @Test
    void compilesASchemaFromOutsideTheCheckoutAndMakesItsStartUpArchive() throws Exception
    {
        final Path here = outside();
        sbetool(here, samples.resolve("car.xml").toString(), "--target", "java", "--target", "cpp", "--target", "ir",
            "--output-dir", "generated");
        assertTrue(Files.isRegularFile(here.resolve("generated/car.sbeir")));
        assertTrue(filesUnder(here.resolve("generated")).contains("CarEncoder.java"));
        assertTrue(filesUnder(here.resolve("generated")).contains("Car.h"));
        // The install is writable here, so the compile's class-data archive went beside the jar.
        assertTrue(Files.isRegularFile(root.resolve("lib/sbetool.jsa")));
    }

    @Test
    void decodesCapturesAndEncodesTheNdjsonBackToTheSameBytes() throws Exception
    {
        final Path here = outside();
        sbetool(here, "decode", "--schema", samples.resolve("fix-message-samples.xml").toString(), "--framing", "u16le-incl",
            "--skip", "12", "--output", "market-data.ndjson", samples.resolve("market-data.pcap").toString());
        assertTrue(Files.readString(here.resolve("market-data.ndjson")).contains("\"template\":\"MarketDataIncrementalRefreshTrades\""));

        sbetool(here, "decode", "--schema", samples.resolve("car.xml").toString(), "--framing", "sofh",
            "--output", "car.ndjson", samples.resolve("car.sofh").toString());
        sbetool(here, "encode", "--schema", samples.resolve("car.xml").toString(), "--framing", "sofh",
            "--output", "car.sofh", "car.ndjson");
        assertArrayEquals(Files.readAllBytes(samples.resolve("car.sofh")), Files.readAllBytes(here.resolve("car.sofh")));
    }

    @Test
    void findPackageBuildsAProgramOverTheGeneratedCodecs() throws Exception
    {
        final Path project = cmakeProject("find-package",
            "find_package(sbetool " + numericVersion() + " CONFIG REQUIRED)\n");
        buildAndRun(project, "-DCMAKE_PREFIX_PATH=" + root);
    }

    @Test
    void fetchContentOfTheArchiveBuildsTheSameProgram() throws Exception
    {
        final Path project = cmakeProject("fetch-archive", "include(FetchContent)\n"
            + "FetchContent_Declare(sbetool URL \"" + TAR.toUri() + "\")\n"
            + "FetchContent_MakeAvailable(sbetool)\n");
        buildAndRun(project);
    }

    @Test
    void fetchContentOfTheCheckoutBuildsTheSameProgram() throws Exception
    {
        // The checkout's ./sbetool runs its jar, built by this reactor before the archive was.
        final Path project = cmakeProject("fetch-checkout", "include(FetchContent)\n"
            + "FetchContent_Declare(sbetool SOURCE_DIR \"" + CHECKOUT + "\")\n"
            + "FetchContent_MakeAvailable(sbetool)\n");
        buildAndRun(project);
    }

    /** A project whose program encodes a Car with the codecs generated from the archive's car.xml and decodes it. */
    private static Path cmakeProject(final String name, final String findSbetool) throws IOException
    {
        final Path project = Files.createDirectories(work.resolve(name));
        Files.writeString(project.resolve("CMakeLists.txt"), "cmake_minimum_required(VERSION 3.16)\n"
            + "project(" + name.replace('-', '_') + " LANGUAGES CXX)\n"
            + findSbetool
            + "sbetool_generate_cpp(car_codecs SCHEMAS \"" + samples.resolve("car.xml") + "\" NAMESPACE app::car)\n"
            + "add_executable(round_trip main.cpp)\n"
            + "target_compile_options(round_trip PRIVATE -Wall -Wextra -Wpedantic -Werror)\n"
            + "target_link_libraries(round_trip PRIVATE car_codecs)\n");
        Files.writeString(project.resolve("main.cpp"), String.join("\n",
            "#include \"app_car/Car.h\"",
            "",
            "int main()",
            "{",
            "    char buffer[4096] = {};",
            "    app::car::Car encoder;",
            "    encoder.wrapAndApplyHeader(buffer, 0, sizeof buffer).serialNumber(1234);",
            "    app::car::Car decoder;",
            "    decoder.wrapForDecode(buffer, app::car::MessageHeader::encodedLength(), app::car::Car::sbeBlockLength(),",
            "        app::car::Car::sbeSchemaVersion(), sizeof buffer);",
            "    return decoder.serialNumber() == 1234u ? 0 : 1;",
            "}",
            ""));
        return project;
    }

    private static void buildAndRun(final Path project, final String... configureOptions) throws Exception
    {
        final List<String> configure = new ArrayList<>(List.of("cmake", "-S", project.toString(), "-B", "build", "-G", "Ninja"));
        Collections.addAll(configure, configureOptions);
        run(project, configure.toArray(new String[0]));
        run(project, "cmake", "--build", "build");
        run(project, project.resolve("build/round_trip").toString());
    }

    private static Path outside() throws IOException
    {
        return Files.createTempDirectory(work, "outside");
    }

    private static String sbetool(final Path directory, final String... args) throws Exception
    {
        final List<String> command = new ArrayList<>();
        command.add(root.resolve("bin/sbetool").toString());
        Collections.addAll(command, args);
        return run(directory, command.toArray(new String[0]));
    }

    private static String numericVersion()
    {
        return VERSION.replaceFirst("-.*$", "");
    }

    private static List<String> filesUnder(final Path dir) throws IOException
    {
        try (Stream<Path> files = Files.walk(dir))
        {
            return files.filter(Files::isRegularFile).map(path -> path.getFileName().toString()).collect(Collectors.toList());
        }
    }

    /** Runs a command with the fake Maven first on the PATH and HOME in the temporary folder; fails unless it exits 0. */
    private static String run(final Path directory, final String... command) throws Exception
    {
        final ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true);
        final Map<String, String> environment = builder.environment();
        environment.put("PATH", work.resolve("fake-bin") + ":" + Path.of(System.getProperty("java.home"), "bin") + ":"
            + environment.getOrDefault("PATH", "/usr/bin:/bin"));
        environment.put("HOME", Files.createDirectories(work.resolve("home")).toString());
        final Path output = Files.createTempFile(work, "output", ".txt");
        builder.redirectOutput(output.toFile());
        final Process process = builder.start();
        final boolean ended = process.waitFor(10, TimeUnit.MINUTES);
        if (!ended)
        {
            process.destroyForcibly();
        }
        final String text = Files.readString(output, StandardCharsets.UTF_8);
        assertTrue(ended && process.exitValue() == 0, () -> String.join(" ", command) + " failed:\n" + text);
        assertFalse(Files.exists(work.resolve("mvn-was-run")), "something ran mvn");
        return text;
    }
}
