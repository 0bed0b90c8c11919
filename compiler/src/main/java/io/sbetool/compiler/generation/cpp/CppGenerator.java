package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.cpp.Members.Kind;
import io.sbetool.compiler.generation.model.AccessOrderBuilder;
import io.sbetool.compiler.generation.model.Block;
import io.sbetool.compiler.generation.model.CodecModelBuilder;
import io.sbetool.compiler.generation.model.CompositeDef;
import io.sbetool.compiler.generation.model.EnumDef;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.compiler.generation.model.SetDef;
import io.sbetool.compiler.generation.model.TypeDef;
import io.sbetool.compiler.generation.naming.CppNames;
import io.sbetool.compiler.naming.PackageNames;
import io.sbetool.ir.Ir;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Generates C++17 header-only flyweight codecs: one header per message, composite, enum and set in
 * a folder named after the namespace, plus the shared support header {@code sbetool/sbetool.h}.
 */
public final class CppGenerator
{
    private final Schema schema;
    private final String namespace;
    private final CppNames names;
    /** The macro that compiles the access-order checks in, or null when they are not generated. */
    private final String accessOrderMacro;

    public CppGenerator(final Ir ir, final CppOptions options)
    {
        this(CodecModelBuilder.build(ir), options);
    }

    /**
     * @param schema the codec model of a schema with a message header.
     */
    public CppGenerator(final Schema schema, final CppOptions options)
    {
        if (schema.header() == null)
        {
            throw new IllegalArgumentException("C++ codecs need a message header");
        }
        this.schema = schema;
        this.accessOrderMacro = options.accessOrderMacro();
        this.namespace = options.namespace() != null ? options.namespace() :
            PackageNames.cppNamespace(schema.packageName(), options.schemaFile());
        final List<String> typeNames = new ArrayList<>();
        schema.types().forEach(type -> typeNames.add(type.name()));
        final List<String> messageNames = new ArrayList<>();
        schema.messages().forEach(message -> messageNames.add(message.name()));
        this.names = new CppNames(typeNames, messageNames, namespace);
    }

    /** The schema as the writers see it; for tests that generate programs using the codecs. */
    Schema schema()
    {
        return schema;
    }

    CppNames names()
    {
        return names;
    }

    /**
     * @return the folder of the generated headers, relative to the output directory.
     */
    public String folder()
    {
        return namespace.replace("::", "_");
    }

    /**
     * @return every generated file's text by its path relative to the output directory, in a fixed order.
     */
    public Map<String, String> generateSources()
    {
        final Map<String, String> files = new LinkedHashMap<>();
        files.put(HeaderFile.SUPPORT_PATH, supportHeader());
        for (final TypeDef type : schema.types())
        {
            final String className = names.type(type.name());
            files.put(folder() + "/" + className + ".h",
                HeaderFile.write(namespace, className, includes(type), typeBody(type)));
        }
        for (final Message message : schema.messages())
        {
            final String className = names.message(message.name());
            final Set<String> includes = new TreeSet<>();
            includes.add(names.type(schema.header().composite().name()));
            addIncludes(message.block(), includes);
            files.put(folder() + "/" + className + ".h",
                HeaderFile.write(namespace, className, includes, MessageWriter.write(schema, message, names,
                    accessOrderMacro == null ? null : new AccessOrderCode(
                        AccessOrderBuilder.forDecoder(message, schema.version()), accessOrderMacro, className))));
        }
        return files;
    }

    /**
     * @return {@code MessageDispatcher.h} ({@code --cpp-dispatcher}): its path relative to the output
     * directory, and its text.
     */
    public Map.Entry<String, String> dispatcherSource()
    {
        return Map.entry(folder() + "/" + DispatcherWriter.CLASS + ".h", DispatcherWriter.write(schema, names, namespace));
    }

    /**
     * @return the DTO headers ({@code --cpp-dtos}, {@link DtoWriter}) by their paths relative to the output
     * directory.
     */
    public Map<String, String> dtoSources()
    {
        return new DtoWriter(schema, names, namespace).write(folder());
    }

    /**
     * Writes the headers under {@code outputDir}.
     *
     * @return the files written.
     */
    public List<Path> generate(final Path outputDir) throws IOException
    {
        final List<Path> written = new ArrayList<>();
        for (final Map.Entry<String, String> file : generateSources().entrySet())
        {
            final Path path = outputDir.resolve(file.getKey());
            Files.createDirectories(path.getParent());
            Files.writeString(path, file.getValue(), StandardCharsets.UTF_8);
            written.add(path);
        }
        return written;
    }

    private String typeBody(final TypeDef type)
    {
        if (type instanceof EnumDef enumDef)
        {
            return EnumWriter.write(enumDef, names);
        }
        if (type instanceof SetDef set)
        {
            return SetWriter.write(set, names, schema.id(), schema.version());
        }
        return CompositeWriter.write((CompositeDef)type, names, schema.id(), schema.version());
    }

    private Set<String> includes(final TypeDef type)
    {
        final Set<String> includes = new TreeSet<>();
        if (type instanceof CompositeDef composite)
        {
            addMemberIncludes(composite.members(), includes);
        }
        return includes;
    }

    private void addIncludes(final Block block, final Set<String> includes)
    {
        addMemberIncludes(block.fields(), includes);
        for (final Group group : block.groups())
        {
            addIncludes(group.block(), includes);
        }
    }

    private void addMemberIncludes(final List<Member> members, final Set<String> includes)
    {
        for (final Member member : members)
        {
            if (Members.kind(member) != Kind.SCALAR && Members.kind(member) != Kind.ARRAY)
            {
                includes.add(names.type(Members.typeName(member)));
            }
        }
    }

    private static String supportHeader()
    {
        try (InputStream in = CppGenerator.class.getResourceAsStream("sbetool.h"))
        {
            if (in == null)
            {
                throw new IllegalStateException("sbetool.h is missing from the compiler's resources");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
    }
}
