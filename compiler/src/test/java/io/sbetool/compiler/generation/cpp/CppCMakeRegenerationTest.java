package io.sbetool.compiler.generation.cpp;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * cmake/Sbetool.cmake runs sbetool again when sbetool itself changes, not only its schemas, and builds the
 * default wrapper's jar once even when Ninja runs two generate steps at once. sbetool is played by a
 * script that logs each run (and, as the wrapper, "builds" a missing jar, failing if another run is
 * building it at the same moment), so the test counts runs rather than reading generated code.
 */
class CppCMakeRegenerationTest
{
    private static final Path SBETOOL_CMAKE = Path.of("..", "cmake", "Sbetool.cmake").toAbsolutePath().normalize();

    /** A stand-in for sbetool: logs its arguments and writes a header into --output-dir. */
    private static final String FAKE_SBETOOL = """
        #!/usr/bin/env bash
        here="$(cd "$(dirname "$0")" && pwd)"
        jar="$here/compiler/target/sbetool.jar"
        if [ ! -f "$jar" ]; then
            # mkdir is atomic: a second run building the jar at the same time fails, as Maven would.
            mkdir "$here/building" || { echo "concurrent jar build" >> "$here/log"; exit 1; }
            echo "build jar" >> "$here/log"
            sleep 1
            mkdir -p "$here/compiler/target" && touch "$jar"
            rmdir "$here/building"
        fi
        echo "run $1" >> "$here/log"
        while [ $# -gt 0 ]; do
            if [ "$1" = --output-dir ]; then mkdir -p "$2/gen" && echo '#pragma once' > "$2/gen/Gen.h"; fi
            shift
        done
        """;

    @Test
    void aChangedSbetoolDependsFileGeneratesAgain() throws Exception
    {
        final Path dir = NativeBuild.fresh("cmake-depends");
        final Path tool = fakeSbetoolWithItsJar(dir.resolve("tool"));
        final Path dependency = Files.writeString(dir.resolve("generator.jar"), "v1");
        final Path build = configure(dir, "-DSBETOOL_COMMAND=" + tool, "-DSBETOOL_DEPENDS=" + dependency);

        NativeBuild.run(dir, List.of("cmake", "--build", build.toString()));
        assertEquals(List.of("run --target", "run --target"), log(tool), "first build generates both");

        NativeBuild.run(dir, List.of("cmake", "--build", build.toString()));
        assertEquals(2, log(tool).size(), "nothing changed, nothing generated: " + log(tool));

        touchLater(dependency);
        NativeBuild.run(dir, List.of("cmake", "--build", build.toString()));
        assertEquals(4, log(tool).size(), "a changed SBETOOL_DEPENDS file generates both again: " + log(tool));
    }

    @Test
    void aFileRewrittenInAnSbetoolDependsFolderGeneratesAgain() throws Exception
    {
        final Path dir = NativeBuild.fresh("cmake-depends-folder");
        final Path tool = fakeSbetoolWithItsJar(dir.resolve("tool"));
        // A reactor build's class folder: javac rewrites its files in place, so the folders' own time
        // stamps do not change.
        final Path classes = Files.createDirectories(dir.resolve("classes"));
        final Path classFile = Files.writeString(Files.createDirectories(classes.resolve("io/sbetool")).resolve("A.class"), "v1");
        final Path build = configure(dir, "-DSBETOOL_COMMAND=" + tool, "-DSBETOOL_DEPENDS=" + classes);

        NativeBuild.run(dir, List.of("cmake", "--build", build.toString()));
        NativeBuild.run(dir, List.of("cmake", "--build", build.toString()));
        assertEquals(2, log(tool).size(), "first build generates both, the second nothing: " + log(tool));

        Files.writeString(classFile, "v2");
        touchLater(classFile);
        NativeBuild.run(dir, List.of("cmake", "--build", build.toString()));
        assertEquals(4, log(tool).size(), "a rewritten file in the folder generates both again: " + log(tool));
    }

