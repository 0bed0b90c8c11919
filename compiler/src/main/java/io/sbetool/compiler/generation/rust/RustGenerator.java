package io.sbetool.compiler.generation.rust;

import io.sbetool.compiler.generation.model.CompositeDef;
import io.sbetool.compiler.generation.model.EnumDef;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.compiler.generation.model.SetDef;
import io.sbetool.compiler.generation.model.TypeDef;
import io.sbetool.compiler.generation.naming.RustNames;
import io.sbetool.compiler.naming.PackageNames;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Generates one Rust crate per schema: {@code Cargo.toml} and {@code src/lib.rs} (the schema's constants and
 * the support types {@code ReadBuf}, {@code WriteBuf}, {@code SbeResult}...), and a module per message,
 * composite, enum and set, with the API of the reference implementation's Rust codecs. Edition 2021, no
 * dependencies, no unsafe code, no allocation; see docs/rust.md.
 *
 * <pre>{@code SortedMap<String, byte[]> files = RustGenerator.generate(schema, RustOptions.defaults());}</pre>
 */
public final class RustGenerator
{
    private RustGenerator()
    {
    }

    /**
     * @param schema the codec model of a schema with a message header.
     * @return every file by its path relative to the output directory ({@code crate/src/lib.rs}).
     */
    public static SortedMap<String, byte[]> generate(final Schema schema, final RustOptions options)
    {
        if (schema.header() == null)
        {
            throw new IllegalArgumentException("Rust codecs need a message header");
        }
        final String crate = crateName(schema, options);
        final RustNames names = names(schema);
        final SortedMap<String, String> sources = new TreeMap<>();
        final List<String> modules = new ArrayList<>();
        for (final TypeDef type : schema.types())
        {
            final String module = names.module(type.name());
            modules.add(module);
            sources.put("src/" + module + ".rs", typeModule(type, names));
        }
        for (final Message message : schema.messages())
        {
            final String module = names.messageModule(message.name());
            modules.add(module);
            sources.put("src/" + module + ".rs", new MessageModule(schema, message, names).write());
        }
        sources.put("src/lib.rs", lib(schema, modules));
        sources.put("Cargo.toml", cargoToml(schema, crate));
        final SortedMap<String, byte[]> files = new TreeMap<>();
        sources.forEach((path, text) -> files.put(crate + "/" + path, text.getBytes(StandardCharsets.UTF_8)));
        return files;
    }

    /** @return the crate's name: the option's, else from the schema's namespace or package, else its file. */
    public static String crateName(final Schema schema, final RustOptions options)
    {
        if (options.crateName() != null)
        {
            return options.crateName();
        }
        final String source = schema.namespaceName() != null ? schema.namespaceName() :
            schema.packageName() != null && !schema.packageName().isBlank() ? schema.packageName() :
            options.schemaFile() != null ? PackageNames.fileStem(options.schemaFile()) : "sbe_codecs";
        return RustNames.crateName(source);
    }

    static RustNames names(final Schema schema)
    {
        final List<String> composites = new ArrayList<>();
        final List<String> enumsAndSets = new ArrayList<>();
        for (final TypeDef type : schema.types())
        {
            (type instanceof CompositeDef ? composites : enumsAndSets).add(type.name());
        }
        return new RustNames(composites, enumsAndSets, schema.messages().stream().map(Message::name).toList());
    }

    private static String typeModule(final TypeDef type, final RustNames names)
    {
        if (type instanceof EnumDef enumDef)
        {
            return TypeModules.enumModule(enumDef, names);
        }
        if (type instanceof SetDef set)
        {
            return TypeModules.setModule(set, names);
        }
        return TypeModules.compositeModule((CompositeDef)type, names);
    }

    private static String cargoToml(final Schema schema, final String crate)
    {
        final StringBuilder sb = new StringBuilder();
        sb.append("[package]\n");
        sb.append("name = \"").append(crate).append("\"\n");
        sb.append("version = \"0.1.0\"\n");
        sb.append("edition = \"2021\"\n");
        if (schema.description() != null && !schema.description().isBlank())
        {
            sb.append("description = ").append(RustTypes.string(schema.description().strip().replaceAll("\\s+", " ")))
                .append('\n');
        }
        sb.append("publish = false\n");
        sb.append("\n[lib]\npath = \"src/lib.rs\"\n");
        sb.append("\n[dependencies]\n");
        return sb.toString();
    }

    private static String lib(final Schema schema, final List<String> modules)
    {
        final RustCode code = new RustCode();
        code.line("//! Codecs of the SBE schema " + (schema.packageName() == null ? "" : "`" + schema.packageName() + "` ") +
            "(id " + schema.id() + ", version " + schema.version() + "), generated by sbetool.");
        code.line("#![forbid(unsafe_code)]");
        code.line("// Enum values keep the schema's spelling, as the reference's Rust does, and a schema may name");
        code.line("// members as Rust would not (`to_x`, `USD`): these lints would judge the schema, not the code.");
        code.line("#![allow(non_camel_case_types)]");
        code.line("#![allow(clippy::enum_variant_names)]");
        code.line("#![allow(clippy::upper_case_acronyms)]");
        code.line("#![allow(clippy::wrong_self_convention)]");
        code.line("#![allow(clippy::should_implement_trait)]");
        code.blank();
        modules.stream().sorted().forEach(module -> code.line("pub mod " + module + ";"));
        code.blank();
        final Member schemaId = schema.header().schemaId();
        final Member version = schema.header().schemaVersion();
        code.line("pub const SBE_SCHEMA_ID: " + (schemaId == null ? "u16" : RustTypes.type(schemaId.encoding())) + " = " +
            schema.id() + ";");
        code.line("pub const SBE_SCHEMA_VERSION: " + (version == null ? "u16" : RustTypes.type(version.encoding())) +
            " = " + schema.version() + ";");
        code.line("pub const SBE_SEMANTIC_VERSION: &str = " +
            RustTypes.string(schema.semanticVersion() == null ? "" : schema.semanticVersion()) + ";");
        code.blank();
        final String support = support();
        return code.text() + (schema.byteOrder() == ByteOrder.BIG_ENDIAN ?
            support.replace("from_le_bytes", "from_be_bytes").replace("to_le_bytes", "to_be_bytes") : support);
    }

    private static String support()
    {
        try (InputStream in = RustGenerator.class.getResourceAsStream("support.rs"))
        {
            if (in == null)
            {
                throw new IllegalStateException("support.rs is missing from the compiler's resources");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
    }
}
