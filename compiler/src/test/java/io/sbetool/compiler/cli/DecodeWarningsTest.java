package io.sbetool.compiler.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static io.sbetool.compiler.cli.DecodeAtScaleTest.CAR_SCHEMA;
import static io.sbetool.compiler.cli.DecodeAtScaleTest.CAR_SOFH;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The wrong-schema guard and the summary: a schema with the right id but not the messages' layout
 * decodes without errors, so its disagreements with the headers are what give it away.
 */
class DecodeWarningsTest
{

    @TempDir
    Path dir;

    private final InProcessRun sbetool = new InProcessRun();

    private int decodeCars(final Path schema, final String... options)
    {
        final String[] args = new String[6 + options.length];
        args[0] = "decode";
        args[1] = "--schema";
        args[2] = schema.toString();
        args[3] = "--framing";
        args[4] = "sofh";
        System.arraycopy(options, 0, args, 5, options.length);
        args[args.length - 1] = CAR_SOFH.toString();
        return sbetool.run(args);
    }

    private Path carSchema(final String from, final String to) throws IOException
    {
        final String xml = Files.readString(CAR_SCHEMA);
        assertTrue(xml.contains(from), from);
        return Files.writeString(dir.resolve("car-altered.xml"), xml.replace(from, to));
    }

    private String errText()
    {
        return sbetool.errText();
    }

    @Test
    void theRightSchemaDecodesWithoutAWord()
    {
        assertEquals(ExitCode.OK, decodeCars(CAR_SCHEMA));
        assertEquals("", errText());
    }

    @Test
    void aRootBlockLongerThanTheHeadersSayIsWarnedOnceWithCounts() throws IOException
    {
        final Path schema = carSchema("<field name=\"engine\" id=\"8\" type=\"Engine\"/>",
            "<field name=\"engine\" id=\"8\" type=\"Engine\"/><field name=\"added\" id=\"99\" type=\"uint32\"/>");
        assertEquals(ExitCode.OK, decodeCars(schema));
        final String[] lines = errText().split("\n");
        assertEquals(1, lines.length, errText());
        assertTrue(lines[0].matches("sbetool decode: warning: Car: 3 of 3 messages have header blockLength (\\d+) " +
            "where the schema \\(version 1\\) has (\\d+): is it the right schema\\?"), lines[0]);
    }

    @Test
    void messagesNewerThanTheSchemaAreWarned() throws IOException
    {
        final Path schema = carSchema("version=\"1\"", "version=\"0\"");
        assertEquals(ExitCode.OK, decodeCars(schema));
        assertEquals("sbetool decode: warning: Car: 3 of 3 messages are of version 1, newer than the schema's 0: " +
            "fields added since are not shown\n", errText());
    }

    @Test
    void unknownEnumValuesAreCountedAndShownAsTheirCharacter() throws IOException
    {
        final Path schema = carSchema("<validValue name=\"B\">B</validValue>", "");
        assertEquals(ExitCode.OK, decodeCars(schema));
        assertEquals("sbetool decode: warning: Car: 1 of 3 messages hold enum values the schema does not list " +
            "(1 values)\n", errText());
        final JsonNode second = sbetool.jsonLines().get(1);
        assertEquals("B", second.get("code").asText());
    }

    @Test
    void theSummaryCountsMessagesPerTemplateBytesAndTheRate()
    {
        assertEquals(ExitCode.OK, decodeCars(CAR_SCHEMA, "--summary"));
        final List<String> lines = List.of(errText().split("\n"));
        assertEquals(2, lines.size(), errText());
        assertTrue(lines.get(0).matches("3 messages from 365 bytes in [0-9.]+ s \\([0-9,]+ messages/s, [0-9.]+ MB/s\\); " +
            "0 errors, 0 TCP gaps, 0 warnings"), lines.get(0));
        assertEquals("               3 Car", lines.get(1));
    }

    @Test
    void whenNoMessageDecodesTheOptionsThatWouldAreSuggested()
    {
        final Path capture = DecodeAtScaleTest.CAR_SOFH.resolveSibling("market-data.pcap");
        final Path schema = CAR_SCHEMA.resolveSibling("fix-message-samples.xml");
        assertEquals(ExitCode.BAD_INPUT, sbetool.run("decode", "--schema", schema.toString(), capture.toString()));
        final List<String> lines = List.of(errText().split("\n"));
        assertEquals(capture + ": hint: no message decoded with --framing raw --skip 0; --framing u16le-incl " +
            "--skip 12 decodes its first messages without error", lines.get(lines.size() - 1));

        // and they do: docs/decode.md's options for this capture
        assertEquals(ExitCode.OK, sbetool.run("decode", "--schema", schema.toString(), "--framing", "u16le-incl",
            "--skip", "12", capture.toString()));
        assertEquals("", errText());
    }
    /**
     * A group whose wire blockLength is below its fields' (0, 1,000 elements in 12 bytes) prints every field
     * of every element as absent: correct input never does, so it is warned once per template, with counts,
     * and correct input is decoded without a word.
     */
    @Test
    void groupElementsShorterThanTheirFieldsAreWarnedOnceWithCounts() throws IOException
    {
        final Path schema = Files.writeString(dir.resolve("book.xml"), """
            <?xml version="1.0" encoding="UTF-8"?>
            <sbe:messageSchema xmlns:sbe="http://fixprotocol.io/2016/sbe" package="book" id="5" version="0"
                               byteOrder="littleEndian">
                <types>
                    <composite name="messageHeader">
                        <type name="blockLength" primitiveType="uint16"/>
                        <type name="templateId" primitiveType="uint16"/>
                        <type name="schemaId" primitiveType="uint16"/>
                        <type name="version" primitiveType="uint16"/>
                    </composite>
                    <composite name="groupSizeEncoding">
                        <type name="blockLength" primitiveType="uint16"/>
                        <type name="numInGroup" primitiveType="uint16"/>
                    </composite>
                </types>
                <sbe:message name="Book" id="1">
                    <group name="levels" id="2" dimensionType="groupSizeEncoding">
                        <field name="price" id="3" type="int64"/>
                        <field name="size" id="4" type="int32"/>
                    </group>
                </sbe:message>
            </sbe:messageSchema>
            """);
        final ByteBuffer capture = ByteBuffer.allocate(3 * 12 + 2 * 12 + 16).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < 2; i++)
        {
            capture.putShort((short)0).putShort((short)1).putShort((short)5).putShort((short)0);
            capture.putShort((short)0).putShort((short)1000);
        }
        capture.putShort((short)0).putShort((short)1).putShort((short)5).putShort((short)0);
        capture.putShort((short)12).putShort((short)2).putLong(100).putInt(5).putLong(101).putInt(6);
        final Path input = Files.write(dir.resolve("book.bin"), java.util.Arrays.copyOf(capture.array(),
            capture.position()));

        assertEquals(ExitCode.OK, sbetool.run("decode", "--schema", schema.toString(), input.toString()));
        assertEquals(3, sbetool.jsonLines().size());
        assertEquals("sbetool decode: warning: Book: 2 of 3 messages have group elements shorter than the schema's " +
            "fields (group 'levels' blockLength 0 where they need 12; 2,000 elements in all, their fields shown as " +
            "absent): is the input corrupt, or the schema wrong?\n", errText());

        final Path correct = Files.write(dir.resolve("correct.bin"), java.util.Arrays.copyOfRange(capture.array(),
            24, capture.position()));
        assertEquals(ExitCode.OK, sbetool.run("decode", "--schema", schema.toString(), correct.toString()));
        assertEquals("", errText());
    }
}
