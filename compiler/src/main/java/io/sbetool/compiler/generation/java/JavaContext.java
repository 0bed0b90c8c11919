package io.sbetool.compiler.generation.java;

import io.sbetool.compiler.generation.model.Block;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.MemberType;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.Schema;

import java.util.HashSet;
import java.util.Set;

/**
 * What every part of the Java generator shares for one schema: its codec model, the allocated class names
 * and the options.
 *
 * @param blockFieldComposites the names of the composites that are the type of a field of some message's or
 *                             group's block, the only ones a block's codec can attach ({@link BlockMemoryGenerator}).
 */
record JavaContext(Schema schema, CodecNames names, JavaOptions options, Set<String> blockFieldComposites)
{
    JavaContext
    {
        blockFieldComposites = Set.copyOf(blockFieldComposites);
    }

    JavaContext(final Schema schema, final CodecNames names, final JavaOptions options)
    {
        this(schema, names, options, blockFieldComposites(schema));
    }

    private static Set<String> blockFieldComposites(final Schema schema)
    {
        final Set<String> names = new HashSet<>();
        for (final Message message : schema.messages())
        {
            addBlockFieldComposites(message.block(), names);
        }
        return names;
    }

    private static void addBlockFieldComposites(final Block block, final Set<String> names)
    {
        for (final Member field : block.fields())
        {
            if (field.type() instanceof MemberType.CompositeRef composite)
            {
                names.add(composite.definition().name());
            }
        }
        for (final Group group : block.groups())
        {
            addBlockFieldComposites(group.block(), names);
        }
    }
}
