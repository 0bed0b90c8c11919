package io.sbetool.compiler.compat;

import io.sbetool.compiler.link.LinkedBlock;
import io.sbetool.compiler.link.LinkedSchema;
import io.sbetool.compiler.schema.Block;
import io.sbetool.compiler.schema.Message;
import io.sbetool.compiler.schema.MessageSchema;

import java.util.List;
import java.util.Optional;

/**
 * Lists every change between two versions of a schema, each marked as breaking or safe for old
 * readers of new messages and new readers of old ones (the standard's rules for extending a schema,
 * 06SchemaExtensionMechanism). Works on two valid linked schemas and their layouts, not on generated
 * code, so it judges the wire format itself.
 */
public final class CompatibilityChecker
{
    private CompatibilityChecker()
    {
    }

    public static CompatReport check(final LinkedSchema oldSchema, final LinkedSchema newSchema)
    {
        final Changes changes = new Changes(oldSchema, newSchema);
        compareSchemas(changes);
        new TypeComparer(changes).compare();
        compareMessages(changes);
        compareVersion(changes);
        return new CompatReport(changes.found());
    }

    private static void compareSchemas(final Changes changes)
    {
        final MessageSchema was = changes.oldSchema.source();
        final MessageSchema is = changes.newSchema.source();
        if (was.id() != is.id())
        {
            changes.add(ChangeKind.SCHEMA_ID_CHANGED, "messageSchema", "schema id changed from " + was.id() + " to " +
                is.id() + ": readers of one do not accept messages of the other", was.location(), is.location());
        }
        if (!was.byteOrder().equals(is.byteOrder()))
        {
            changes.add(ChangeKind.BYTE_ORDER_CHANGED, "messageSchema", "byteOrder changed from " + was.byteOrder() +
                " to " + is.byteOrder(), was.location(), is.location());
        }
        if (Texts.differ(was.description(), is.description()))
        {
            changes.add(ChangeKind.DESCRIPTION_CHANGED, "messageSchema", "schema description changed",
                was.location(), is.location());
        }
    }

    private static void compareMessages(final Changes changes)
    {
        final List<LinkedBlock> newMessages = changes.newSchema.messages();
        for (final LinkedBlock oldMessage : changes.oldSchema.messages())
        {
            final Block was = oldMessage.source();
            final Optional<LinkedBlock> match = find(newMessages, was.name());
            if (match.isEmpty())
            {
                changes.add(ChangeKind.MESSAGE_REMOVED, was.name(), "message '" + was.name() + "' (id " + was.id() +
                    ") removed", was.location(), changes.newSchema.source().location());
                continue;
            }
            final Block is = match.get().source();
            if (was.id() != is.id())
            {
                changes.add(ChangeKind.MESSAGE_ID_CHANGED, is.name(), "message '" + is.name() + "' id changed from " +
                    was.id() + " to " + is.id(), was.location(), is.location());
            }
            new BlockComparer(changes).compare(is.name(), oldMessage, match.get());
            compareAttributes(changes, (Message)was, (Message)is);
        }
        for (final LinkedBlock newMessage : newMessages)
        {
            if (find(changes.oldSchema.messages(), newMessage.source().name()).isEmpty())
            {
                added(changes, newMessage.source());
            }
        }
    }

    private static void compareAttributes(final Changes changes, final Message was, final Message is)
    {
        if (Texts.differ(was.semanticType(), is.semanticType()))
        {
            changes.add(ChangeKind.SEMANTIC_TYPE_CHANGED, is.name(), "message '" + is.name() + "' semanticType changed",
                was.location(), is.location());
        }
        if (Texts.differ(was.description(), is.description()))
        {
            changes.add(ChangeKind.DESCRIPTION_CHANGED, is.name(), "message '" + is.name() + "' description changed",
                was.location(), is.location());
        }
    }

    /** A new message is safe unless it takes the template id of an old one, which old readers then misread. */
    private static void added(final Changes changes, final Block message)
    {
        final Optional<LinkedBlock> sameId = changes.oldSchema.messages().stream()
            .filter(old -> old.source().id() == message.id())
            .findFirst();
        if (sameId.isPresent())
        {
            final Block was = sameId.get().source();
            changes.add(ChangeKind.MESSAGE_ID_REUSED, message.name(), "message id " + message.id() + " of '" +
                was.name() + "' reused for a different message '" + message.name() + "'", was.location(),
                message.location());
        }
        else
        {
            changes.add(ChangeKind.MESSAGE_ADDED, message.name(), "message '" + message.name() + "' (id " +
                message.id() + ") added", changes.oldSchema.source().location(), message.location());
        }
    }

    /** Readers tell versions apart only by number, so any change to the wire needs a higher version. */
    private static void compareVersion(final Changes changes)
    {
        final MessageSchema was = changes.oldSchema.source();
        final MessageSchema is = changes.newSchema.source();
        if (is.version() > was.version())
        {
            changes.add(ChangeKind.VERSION_RAISED, "messageSchema", "version raised from " + was.version() + " to " +
                is.version(), was.location(), is.location());
        }
        else if (changes.found().stream().anyMatch(CompatibilityChecker::needsNewVersion))
        {
            changes.add(ChangeKind.VERSION_NOT_RAISED, "messageSchema", "the schema changed but its version " +
                is.version() + " is not above the old " + was.version() + "; raise the messageSchema version",
                was.location(), is.location());
        }
    }

    private static boolean needsNewVersion(final Change change)
    {
        return change.kind() != ChangeKind.DESCRIPTION_CHANGED && change.kind() != ChangeKind.SEMANTIC_TYPE_CHANGED;
    }

    private static Optional<LinkedBlock> find(final List<LinkedBlock> messages, final String name)
    {
        return messages.stream().filter(message -> message.source().name().equals(name)).findFirst();
    }
}
