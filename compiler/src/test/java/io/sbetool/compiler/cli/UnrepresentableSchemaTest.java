package io.sbetool.compiler.cli;

import io.sbetool.compiler.support.SchemaFixture;
import io.sbetool.ir.Ir;
import io.sbetool.ir.Token;
import io.sbetool.ir.file.IrFileReader;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Schemas whose layout or values no codec can represent (issue 32 items 1 and 7) are bad schemas to
 * every command: reported at the element with exit code 1, never an internal error, a generated codec
 * that reads outside its buffer or one that throws at run time.
 */
class UnrepresentableSchemaTest
{
    private static final String LONG_TEXT = "x".repeat(70_000);

    @TempDir
    Path dir;
    private final InProcessRun sbetool = new InProcessRun();

    private Path schemaWith(final String types, final String fields) throws Exception
    {
        return Files.writeString(dir.resolve("bad.xml"), SchemaFixture.schema(types,
            "<sbe:message name=\"A\" id=\"1\">\n" + fields + "</sbe:message>\n"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "offset near 2^31||<field name=\"a\" id=\"1\" type=\"int64\" offset=\"2147483644\"/>" +
            "|:20:1: error: field 'a' of message 'A' ends at offset 2147483652",
        "array of 2^31 octets|<type name=\"Huge\" primitiveType=\"int64\" length=\"268435456\"/>" +
            "|<field name=\"h\" id=\"1\" type=\"Huge\"/>|:18:1: error: type 'Huge' is 2147483648 octets",
        "composite member near 2^31|<composite name=\"Far\"><type name=\"y\" primitiveType=\"int8\" " +
            "offset=\"2147483647\"/></composite>|<field name=\"f\" id=\"1\" type=\"Far\"/>" +
            "|:18:23: error: member 'y' of composite 'Far' ends at offset 2147483648",
        "constant of 70000 octets|<type name=\"K\" primitiveType=\"char\" presence=\"constant\">LONG</type>" +
            "|<field name=\"k\" id=\"1\" type=\"K\"/>|:18:1: error: constant value of type 'K' is 70000 octets in " +
            "US-ASCII, more than the 65534 an IR file or a Java string literal can hold",
        "description of 70000 octets|<type name=\"D\" primitiveType=\"int32\" description=\"LONG\"/>" +
            "|<field name=\"d\" id=\"1\" type=\"D\"/>|:18:1: error: description of <type name=\"D\"> is 70000 " +
            "octets of UTF-8, more than the 65534 an IR file holds of one text; shorten it",
        "unknown encoding on a constant|<type name=\"E\" primitiveType=\"char\" length=\"2\" presence=\"constant\" " +
            "characterEncoding=\"NOPE-9\">ab</type>|<field name=\"e\" id=\"1\" type=\"E\"/>" +
            "|:18:1: error: unknown characterEncoding \"NOPE-9\" on type 'E'; use an encoding Java knows",
        "unknown encoding on a field|<type name=\"F\" primitiveType=\"char\" length=\"4\" characterEncoding=\"NOPE-9\"/>" +
            "|<field name=\"f\" id=\"1\" type=\"F\"/>|:18:1: error: unknown characterEncoding \"NOPE-9\" on type 'F'",
        "encoding that only decodes|<type name=\"G\" primitiveType=\"char\" length=\"4\" characterEncoding=\"ISO-2022-CN\"/>" +
            "|<field name=\"g\" id=\"1\" type=\"G\"/>|:18:1: error: characterEncoding \"ISO-2022-CN\" of type 'G' can only decode",
    })
    void everyCommandReportsItAtTheElement(final String kind, final String types, final String fields, final String error)
        throws Exception
    {
        final Path schema = schemaWith(types == null ? "" : types.replace("LONG", LONG_TEXT) + "\n", fields + "\n");
        final Path input = Files.write(dir.resolve("in.bin"), new byte[16]);
        final Path ndjson = Files.writeString(dir.resolve("in.ndjson"), "{\"template\":\"A\"}\n");
        final String[][] commands = {
            {"--target", "java", "--target", "cpp", "--target", "ir", "-o", dir.resolve("out").toString(), schema.toString()},
            {"decode", "--schema", schema.toString(), input.toString()},
            {"encode", "--schema", schema.toString(), "-o", dir.resolve("out.bin").toString(), ndjson.toString()},
        };
        for (final String[] command : commands)
        {
            assertEquals(ExitCode.BAD_INPUT, sbetool.run(command), () -> String.join(" ", command) + "\n" + sbetool.errText());
            final String errors = sbetool.errText();
            assertTrue(errors.startsWith(schema + error), command[0] + ": " + errors.substring(0, Math.min(600, errors.length())));
            assertFalse(errors.contains("internal error") || errors.contains("Exception"), errors);
        }
        assertFalse(Files.exists(dir.resolve("out")), "nothing is generated from a bad schema");
    }

    /** The largest constant an IR file holds is written and read back whole. */
    @Test
    void aConstantOf65534OctetsIsWrittenToTheIrFile() throws Exception
    {
        final String text = "y".repeat(65_534);
        final Path schema = schemaWith("<type name=\"K\" primitiveType=\"char\" presence=\"constant\">" + text +
            "</type>\n", "<field name=\"k\" id=\"1\" type=\"K\"/>\n");

        assertEquals(ExitCode.OK, sbetool.run("--target", "ir", "-o", dir.toString(), schema.toString()), sbetool::errText);

        final Ir ir = IrFileReader.read(dir.resolve("bad.sbeir"));
        final Token constant = ir.messages().get(0).stream()
            .filter(token -> "K".equals(token.name()) && token.encoding().constValue() != null).findFirst().orElseThrow();
        assertEquals(text, constant.encoding().constValue().toString());
    }
}
