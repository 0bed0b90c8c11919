package io.sbetool.compiler.generation.java;

import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Encodes and decodes with generated codecs: test sources in {@code resources/javagen/src} are compiled
 * together with the code generated for a schema, then run.
 */
class RoundTripTest
{
    static String testSource(final String name)
    {
        return resource(name + ".java");
    }

    static String resource(final String fileName)
    {
        try (InputStream in = RoundTripTest.class.getResourceAsStream("/javagen/src/" + fileName))
        {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
    }

    /**
     * Generates the schema's codecs into {@code packageName}, compiles them with the named test sources
     * (in the same package) and runs the first test source as a {@link Runnable}.
     */
    static void run(final Path schema, final String packageName, final String... testSources) throws Exception
    {
        runWith(new LinkedHashMap<>(GenerateAndCompileTest.generate(
            schema, JavaOptions.defaults().withPackageName(packageName))), packageName, testSources);
    }

    /**
     * Compiles the sources with the named test sources (in {@code packageName}) and runs the first.
     */
    static void runWith(final Map<String, String> sources, final String packageName, final String... testSources)
        throws Exception
    {
        for (final String name : testSources)
        {
            sources.put(packageName + "." + name, testSource(name));
        }
        final ClassLoader loader = InMemoryCompiler.compile(sources);
        final Class<?> test = loader.loadClass(packageName + "." + testSources[0]);
        try
        {
            ((Runnable)test.getConstructor().newInstance()).run();
        }
        catch (final Throwable ex)
        {
            final StringBuilder where = new StringBuilder();
            for (final StackTraceElement frame : ex.getStackTrace())
            {
                if (frame.getClassName().startsWith(packageName))
                {
                    where.append("\n    frame: ").append(frame);
                }
            }
            throw new AssertionError(ex + where.toString(), ex);
        }
    }

    @Test
    void car() throws Exception
    {
        run(SharedFiles.projectSchema("car.xml"), "javagen.car", "CarRoundTrip");
    }

    @Test
    void growingAndOffHeapBuffers() throws Exception
    {
        run(SharedFiles.projectSchema("car.xml"), "javagen.car", "GrowingBuffers");
    }

    @Test
    void specWireExamples() throws Exception
    {
        run(SharedFiles.spec("Examples.xml"), "javagen.examples", "SpecExamples");
    }

    @Test
    void crossVersion() throws Exception
    {
        final Map<String, String> sources = new LinkedHashMap<>();
        sources.putAll(GenerateAndCompileTest.generate(
            TestSchemas.path("versioned-v0.xml"), JavaOptions.defaults().withPackageName("javagen.versioned.v0")));
        sources.putAll(GenerateAndCompileTest.generate(
            TestSchemas.path("versioned-v1.xml"), JavaOptions.defaults().withPackageName("javagen.versioned.v1")));
        runWith(sources, "javagen.versioned", "CrossVersion");
    }

    @Test
    void bigEndianPrimitivesCompositesAndCustomDimensions() throws Exception
    {
        run(TestSchemas.path("features.xml"), "javagen.features", "Features");
    }
}
