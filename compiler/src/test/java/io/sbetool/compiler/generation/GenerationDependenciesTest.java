package io.sbetool.compiler.generation;

import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Generation depends on the IR, the naming rules and itself, never on the front end (XML reading, the
 * schema model, validation, the IR builder): so that an IR file alone is enough to generate code.
 */
class GenerationDependenciesTest
{
    private static final Pattern IMPORT = Pattern.compile("^import (?:static )?(io\\.sbetool\\.[\\w.]+);", Pattern.MULTILINE);
    private static final List<String> ALLOWED = List.of(
        "io.sbetool.ir.", "io.sbetool.codec.", "io.sbetool.compiler.naming.", "io.sbetool.compiler.generation.");

    @Test
    void generationImportsOnlyTheIrNamingAndItself() throws IOException
    {
        final Path root = SharedFiles.projectDir().resolve("compiler/src/main/java/io/sbetool/compiler/generation");
        final List<String> imports = new ArrayList<>();
        final List<String> forbidden = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root))
        {
            for (final Path file : (Iterable<Path>)files.filter((p) -> p.toString().endsWith(".java"))::iterator)
            {
                final Matcher matcher = IMPORT.matcher(Files.readString(file));
                while (matcher.find())
                {
                    imports.add(matcher.group(1));
                    if (ALLOWED.stream().noneMatch(matcher.group(1)::startsWith))
                    {
                        forbidden.add(root.relativize(file) + ": " + matcher.group(1));
                    }
                }
            }
        }
        assertTrue(imports.size() > 50, "found too few imports to be looking at the generator: " + imports.size());
        assertEquals(List.of(), forbidden);
    }
}
