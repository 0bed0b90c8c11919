package io.sbetool.compiler.generation.model;

/**
 * A repeating group: a dimension header, then {@code numInGroup} entries of {@code block}.
 */
public record Group(String name, int id, String description, int sinceVersion, int deprecated, Dimension dimension, Block block)
{
    public boolean isDeprecated()
    {
        return deprecated > 0;
    }
}
