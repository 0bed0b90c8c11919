package io.sbetool.compiler.ir;

import io.sbetool.compiler.link.LinkedBlock;
import io.sbetool.compiler.link.LinkedComposite;
import io.sbetool.compiler.link.LinkedSchema;
import io.sbetool.compiler.naming.PackageNames;
import io.sbetool.compiler.schema.MessageSchema;
import io.sbetool.ir.Ir;
import io.sbetool.ir.Token;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds the intermediate representation of a validated schema: the message header composite
 * ({@code messageHeader} or the schema's {@code headerType}) and the laid-out tokens of every message.
 */
public final class IrBuilder
{
    private IrBuilder()
    {
    }

    /**
     * @param linked a schema that linked and validated without errors.
     * @return its IR.
     * @throws IllegalArgumentException when the schema has no message header composite.
     */
    public static Ir build(final LinkedSchema linked)
    {
        final MessageSchema schema = linked.source();
        if (!(linked.header() instanceof LinkedComposite header))
        {
            throw new IllegalArgumentException(
                "the schema has no composite '" + schema.headerType() + "' for the message header");
        }
        final TypeTokens types = new TypeTokens(linked.layout(), schema.byteOrder());
        final TokenList headerTokens = new TokenList();
        types.emit(headerTokens, header, TypeUse.of(header.name(), 0, 0), null);

        final BlockTokens blocks = new BlockTokens(linked.layout(), types);
        final List<List<Token>> messages = new ArrayList<>(linked.messages().size());
        for (final LinkedBlock message : linked.messages())
        {
            messages.add(blocks.message(message));
        }
        return new Ir(
            // Generators see only the IR, so a missing package is filled in here, from the file name.
            schema.packageName() == null || schema.packageName().isBlank() ?
                PackageNames.fileStem(schema.sourceFile()) : schema.packageName(),
            null,
            schema.id(),
            schema.version(),
            schema.semanticVersion(),
            schema.description(),
            schema.byteOrder(),
            headerTokens.tokens(),
            messages);
    }

    /**
     * A size or offset of the layout as the int a token holds. Validation has held every one to what a
     * blockLength can carry (at most an int), so one that does not fit is a bug here, not a bad schema.
     */
    static int octets(final long layoutValue)
    {
        return Math.toIntExact(layoutValue);
    }
}
