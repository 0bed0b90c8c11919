package io.sbetool.compiler.generation.model;

import io.sbetool.compiler.generation.model.AccessOrder.Access;
import io.sbetool.compiler.generation.model.AccessOrder.Kind;
import io.sbetool.compiler.generation.model.AccessOrder.Transition;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntPredicate;
import java.util.function.Predicate;

/**
 * Test side: every transition of a message's {@link AccessOrder} (the {@code wrap} at each acting version
 * included), a shortest path of accesses from {@code NOT_WRAPPED} to each state (breadth first), and for each
 * state the accesses the machine does not allow there. The tests of each target drive a codec along these
 * paths, so that each transition the generated checks print is taken once and each state refuses an access.
 */
public final class AccessOrderWalk
{
    /**
     * One access a test makes: a {@code wrap} at an acting version ({@code kind} null) or one of the model's.
     *
     * @param version the acting version of a wrap, else -1.
     */
    public record Step(Kind kind, List<String> path, String element, int version)
    {
        public static Step wrap(final int version)
        {
            return new Step(null, List.of(), "", version);
        }

        public static Step of(final Access access)
        {
            return new Step(access.kind(), access.path(), access.element(), -1);
        }

        public boolean isWrap()
        {
            return kind == null;
        }

        /** @return the groups the receiver of the access is, outermost first: empty for the message itself. */
        public List<String> receiver()
        {
            if (kind == Kind.NEXT_MORE || kind == Kind.NEXT_LAST || kind == Kind.RESET)
            {
                final List<String> group = new ArrayList<>(path);
                group.add(element);
                return group;
            }
            return path;
        }

        /** @return the group a count, next or reset acts on: its path with its name last. */
        public List<String> group()
        {
            final List<String> group = new ArrayList<>(path);
            group.add(element);
            return group;
        }

        public boolean isCount()
        {
            return kind == Kind.COUNT_ZERO || kind == Kind.COUNT_MORE;
        }

        public boolean isNext()
        {
            return kind == Kind.NEXT_MORE || kind == Kind.NEXT_LAST;
        }

        /** @return the other of a count's or next()'s two accesses, which the same call makes by its argument. */
        public Step partner()
        {
            final Kind other = switch (kind)
            {
                case COUNT_ZERO -> Kind.COUNT_MORE;
                case COUNT_MORE -> Kind.COUNT_ZERO;
                case NEXT_MORE -> Kind.NEXT_LAST;
                case NEXT_LAST -> Kind.NEXT_MORE;
                default -> kind;
            };
            return new Step(other, path, element, version);
        }

        @Override
        public String toString()
        {
            return isWrap() ? "wrap(" + version + ")" : kind + ":" + String.join("/", group());
        }
    }

    /** A transition: {@code step} taken in state {@code from} leads to state {@code to}. */
    public record Edge(int from, Step step, int to)
    {
    }

    private final AccessOrder order;
    private final List<Edge> edges = new ArrayList<>();
    private final Map<Integer, List<Step>> paths = new HashMap<>();

    private AccessOrderWalk(final AccessOrder order)
    {
        this.order = order;
        final Set<Edge> distinct = new LinkedHashSet<>();
        order.wrapStates().forEach((version, state) ->
            distinct.add(new Edge(AccessOrder.NOT_WRAPPED, Step.wrap(version), state)));
        for (final Access access : order.accesses().values())
        {
            for (final Transition transition : access.transitions())
            {
                distinct.add(new Edge(transition.from(), Step.of(access), transition.to()));
            }
        }
        edges.addAll(distinct);
        paths.putAll(pathsFrom(AccessOrder.NOT_WRAPPED));
    }

    /** @return the walk of {@code order}. */
    public static AccessOrderWalk of(final AccessOrder order)
    {
        return new AccessOrderWalk(order);
    }

    public AccessOrder order()
    {
        return order;
    }

    /** @return every distinct transition: the wraps first, then the model's accesses in their order. */
    public List<Edge> transitions()
    {
        return List.copyOf(edges);
    }

    /** @return the model's own count of transitions: each access's, plus one wrap per machine. */
    public static int modelTransitionCount(final AccessOrder order)
    {
        return order.wrapStates().size() + order.accesses().values().stream()
            .mapToInt(access -> (int)access.transitions().stream().distinct().count()).sum();
    }

    /**
     * @return a shortest list of accesses from {@code NOT_WRAPPED} that ends in {@code state}, without a
     * {@code resetCountToIndex()} where one without it exists.
     */
    public List<Step> pathTo(final int state)
    {
        final List<Step> path = paths.get(state);
        if (path == null)
        {
            throw new IllegalStateException("state " + order.states().get(state) + " cannot be reached");
        }
        return path;
    }

