package io.sbetool.compiler.generation.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The order in which a message's codec may be accessed: a state machine the access-order checks of every
 * target print. A state is where a codec is in the message: {@code NOT_WRAPPED} (0), then per acting
 * version {@code V<n>_BLOCK}, in a group {@code ..._<GROUP>_N} (count given, before the first
 * {@code next()}), {@code _N_BLOCK} (in an entry that is not the last), {@code _1_BLOCK} (in the last
 * entry), {@code _DONE} (past the group), {@code ..._<DATA>_DONE} (past a var-data element). Names follow
 * the reference implementation's, so messages read the same.
 *
 * @param states      the names of the states, by number; 0 is {@code NOT_WRAPPED}.
 * @param labels      per state, the accesses it allows, as messages name them, e.g. {@code "fuelFiguresCount(0)"}.
 * @param accesses    each access's transitions, by {@link Access#key}.
 * @param wrapStates  per version that has states, ascending, the state {@code wrap} at that acting version
 *                    (or a later one, up to the next listed) enters.
 * @param complete    the states in which a message is fully encoded.
 */
public record AccessOrder(
    List<String> states, List<List<String>> labels, Map<String, Access> accesses, Map<Integer, Integer> wrapStates,
    List<Integer> complete)
{
    /** State 0: before the first wrap. */
    public static final int NOT_WRAPPED = 0;

    /** What a codec method does to the state. */
    public enum Kind
    {
        /** A fixed field of a group entry. */
        FIELD,
        /** A group's count given (encoder) or read (decoder) as zero. */
        COUNT_ZERO,
        /** A group's count given or read as more than zero. */
        COUNT_MORE,
        /** {@code next()} to an entry that is not the last. */
        NEXT_MORE,
        /** {@code next()} to the last entry. */
        NEXT_LAST,
        /** {@code resetCountToIndex()} (encoder): the group ends at the entries written. */
        RESET,
        /** A var-data element's length read: the state does not change. */
        VAR_LENGTH,
        /** A var-data element written, read or skipped. */
        VAR_DATA
    }

    /** A move from state {@code from} to state {@code to}. */
    public record Transition(int from, int to)
    {
    }

    /**
     * One access of one element and where it may happen.
     *
     * @param kind        what it does.
     * @param path        the names of the groups it is in, outermost first (empty in the message's block).
     * @param element     the field, group or var-data element's schema name.
     * @param transitions from each state it is allowed in, the state it leads to.
     */
    public record Access(Kind kind, List<String> path, String element, List<Transition> transitions)
    {
        /** The state an access leaves unchanged, as a key of {@link #sourcesByTarget()}. */
        public static final int SAME_STATE = -1;

        /**
         * @return the states the access is allowed in (each once, in transition order), by the state it moves
         * them to ({@link #SAME_STATE} for those it leaves where they are): each target's case labels and its one
         * assignment, as the targets print a switch over the state.
         */
        public Map<Integer, List<Integer>> sourcesByTarget()
        {
            final Map<Integer, List<Integer>> byTarget = new LinkedHashMap<>();
            for (final Transition transition : transitions)
            {
                final int target = transition.from() == transition.to() ? SAME_STATE : transition.to();
                final List<Integer> sources = byTarget.computeIfAbsent(target, t -> new ArrayList<>());
                if (!sources.contains(transition.from()))
                {
                    sources.add(transition.from());
                }
            }
            return byTarget;
        }

        /** @return how the message and the maps name an access: {@code KIND:group/group/element}. */
        public static String key(final Kind kind, final List<String> path, final String element)
        {
            return kind + ":" + String.join("/", path) + (path.isEmpty() ? "" : "/") + element;
        }

        public String key()
        {
            return key(kind, path, element);
        }
    }

    /**
     * @return an element as messages name it, with the groups it is in: {@code performanceFigures.acceleration},
     * {@code legs.legNote}; in the message's block, its own name.
     */
    public static String qualified(final List<String> path, final String element)
    {
        return path.isEmpty() ? element : String.join(".", path) + "." + element;
    }

    /** @return the access, or null when the message has none of that kind for that element. */
    public Access access(final Kind kind, final List<String> path, final String element)
    {
        return accesses.get(Access.key(kind, path, element));
    }

    /** @return state {@code n}'s allowed accesses as messages list them: {@code "a(?)", "b(?)"}. */
    public String allowed(final int state)
    {
        final StringBuilder text = new StringBuilder();
        for (final String label : labels.get(state))
        {
            text.append(text.length() == 0 ? "" : ", ").append('"').append(label).append('"');
        }
        return text.toString();
    }
}
