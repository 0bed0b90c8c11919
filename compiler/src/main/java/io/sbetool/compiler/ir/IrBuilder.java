package io.sbetool.compiler.ir;

import io.sbetool.compiler.schema.CompositeType;
import io.sbetool.compiler.schema.Message;
import io.sbetool.compiler.schema.MessageSchema;
import io.sbetool.compiler.naming.PackageNames;
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
     * @param schema a schema that loaded without errors (validation has resolved every type name).
     * @return its IR.
     * @throws IllegalArgumentException when the schema has no message header composite.
     */
    public static Ir build(final MessageSchema schema)
    {
        final TypeTokens types = new TypeTokens(schema);
        final CompositeType header = schema.header().orElseThrow(() -> new IllegalArgumentException(
            "the schema has no composite '" + schema.headerType() + "' for the message header"));
        final TokenList headerTokens = new TokenList();
        types.emit(headerTokens, header, TypeUse.of(header.name(), 0, 0), null);

        final BlockTokens blocks = new BlockTokens(schema, types);
        final List<List<Token>> messages = new ArrayList<>();
        for (final Message message : schema.messages())
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
}
