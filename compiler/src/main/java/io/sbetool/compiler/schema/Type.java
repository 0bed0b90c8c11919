package io.sbetool.compiler.schema;

/**
 * An encoding declared with {@code <type>}, {@code <composite>}, {@code <enum>} or {@code <set>},
 * either directly in {@code <types>} or inline in a composite.
 */
public sealed interface Type extends CompositeMember permits EncodedType, CompositeType, EnumType, SetType
{
    String description();

    /** The attribute text as written, untrimmed like every text that no rule checks; null when absent. */
    String semanticType();
}
