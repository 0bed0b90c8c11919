package io.sbetool.compiler.generation.golden;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.model.CodecModelBuilder;
import io.sbetool.compiler.generation.rust.RustGenerator;
import io.sbetool.compiler.generation.rust.RustOptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The generated Rust crate of Car, byte for byte, against files kept under
 * {@code src/test/resources/golden/rust/}; refreshed on purpose as {@link GoldenFiles} says. Generating twice
 * gives the same bytes.
 */
class RustGoldenFilesTest
{
    private static final List<String> SETS = List.of("car");

    static List<GoldenSchema> schemas()
    {
        return GoldenSchema.ALL.stream().filter(schema -> SETS.contains(schema.name())).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void generatedRustMatchesGoldenFiles(final GoldenSchema schema) throws Exception
    {
        final Map<String, String> files = generate(schema);
        assertEquals(files, generate(schema), "generation is deterministic");
        GoldenFiles.check("rust/" + schema.name(), files);
    }

    private static Map<String, String> generate(final GoldenSchema schema) throws Exception
    {
        final Map<String, String> files = new TreeMap<>();
        RustGenerator.generate(CodecModelBuilder.build(Compilation.compileOrThrow(schema.file())),
            RustOptions.defaults().withSchemaFile(schema.file()))
            .forEach((path, bytes) -> files.put(path, new String(bytes, StandardCharsets.UTF_8)));
        return files;
    }
}
