package io.sbetool.encode;

/**
 * What a {@link ValueSource} holds for a name or element: the kinds of JSON value, which a map-like
 * source maps its Java objects onto.
 */
public enum ValueKind
{
    NULL, BOOLEAN, NUMBER, STRING, ARRAY, OBJECT
}
