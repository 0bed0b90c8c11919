package io.sbetool.compiler.ir;

import io.sbetool.compiler.diagnostics.Diagnostic;
import io.sbetool.compiler.link.LinkedSchema;
import io.sbetool.compiler.LoadResult;
import io.sbetool.compiler.SchemaLoader;
import io.sbetool.ir.Ir;
import io.sbetool.testing.IrAssertions;
import io.sbetool.testing.ReferenceIr;
import io.sbetool.testing.TestSchemas;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Our IR equals the reference implementation's, token for token, for every schema the reference
 * accepts, up to the documented divergences in {@link ReferenceDivergences}.
 */
class IrBuilderReferenceTest
{
    static List<Path> schemas() throws Exception
    {
        final List<Path> schemas = new ArrayList<>(TestSchemas.acceptedByReference());
        schemas.add(resource("big-endian.xml"));
        schemas.add(resource("conventions.xml"));
        return schemas;
    }

    /**
     * @param name of a small schema in {@code src/test/resources/ir} that exercises the conventions
     *             (versions, semanticTypes, refs, valueRef, byte order) the corpus touches rarely.
     */
    static Path resource(final String name) throws Exception
    {
        return Paths.get(IrBuilderReferenceTest.class.getResource("/ir/" + name).toURI());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void matchesReferenceIr(final Path schemaFile) throws Exception
    {
        final Ir ours = IrBuilder.build(load(schemaFile));
        final Ir reference = ReferenceIr.fromSchema(schemaFile);

        final ReferenceDivergences.Compared compared = ReferenceDivergences.normalise(reference, ours);
        IrAssertions.assertSameIr(compared.reference(), compared.ours());
    }

    static LinkedSchema load(final Path schemaFile)
    {
        final LoadResult result = SchemaLoader.load(schemaFile);
        assertEquals(List.of(), result.errors().stream().map(Diagnostic::format).toList(), "errors in " + schemaFile);
        return result.schema().orElseThrow();
    }
}