    /** @return the states no path reaches (none for a machine the builder made). */
    public List<Integer> unreachable()
    {
        final List<Integer> unreachable = new ArrayList<>();
        for (int state = 0; state < order.states().size(); state++)
        {
            if (!paths.containsKey(state))
            {
                unreachable.add(state);
            }
        }
        return unreachable;
    }

    /**
     * @return the model's accesses not allowed in {@code state} (wraps aside): var data first, then group
     * entries' fields, counts, next and reset, as a test prefers them (var data can be reached from any state).
     */
    public List<Step> disallowed(final int state)
    {
        final List<Step> steps = new ArrayList<>();
        for (final Access access : order.accesses().values())
        {
            if (access.transitions().stream().noneMatch(transition -> transition.from() == state))
            {
                steps.add(Step.of(access));
            }
        }
        steps.sort(Comparator.comparingInt(step -> preference(step.kind())));
        return steps;
    }

    /** @return whether {@code step} is allowed in {@code state}. */
    public boolean allows(final int state, final Step step)
    {
        return edges.stream().anyMatch(edge -> edge.from() == state && edge.step().equals(step));
    }

    /**
     * @return an access {@code state} refuses that a codec can make after {@code steps}, or null: one
     * {@code usable} says the codec has, whose receiver (the message, or a group's flyweight) the steps reached,
     * and where what is on the wire or the count left decides between two accesses (any {@code next()}, a
     * decoder's count) both refused; a decoder's count of a group its acting version lacks is read as empty,
     * without a check, so it is not used.
     */
    public Step refusal(
        final int state, final List<Step> steps, final Predicate<Step> usable, final boolean decoding,
        final MessageElements elements)
    {
        final List<Step> refused = disallowed(state);
        for (final Step step : refused)
        {
            if (usable.test(step) && usable(state, step, refused, steps, decoding, elements))
            {
                return step;
            }
        }
        return null;
    }

    /** A state, an access it refuses, and a path of accesses to the state that reaches the access's receiver. */
    public record Refusal(int state, Step step, List<Step> path)
    {
    }

    /**
     * @return for each of the model's accesses that {@code usable} says a codec has, a state among those
     * {@code drivable} takes that refuses it where {@link #refusal} could use it, with a path there: the
     * shortest, or for an access of a group's flyweight, the shortest through the first count of that group
     * that leads to one. So every check is shown to throw as well as to pass. An access no state refuses that
     * way is missing from the list.
     */
    public List<Refusal> refusalOfEachAccess(
        final Predicate<Step> usable, final boolean decoding, final MessageElements elements, final IntPredicate drivable)
    {
        final List<Refusal> refusals = new ArrayList<>();
        for (final Access access : order.accesses().values())
        {
            final Step step = Step.of(access);
            if (!usable.test(step))
            {
                continue;
            }
            final List<List<Step>> starts = new ArrayList<>();
            if (step.receiver().isEmpty())
            {
                starts.add(List.of());
            }
            for (final Edge edge : edges)
            {
                if (edge.step().isCount() && edge.step().group().equals(step.receiver()))
                {
                    final List<Step> start = new ArrayList<>(pathTo(edge.from()));
                    start.add(edge.step());
                    starts.add(start);
                }
            }
            final Refusal refusal = firstRefusal(step, starts, usable, decoding, elements, drivable);
            if (refusal != null)
            {
                refusals.add(refusal);
            }
        }
        return refusals;
    }

    private Refusal firstRefusal(
        final Step step, final List<List<Step>> starts, final Predicate<Step> usable, final boolean decoding,
        final MessageElements elements, final IntPredicate drivable)
    {
        for (final List<Step> start : starts)
        {
            final int from = replay(start);
            final Map<Integer, List<Step>> onward = pathsFrom(from);
            for (int state = 0; state < order.states().size(); state++)
            {
                if (!onward.containsKey(state) || !drivable.test(state))
                {
                    continue;
                }
                final List<Step> path = new ArrayList<>(start);
                path.addAll(onward.get(state));
                if (!path.stream().allMatch(each -> each.isWrap() || usable.test(each)))
                {
                    continue; // a step the codec has no method for (a Java decoder's resetCountToIndex())
                }
                final List<Step> refused = disallowed(state);
                if (refused.contains(step) && usable(state, step, refused, path, decoding, elements))
                {
                    return new Refusal(state, step, List.copyOf(path));
                }
            }
        }
        return null;
    }

    /** @return the state {@code steps} lead to from NOT_WRAPPED. */
    public int replay(final List<Step> steps)
    {
        int state = AccessOrder.NOT_WRAPPED;
        for (final Step step : steps)
        {
            final int from = state;
            state = edges.stream().filter(edge -> edge.from() == from && edge.step().equals(step)).findFirst()
                .orElseThrow(() -> new IllegalStateException(step + " not allowed")).to();
        }
        return state;
    }

