package io.sbetool.compiler.ir;

import io.sbetool.ir.Ir;
import io.sbetool.ir.file.IrFileReader;
import io.sbetool.ir.file.IrFileWriter;
import io.sbetool.testing.IrAssertions;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Our builder's IR survives a trip through a {@code .sbeir} file, token for token (empty strings,
 * which the format cannot tell from none, come back as null).
 */
class IrBuilderFileRoundTripTest
{
    static List<Path> schemas() throws Exception
    {
        final List<Path> schemas = new ArrayList<>(IrBuilderReferenceTest.schemas());
        schemas.add(SharedFiles.spec("Examples.xml"));
        return schemas;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void roundTripsThroughIrFile(final Path schemaFile)
    {
        final Ir ir = IrBuilder.build(IrBuilderReferenceTest.load(schemaFile));

        final Ir decoded = IrFileReader.decode(IrFileWriter.encode(ir));

        IrAssertions.assertSameIr(IrAssertions.withEmptyStringsAsNull(ir), decoded);
    }
}
