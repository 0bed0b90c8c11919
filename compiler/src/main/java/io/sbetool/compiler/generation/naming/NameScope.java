package io.sbetool.compiler.generation.naming;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The names taken in one scope of generated code (a namespace, a class's nested types...), allocating each
 * new name so that it clashes with none of them, by its {@link NameAllocator}'s rule. Names are allocated in
 * the order the caller asks, so the first element keeps its name and a later one is changed.
 */
public final class NameScope
{
    private final NameAllocator allocator;
    private final Set<String> taken = new HashSet<>();

    NameScope(final NameAllocator allocator)
    {
        this.allocator = allocator;
    }

    /**
     * Marks names as taken without allocating them, e.g. library classes generated code refers to.
     */
    public NameScope reserve(final Iterable<String> names)
    {
        for (final String name : names)
        {
            taken.add(allocator.clashKey(name));
        }
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
        String candidate = identifier;
        for (int attempt = 1; !free(candidate, suffixes); attempt++)
        {
            candidate = allocator.alternative(identifier, attempt);
        }
        for (final String suffix : suffixes)
        {
            taken.add(allocator.clashKey(candidate + suffix));
        }
        return candidate;
    }

    private boolean free(final String base, final List<String> suffixes)
    {
        for (final String suffix : suffixes)
        {
            if (taken.contains(allocator.clashKey(base + suffix)))
            {
                return false;
            }
        }
        return true;
    }
}
