package io.sbetool.otf;

/**
 * One plan's compiled body for one kind of listener, compiled once the plan has been decoded often
 * enough to be worth it (a capture of a few messages never loads the class writer), or never when
 * compiling fails: the plan's interpreter then goes on doing the work.
 *
 * <p>Thread safe: the decoders of several threads share plans ({@link SharedPlans}), and the first to
 * reach the threshold compiles while the others wait for its class rather than make one of their own.
 * Once compiled, a decode reads one volatile field and takes no lock.
 */
final class TemplateCode
{
    private volatile CompiledBody body;
    private volatile boolean failed;
    /** Interpreted decodes so far; guarded by this. */
    private int decodes;

    /**
     * @param compileAfter decodes through the interpreter before compiling, 0 or more.
     * @return the compiled body, or null while the interpreter should decode.
     */
    CompiledBody body(final MessagePlan plan, final ListenerKind kind, final int compileAfter, final int valuesPerMethod)
    {
        final CompiledBody compiled = body;
        if (compiled != null || failed)
        {
            return compiled;
        }
        return countOrCompile(plan, kind, compileAfter, valuesPerMethod);
    }

    private synchronized CompiledBody countOrCompile(
        final MessagePlan plan, final ListenerKind kind, final int compileAfter, final int valuesPerMethod)
    {
        if (body != null || failed)
        {
            return body;
        }
        if (decodes < compileAfter)
        {
            decodes++;
            return null;
        }
        final CompiledBody compiled = TemplateCompiler.compile(plan, kind, valuesPerMethod);
        failed = compiled == null;
        body = compiled;
        return compiled;
    }

    boolean isCompiled()
    {
        return body != null;
    }
}
