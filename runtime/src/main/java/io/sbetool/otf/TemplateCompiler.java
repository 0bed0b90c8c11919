package io.sbetool.otf;

import java.lang.invoke.MethodHandles;

/**
 * Compiles a message plan, for one kind of listener, into a hidden class whose code walks that one
 * template in straight lines ({@link TemplateClassWriter}). An interpreter pays for every field with a
 * virtual call and a switch on its type; this code reads each field at its offset with the read its type
 * needs and calls the listener's method for it, which the JIT then inlines.
 *
 * <p>The plan's interpreter ({@link Body#decode}) stays the definition of what decoding does: the
 * compiled code makes the same callbacks in the same order and the same checks through the same methods
 * ({@link DecodeCursor#require}, {@link GroupNode#checkDimensions}), so errors and their offsets are the
 * same. Anything that fails to compile is decoded by the interpreter.
 */
final class TemplateCompiler
{
    /**
     * System property: decodes of a template through the interpreter before it is compiled; negative
     * never compiles. {@link MessageDecoder#compileAfter} sets it per decoder.
     */
    static final String COMPILE_AFTER_PROPERTY = "sbetool.otf.compileAfter";
    /** Enough that a small capture never loads the class writer, few against any stream worth the JIT. */
    static final int DEFAULT_COMPILE_AFTER = 200;

    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

    private TemplateCompiler()
    {
    }

    /**
     * @param kind the kind of listener to compile for.
     * @param valuesPerMethod see {@link TemplateClassWriter#TemplateClassWriter}.
     * @return the compiled body, or null when the plan could not be compiled.
     */
    static CompiledBody compile(final MessagePlan plan, final ListenerKind kind, final int valuesPerMethod)
    {
        try
        {
            final TemplateClassWriter writer = new TemplateClassWriter(kind, valuesPerMethod);
            final byte[] bytes = writer.write(plan.body());
            final Class<?> compiled = LOOKUP.defineHiddenClassWithClassData(bytes, writer.constants(), true)
                .lookupClass();
            return (CompiledBody)compiled.getDeclaredConstructor().newInstance();
        }
        catch (final RuntimeException | LinkageError | ReflectiveOperationException ex)
        {
            // a template beyond what the writer handles (e.g. too big for the JVM's limits): interpreted
            return null;
        }
    }
}
