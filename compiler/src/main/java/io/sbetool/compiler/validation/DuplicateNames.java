package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.diagnostics.SourceLocation;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

/** Reports the second and later uses of a key (a name or an id) within one scope. */
final class DuplicateNames
{
    private final Map<Object, SourceLocation> seen = new HashMap<>();
    private final Diagnostics diagnostics;

    DuplicateNames(final Diagnostics diagnostics)
    {
        this.diagnostics = diagnostics;
    }

    /**
     * @param what   e.g. "type name 'Price'" or "message id 5"; only made when the key is a duplicate, as
     *               checking every name of a large schema should not build a message for each.
     * @param advice what to do about it, appended to the message.
     */
    void check(final Object key, final SourceLocation location, final Supplier<String> what, final String advice)
    {
        if (key == null)
        {
            return;
        }
        final SourceLocation first = seen.putIfAbsent(key, location);
        if (first != null)
        {
            diagnostics.error(location, "duplicate " + what.get() + "; first used at " + first + advice);
        }
    }
}
