package io.sbetool.compiler.generation.model;

/**
 * A named type of the schema: a composite, an enum or a set. Each target generates one or more types
 * for it (an enum class, an encoder and decoder pair...).
 */
public sealed interface TypeDef permits CompositeDef, EnumDef, SetDef
{
    /**
     * @return the type's name in the schema.
     */
    String name();

    /**
     * @return its description, or null.
     */
    String description();

    int sinceVersion();

    /**
     * @return the version it was deprecated in, 0 when it is not.
     */
    int deprecated();

    default boolean isDeprecated()
    {
        return deprecated() > 0;
    }
}
