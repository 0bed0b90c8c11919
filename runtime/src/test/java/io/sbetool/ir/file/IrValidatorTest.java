package io.sbetool.ir.file;

import io.sbetool.ir.Ir;
import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveValue;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;
import io.sbetool.testing.ReferenceIr;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Files whose every record reads but whose IR no schema makes: each is refused at the record of the token
 * that breaks a rule, saying which rule. Made from car.xml's IR (by the reference implementation), one token
 * changed (see {@code IrFileMutationTest} in the compiler for many changes at once, with generation).
 */
class IrValidatorTest
{
    @Test
    void aLeafThatCountsMoreThanItselfIsRefused() throws Exception
    {
        assertRefused(t -> t.signal() == Signal.ENCODING && t.name().equals("uint32"),
            t -> t.toBuilder().componentTokenCount(2).build(),
            "ENCODING 'uint32' has componentTokenCount 2; a ENCODING token counts only itself (1)");
    }

    @Test
    void aConstantWithoutItsValueIsRefused() throws Exception
    {
        assertRefused(t -> t.signal() == Signal.ENCODING && t.name().equals("uint32"),
            t -> t.toBuilder().encoding(t.encoding().toBuilder().presence(Presence.CONSTANT).build()).build(),
            "ENCODING 'uint32' is constant but has no constValue");
    }

    @Test
    void aFieldAtAnotherOffsetThanItsTypeIsRefused() throws Exception
    {
        assertRefused(t -> t.signal() == Signal.BEGIN_FIELD && t.name().equals("modelYear"),
            t -> t.toBuilder().offset(t.offset() + 1).build(),
            "BEGIN_FIELD 'modelYear' has offset 5 but its type has offset 4; a field and its type are at one offset");
    }

    @Test
    void aStringConstantInACharacterEncodingJavaLacksIsRefused() throws Exception
    {
        assertRefused(t -> t.signal() == Signal.ENCODING && t.isConstantEncoding() &&
                t.encoding().constValue().representation() == PrimitiveValue.Representation.BYTE_ARRAY,
            t -> t.toBuilder().encoding(t.encoding().toBuilder().characterEncoding("NO-SUCH-CHARSET").constValue(
                PrimitiveValue.ofChars("Petrol".getBytes(StandardCharsets.US_ASCII), "NO-SUCH-CHARSET")).build()).build(),
            "ENCODING 'fuel' has a string constValue in the characterEncoding 'NO-SUCH-CHARSET', which is not a " +
                "character encoding Java has");
    }

    @Test
    void aNameThatIsNoSbeNameIsRefused() throws Exception
    {
        assertRefused(t -> t.signal() == Signal.VALID_VALUE && t.name().equals("A"),
            t -> t.toBuilder().name("A-1").build(),
            "VALID_VALUE 'A-1' has a name that is not an SBE name; names start with a letter or '_' and hold only " +
                "letters, digits and '_'");
    }

    @Test
    void aChoiceBeyondItsSetsBitsIsRefused() throws Exception
    {
        assertRefused(t -> t.signal() == Signal.CHOICE && t.name().equals("sunRoof"),
            t -> t.toBuilder().encoding(t.encoding().toBuilder()
                .constValue(PrimitiveValue.of(8, t.encoding().primitiveType())).build()).build(),
            "CHOICE 'sunRoof' is bit 8 of a set of uint8, which has bits 0..7");
    }

    @Test
    void aHeaderWithoutATemplateIdIsRefusedAtItsBeginning() throws Exception
    {
        final Ir ir = ReferenceIr.fromSchema(SharedFiles.projectSchema("car.xml"));
        final List<Token> header = new ArrayList<>(ir.headerTokens());
        header.replaceAll(t -> t.name().equals("templateId") ? t.toBuilder().name("template").build() : t);
        final byte[] file = IrFileWriter.encode(withTokens(ir, header, ir.messages()));

        final IrFileException ex = assertThrows(IrFileException.class, () -> IrFileReader.decode(file));

        assertEquals(IrFileRecords.tokenOffsets(file).get(0), ex.offset());
        assertEquals("BEGIN_COMPOSITE 'messageHeader' is the message header but has no field 'templateId'",
            problem(ex));
    }

    @Test
    void twoMessagesWithOneTemplateIdAreRefusedAtTheSecond() throws Exception
    {
        final Ir ir = ReferenceIr.fromSchema(SharedFiles.projectSchema("car.xml"));
        final List<Token> car = ir.messages().get(0);
        final List<Token> second = new ArrayList<>(car);
        second.replaceAll(t -> t.signal() == Signal.BEGIN_MESSAGE || t.signal() == Signal.END_MESSAGE ?
            t.toBuilder().name("Car2").build() : t);
        final byte[] file = IrFileWriter.encode(withTokens(ir, ir.headerTokens(), List.of(car, second)));

        final IrFileException ex = assertThrows(IrFileException.class, () -> IrFileReader.decode(file));

        assertEquals(IrFileRecords.tokenOffsets(file).get(ir.headerTokens().size() + car.size()), ex.offset());
        assertEquals("BEGIN_MESSAGE 'Car2' has the templateId " + car.get(0).id() + " of message 'Car'; each " +
            "message needs its own", problem(ex));
    }

    /**
     * Changes the first token of car.xml's messages that {@code which} picks, and checks the file is refused
     * at that token's record with {@code problem}.
     */
    private static void assertRefused(final Predicate<Token> which, final UnaryOperator<Token> change,
        final String problem) throws Exception
    {
        final Ir ir = ReferenceIr.fromSchema(SharedFiles.projectSchema("car.xml"));
        final List<Token> message = new ArrayList<>(ir.messages().get(0));
        int index = 0;
        while (!which.test(message.get(index)))
        {
            index++;
        }
        message.set(index, change.apply(message.get(index)));
        final List<List<Token>> messages = new ArrayList<>(ir.messages());
        messages.set(0, message);
        final byte[] file = IrFileWriter.encode(withTokens(ir, ir.headerTokens(), messages));

        final IrFileException ex = assertThrows(IrFileException.class, () -> IrFileReader.decode(file));

        assertEquals(IrFileRecords.tokenOffsets(file).get(ir.headerTokens().size() + index), ex.offset());
        assertEquals(problem, problem(ex));
    }

    private static Ir withTokens(final Ir ir, final List<Token> header, final List<List<Token>> messages)
    {
        return new Ir(ir.packageName(), ir.namespaceName(), ir.id(), ir.version(), ir.semanticVersion(), null,
            ir.byteOrder(), header, messages);
    }

    /** The message after "IR file invalid at byte offset N: ". */
    private static String problem(final IrFileException ex)
    {
        return ex.getMessage().substring(ex.getMessage().indexOf(": ") + 2);
    }
}