    /** @return the accesses {@link #refusalOfEachAccess} could name, that {@code usable} says a codec has. */
    public List<Step> accesses(final Predicate<Step> usable)
    {
        return order.accesses().values().stream().map(Step::of).filter(usable).toList();
    }

    private boolean usable(
        final int state, final Step step, final List<Step> refused, final List<Step> steps, final boolean decoding,
        final MessageElements elements)
    {
        if (!reached(step.receiver(), steps))
        {
            return false;
        }
        final boolean count = step.isCount();
        return !((step.isNext() || count && decoding) && (!refused.contains(step.partner()) ||
            count && elements.group(step.group()).sinceVersion() > versionOf(state)));
    }

    /** @return whether the flyweight of group {@code receiver} (empty: the message) was reached by {@code steps}. */
    private static boolean reached(final List<String> receiver, final List<Step> steps)
    {
        return receiver.isEmpty() || steps.stream().anyMatch(step -> step.isCount() && step.group().equals(receiver));
    }

    /**
     * @return how the checks of every target name an access in a message, in the reference's words;
     * {@code countVerb} is {@code encode} or {@code decode}.
     */
    public static String what(final Step step, final String countVerb)
    {
        // as the targets name them: an element inside groups with the groups' path (AccessOrder.qualified)
        final String named = AccessOrder.qualified(step.path(), step.element());
        return switch (step.kind())
        {
            case FIELD, VAR_DATA -> "Cannot access field \"" + named + "\"";
            case COUNT_ZERO, COUNT_MORE -> "Cannot " + countVerb + " count of repeating group \"" + named + "\"";
            case NEXT_MORE, NEXT_LAST -> "Cannot access next element in repeating group \"" + named + "\"";
            case RESET -> "Cannot reset count of repeating group \"" + named + "\"";
            case VAR_LENGTH -> "Cannot decode length of var data \"" + named + "\"";
        };
    }

    private static int preference(final Kind kind)
    {
        return switch (kind)
        {
            case VAR_DATA -> 0;
            case VAR_LENGTH -> 1;
            case FIELD -> 2;
            case COUNT_ZERO, COUNT_MORE -> 3;
            case NEXT_MORE, NEXT_LAST -> 4;
            case RESET -> 5;
        };
    }

    /**
     * @return a shortest path from {@code start} to each state it reaches, taking resetCountToIndex() only where
     * nothing else reaches the state: Java decoders have none.
     */
    private Map<Integer, List<Step>> pathsFrom(final int start)
    {
        final Map<Integer, List<Step>> found = breadthFirst(start, kind -> kind != Kind.RESET);
        breadthFirst(start, kind -> true).forEach(found::putIfAbsent);
        return found;
    }

    /** @return a shortest path of accesses of the kinds {@code usable} from {@code start} to each state it reaches. */
    private Map<Integer, List<Step>> breadthFirst(final int start, final Predicate<Kind> usable)
    {
        final Map<Integer, List<Step>> found = new HashMap<>();
        found.put(start, List.of());
        final Deque<Integer> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty())
        {
            final int state = queue.removeFirst();
            for (final Edge edge : edges)
            {
                if (edge.from() == state && !found.containsKey(edge.to()) && (edge.step().isWrap() || usable.test(edge.step().kind())))
                {
                    final List<Step> path = new ArrayList<>(found.get(state));
                    path.add(edge.step());
                    found.put(edge.to(), List.copyOf(path));
                    queue.addLast(edge.to());
                }
            }
        }
        return found;
    }

    /**
     * @return the count to give (or write) at the count step {@code index} of {@code steps}: the number of
     * {@code next()} of that group up to its next count, one more when the last of them is not the last entry's
     * (or there is none after a count of more than zero), 0 for a count of zero.
     */
    public static int countAt(final List<Step> steps, final int index)
    {
        final Step count = steps.get(index);
        if (count.kind() == Kind.COUNT_ZERO)
        {
            return 0;
        }
        int nexts = 0;
        boolean last = false;
        for (int i = index + 1; i < steps.size(); i++)
        {
            final Step step = steps.get(i);
            if (step.isWrap() || !step.group().equals(count.group()))
            {
                continue;
            }
            if (step.isCount())
            {
                break;
            }
            if (step.isNext())
            {
                nexts++;
                last = step.kind() == Kind.NEXT_LAST;
            }
        }
        return last ? nexts : nexts + 1;
    }

    /** @return the acting version a state belongs to, from its name {@code V<n>_...}; -1 for NOT_WRAPPED. */
    public int versionOf(final int state)
    {
        final String name = order.states().get(state);
        return state == AccessOrder.NOT_WRAPPED ? -1 : Integer.parseInt(name.substring(1, name.indexOf('_')));
    }
}
