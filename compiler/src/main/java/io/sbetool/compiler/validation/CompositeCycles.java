package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.schema.CompositeMember;
import io.sbetool.compiler.schema.CompositeType;
import io.sbetool.compiler.schema.MessageSchema;
import io.sbetool.compiler.schema.Ref;
import io.sbetool.compiler.schema.Type;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** A composite that contains itself through refs would have infinite size; find such cycles. */
final class CompositeCycles
{
    private final MessageSchema schema;
    private final Diagnostics diagnostics;
    private final Set<String> finished = new HashSet<>();

    CompositeCycles(final MessageSchema schema, final Diagnostics diagnostics)
    {
        this.schema = schema;
        this.diagnostics = diagnostics;
    }

    void check()
    {
        for (final Type type : schema.types())
        {
            if (type instanceof CompositeType composite && composite.name() != null)
            {
                visit(composite, new ArrayList<>());
            }
        }
    }

    private void visit(final CompositeType composite, final List<String> path)
    {
        if (finished.contains(composite.name()))
        {
            return;
        }
        path.add(composite.name());
        walkMembers(composite, path);
        path.remove(path.size() - 1);
        finished.add(composite.name());
    }

    private void walkMembers(final CompositeType composite, final List<String> path)
    {
        for (final CompositeMember member : composite.members())
        {
            if (member instanceof CompositeType inline)
            {
                walkMembers(inline, path);
            }
            else if (member instanceof Ref ref &&
                schema.registry().declared(ref.type()).orElse(null) instanceof CompositeType target)
            {
                if (path.contains(target.name()))
                {
                    final List<String> cycle = new ArrayList<>(path.subList(path.indexOf(target.name()), path.size()));
                    cycle.add(target.name());
                    diagnostics.error(ref.location(), "ref '" + ref.name() + "' makes composite '" + target.name() +
                        "' contain itself (" + String.join(" -> ", cycle) + "); break the cycle of refs");
                }
                else
                {
                    visit(target, path);
                }
            }
        }
    }
}
