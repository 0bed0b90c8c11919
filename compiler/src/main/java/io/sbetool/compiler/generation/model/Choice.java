package io.sbetool.compiler.generation.model;

/**
 * One choice of a set.
 *
 * @param bitPosition the bit it sets, 0 for the least significant.
 */
public record Choice(String name, String description, int sinceVersion, int deprecated, int bitPosition)
{
    public boolean isDeprecated()
    {
        return deprecated > 0;
    }
}
