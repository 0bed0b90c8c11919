package io.sbetool.compiler.generation.cpp;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Runs {@code src/test/cpp/LargestBlocksTest.cpp} under the address and undefined-behaviour sanitizers
 * against headers generated from {@code schemas/largest-blocks.xml}: the generated C++ checks at the
 * largest blocks the layout's limits allow (issue 32 item 1).
 */
class CppLargestBlocksTest
{
    @Test
    void theChecksHoldAtTheLargestBlocksTheLayoutAllows() throws Exception
    {
        final Path generated = NativeBuild.fresh("largest-blocks");
        NativeBuild.generate(Path.of(CppLargestBlocksTest.class.getResource("/schemas/largest-blocks.xml").toURI()),
            generated, null);
        final Path program = NativeBuild.buildTests(generated, generated.resolve("largest-blocks-tests"),
            List.of(NativeBuild.cppSource("LargestBlocksTest.cpp")));
        final String output = NativeBuild.run(generated, List.of(program.toString()));
        assertTrue(output.contains("[  PASSED  ] 4 tests") && !output.contains("FAILED"), output);
    }
}
