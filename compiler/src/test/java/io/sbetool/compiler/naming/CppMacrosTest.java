package io.sbetool.compiler.naming;

import io.sbetool.compiler.generation.cpp.NativeBuild;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The C++ allocator's one list of macro names covers every macro the headers generated code includes
 * define here: each compiler's own list ({@code -dM -E}) of the macros in scope after the support header.
 * Names starting with {@code _} are left out: the allocator never makes one followed by a capital or another
 * {@code _}, and the few lower-case ones are not defined.
 */
class CppMacrosTest
{
    @ParameterizedTest
    @ValueSource(strings = {"g++", "clang++"})
    void theListHoldsEveryMacroTheSupportHeadersIncludesDefine(final String compiler) throws Exception
    {
        final Path dir = NativeBuild.fresh("cpp-macros-" + compiler);
        final Path header = dir.resolve("sbetool.h");
        try (InputStream in = Keywords.class.getResourceAsStream("/io/sbetool/compiler/generation/cpp/sbetool.h"))
        {
            Files.write(header, in.readAllBytes());
        }
        final Path unit = Files.writeString(dir.resolve("unit.cpp"), "#include \"sbetool.h\"\n");
        final String defines = NativeBuild.run(dir, List.of(compiler, "-std=c++17", "-dM", "-E", unit.toString()));
        final Set<String> missing = new TreeSet<>();
        for (final String line : defines.split("\n"))
        {
            final String[] words = line.split("[\\s(]+");
            if (words.length >= 2 && words[0].equals("#define") && !words[1].startsWith("_") &&
                !words[1].startsWith("SBETOOL_") && !Keywords.isCppMacro(words[1]))
            {
                missing.add(words[1]);
            }
        }
        assertEquals(Set.of(), missing, "macros cpp-macros.txt does not list");
    }
}
