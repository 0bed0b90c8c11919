package io.sbetool.compiler.roundtrip;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.java.InMemoryCompiler;
import io.sbetool.compiler.generation.java.JavaGenerator;
import io.sbetool.compiler.generation.java.JavaOptions;
import io.sbetool.ir.Ir;
import io.sbetool.testing.ReferenceIr;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A schema's codecs from both generators, compiled together in memory: ours (into {@link #OURS}, from our
 * IR) and the reference implementation's (in the schema's package, from its own IR). Message codecs are
 * found by their {@code TEMPLATE_ID}, so neither side's class naming needs repeating here.
 */
final class SchemaCodecs
{
    static final String OURS = "roundtrip.ours";

    final Ir ir;
    private final Map<Integer, Class<?>[]> ours = new HashMap<>();
    private final Map<Integer, Class<?>[]> reference = new HashMap<>();
    private boolean referenceExpected;

    private SchemaCodecs(final Ir ir)
    {
        this.ir = ir;
    }

    /**
     * @param referenceSchema the file the reference generates from: the schema itself, an equivalent copy
     *                        where the reference cannot read the original, or null for none.
     */
    static SchemaCodecs compile(final Path schema, final Path referenceSchema, final Path scratch) throws Exception
    {
        return compile(schema, referenceSchema, scratch, JavaOptions.defaults().withPackageName(OURS));
    }

    /** @return our codecs alone, generated with {@code --java-access-order-checks}. */
    static SchemaCodecs compileWithAccessOrderChecks(final Path schema) throws Exception
    {
        return compile(schema, null, null, JavaOptions.defaults().withPackageName(OURS).withAccessOrderChecks(true));
    }

    private static SchemaCodecs compile(final Path schema, final Path referenceSchema, final Path scratch,
        final JavaOptions options) throws Exception
    {
        final Ir ir = Compilation.compileOrThrow(schema);
        final Map<String, String> sources = new LinkedHashMap<>(new JavaGenerator(ir, options).generateSources());
        final List<String> ourClasses = new ArrayList<>(sources.keySet());
        final List<String> referenceClasses = new ArrayList<>();
        final SchemaCodecs codecs = new SchemaCodecs(ir);
        if (referenceSchema == null)
        {
            index(InMemoryCompiler.compile(sources, false), ourClasses, codecs.ours);
            return codecs;
        }
        final Path dir = Files.createTempDirectory(scratch, "reference");
        synchronized (SchemaCodecs.class)
        {
            final String previous = System.getProperty("sbe.keyword.append.token");
            System.setProperty("sbe.keyword.append.token", "_");
            try
            {
                uk.co.real_logic.sbe.SbeTool.generate(ReferenceIr.referenceIr(referenceSchema), dir.toString(), "Java");
            }
            finally
            {
                if (previous == null)
                {
                    System.clearProperty("sbe.keyword.append.token");
                }
                else
                {
                    System.setProperty("sbe.keyword.append.token", previous);
                }
            }
        }
        try (Stream<Path> files = Files.walk(dir))
        {
            for (final Path file : (Iterable<Path>)files.filter((p) -> p.toString().endsWith(".java"))
                .sorted(Comparator.naturalOrder())::iterator)
            {
                final String relative = dir.relativize(file).toString();
                final String className = relative.substring(0, relative.length() - ".java".length()).replace('/', '.');
                sources.put(className, read(file));
                referenceClasses.add(className);
            }
        }
        final ClassLoader loader = InMemoryCompiler.compile(sources, false);
        index(loader, ourClasses, codecs.ours);
        index(loader, referenceClasses, codecs.reference);
        if (codecs.reference.isEmpty())
        {
            // A comparison with the reference that is expected must never turn into no comparison.
            throw new AssertionError("the reference implementation generated no message codecs from " + referenceSchema);
        }
        codecs.referenceExpected = true;
        return codecs;
    }

    private static String read(final Path file)
    {
        try
        {
            return Files.readString(file);
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
    }

    /**
     * Finds each message's encoder ([0]) and decoder ([1]): top-level classes with a {@code TEMPLATE_ID}.
     */
    private static void index(final ClassLoader loader, final List<String> classNames, final Map<Integer, Class<?>[]> byId)
        throws ClassNotFoundException
    {
        for (final String name : classNames)
        {
            if (name.endsWith("package-info"))
            {
                continue;
            }
            final Class<?> type = loader.loadClass(name);
            final int templateId;
            try
            {
                templateId = type.getField("TEMPLATE_ID").getInt(null);
            }
            catch (final NoSuchFieldException | IllegalAccessException ex)
            {
                continue;
            }
            if (Reflect.find(type, "wrapAndApplyHeader", (p) -> p.length == 3) == null)
            {
                continue;
            }
            final Class<?>[] pair = byId.computeIfAbsent(templateId, (id) -> new Class<?>[2]);
            pair[name.endsWith("Encoder") ? 0 : 1] = type;
        }
    }

    /**
     * @return whether the reference's codecs were generated: false only for a schema listed, with its
     * reason, as one the reference cannot generate working Java for.
     */
    boolean hasReference()
    {
        return referenceExpected;
    }

    Class<?> encoder(final Api api, final int templateId)
    {
        return codec(api, templateId, 0);
    }

    Class<?> decoder(final Api api, final int templateId)
    {
        return codec(api, templateId, 1);
    }

    private Class<?> codec(final Api api, final int templateId, final int which)
    {
        final Class<?>[] pair = (api == Api.OURS ? ours : reference).get(templateId);
        if (pair == null || pair[which] == null)
        {
            throw new AssertionError(api + ": no " + (which == 0 ? "encoder" : "decoder") + " for template " + templateId);
        }
        return pair[which];
    }

    /**
     * @return a new instance of the header codec {@code wrapAndApplyHeader} takes.
     */
    static Object headerFor(final Class<?> messageCodec) throws ReflectiveOperationException
    {
        final Method wrap = Reflect.find(messageCodec, "wrapAndApplyHeader", (p) -> p.length == 3);
        return wrap.getParameterTypes()[2].getConstructor().newInstance();
    }
}
