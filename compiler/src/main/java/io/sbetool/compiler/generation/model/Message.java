package io.sbetool.compiler.generation.model;

/**
 * A message.
 *
 * @param id           its template id.
 * @param semanticType its semanticType, or null.
 * @param block        its root block and what follows it.
 */
public record Message(
    String name, int id, String description, int sinceVersion, int deprecated, String semanticType, Block block)
{
    public boolean isDeprecated()
    {
        return deprecated > 0;
    }
}
