package io.sbetool.compiler.link;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.schema.CompositeMember;
import io.sbetool.compiler.schema.CompositeType;
import io.sbetool.compiler.schema.Ref;
import io.sbetool.compiler.schema.Type;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Follows the {@code <ref>}s from composite to composite before anything is linked. A composite that
 * contains itself through refs would have infinite size, and a chain of refs too deep would exhaust
 * the stack of every later stage that descends into composites; both are reported, and the ref that
 * closes the cycle or passes the depth limit is cut, so that the linked model is a shallow tree.
 * The walk keeps its own stack, so that a chain thousands of composites deep cannot overflow the
 * Java stack here either.
 */
final class CompositeChains
{
    /** Deeper than any real schema nests composites (a handful of levels), shallow enough for any stack. */
    static final int MAX_DEPTH = 64;

    private final DeclaredTypes declared;
    private final Diagnostics diagnostics;
    /** Finished composites by name, with the depth of composites below and including them. */
    private final Map<String, Integer> depths = new HashMap<>();
    /** Finished composites that had a ref cut for depth: their users' refs to them are cut silently. */
    private final Set<String> tooDeep = new HashSet<>();
    private final Set<Ref> cut = Collections.newSetFromMap(new IdentityHashMap<>());

    CompositeChains(final DeclaredTypes declared, final Diagnostics diagnostics)
    {
        this.declared = declared;
        this.diagnostics = diagnostics;
    }

    /** @return the refs that must not be followed. */
    Set<Ref> check(final List<Type> types)
    {
        for (final Type type : types)
        {
            if (type instanceof CompositeType composite && composite.name() != null &&
                !depths.containsKey(composite.name()))
            {
                walk(composite);
            }
        }
        return cut;
    }

    /** A depth-first walk in document order from one composite; each composite is finished once. */
    private void walk(final CompositeType root)
    {
        final Deque<Frame> stack = new ArrayDeque<>();
        final List<String> path = new ArrayList<>();
        final Map<String, Integer> onPath = new HashMap<>();
        stack.push(new Frame(root));
        path.add(root.name());
        onPath.put(root.name(), 0);
        while (!stack.isEmpty())
        {
            final Frame frame = stack.peek();
            if (frame.next == frame.refs.size())
            {
                stack.pop();
                onPath.remove(path.remove(path.size() - 1));
                finish(frame);
                continue;
            }
            final Ref ref = frame.refs.get(frame.next++);
            final CompositeType target = compositeOf(ref);
            if (target == null || depths.containsKey(target.name()))
            {
                continue;
            }
            final Integer start = onPath.get(target.name());
            if (start != null)
            {
                reportCycle(ref, target, path.subList(start, path.size()));
                continue;
            }
            stack.push(new Frame(target));
            onPath.put(target.name(), path.size());
            path.add(target.name());
        }
    }

    private void reportCycle(final Ref ref, final CompositeType target, final List<String> cyclePath)
    {
        final List<String> cycle = new ArrayList<>(cyclePath);
        cycle.add(target.name());
        diagnostics.error(ref.location(), "ref '" + ref.name() + "' makes composite '" + target.name() +
            "' contain itself (" + String.join(" -> ", cycle) + "); break the cycle of refs");
        cut.add(ref);
    }

    /** Every ref below the frame's composite has been walked: its depth is now known. */
    private void finish(final Frame frame)
    {
        int depth = 1;
        boolean deep = false;
        for (final Ref ref : frame.refs)
        {
            final CompositeType target = compositeOf(ref);
            if (target == null || cut.contains(ref))
            {
                continue;
            }
            final int below = depths.get(target.name());
            if (tooDeep.contains(target.name()))
            {
                cut.add(ref);
                deep = true;
            }
            else if (below + 1 > MAX_DEPTH)
            {
                diagnostics.error(ref.location(), "ref '" + ref.name() + "' to composite '" + target.name() +
                    "' nests composites more than " + MAX_DEPTH + " deep; shorten the chain of refs");
                cut.add(ref);
                deep = true;
            }
            else
            {
                depth = Math.max(depth, below + 1);
            }
        }
        depths.put(frame.composite.name(), depth);
        if (deep)
        {
            tooDeep.add(frame.composite.name());
        }
    }

    private CompositeType compositeOf(final Ref ref)
    {
        return declared.declared(ref.type()) instanceof CompositeType composite ? composite : null;
    }

    /** A composite being walked: its refs, those of inline composites included, and the next one to follow. */
    private static final class Frame
    {
        private final CompositeType composite;
        private final List<Ref> refs = new ArrayList<>();
        private int next;

        Frame(final CompositeType composite)
        {
            this.composite = composite;
            collectRefs(composite);
        }

        private void collectRefs(final CompositeType inner)
        {
            for (final CompositeMember member : inner.members())
            {
                if (member instanceof Ref ref)
                {
                    refs.add(ref);
                }
                else if (member instanceof CompositeType inline)
                {
                    collectRefs(inline);
                }
            }
        }
    }
}
