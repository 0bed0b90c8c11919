package io.sbetool.compiler.generation.rust;

import io.sbetool.compiler.generation.GeneratedFile;
import io.sbetool.compiler.generation.Generator;
import io.sbetool.compiler.generation.GeneratorInput;
import io.sbetool.compiler.generation.TargetOption;
import io.sbetool.compiler.generation.TargetOptions;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code --target rust}: one Cargo crate per schema ({@link RustGenerator}), in a folder named after the
 * crate. No options yet: the crate's name comes from the schema's package (docs/rust.md). Loads none of the
 * generator's classes until it generates.
 */
public final class RustTarget implements Generator
{
    @Override
    public String name()
    {
        return "rust";
    }

    @Override
    public List<TargetOption> options()
    {
        return List.of();
    }

    @Override
    public List<GeneratedFile> generate(final GeneratorInput input, final TargetOptions options)
    {
        final Map<String, byte[]> crate =
            RustGenerator.generate(input.model(), RustOptions.defaults().withSchemaFile(input.source()));
        final List<GeneratedFile> files = new ArrayList<>(crate.size());
        crate.forEach((path, bytes) -> files.add(new GeneratedFile(path, bytes)));
        return files;
    }
}
