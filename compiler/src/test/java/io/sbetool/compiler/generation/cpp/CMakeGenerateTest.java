package io.sbetool.compiler.generation.cpp;

import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * cmake/Sbetool.cmake's sbetool_generate takes any target and its options to sbetool, which checks them,
 * and sbetool_generate_cpp is the same for cpp: both run the real sbetool (this build's classes).
 */
class CMakeGenerateTest
{
    private static final Path SBETOOL_CMAKE = Path.of("..", "cmake", "Sbetool.cmake").toAbsolutePath().normalize();

    @Test
    void anyTargetAndItsOptionsReachSbetool() throws Exception
    {
        final Path dir = NativeBuild.fresh("cmake-generate");
        final Path build = configure(dir, """
            sbetool_generate(car_ir TARGET ir SCHEMAS "%1$s")
            sbetool_generate(car_headers TARGET cpp OPTIONS --cpp-namespace t::options SCHEMAS "%1$s")
            sbetool_generate_cpp(car_cpp SCHEMAS "%1$s" NAMESPACE t::car)
            add_executable(uses_car main.cpp)
            target_compile_options(uses_car PRIVATE -Wall -Wextra -Wpedantic -Werror)
            target_link_libraries(uses_car PRIVATE car_cpp car_headers)
            add_dependencies(uses_car car_ir)
            """, """
            #include "t_car/Car.h"
            #include "t_options/Car.h"
            int main() { return t::car::Car::sbeTemplateId() == t::options::Car::sbeTemplateId() ? 0 : 1; }
            """);

        NativeBuild.run(dir, List.of("cmake", "--build", build.toString()));

        assertTrue(Files.isRegularFile(build.resolve("car_ir/car.sbeir")), "TARGET ir wrote the IR file");
        assertTrue(Files.isRegularFile(build.resolve("car_headers/t_options/Car.h")), "OPTIONS reached sbetool");
        assertTrue(Files.isRegularFile(build.resolve("car_cpp/t_car/Car.h")), "NAMESPACE is --cpp-namespace");
        NativeBuild.run(dir, List.of(build.resolve("uses_car").toString()));
    }

    @Test
    void anOptionSbetoolRefusesFailsTheBuildWithItsMessage() throws Exception
    {
        final Path dir = NativeBuild.fresh("cmake-generate-bad");
        final Path build = configure(dir, """
            sbetool_generate(bad TARGET cpp OPTIONS --cpp-namespace a:b SCHEMAS "%1$s")
            add_custom_target(everything ALL)
            add_dependencies(everything bad)
            """, "int main() { return 0; }\n");

        final Path log = dir.resolve("build.log");
        final Process process = new ProcessBuilder("cmake", "--build", build.toString()).redirectErrorStream(true)
            .redirectOutput(log.toFile()).start();
        assertTrue(process.waitFor(5, TimeUnit.MINUTES), "cmake --build timed out");
        final String output = Files.readString(log, StandardCharsets.UTF_8);
        assertNotEquals(0, process.exitValue(), output);
        assertTrue(output.contains("sbetool: Invalid value for option '--cpp-namespace': 'a:b' is not a C++ namespace " +
            "such as a::b"), output);
        assertEquals(List.of(), listing(build.resolve("bad")), "nothing generated");
    }

    /** Configures, with Ninja, a C++ project whose CMakeLists.txt ends with {@code body} (%1$s: car.xml). */
    private static Path configure(final Path dir, final String body, final String main) throws Exception
    {
        final Path source = Files.createDirectories(dir.resolve("project"));
        Files.writeString(source.resolve("main.cpp"), main);
        Files.writeString(source.resolve("CMakeLists.txt"), """
            cmake_minimum_required(VERSION 3.20)
            project(generate LANGUAGES CXX)
            include("%s")
            """.formatted(SBETOOL_CMAKE) + body.formatted(SharedFiles.projectSchema("car.xml").toAbsolutePath()));
        final Path build = dir.resolve("build");
        final String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        final String sbetool = String.join(";", java, "-cp", System.getProperty("java.class.path"),
            "io.sbetool.compiler.cli.SbeTool");
        NativeBuild.run(dir, List.of("cmake", "-S", source.toString(), "-B", build.toString(), "-G", "Ninja",
            "-DCMAKE_CXX_STANDARD=17", "-DSBETOOL_COMMAND=" + sbetool));
        return build;
    }

    private static List<Path> listing(final Path folder) throws Exception
    {
        try (var files = Files.list(folder))
        {
            return files.toList();
        }
    }
}
