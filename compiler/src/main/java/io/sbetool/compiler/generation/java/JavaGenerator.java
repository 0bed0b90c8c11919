package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.AccessOrderBuilder;
import io.sbetool.compiler.generation.model.Block;
import io.sbetool.compiler.generation.model.CodecModelBuilder;
import io.sbetool.compiler.generation.model.CompositeDef;
import io.sbetool.compiler.generation.model.EnumDef;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.compiler.generation.model.SetDef;
import io.sbetool.compiler.generation.model.TypeDef;
import io.sbetool.ir.Ir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The Java code generator ({@code --target java}): flyweight encoders and decoders over Agrona buffers for
 * every message, composite, enum and set of a schema, generated from its IR alone.
 *
 * <pre>{@code
 * new JavaGenerator(ir, JavaOptions.defaults()).generate(outputDir);      // .java files under package dirs
 * List<JavaFile> files = new JavaGenerator(ir, options).generateFiles();   // in memory
 * }</pre>
 *
 * <p>Output is deterministic: the same IR and options give the same bytes.
 */
public final class JavaGenerator
{
    private static final String INDENT = "    ";

    private final Schema schema;
    private final JavaOptions options;
    private final CodecNames names;
    private final JavaContext context;

    public JavaGenerator(final Ir ir, final JavaOptions options)
    {
        this(CodecModelBuilder.build(ir), options);
    }

    /**
     * @param schema the codec model of the schema, e.g. shared with other targets' generators.
     */
    public JavaGenerator(final Schema schema, final JavaOptions options)
    {
        this.schema = schema;
        this.options = options;
        this.names = new CodecNames(schema, packageName(schema, options));
        this.context = new JavaContext(schema, names, options);
    }

    /**
     * @return the package of the generated code: the override, else the schema's namespace or package, made
     * a valid Java package name.
     */
    public static String packageName(final Schema schema, final JavaOptions options)
    {
        if (options.packageName() != null && !options.packageName().isBlank())
        {
            return JavaNames.packageName(options.packageName());
        }
        return JavaNames.packageName(schema.namespaceName() != null ? schema.namespaceName() : schema.packageName());
    }

    public String packageName()
    {
        return names.packageName();
    }

    /** What the DTO generator ({@link DtoGenerator}) builds on: the names and options these codecs have. */
    JavaContext context()
    {
        return context;
    }

    /**
     * Writes one {@code .java} file per generated class under {@code outputDir}, in package directories.
     *
     * @return the files written.
     */
    public List<Path> generate(final Path outputDir) throws IOException
    {
        try
        {
            return inParallel(file -> write(file, outputDir));
        }
        catch (final UncheckedIOException ex)
        {
            throw ex.getCause();
        }
    }

    /**
     * @return the sources by fully qualified class name, in generation order.
     */
    public Map<String, String> generateSources()
    {
        return byClassName(this::print);
    }

    /**
     * @return the sources as UTF-8, what a {@code .java} file holds, by fully qualified class name, in
     * generation order; encoded on the threads that generate them, not one after the other at the end.
     */
    public Map<String, byte[]> generateUtf8()
    {
        return byClassName(file -> print(file).getBytes(StandardCharsets.UTF_8));
    }

    private <T> Map<String, T> byClassName(final Function<JavaFile, T> content)
    {
        final Map<String, T> sources = new LinkedHashMap<>();
        for (final Map.Entry<String, T> source :
            inParallel(file -> Map.entry(file.packageName() + "." + file.typeSpec().name(), content.apply(file))))
        {
            sources.put(source.getKey(), source.getValue());
        }
        return sources;
    }

    /**
     * @return the generated files: types (the header composite first) then messages, each encoder then decoder.
     */
    public List<JavaFile> generateFiles()
    {
        return inParallel(file -> file);
    }

    /**
     * Builds every class and applies {@code then} to its file, spread over the machine's cores, the largest
     * classes first: a large schema is hundreds of independent classes, and users wait for this in every
     * build. Every name is allocated before (in {@link CodecNames}), each class reads only immutable state,
     * and the results keep generation order, so the output is the same as one thread's.
     */
    private <T> List<T> inParallel(final Function<JavaFile, T> then)
    {
        return LargestFirst.map(classes(), Job::weight, job -> then.apply(javaFile(job.build().get())));
    }

