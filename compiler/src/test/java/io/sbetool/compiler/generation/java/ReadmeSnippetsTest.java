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
 * what it encodes decodes back. The Car examples of docs/java.md and docs/cpp.md likewise, in the schema's
 * own package and namespace, printing what the pages show.
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
        final String printed = runMain(sources, "com.example.codecs.ReadmeExample");
        assertEquals("1234\n", printed);
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

    /** docs/java.md's example, in the schema's own package, prints what the page shows after it. */
    @Test
    void theJavaPagesExamplePrintsWhatItShows() throws Exception
    {
        final String snippet = block("docs/java.md", "# Generated Java codecs", "```java");
        final Map<String, String> sources = new HashMap<>(GenerateAndCompileTest.generate(CAR, JavaOptions.defaults()));
        sources.put("uk.co.real_logic.sbe.benchmarks.JavaPageExample", String.join("\n",
            "package uk.co.real_logic.sbe.benchmarks;",
            "import org.agrona.MutableDirectBuffer;",
            "import org.agrona.concurrent.UnsafeBuffer;",
            "public final class JavaPageExample",
            "{",
            "    public static void main(final String[] args)",
            "    {",
            snippet,
            "        System.out.println(length > MessageHeaderEncoder.ENCODED_LENGTH);",
            "    }",
            "}"));
        final String shown = block("docs/java.md", "prints", "```");
        assertEquals(shown + "\ntrue\n", runMain(sources, "uk.co.real_logic.sbe.benchmarks.JavaPageExample"));
    }

    /** docs/cpp.md's example compiles as a program of its own and prints the figures and the message it wrote. */
    @Test
    void theCppPagesExampleCompilesAndRuns() throws Exception
    {
        final List<String> snippet = block("docs/cpp.md", "# Generated C++ codecs", "```cpp").lines().toList();
        final Path dir = NativeBuild.fresh("cpp-page-example");
        final Path include = Files.createDirectories(dir.resolve("include"));
        NativeBuild.generate(CAR, include, null);
        final StringBuilder program = new StringBuilder("#include <iostream>\n");
        snippet.stream().filter(ReadmeSnippetsTest::isPreamble).forEach(line -> program.append(line).append('\n'));
        program.append("int main()\n{\n");
        snippet.stream().filter(line -> !isPreamble(line)).forEach(line -> program.append(line).append('\n'));
        program.append("    return length > MessageHeader::encodedLength() ? 0 : 1;\n}\n");
        final Path source = Files.writeString(dir.resolve("cpp_page_example.cpp"), program.toString());
        final Path built = NativeBuild.buildProgram(include, dir.resolve("cpp_page_example"), List.of(source));
        final List<String> printed = NativeBuild.run(dir, List.of(built.toString())).lines().toList();
        assertEquals(List.of("30 mph: 35.9 mpg", "55 mph: 49 mpg",
            "{\"serialNumber\":1234,\"modelYear\":2013,\"available\":\"T\",\"code\":\"A\",\"someNumbers\":[0,0,0,0,0]," +
                "\"vehicleCode\":\"abcdef\",\"extras\":[\"sportsPack\",\"cruiseControl\"],\"engine\":{\"capacity\":2000," +
                "\"numCylinders\":4,\"maxRpm\":9000,\"manufacturerCode\":\"123\",\"fuel\":\"Petrol\"}," +
                "\"fuelFigures\":[{\"speed\":30,\"mpg\":35.9},{\"speed\":55,\"mpg\":49}],\"performanceFigures\":[]," +
                "\"manufacturer\":\"Honda\",\"model\":\"Civic VTi\"}"), printed);
    }

    /** Lines of a C++ example that go before {@code main}. */
    private static boolean isPreamble(final String line)
    {
        return line.startsWith("#include") || line.startsWith("using ");
    }

    /** Runs a compiled class's {@code main}, with what it prints on System.out returned. */
    private static String runMain(final Map<String, String> sources, final String className) throws Exception
    {
        final ClassLoader loader = InMemoryCompiler.compile(sources);
        final ByteArrayOutputStream printed = new ByteArrayOutputStream();
        final PrintStream out = System.out;
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try
        {
            loader.loadClass(className).getMethod("main", String[].class).invoke(null, (Object)new String[0]);
        }
        finally
        {
            System.setOut(out);
        }
        return printed.toString(StandardCharsets.UTF_8);
    }

    /** The first fenced block of the given kind after the README's heading, without its fences. */
    private static String block(final String heading, final String fence) throws IOException
    {
        return block("README.md", heading, fence);
    }

    /** The first fenced block of the given kind after the first line equal to {@code after}, unfenced. */
    private static String block(final String page, final String after, final String fence) throws IOException
    {
        final List<String> lines = Files.readAllLines(SharedFiles.projectDir().resolve(page));
        final int section = lines.indexOf(after);
        assertTrue(section >= 0, page + " has no line " + after);
        final int start = lines.subList(section, lines.size()).indexOf(fence) + section + 1;
        assertTrue(start > section, "no " + fence + " block after " + after + " in " + page);
        final int end = lines.subList(start, lines.size()).indexOf("```") + start;
        assertTrue(end > start, "the " + fence + " block after " + after + " in " + page + " does not end");
        return String.join("\n", lines.subList(start, end));
    }
}
