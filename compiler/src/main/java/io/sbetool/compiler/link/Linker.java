package io.sbetool.compiler.link;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.schema.Message;
import io.sbetool.compiler.schema.MessageSchema;
import io.sbetool.compiler.schema.Type;
import io.sbetool.ir.Suggestions;

import java.util.ArrayList;
import java.util.List;

/**
 * Resolves every name a schema uses, once: the types of fields, data and refs, group dimension
 * types, enum and set encoding types, valueRefs and the message header type. An unresolved name is
 * reported where it is written, with the closest known name, and left null in the linked model so
 * that validation can go on and report everything else in the same run.
 */
public final class Linker
{
    private Linker()
    {
    }

    public static LinkedSchema link(final MessageSchema schema, final Diagnostics diagnostics)
    {
        final DeclaredTypes declared = new DeclaredTypes(schema.types(), schema.location());
        final ValueRefs valueRefs = new ValueRefs(declared, diagnostics);
        final TypeLinker types = new TypeLinker(declared, diagnostics, valueRefs,
            new CompositeChains(declared, diagnostics).check(schema.types()));
        final List<LinkedType> linkedTypes = new ArrayList<>(schema.types().size());
        for (final Type type : schema.types())
        {
            linkedTypes.add(types.declaredType(type));
        }
        final BlockLinker blocks = new BlockLinker(types, valueRefs, diagnostics);
        final List<LinkedBlock> messages = new ArrayList<>(schema.messages().size());
        for (final Message message : schema.messages())
        {
            messages.add(blocks.block(message));
        }
        return new LinkedSchema(schema, linkedTypes, messages, header(schema, declared, types, diagnostics),
            types::resolve);
    }

    /** The header type must be declared: a primitive's name does not make a header. */
    private static LinkedType header(final MessageSchema schema, final DeclaredTypes declared, final TypeLinker types,
        final Diagnostics diagnostics)
    {
        final Type header = declared.declared(schema.headerType());
        if (header == null)
        {
            diagnostics.error(schema.location(), "the message header type '" + schema.headerType() +
                "' is not declared in <types>; declare a composite with blockLength, templateId, schemaId and version" +
                Suggestions.didYouMean(schema.headerType(), declared.declaredNames()));
            return null;
        }
        return types.declaredType(header);
    }
}
