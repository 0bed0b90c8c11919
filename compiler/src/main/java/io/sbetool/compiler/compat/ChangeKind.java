package io.sbetool.compiler.compat;

import java.util.Locale;

/**
 * Every kind of difference the checker reports, and whether it breaks old readers of new messages or
 * new readers of old ones. The JSON names ({@link #jsonName()}) are part of the documented output.
 */
public enum ChangeKind
{
    SCHEMA_ID_CHANGED(true),
    BYTE_ORDER_CHANGED(true),
    VERSION_NOT_RAISED(true),
    HEADER_CHANGED(true),
    MESSAGE_REMOVED(true),
    MESSAGE_ID_CHANGED(true),
    MESSAGE_ID_REUSED(true),
    BLOCK_LENGTH_REDUCED(true),
    MEMBER_REMOVED(true),
    MEMBER_MOVED(true),
    MEMBER_RETYPED(true),
    MEMBER_RESIZED(true),
    MEMBER_VERSION_CHANGED(true),
    PRESENCE_CHANGED(true),
    MEMBER_ADDED_WITHOUT_VERSION(true),
    MEMBER_ADDED_NOT_AT_END(true),
    DIMENSION_CHANGED(true),
    ENUM_VALUE_REMOVED(true),
    ENUM_VALUE_RENUMBERED(true),
    SET_CHOICE_REMOVED(true),
    SET_CHOICE_RENUMBERED(true),
    ENCODING_CHANGED(true),
    MESSAGE_ADDED(false),
    MEMBER_ADDED(false),
    ENUM_VALUE_ADDED(false),
    SET_CHOICE_ADDED(false),
    DESCRIPTION_CHANGED(false),
    SEMANTIC_TYPE_CHANGED(false),
    VERSION_RAISED(false);

    private final boolean breaking;

    ChangeKind(final boolean breaking)
    {
        this.breaking = breaking;
    }

    public boolean breaking()
    {
        return breaking;
    }

    /** The name in JSON output: lower case with dashes, e.g. {@code member-removed}. */
    public String jsonName()
    {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
