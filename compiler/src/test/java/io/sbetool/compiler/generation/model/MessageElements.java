package io.sbetool.compiler.generation.model;

import io.sbetool.compiler.generation.model.AccessOrderWalk.Step;

import java.util.List;

/** Test side: the groups, blocks, fields and var data of a message that the steps of a walk name by path. */
public final class MessageElements
{
    private final Message message;

    public MessageElements(final Message message)
    {
        this.message = message;
    }

    /** @return the group at {@code path} (its name last), or null for the empty path. */
    public Group group(final List<String> path)
    {
        Block block = message.block();
        Group group = null;
        for (final String name : path)
        {
            group = block.groups().stream().filter(g -> g.name().equals(name)).findFirst().orElseThrow();
            block = group.block();
        }
        return group;
    }

    /** @return the message's block for the empty path, else the group's. */
    public Block block(final List<String> path)
    {
        return path.isEmpty() ? message.block() : group(path).block();
    }

    /** @return the field a FIELD step accesses. */
    public Member member(final Step step)
    {
        return block(step.path()).fields().stream().filter(field -> field.name().equals(step.element())).findFirst()
            .orElseThrow();
    }

    /** @return the var data a VAR_DATA or VAR_LENGTH step accesses. */
    public VarData varData(final Step step)
    {
        return block(step.path()).varData().stream().filter(data -> data.name().equals(step.element())).findFirst()
            .orElseThrow();
    }

    /** @return whether a FIELD step's field is a fixed array or char array. */
    public boolean isArray(final Step step)
    {
        return member(step).type() instanceof MemberType.Encoded encoded && encoded.encoding().isArray();
    }
}
