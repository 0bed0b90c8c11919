package io.sbetool.compiler.roundtrip;

import io.sbetool.compiler.generation.java.JavaNames;

import java.util.Set;

/**
 * How a family of generated Java codecs names its accessors. Both ours and the reference implementation's
 * use the schema name with a lower-case first letter; they differ in which names get a trailing {@code _}.
 */
enum Api
{
    /**
     * Our generator: {@link JavaNames#propertyName} (invalid characters, keywords), plus the names the
     * codecs use for their own methods ({@code limit}, {@code count}, {@code next}, ...).
     */
    OURS
    {
        @Override
        String accessor(final String schemaName)
        {
            final String name = JavaNames.propertyName(schemaName);
            return OUR_RESERVED.contains(name) ? name + "_" : name;
        }
    },

    /**
     * The reference implementation: lower-case first letter, {@code _} after a Java keyword (the
     * {@code sbe.keyword.append.token} it is generated with).
     */
    REFERENCE
    {
        @Override
        String accessor(final String schemaName)
        {
            final String name = JavaNames.uncapitalize(schemaName);
            return uk.co.real_logic.sbe.ValidationUtil.isJavaKeyword(name) ? name + "_" : name;
        }
    };

    /**
     * Mirrors the generator's list of method names that members must not take (kept here, not shared, so
     * a change to the generated API shows up as a failing test).
     */
    private static final Set<String> OUR_RESERVED = Set.of(
        "buffer", "offset", "wrap", "limit", "encodedLength", "toString", "appendTo", "hashCode", "equals",
        "getClass", "notify", "notifyAll", "wait", "clone", "finalize", "count", "hasNext", "next", "iterator",
        "remove", "forEachRemaining", "forEach", "spliterator", "actingBlockLength", "actingVersion", "sbeSkip",
        "clear", "rawValue", "isEmpty", "wrapAndApplyHeader", "index", "parentMessage");

    /**
     * @return the accessor of a field, composite member, set choice, group or var-data element.
     */
    abstract String accessor(String schemaName);

    /**
     * @return e.g. {@code putManufacturer}, {@code getManufacturer} for var data.
     */
    String prefixed(final String prefix, final String schemaName)
    {
        return prefix + JavaNames.capitalize(accessor(schemaName));
    }
}
