package io.sbetool.compiler.fuzz;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.ir.IrBuilder;
import io.sbetool.compiler.link.LinkedSchema;
import io.sbetool.compiler.link.Linker;
import io.sbetool.compiler.schema.MessageSchema;
import io.sbetool.compiler.schema.reader.SchemaReader;
import io.sbetool.compiler.validation.SchemaValidator;
import io.sbetool.compiler.xml.XmlElement;
import io.sbetool.compiler.xml.XmlTreeReader;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The front end over arbitrary bytes: reading, linking, validating and (for a valid schema) building the IR
 * must end in diagnostics, never in an exception. The stages are called one by one rather than through
 * {@code SchemaLoader}, which turns an escaped exception into an "internal error" diagnostic and would hide
 * what the fuzzer is looking for.
 */
class SchemaFuzzTest
{
    /** One file, rewritten for each input: the reader takes paths (for locations and xi:include). */
    private static final Path SCHEMA = FuzzFiles.scratch("schema", ".xml");

    /** The schema's vocabulary, which the fuzzer splices into inputs: far quicker than finding it byte by byte. */
    @DictionaryEntries({"<types>", "</types>", "<type ", "<composite ", "</composite>", "<enum ", "</enum>",
        "<validValue ", "</validValue>", "<set ", "</set>", "<choice ", "</choice>", "<ref ", "<field ", "<group ",
        "</group>", "<data ", "<sbe:message ", "</sbe:message>", "name=\"", "id=\"", "type=\"",
        "primitiveType=\"", "encodingType=\"", "presence=\"constant\"", "presence=\"optional\"",
        "sinceVersion=\"", "deprecated=\"", "dimensionType=\"", "blockLength=\"", "length=\"", "offset=\"",
        "valueRef=\"", "characterEncoding=\"", "nullValue=\"", "minValue=\"", "maxValue=\"", "semanticType=\"",
        "byteOrder=\"bigEndian\"", "headerType=\"", "version=\"", "uint64", "int8", "char", "double",
        "numInGroup", "templateId", "schemaId", "varData", "<xi:include href=\""})
    @FuzzTest(maxDuration = FuzzFiles.MAX_DURATION)
    void anyInputEndsInDiagnostics(final byte[] input) throws IOException
    {
        Files.write(SCHEMA, input);
        final Diagnostics diagnostics = new Diagnostics();
        final Optional<XmlElement> root = new XmlTreeReader(diagnostics).read(SCHEMA);
        final Optional<MessageSchema> schema = root.flatMap((r) -> new SchemaReader(diagnostics).read(r, SCHEMA));
        if (schema.isEmpty())
        {
            assertTrue(diagnostics.hasErrors(), "an unread schema must say why");
            return;
        }
        final LinkedSchema linked = Linker.link(schema.get(), diagnostics);
        SchemaValidator.validate(linked, diagnostics);
        if (!diagnostics.hasErrors())
        {
            IrBuilder.build(linked);
        }
    }
}
