package io.sbetool.testing;

import io.sbetool.ir.Encoding;
import io.sbetool.ir.Ir;
import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Test oracle: the IR the reference implementation ({@code uk.co.real-logic:sbe-tool}, test scope
 * only) builds for a schema, converted into our model so tests can compare token for token.
 */
public final class ReferenceIr
{
    private ReferenceIr()
    {
    }

    /**
     * @param schema an SBE XML schema the reference accepts.
     * @return the reference's IR of it, in our model.
     */
    public static Ir fromSchema(final Path schema) throws Exception
    {
        return convert(referenceIr(schema));
    }

    /**
     * @return the reference implementation's own IR object, e.g. to write a {@code .sbeir} with its encoder.
     */
    public static uk.co.real_logic.sbe.ir.Ir referenceIr(final Path schema) throws Exception
    {
        final uk.co.real_logic.sbe.xml.ParserOptions options = uk.co.real_logic.sbe.xml.ParserOptions.builder()
            .stopOnError(true)
            .warningsFatal(false)
            .suppressOutput(true)
            .build();
        try (InputStream in = Files.newInputStream(schema))
        {
            final uk.co.real_logic.sbe.xml.MessageSchema messageSchema =
                uk.co.real_logic.sbe.xml.XmlSchemaParser.parse(in, options);
            return new uk.co.real_logic.sbe.xml.IrGenerator().generate(messageSchema, null);
        }
    }

    public static Ir convert(final uk.co.real_logic.sbe.ir.Ir ir)
    {
        final List<List<Token>> messages = new ArrayList<>();
        for (final List<uk.co.real_logic.sbe.ir.Token> message : ir.messages())
        {
            messages.add(convert(message));
        }
        return new Ir(
            ir.packageName(),
            ir.namespaceName(),
            ir.id(),
            ir.version(),
            ir.semanticVersion(),
            ir.description(),
            ir.byteOrder(),
            convert(ir.headerStructure().tokens()),
            messages);
    }

    public static List<Token> convert(final List<uk.co.real_logic.sbe.ir.Token> tokens)
    {
        final List<Token> result = new ArrayList<>(tokens.size());
        for (final uk.co.real_logic.sbe.ir.Token token : tokens)
        {
            result.add(convert(token));
        }
        return result;
    }

    public static Token convert(final uk.co.real_logic.sbe.ir.Token token)
    {
        return Token.builder()
            .signal(Signal.valueOf(token.signal().name()))
            .name(token.name())
            .referencedName(token.referencedName())
            .description(token.description())
            .id(token.id())
            .version(token.version())
            .deprecated(token.deprecated())
            .encodedLength(token.encodedLength())
            .offset(token.offset())
            .componentTokenCount(token.componentTokenCount())
            .encoding(convert(token.encoding()))
            .build();
    }

    private static Encoding convert(final uk.co.real_logic.sbe.ir.Encoding encoding)
    {
        final PrimitiveType type = encoding.primitiveType() == null ?
            null : PrimitiveType.valueOf(encoding.primitiveType().name());
        return Encoding.builder()
            .presence(Presence.valueOf(encoding.presence().name()))
            .primitiveType(type)
            .byteOrder(encoding.byteOrder())
            .minValue(convert(encoding.minValue(), type))
            .maxValue(convert(encoding.maxValue(), type))
            .nullValue(convert(encoding.nullValue(), type))
            .constValue(convert(encoding.constValue(), type))
            .characterEncoding(encoding.characterEncoding())
            .epoch(encoding.epoch())
            .timeUnit(encoding.timeUnit())
            .semanticType(encoding.semanticType())
            .build();
    }

    private static PrimitiveValue convert(final uk.co.real_logic.sbe.PrimitiveValue value, final PrimitiveType type)
    {
        if (value == null)
        {
            return null;
        }
        switch (value.representation())
        {
            case BYTE_ARRAY:
                return PrimitiveValue.ofChars(value.byteArrayValue(), value.characterEncoding());
            case DOUBLE:
                return PrimitiveValue.of(value.doubleValue(), type);
            default:
                return PrimitiveValue.of(value.longValue(), type);
        }
    }
}