    /**
     * One class to generate.
     *
     * @param weight roughly how much code it is: the members it has accessors for.
     */
    private record Job(Supplier<TypeSpec> build, int weight)
    {
    }

    private List<Job> classes()
    {
        final List<Job> classes = new ArrayList<>();
        for (final TypeDef type : context.schema().types())
        {
            if (type instanceof EnumDef enumDef)
            {
                classes.add(new Job(() -> EnumGenerator.generate(enumDef, names), enumDef.values().size()));
            }
            else if (type instanceof SetDef set)
            {
                final int weight = set.choices().size();
                classes.add(new Job(() -> SetEncoderGenerator.generate(typeCodec(type, Side.ENCODER), set), weight));
                classes.add(new Job(() -> SetDecoderGenerator.generate(typeCodec(type, Side.DECODER), set), weight));
            }
            else
            {
                final CompositeDef composite = (CompositeDef)type;
                final int weight = 2 * composite.members().size();
                classes.add(new Job(() -> CompositeEncoderGenerator.generate(typeCodec(type, Side.ENCODER), composite), weight));
                classes.add(new Job(() -> CompositeDecoderGenerator.generate(typeCodec(type, Side.DECODER), composite), weight));
            }
        }
        for (final Side side : List.of(Side.ENCODER, Side.DECODER))
        {
            final CodecClass block = new CodecClass(context, side, null, CodecClass.Kind.MESSAGE, null);
            classes.add(new Job(() -> BlockMemoryGenerator.generate(block), 1));
        }
        for (final Message message : context.schema().messages())
        {
            final int weight = 2 * weight(message.block());
            classes.add(new Job(() -> checked(MessageEncoderGenerator.generate(messageCodec(message, Side.ENCODER), message),
                message, Side.ENCODER), weight));
            classes.add(new Job(() -> checked(MessageDecoderGenerator.generate(messageCodec(message, Side.DECODER), message),
                message, Side.DECODER), weight));
        }
        return classes;
    }

    /** @return a message codec with its access-order checks when they were asked for. */
    private TypeSpec checked(final TypeSpec codec, final Message message, final Side side)
    {
        if (!options.accessOrderChecks())
        {
            return codec;
        }
        final int version = context.schema().version();
        return AccessOrderChecks.decorate(codec, message, side == Side.ENCODER ?
            AccessOrderBuilder.forEncoder(message, version) : AccessOrderBuilder.forDecoder(message, version), side);
    }

    /** A group is a class of its own, worth a few members. */
    private static int weight(final Block block)
    {
        int weight = block.fields().size() + block.varData().size();
        for (final Group group : block.groups())
        {
            weight += 4 + weight(group.block());
        }
        return weight;
    }

    JavaFile javaFile(final TypeSpec type)
    {
        return JavaFile.builder(names.packageName(), type)
            .addFileComment(fileComment())
            .skipJavaLangImports(true)
            .indent(INDENT)
            .build();
    }

    /**
     * @return the file's text as JavaPoet prints it, through its public API alone: sbetool's own printers in
     * JavaPoet's package (a split package, reaching its package-private writer) saved no measurable time in
     * a whole compile (docs/performance.md, "Printing through JavaPoet's public API").
     */
    String print(final JavaFile file)
    {
        return file.toString();
    }

    private static Path write(final JavaFile file, final Path outputDir)
    {
        try
        {
            return file.writeToPath(outputDir, StandardCharsets.UTF_8);
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
    }

    private CodecClass typeCodec(final TypeDef type, final Side side)
    {
        return new CodecClass(context, side, names.codecClass(type, side), CodecClass.Kind.COMPOSITE, null);
    }

    private CodecClass messageCodec(final Message message, final Side side)
    {
        final ClassName self = names.messageClass(message, side);
        return new CodecClass(context, side, self, CodecClass.Kind.MESSAGE, self);
    }

    private String fileComment()
    {
        final String schemaName = options.schemaName() != null ? options.schemaName() : schema.packageName();
        return "Generated by sbetool from the SBE schema " + schemaName + " (id " + schema.id() + ", version " +
            schema.version() + (schema.semanticVersion() != null && !schema.semanticVersion().isEmpty() ?
            ", semantic version " + schema.semanticVersion() : "") + "). Do not edit.";
    }
}
