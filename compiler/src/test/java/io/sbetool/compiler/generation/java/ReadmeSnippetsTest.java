package io.sbetool.compiler.generation.java;

import io.sbetool.compiler.generation.cpp.NativeBuild;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The README's Java and C++ code, compiled against the codecs sbetool generates for {@code schemas/car.xml}
 * as the README's build makes them (package {@code com.example.codecs}, namespace {@code cars}) and run:
 * what it encodes decodes back.
 */
class ReadmeSnippetsTest
{
    private static final Path CAR = SharedFiles.projectDir().resolve("schemas/car.xml");

    @Test
    void theJavaExampleCompilesAndRuns() throws Exception
    {
        final String snippet = block("## Java codecs from Maven", "```java");
        final Map<String, String> sources = new HashMap<>(GenerateAndCompileTest.generate(CAR,
            JavaOptions.defaults().withPackageName("com.example.codecs")));
        sources.put("com.example.codecs.ReadmeExample", String.join("\n",
            "package com.example.codecs;",
            "import org.agrona.MutableDirectBuffer;",
            "import org.agrona.concurrent.UnsafeBuffer;",
            "public final class ReadmeExample",
            "{",
            "    public static void main(final String[] args)",
            "    {",
            snippet,
            "    }",
            "}"));
        final ClassLoader loader = InMemoryCompiler.compile(sources);
        final ByteArrayOutputStream printed = new ByteArrayOutputStream();
        final PrintStream out = System.out;
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try
        {
            loader.loadClass("com.example.codecs.ReadmeExample").getMethod("main", String[].class)
                .invoke(null, (Object)new String[0]);
        }
        finally
        {
            System.setOut(out);
        }
        assertEquals("1234\n", printed.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theCppExampleCompilesAndRuns() throws Exception
    {
        final String snippet = block("## C++ codecs from CMake", "```cpp");
        final Path dir = NativeBuild.fresh("readme-example");
        final Path include = Files.createDirectories(dir.resolve("include"));
        NativeBuild.generate(CAR, include, "cars");
        assertTrue(Files.exists(include.resolve("cars/Car.h")), "the README's #include \"cars/Car.h\"");
        final Path program = Files.writeString(dir.resolve("readme_example.cpp"), String.join("\n",
            "#include \"cars/Car.h\"",
            "#include <iostream>",
            "int main()",
            "{",
            snippet,
            "    // what the snippet wrote, read back",
            "    cars::Car decoded;",
            "    decoded.wrapForDecode(buffer, cars::MessageHeader::encodedLength(), cars::Car::sbeBlockLength(),",
            "        cars::Car::sbeSchemaVersion(), sizeof(buffer));",
            "    std::cout << decoded.serialNumber() << ' ' << decoded.modelYear() << '\\n';",
            "    return 0;",
            "}",
            ""));
        final Path built = NativeBuild.buildProgram(include, dir.resolve("readme_example"), List.of(program));
        assertEquals("1234 2013\n", NativeBuild.run(dir, List.of(built.toString())));
    }

    /** The first fenced block of the given kind after the README's heading, without its fences. */
    private static String block(final String heading, final String fence) throws IOException
    {
        final List<String> readme = Files.readAllLines(SharedFiles.projectDir().resolve("README.md"));
        final int section = readme.indexOf(heading);
        assertTrue(section >= 0, "README.md has no " + heading);
        final int start = readme.subList(section, readme.size()).indexOf(fence) + section + 1;
        assertTrue(start > section, "no " + fence + " block under " + heading);
        final int end = readme.subList(start, readme.size()).indexOf("```") + start;
        assertTrue(end > start, "the " + fence + " block under " + heading + " does not end");
        return String.join("\n", readme.subList(start, end));
    }
}