    @Test
    void theDefaultWrappersJarIsBuiltOnceAndItsChangeGeneratesAgain() throws Exception
    {
        final Path dir = NativeBuild.fresh("cmake-wrapper");
        // The layout of a checkout: the wrapper beside cmake/, so that SBETOOL_COMMAND keeps its default.
        final Path checkout = dir.resolve("checkout");
        final Path tool = fakeSbetool(checkout);
        Files.createDirectories(checkout.resolve("cmake"));
        final Path cmakeFile = Files.copy(SBETOOL_CMAKE, checkout.resolve("cmake").resolve("Sbetool.cmake"));
        final Path build = configure(dir, "-DSBETOOL_FILE=" + cmakeFile);

        NativeBuild.run(dir, List.of("cmake", "--build", build.toString(), "-j", "2"));
        assertEquals(List.of("build jar", "run --version", "run --target", "run --target"), log(tool),
            "the jar is built once, before both generate steps");

        NativeBuild.run(dir, List.of("cmake", "--build", build.toString(), "-j", "2"));
        assertEquals(List.of("run --version"), log(tool).subList(4, log(tool).size()),
            "an unchanged jar only gets checked");

        touchLater(checkout.resolve("compiler/target/sbetool.jar"));
        NativeBuild.run(dir, List.of("cmake", "--build", build.toString(), "-j", "2"));
        assertEquals(List.of("run --version", "run --target", "run --target"), log(tool).subList(5, log(tool).size()),
            "a new jar generates both again");
    }

    /** Configures, with Ninja, a project of two generate steps that its default target builds. */
    private static Path configure(final Path dir, final String... definitions) throws Exception
    {
        final Path source = Files.createDirectories(dir.resolve("project"));
        Files.writeString(source.resolve("a.xml"), "<a/>");
        Files.writeString(source.resolve("b.xml"), "<b/>");
        Files.writeString(source.resolve("CMakeLists.txt"), """
            cmake_minimum_required(VERSION 3.20)
            project(regeneration NONE)
            if(NOT SBETOOL_FILE)
                set(SBETOOL_FILE "%s")
            endif()
            include("${SBETOOL_FILE}")
            sbetool_generate_cpp(a_codecs SCHEMAS "${CMAKE_CURRENT_SOURCE_DIR}/a.xml")
            sbetool_generate_cpp(b_codecs SCHEMAS "${CMAKE_CURRENT_SOURCE_DIR}/b.xml")
            add_custom_target(codecs ALL)
            add_dependencies(codecs a_codecs b_codecs)
            """.formatted(SBETOOL_CMAKE));
        final Path build = dir.resolve("build");
        final List<String> command = new ArrayList<>(
            List.of("cmake", "-S", source.toString(), "-B", build.toString(), "-G", "Ninja"));
        command.addAll(List.of(definitions));
        NativeBuild.run(dir, command);
        return build;
    }

    private static Path fakeSbetool(final Path checkout) throws Exception
    {
        Files.createDirectories(checkout);
        final Path script = Files.writeString(checkout.resolve("sbetool"), FAKE_SBETOOL);
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script;
    }

    /** A fake run as its own command, not as the wrapper: it has its jar already. */
    private static Path fakeSbetoolWithItsJar(final Path checkout) throws Exception
    {
        final Path tool = fakeSbetool(checkout);
        Files.createDirectories(tool.resolveSibling("compiler/target"));
        Files.writeString(tool.resolveSibling("compiler/target/sbetool.jar"), "");
        return tool;
    }

    /** The fake's log, one line a run: "run" and its first argument, or "build jar". */
    private static List<String> log(final Path tool) throws Exception
    {
        final Path log = tool.resolveSibling("log");
        return Files.exists(log) ? Files.readAllLines(log, StandardCharsets.UTF_8) : List.of();
    }

    /** Later than anything the builds wrote, whatever the file system's time resolution. */
    private static void touchLater(final Path file) throws Exception
    {
        Files.setLastModifiedTime(file, FileTime.from(Instant.now().plusSeconds(5)));
    }
}
