package io.sbetool.compiler.link;

import io.sbetool.compiler.schema.Field;

/**
 * A field and its type.
 *
 * @param type     null when the type name is missing or resolves to nothing (reported).
 * @param valueRef the enum value of a {@code valueRef}, or null when there is none or it does not resolve.
 */
public record LinkedField(Field source, LinkedType type, ValueRef valueRef) implements LinkedBlockMember
{
}
