package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import io.sbetool.compiler.generation.model.AccessOrder;
import io.sbetool.compiler.generation.model.AccessOrder.Access;
import io.sbetool.compiler.generation.model.AccessOrder.Kind;

import javax.lang.model.element.Modifier;
import java.util.List;

/**
 * The methods of a message codec that move its state for one access, or throw: a switch over the states
 * the access is allowed in. A group's count and {@code next()} pick one of two accesses by their argument.
 */
final class AccessOrderHandlers
{
    private AccessOrderHandlers()
    {
    }

    /** @return the handler's name, e.g. {@code onPerformanceFiguresAccelerationNext}. */
    static String name(final Kind kind, final List<String> path, final String element)
    {
        final StringBuilder name = new StringBuilder("on");
        path.forEach(group -> name.append(JavaNames.capitalize(JavaNames.propertyName(group))));
        name.append(JavaNames.capitalize(JavaNames.propertyName(element)));
        return name.append(switch (kind)
        {
            case FIELD, VAR_DATA -> "Accessed";
            case COUNT_ZERO, COUNT_MORE -> "Count";
            case NEXT_MORE, NEXT_LAST -> "Next";
            case RESET -> "ResetCountToIndex";
            case VAR_LENGTH -> "LengthAccessed";
        }).toString();
    }

    static MethodSpec handler(
        final AccessOrder order, final Kind kind, final List<String> path, final String element, final String name,
        final String what)
    {
        final MethodSpec.Builder method = MethodSpec.methodBuilder(name);
        switch (kind)
        {
            case COUNT_ZERO, COUNT_MORE -> method.addParameter(int.class, "count", Modifier.FINAL)
                .beginControlFlow("if (count == 0)")
                .addCode(moves(order, order.access(Kind.COUNT_ZERO, path, element), what))
                .nextControlFlow("else")
                .addCode(moves(order, order.access(Kind.COUNT_MORE, path, element), what))
                .endControlFlow();
            case NEXT_MORE, NEXT_LAST -> method.addParameter(int.class, "remaining", Modifier.FINAL)
                .beginControlFlow("if (remaining > 1)")
                .addCode(moves(order, order.access(Kind.NEXT_MORE, path, element), what))
                .nextControlFlow("else")
                .addCode(moves(order, order.access(Kind.NEXT_LAST, path, element), what))
                .endControlFlow();
            default -> method.addCode(moves(order, order.access(kind, path, element), what));
        }
        return method.build();
    }

    /** A switch over the states an access is allowed in, by the state each leads to; others throw. */
    private static CodeBlock moves(final AccessOrder order, final Access access, final String what)
    {
        final CodeBlock.Builder code = CodeBlock.builder().beginControlFlow("switch (codecState)");
        if (access != null)
        {
            access.sourcesByTarget().forEach((target, froms) ->
            {
                froms.forEach(from -> code.add("case $N.$N:\n", AccessOrderStates.CLASS, order.states().get(from)));
                code.indent();
                if (target != Access.SAME_STATE)
                {
                    code.addStatement("codecState = $N.$N", AccessOrderStates.CLASS, order.states().get(target));
                }
                code.addStatement("break").unindent();
            });
        }
        return code.add("default:\n").indent().addStatement("throw accessOrderError($S)", what).unindent()
            .endControlFlow().build();
    }
}
