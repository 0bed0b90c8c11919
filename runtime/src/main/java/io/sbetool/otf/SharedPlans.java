package io.sbetool.otf;

import io.sbetool.ir.Ir;
import io.sbetool.ir.Token;
import org.agrona.collections.Int2ObjectHashMap;

import java.nio.ByteOrder;
import java.util.List;

/**
 * The plans of one schema's messages, built once and shared by the decoders of every thread that decodes
 * with the schema ({@link MessageDecoder#forAnotherThread}). A plan and the code compiled for it hold no
 * state of a decode, so threads can walk them at once; sharing them means each template's hidden class is
 * made once, and the JIT compiles its code once rather than once per thread.
 *
 * <p>Decoders look here only for a template they have not met yet and keep what they get, so the lock is
 * taken about once per template and thread, never on the decoding path.
 */
final class SharedPlans
{
    private final Ir ir;
    private final ByteOrder order;
    private final Int2ObjectHashMap<MessagePlan> plans = new Int2ObjectHashMap<>();

    SharedPlans(final Ir ir, final ByteOrder order)
    {
        this.ir = ir;
        this.order = order;
    }

    /**
     * @return the plan of a message, built on first use, or null when the schema has no such template.
     */
    synchronized MessagePlan plan(final int templateId)
    {
        MessagePlan plan = plans.get(templateId);
        if (plan == null)
        {
            final List<Token> tokens = ir.message(templateId);
            if (tokens == null)
            {
                return null;
            }
            plan = new PlanCompiler(order).compile(tokens, ir.version());
            plans.put(templateId, plan);
        }
        return plan;
    }
}
