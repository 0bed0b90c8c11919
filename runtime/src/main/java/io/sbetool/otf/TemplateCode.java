package io.sbetool.otf;

/**
 * One plan's compiled body for one kind of listener, compiled once the plan has been decoded often
 * enough to be worth it (a capture of a few messages never loads the class writer), or never when
 * compiling fails: the plan's interpreter then goes on doing the work.
 */
final class TemplateCode
{
    private int decodes;
    private CompiledBody body;
    private boolean failed;

    /**
     * @param compileAfter decodes through the interpreter before compiling, 0 or more.
     * @return the compiled body, or null while the interpreter should decode.
     */
    CompiledBody body(final MessagePlan plan, final boolean values, final int compileAfter, final int valuesPerMethod)
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
        body = TemplateCompiler.compile(plan, values, valuesPerMethod);
        failed = body == null;
        return body;
    }

    boolean isCompiled()
    {
        return body != null;
    }
}
