package io.sbetool.compiler.generation.java;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.DropInDifferences;
import io.sbetool.compiler.generation.DropInVariant;
import io.sbetool.testing.ReferenceIr;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The drop-in measured: for each schema, every public type, supertype, constructor, method and field of the
 * reference implementation's generated Java (its jar, 1.37.1) must be in ours, so that a call of it compiles
 * and gets what it got ({@link JavaApi}, {@link JavaCallCompatibility}), unless {@code dropin/java.txt} lists the difference with its reason
 * (docs/drop-in.md). Both outputs are compiled; ours with {@code -Xlint:all -Werror}. The same for the DTOs
 * (ours {@code --java-dtos}, the reference's {@code sbe.java.generate.dtos}; {@code dropin/java-dtos.txt}) and
 * for the codecs generated with access-order checks (ours {@code --java-access-order-checks}, the reference's
 * {@code sbe.generate.precedence.checks}; {@code dropin/java-access-order-checks.txt}, beside java.txt's
 * entries, which hold there too).
 */
class JavaDropInApiTest
{
    /** The language part of the lists' names (dropin/java.txt, java-dtos.txt, ...). */
    private static final String LANGUAGE = "java";

    @Test
    void everyPublicMemberOfTheReferencesJavaIsInOursOrListed() throws Exception
    {
        compare(DropInVariant.CODECS);
    }

    @Test
    void everyPublicMemberOfTheReferencesDtosIsInOursOrListed() throws Exception
    {
        compare(DropInVariant.DTOS);
    }

    @Test
    void everyPublicMemberOfTheReferencesCheckedCodecsIsInOursOrListed() throws Exception
    {
        compare(DropInVariant.ACCESS_ORDER_CHECKS);
    }

    private static void compare(final DropInVariant variant) throws Exception
    {
        final DropInDifferences listed = DropInDifferences.load(variant.list(LANGUAGE));
        final DropInDifferences codecs = DropInDifferences.load(DropInVariant.CODECS.list(LANGUAGE));
        final List<String> unlisted = new ArrayList<>();
        int compared = 0;
        for (final Path schema : DropInVariant.schemas())
        {
            if (variant == DropInVariant.ACCESS_ORDER_CHECKS && schema.getFileName().toString().startsWith("Iex."))
            {
                // the reference's checked codecs do not compile there: their Boolean.getBoolean(...) finds the
                // schema's Boolean enum in the package (docs/drop-in.md)
                continue;
            }
            final String schemaPackage = ReferenceIr.fromSchema(schema).packageName();
            final JavaApi theirs = api(referenceSources(schema, variant), false, schemaPackage, variant);
            final JavaApi ours = api(ourSources(schema, variant), true, schemaPackage, variant);
            compared += theirs.members().size();
            for (final String difference : JavaCallCompatibility.between(theirs, ours))
            {
                // the codecs' own differences hold for checked codecs too
                if (!listed.covers(difference) && !(variant == DropInVariant.ACCESS_ORDER_CHECKS && codecs.covers(difference)))
                {
                    unlisted.add(schema.getFileName() + ": " + difference);
                }
            }
        }
        assertTrue(compared > variant.leastCompared(), "compared only " + compared + " members");
        assertEquals(List.of(), unlisted,
            "differences from the reference's Java that dropin/" + variant.list(LANGUAGE) + " does not list");
        assertEquals(List.of(), listed.unused(), "entries of dropin/" + variant.list(LANGUAGE) + " that no schema needs any more");
        assertEquals(List.of(), listed.undocumented(),
            "entries of dropin/" + variant.list(LANGUAGE) + " that docs/drop-in.md does not name");
    }

    /** The classes compared: the DTOs alone, beside codecs that the codecs' comparison covers. */
    private static boolean compares(final DropInVariant variant, final String className)
    {
        return !className.endsWith("package-info") && (variant != DropInVariant.DTOS || className.endsWith("Dto"));
    }

    private static Map<String, String> ourSources(final Path schema, final DropInVariant variant) throws Exception
    {
        final JavaOptions options = JavaOptions.defaults().withAccessOrderChecks(variant == DropInVariant.ACCESS_ORDER_CHECKS);
        final JavaGenerator codecs = new JavaGenerator(Compilation.compileOrThrow(schema), options);
        final Map<String, String> sources = new LinkedHashMap<>(codecs.generateSources());
        if (variant == DropInVariant.DTOS)
        {
            sources.putAll(new DtoGenerator(codecs).generateSources());
        }
        return sources;
    }

    private static Map<String, String> referenceSources(final Path schema, final DropInVariant variant) throws Exception
    {
        final Path dir = Files.createTempDirectory("reference-java");
        // the reference's generator reads its options from system properties as it is made
        if (variant.referenceProperty(LANGUAGE) != null)
        {
            System.setProperty(variant.referenceProperty(LANGUAGE), "true");
        }
        try
        {
            uk.co.real_logic.sbe.SbeTool.generate(ReferenceIr.referenceIr(schema), dir.toString(), "Java");
        }
        finally
        {
            if (variant.referenceProperty(LANGUAGE) != null)
            {
                System.clearProperty(variant.referenceProperty(LANGUAGE));
            }
        }
        final Map<String, String> sources = new LinkedHashMap<>();
        try (Stream<Path> files = Files.walk(dir))
        {
            for (final Path file : (Iterable<Path>)files.filter((p) -> p.toString().endsWith(".java"))::iterator)
            {
                final String relative = dir.relativize(file).toString();
                sources.put(relative.substring(0, relative.length() - 5).replace('/', '.'), Files.readString(file));
            }
        }
        return sources;
    }

    private static JavaApi api(final Map<String, String> sources, final boolean strict,
        final String schemaPackage, final DropInVariant variant) throws Exception
    {
        final ClassLoader loader = InMemoryCompiler.compile(sources, strict);
        final List<String> classes = sources.keySet().stream().filter(className -> compares(variant, className)).toList();
        return JavaApi.of(loader, schemaPackage, classes);
    }
}
