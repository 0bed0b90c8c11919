package io.sbetool.compiler.generation.model;

import io.sbetool.compiler.generation.model.AccessOrder.Access;
import io.sbetool.compiler.generation.model.AccessOrder.Kind;
import io.sbetool.compiler.generation.model.AccessOrder.Transition;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Builds a message's {@link AccessOrder} by walking its block as SBE lays it out: fixed fields, then groups
 * (each entry's own block, groups and var data, walked twice: for an entry that is not the last and for the
 * last, as they differ in what may follow), then var data. The walk keeps the set of states the next element
 * may be reached from.
 */
public final class AccessOrderBuilder
{
    private final List<String> states = new ArrayList<>();
    private final List<List<String>> labels = new ArrayList<>();
    private final Map<String, Kind> kinds = new LinkedHashMap<>();
    private final Map<String, List<String>> paths = new LinkedHashMap<>();
    private final Map<String, String> elements = new LinkedHashMap<>();
    private final Map<String, List<Transition>> transitions = new LinkedHashMap<>();
    private final Map<Integer, Integer> wrapStates = new TreeMap<>();
    private final List<Integer> complete = new ArrayList<>();

    private AccessOrderBuilder()
    {
        state("NOT_WRAPPED");
    }

    /** @return the access order an encoder follows: the message at the schema's version alone. */
    public static AccessOrder forEncoder(final Message message, final int schemaVersion)
    {
        return build(message, List.of(versions(message, schemaVersion).last()));
    }

    /**
     * @return the access order a decoder follows: one machine per version at which the message's
     * layout changes, entered by {@code wrap} at the acting version.
     */
    public static AccessOrder forDecoder(final Message message, final int schemaVersion)
    {
        return build(message, List.copyOf(versions(message, schemaVersion)));
    }

    private static AccessOrder build(final Message message, final List<Integer> versions)
    {
        final AccessOrderBuilder builder = new AccessOrderBuilder();
        for (final int version : versions)
        {
            builder.labels.get(AccessOrder.NOT_WRAPPED).add("wrap(version=" + version + ")");
        }
        for (final int version : versions)
        {
            final int block = builder.state("V" + version + "_BLOCK");
            builder.wrapStates.put(version, block);
            for (final Member field : message.block().fields())
            {
                if (field.sinceVersion() <= version)
                {
                    builder.labels.get(block).add(field.name() + "(?)");
                }
            }
            builder.complete.addAll(builder.rest(message.block(), version, "V" + version + "_", List.of(), Set.of(block)));
        }
        final Map<String, Access> accesses = new LinkedHashMap<>();
        builder.transitions.forEach((key, list) ->
            accesses.put(key, new Access(builder.kinds.get(key), builder.paths.get(key), builder.elements.get(key), list)));
        final List<List<String>> labels = new ArrayList<>();
        builder.labels.forEach(list -> labels.add(List.copyOf(list)));
        return new AccessOrder(List.copyOf(builder.states), List.copyOf(labels), accesses, builder.wrapStates,
            List.copyOf(builder.complete));
    }

    /** The versions whose layouts differ: 0 and each sinceVersion in the message up to the schema's. */
    private static TreeSet<Integer> versions(final Message message, final int schemaVersion)
    {
        final TreeSet<Integer> versions = new TreeSet<>();
        versions.add(0);
        addVersions(message.block(), schemaVersion, versions);
        return versions;
    }

    private static void addVersions(final Block block, final int schemaVersion, final Set<Integer> versions)
    {
        block.fields().forEach(field -> versions.add(Math.min(field.sinceVersion(), schemaVersion)));
        block.varData().forEach(data -> versions.add(Math.min(data.sinceVersion(), schemaVersion)));
        for (final Group group : block.groups())
        {
            versions.add(Math.min(group.sinceVersion(), schemaVersion));
            addVersions(group.block(), schemaVersion, versions);
        }
    }

