package io.sbetool.compiler.generation.naming;

/**
 * One target language's rule for turning schema names into identifiers: how an arbitrary schema name is
 * made a valid, unreserved identifier, and how a name that clashes with one already taken in a scope is
 * changed. Each target has exactly one allocator, {@link JavaNameAllocator} or {@link CppNameAllocator}.
 *
 * <pre>{@code
 * NameAllocator cpp = new CppNameAllocator();
 * NameScope types = cpp.newScope();
 * types.allocate(cpp.identifier("errno"));   // "errno_"
 * types.allocate(cpp.identifier("Order"));   // "Order"
 * types.allocate(cpp.identifier("order"));   // "order_2": header files Order.h and order.h would clash
 * }</pre>
 */
public interface NameAllocator
{
    /**
     * @param schemaName any name from a schema.
     * @return a valid identifier of the language that is neither a keyword nor otherwise reserved.
     */
    String identifier(String schemaName);

    /**
     * @param identifier a valid identifier that clashes with a name already taken.
     * @param attempt    1 for the first alternative, 2 for the next...
     * @return the alternative to try, itself a valid identifier.
     */
    String alternative(String identifier, int attempt);

    /**
     * @return the key under which names are compared for clashes, e.g. the name in lower case where
     * generated files are named after identifiers and file systems may ignore case.
     */
    String clashKey(String identifier);

    /**
     * @return an empty scope whose names follow this allocator's rule.
     */
    default NameScope newScope()
    {
        return new NameScope(this, this::clashKey);
    }

    /**
     * @return an empty scope of the members or nested classes of one class, whose names are compared
     * exactly: they are not files, and the language tells {@code value} from {@code Value}.
     */
    default NameScope newMemberScope()
    {
        return new NameScope(this, name -> name);
    }
}
