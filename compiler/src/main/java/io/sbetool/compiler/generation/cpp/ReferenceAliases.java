package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.naming.CppNames;
import io.sbetool.compiler.generation.text.Printer;

import java.util.Set;
import java.util.regex.Pattern;

/**
 * The reference implementation names a few accessors after the schema's spelling rather than its usual
 * lower-camel-case one: a group's id ({@code EntriesId()}) and every field's, composite member's and var
 * data's meta attributes ({@code TransactTimeMetaAttribute()}). These aliases, printed beside our own names,
 * let programs written against it compile.
 */
final class ReferenceAliases
{
    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z][A-Za-z0-9_]*");

    private static final String ID = """

        static constexpr ::std::uint16_t $alias$() noexcept
        {
            return $id$;
        }
        """;

    private static final String META_ATTRIBUTE = """

        static const char *$alias$(const MetaAttribute metaAttribute) noexcept
        {
            return $name$MetaAttribute(metaAttribute);
        }
        """;

    private ReferenceAliases()
    {
    }

    /** Prints {@code <SchemaName>Id()} for a group whose id has an alias. */
    static void printId(final Printer p, final String schemaName, final String name, final int id,
        final Set<String> classNames)
    {
        final String alias = alias(schemaName, name, "Id", classNames);
        if (id >= 0 && alias != null)
        {
            p.set("alias", alias).set("id", id).print(ID);
        }
    }

    /**
     * Prints {@code <SchemaName>MetaAttribute(MetaAttribute)} beside {@code <name>MetaAttribute}, for a schema
     * name in upper camel case only: one our naming changed otherwise (a keyword, a clash) might spell
     * another member's accessor.
     */
    static void printMetaAttribute(final Printer p, final String schemaName, final String name,
        final Set<String> classNames)
    {
        final String alias = alias(schemaName, name, "MetaAttribute", classNames);
        if (alias != null && Character.isUpperCase(schemaName.charAt(0)))
        {
            p.set("alias", alias).set("name", name).print(META_ATTRIBUTE);
        }
    }

    /**
     * @param classNames the classes in scope: the only other upper-case names we emit, which an alias must
     *                   not reuse.
     * @return the alias, or null when the spelling is ours already, is not an identifier or names a class.
     */
    private static String alias(final String schemaName, final String name, final String suffix,
        final Set<String> classNames)
    {
        final String alias = schemaName + suffix;
        // A member renamed for a clash (value_2 beside value) gets no alias: its schema spelling may be the
        // other member's, whose accessors already use the alias's lower-case twin.
        if (schemaName.equals(name) || !name.equals(CppNames.memberIdentifier(schemaName)) ||
            !IDENTIFIER.matcher(schemaName).matches() || classNames.contains(alias))
        {
            return null;
        }
        return alias;
    }
}
