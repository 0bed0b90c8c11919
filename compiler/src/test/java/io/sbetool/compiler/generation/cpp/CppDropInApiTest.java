package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.ApiDifferences;
import io.sbetool.compiler.generation.DropInDifferences;
import io.sbetool.compiler.generation.DropInVariant;
import io.sbetool.ir.Ir;
import io.sbetool.testing.ReferenceIr;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The drop-in measured for C++: for each schema, every public member of the reference implementation's
 * generated headers (its jar, 1.37.1), as clang reads them ({@link CppApi}), must be in ours with the same
 * parameters and the same result for a caller, unless {@code dropin/cpp.txt} lists the difference with its
 * reason (docs/drop-in.md). {@code CppReferenceApiTest} and {@code ReferenceApiExtrasProgram.cpp} then call
 * the members this closed, built against both. The same for the DTOs (ours {@code --cpp-dtos}, the
 * reference's {@code sbe.cpp.generate.dtos}; {@code dropin/cpp-dtos.txt}) and for the headers generated with
 * access-order checks, read with {@code SBE_ENABLE_PRECEDENCE_CHECKS} defined (ours
 * {@code --cpp-access-order-checks}, the reference's {@code sbe.generate.precedence.checks};
 * {@code dropin/cpp-access-order-checks.txt}, beside cpp.txt's entries, which hold there too).
 */
class CppDropInApiTest
{
    /** The language part of the lists' names (dropin/cpp.txt, cpp-dtos.txt, ...). */
    private static final String LANGUAGE = "cpp";

    /** A DTO's class or member: a name ending in Dto, the class itself or a scope. */
    private static final Pattern DTO = Pattern.compile("(^|[ :])\\w+Dto(::.*|\\(.*|$)");

    /**
     * A nested DTO's scope in a template argument, {@code std::vector<CarDto::FuelFiguresDto>}: the reference
     * spells it, ours does not (inside CarDto both name one type), so it is left out on both sides.
     */
    private static final Pattern DTO_SCOPE = Pattern.compile("(?<=<)(?:\\w+Dto::)+(?=\\w+Dto>)");

    @Test
    void everyPublicMemberOfTheReferencesCppIsInOursOrListed() throws Exception
    {
        compare(DropInVariant.CODECS);
    }

    @Test
    void everyPublicMemberOfTheReferencesDtosIsInOursOrListed() throws Exception
    {
        compare(DropInVariant.DTOS);
    }

    @Test
    void everyPublicMemberOfTheReferencesCheckedHeadersIsInOursOrListed() throws Exception
    {
        compare(DropInVariant.ACCESS_ORDER_CHECKS);
    }

    private static void compare(final DropInVariant variant) throws Exception
    {
        final DropInDifferences listed = DropInDifferences.load(variant.list(LANGUAGE));
        final DropInDifferences codecs = DropInDifferences.load(DropInVariant.CODECS.list(LANGUAGE));
        final Path root = NativeBuild.fresh("drop-in-api-" + variant.name().toLowerCase());
        final List<String> macros = variant == DropInVariant.ACCESS_ORDER_CHECKS ?
            List.of(CppOptions.DEFAULT_ACCESS_ORDER_MACRO) : List.of();
        final List<String> unlisted = new ArrayList<>();
        int compared = 0;
        for (final Path schema : DropInVariant.schemas())
        {
            final String name = schema.getFileName().toString().replace(".xml", "");
            final Path reference = Files.createDirectories(root.resolve(name).resolve("reference"));
            final Path ours = Files.createDirectories(root.resolve(name).resolve("ours"));
            generateReference(schema, reference, variant);
            generateOurs(schema, ours, variant);
            final String namespace = namespace(ReferenceIr.fromSchema(schema));
            final Map<String, String> theirs = compared(CppApi.of(reference, schemaFolder(reference), namespace, macros), variant);
            final Map<String, String> mine = compared(CppApi.of(ours, schemaFolder(ours), namespace, macros), variant);
            compared += theirs.size();
            for (final String difference : ApiDifferences.between(theirs, mine, "::", CppApi::callable))
            {
                // the codecs' own differences hold for checked codecs too
                if (!listed.covers(difference) && !(variant == DropInVariant.ACCESS_ORDER_CHECKS && codecs.covers(difference)))
                {
                    unlisted.add(name + ": " + difference);
                }
            }
        }
        assertTrue(compared > variant.leastCompared(), "compared only " + compared + " members");
        assertEquals(List.of(), unlisted, "differences from the reference's C++ that dropin/" + variant.list(LANGUAGE) + " does not list");
        assertEquals(List.of(), listed.unused(), "entries of dropin/" + variant.list(LANGUAGE) + " that no schema needs any more");
        assertEquals(List.of(), listed.undocumented(),
            "entries of dropin/" + variant.list(LANGUAGE) + " that docs/drop-in.md does not name");
    }

    /** The DTOs' members alone for the DTOs' comparison: the codecs beside them are the codecs' comparison's. */
    private static Map<String, String> compared(final Map<String, String> api, final DropInVariant variant)
    {
        if (variant != DropInVariant.DTOS)
        {
            return api;
        }
        final Map<String, String> dtos = new TreeMap<>();
        api.forEach((key, value) ->
        {
            if (DTO.matcher(key).find())
            {
                dtos.put(DTO_SCOPE.matcher(key).replaceAll(""), DTO_SCOPE.matcher(value).replaceAll(""));
            }
        });
        return dtos;
    }

    private static void generateReference(final Path schema, final Path output, final DropInVariant variant) throws Exception
    {
        // the reference's generator reads its options from system properties as it is made
        if (variant.referenceProperty(LANGUAGE) != null)
        {
            System.setProperty(variant.referenceProperty(LANGUAGE), "true");
        }
        try
        {
            uk.co.real_logic.sbe.SbeTool.generate(ReferenceIr.referenceIr(schema), output.toString(), "Cpp");
        }
        finally
        {
            if (variant.referenceProperty(LANGUAGE) != null)
            {
                System.clearProperty(variant.referenceProperty(LANGUAGE));
            }
        }
    }

    private static void generateOurs(final Path schema, final Path output, final DropInVariant variant) throws Exception
    {
        CppOptions options = new CppOptions(null, schema);
        if (variant == DropInVariant.ACCESS_ORDER_CHECKS)
        {
            options = options.withAccessOrderChecks(CppOptions.DEFAULT_ACCESS_ORDER_MACRO);
        }
        final CppGenerator generator = new CppGenerator(Compilation.compileOrThrow(schema), options);
        generator.generate(output);
        if (variant == DropInVariant.DTOS)
        {
            for (final Map.Entry<String, String> dto : generator.dtoSources().entrySet())
            {
                Files.writeString(output.resolve(dto.getKey()), dto.getValue());
            }
        }
    }

    /** The schema's C++ namespace, as both generators derive it: the namespace name, else the package. */
    private static String namespace(final Ir ir)
    {
        final String name = ir.namespaceName() != null && !ir.namespaceName().isEmpty() ?
            ir.namespaceName() : ir.packageName();
        return name.replace(".", "::");
    }

    /** The folder of the schema's headers: the output's one folder besides sbetool's support header's. */
    private static Path schemaFolder(final Path output) throws IOException
    {
        try (Stream<Path> folders = Files.list(output))
        {
            final List<Path> found = folders.filter(Files::isDirectory)
                .filter((p) -> !p.getFileName().toString().equals("sbetool")).toList();
            assertEquals(1, found.size(), "folders of headers in " + output + ": " + found);
            return found.get(0);
        }
    }
}
