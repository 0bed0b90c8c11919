package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.ApiDifferences;
import io.sbetool.compiler.generation.DropInDifferences;
import io.sbetool.ir.Ir;
import io.sbetool.testing.ReferenceIr;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The drop-in measured for C++: for each schema, every public member of the reference implementation's
 * generated headers (its jar, 1.37.1), as clang reads them ({@link CppApi}), must be in ours with the same
 * parameters and the same result for a caller, unless {@code dropin/cpp.txt} lists the difference with its
 * reason (docs/drop-in.md). {@code CppReferenceApiTest} and {@code ReferenceApiExtrasProgram.cpp} then call
 * the members this closed, built against both.
 */
class CppDropInApiTest
{
    static List<Path> schemas()
    {
        return List.of(
            SharedFiles.projectSchema("car.xml"),
            SharedFiles.specExamplesForReference(),
            SharedFiles.projectSchema("fix-message-samples.xml"),
            SharedFiles.corpus("binance/stream_1_0.xml"),
            SharedFiles.corpus("cme/Cme.Futures.SessionMgmt.Sbe.v0.2.xml"),
            SharedFiles.corpus("coinbase/Coinbase.Derivatives.OrdersApi.Sbe.v1.4.xml"),
            SharedFiles.corpus("iex/Iex.IexOptions.BinaryOrderEntry.Sbe.v1.02.xml"),
            SharedFiles.corpus("memx/Memx.Equities.MemoirDepth.Sbe.v1.3.xml"));
    }

    @Test
    void everyPublicMemberOfTheReferencesCppIsInOursOrListed() throws Exception
    {
        final DropInDifferences listed = DropInDifferences.load("cpp.txt");
        final Path root = NativeBuild.fresh("drop-in-api");
        final List<String> unlisted = new ArrayList<>();
        int compared = 0;
        for (final Path schema : schemas())
        {
            final String name = schema.getFileName().toString().replace(".xml", "");
            final Path reference = Files.createDirectories(root.resolve(name).resolve("reference"));
            final Path ours = Files.createDirectories(root.resolve(name).resolve("ours"));
            uk.co.real_logic.sbe.SbeTool.generate(ReferenceIr.referenceIr(schema), reference.toString(), "Cpp");
            NativeBuild.generate(schema, ours, null);
            final String namespace = namespace(ReferenceIr.fromSchema(schema));
            final Map<String, String> theirs = CppApi.of(reference, schemaFolder(reference), namespace);
            final Map<String, String> mine = CppApi.of(ours, schemaFolder(ours), namespace);
            compared += theirs.size();
            for (final String difference : ApiDifferences.between(theirs, mine, "::", CppApi::callable))
            {
                if (!listed.covers(difference))
                {
                    unlisted.add(name + ": " + difference);
                }
            }
        }
        assertTrue(compared > 1000, "compared only " + compared + " members");
        assertEquals(List.of(), unlisted, "differences from the reference's C++ that dropin/cpp.txt does not list");
        assertEquals(List.of(), listed.unused(), "entries of dropin/cpp.txt that no schema needs any more");
        assertEquals(List.of(), listed.undocumented(), "entries of dropin/cpp.txt that docs/drop-in.md does not name");
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