    /**
     * Walks the groups and var data of a block at one version.
     *
     * @param from the states in which the block's fixed fields are done.
     * @return the states in which the block is done.
     */
    private Set<Integer> rest(
        final Block block, final int version, final String prefix, final List<String> path, final Set<Integer> from)
    {
        Set<Integer> current = from;
        for (final Group group : block.groups())
        {
            if (group.sinceVersion() <= version)
            {
                current = group(group, version, prefix, path, current);
            }
            else
            {
                // Not on the wire at this acting version: a decoder reads its count as 0 and stays where it is.
                for (final int state : current)
                {
                    move(Kind.COUNT_ZERO, path, group.name(), state, state, null);
                }
            }
        }
        for (final VarData data : block.varData())
        {
            current = varData(data, version, prefix, path, current);
        }
        return current;
    }

    private Set<Integer> group(
        final Group group, final int version, final String prefix, final List<String> path, final Set<Integer> from)
    {
        final String statePrefix = prefix + group.name().toUpperCase(java.util.Locale.ROOT) + "_";
        final int counted = state(statePrefix + "N");
        final int entry = state(statePrefix + "N_BLOCK");
        final int last = state(statePrefix + "1_BLOCK");
        final int done = state(statePrefix + "DONE");
        final String label = label(path, group.name());
        for (final int state : from)
        {
            move(Kind.COUNT_ZERO, path, group.name(), state, done, label + "Count(0)");
            move(Kind.COUNT_MORE, path, group.name(), state, counted, label + "Count(>0)");
        }
        final List<String> inner = new ArrayList<>(path);
        inner.add(group.name());
        for (final Member field : group.block().fields())
        {
            move(Kind.FIELD, inner, field.name(), entry, entry, label(inner, field.name()) + "(?)");
            move(Kind.FIELD, inner, field.name(), last, last, label(inner, field.name()) + "(?)");
        }
        final Set<Integer> entryDone = rest(group.block(), version, statePrefix + "N_", inner, Set.of(entry));
        final Set<Integer> lastDone = rest(group.block(), version, statePrefix + "1_", inner, Set.of(last));
        final Set<Integer> beforeNext = new LinkedHashSet<>();
        beforeNext.add(counted);
        beforeNext.addAll(entryDone);
        for (final int state : beforeNext)
        {
            move(Kind.NEXT_MORE, path, group.name(), state, entry, label + ".next()");
            move(Kind.NEXT_LAST, path, group.name(), state, last, null);
        }
        final Set<Integer> resettable = new LinkedHashSet<>(beforeNext);
        resettable.addAll(lastDone);
        resettable.add(done);
        for (final int state : resettable)
        {
            move(Kind.RESET, path, group.name(), state, done, label + ".resetCountToIndex()");
        }
        final Set<Integer> after = new LinkedHashSet<>(lastDone);
        after.add(done);
        return after;
    }

    private Set<Integer> varData(
        final VarData data, final int version, final String prefix, final List<String> path, final Set<Integer> from)
    {
        final String label = label(path, data.name());
        if (data.sinceVersion() > version)
        {
            // Not on the wire at this acting version: reading it reads nothing and moves nowhere.
            for (final int state : from)
            {
                move(Kind.VAR_LENGTH, path, data.name(), state, state, null);
                move(Kind.VAR_DATA, path, data.name(), state, state, null);
            }
            return from;
        }
        final int done = state(prefix + data.name().toUpperCase(java.util.Locale.ROOT) + "_DONE");
        for (final int state : from)
        {
            move(Kind.VAR_LENGTH, path, data.name(), state, state, label + "Length()");
            move(Kind.VAR_DATA, path, data.name(), state, done, label + "(?)");
        }
        return Set.of(done);
    }

    private static String label(final List<String> path, final String name)
    {
        return AccessOrder.qualified(path, name);
    }

    private int state(final String name)
    {
        states.add(name);
        labels.add(new ArrayList<>());
        return states.size() - 1;
    }

    /** Records that {@code kind} of an element leads from one state to another, listing it under {@code label}. */
    private void move(
        final Kind kind, final List<String> path, final String element, final int from, final int to, final String label)
    {
        final String key = Access.key(kind, path, element);
        kinds.putIfAbsent(key, kind);
        paths.putIfAbsent(key, List.copyOf(path));
        elements.putIfAbsent(key, element);
        transitions.computeIfAbsent(key, k -> new ArrayList<>()).add(new Transition(from, to));
        if (label != null && !labels.get(from).contains(label))
        {
            labels.get(from).add(label);
        }
    }
}
