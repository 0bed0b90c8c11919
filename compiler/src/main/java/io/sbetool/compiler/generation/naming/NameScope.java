package io.sbetool.compiler.generation.naming;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The names taken in one scope of generated code (a namespace, a class's nested types...), allocating each
 * new name so that it clashes with none of them, by its {@link NameAllocator}'s rule. Names are allocated in
 * the order the caller asks, so the first element keeps its name and a later one is changed.
 */
public final class NameScope
{
    private final NameAllocator allocator;
    private final UnaryOperator<String> clashKey;
    private final Set<String> taken = new HashSet<>();
    private Predicate<String> takenWhere = name -> false;

    /**
     * @param clashKey the key under which names are compared: the allocator's, or the name itself.
     */
    NameScope(final NameAllocator allocator, final UnaryOperator<String> clashKey)
    {
        this.allocator = allocator;
        this.clashKey = clashKey;
    }

    /**
     * Marks names as taken without allocating them, e.g. library classes generated code refers to.
     */
    public NameScope reserve(final Iterable<String> names)
    {
        for (final String name : names)
        {
            taken.add(clashKey.apply(name));
        }
        return this;
    }

    /**
     * Marks every name that matches as taken, e.g. names with a prefix generated code keeps for itself.
     */
    public NameScope reserveWhere(final Predicate<String> names)
    {
        takenWhere = takenWhere.or(names);
        return this;
    }

    /**
     * @param identifier a valid identifier, from {@link NameAllocator#identifier}.
     * @return the identifier, or its first alternative that is free; now taken.
     */
    public String allocate(final String identifier)
    {
        return allocate(identifier, List.of(""));
    }

    /**
     * Allocates a base name for several names built from it, e.g. {@code Car} for {@code CarEncoder} and
     * {@code CarDecoder}: the base is changed until every one of them is free.
     *
     * @param suffixes appended to the base to make each name; all of them are taken.
     * @return the base.
     */
    public String allocate(final String identifier, final List<String> suffixes)
    {
        return allocateWith(identifier, base ->
        {
            final List<String> names = new ArrayList<>(suffixes.size());
            suffixes.forEach(suffix -> names.add(base + suffix));
            return names;
        });
    }

    /**
     * Allocates a base name for all the names generated code derives from it, e.g. {@code price} for the
     * accessors {@code price()}, {@code priceId()} and {@code getPriceAsString()}: the base is changed until
     * every derived name is free.
     *
     * @param derived the names made from a candidate base; all of them are taken.
     * @return the base.
     */
    public String allocateWith(final String identifier, final Function<String, List<String>> derived)
    {
        String candidate = identifier;
        for (int attempt = 1; !free(derived.apply(candidate)); attempt++)
        {
            candidate = allocator.alternative(identifier, attempt);
        }
        for (final String name : derived.apply(candidate))
        {
            taken.add(clashKey.apply(name));
        }
        return candidate;
    }

    private boolean free(final List<String> names)
    {
        for (final String name : names)
        {
            if (taken.contains(clashKey.apply(name)) || takenWhere.test(name))
            {
                return false;
            }
        }
        return true;
    }
}
