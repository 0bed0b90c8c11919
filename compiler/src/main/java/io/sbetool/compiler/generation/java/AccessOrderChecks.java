package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.codec.BoundsChecks;
import io.sbetool.compiler.generation.model.AccessOrder;
import io.sbetool.compiler.generation.model.AccessOrder.Access;
import io.sbetool.compiler.generation.model.AccessOrder.Kind;
import io.sbetool.compiler.generation.model.Block;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.VarData;

import javax.lang.model.element.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * {@code --java-access-order-checks}: adds to a generated message codec the {@link AccessOrder} state
 * machine and a call into it at the start of each accessor (at the end of a group decoder's wrap, once the
 * count is read). Each call sits behind {@code SBE_ENABLE_PRECEDENCE_CHECKS}, a static final boolean read
 * once from the system property {@code sbe.enable.precedence.checks} (default: on when bounds checks are),
 * so with checks off the JIT drops them. The state, the messages and {@code checkEncodingIsComplete()} are
 * those reference users know.
 */
final class AccessOrderChecks
{
    static final String FLAG = "SBE_ENABLE_PRECEDENCE_CHECKS";
    static final String PROPERTY = "sbe.enable.precedence.checks";

    private final AccessOrder order;
    private final Side side;
    private final String className;
    private final AccessOrderStates states;
    /** The state-machine methods the hooks call, by access key, in the order they were first called. */
    private final Map<String, MethodSpec> handlers = new LinkedHashMap<>();

    private AccessOrderChecks(final AccessOrder order, final Side side, final String className)
    {
        this.order = order;
        this.side = side;
        this.className = className;
        this.states = new AccessOrderStates(order);
    }

    /** @return the message codec {@code type} with its access-order checks. */
    static TypeSpec decorate(final TypeSpec type, final Message message, final AccessOrder order, final Side side)
    {
        return new AccessOrderChecks(order, side, type.name()).message(type, message);
    }

    private TypeSpec message(final TypeSpec type, final Message message)
    {
        final Block block = message.block();
        final TypeSpec.Builder copy = TypeRebuilder.rebuild(type,
            method -> messageMethod(method, block), nested -> group(nested, block, List.of()));
        copy.addField(FieldSpec.builder(boolean.class, FLAG, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .initializer("$T.parseBoolean($T.getProperty($S, $T.toString($T.ENABLED)))",
                Boolean.class, System.class, PROPERTY, Boolean.class, BoundsChecks.class)
            .build());
        copy.addField(FieldSpec.builder(int.class, "codecState", Modifier.PRIVATE)
            .initializer("$N.NOT_WRAPPED", AccessOrderStates.CLASS).build());
        copy.addType(states.type(className));
        if (side == Side.DECODER)
        {
            copy.addMethod(onWrap());
        }
        copy.addMethod(error());
        handlers.values().forEach(copy::addMethod);
        if (side == Side.ENCODER)
        {
            copy.addMethod(checkEncodingIsComplete());
        }
        return copy.build();
    }

    private MethodSpec messageMethod(final MethodSpec method, final Block block)
    {
        if (method.modifiers().contains(Modifier.STATIC) || method.isConstructor())
        {
            return method;
        }
        if (method.name().equals("wrap"))
        {
            if (side == Side.DECODER && TypeRebuilder.hasParameter(method, "actingVersion"))
            {
                return before(method, CodeBlock.of("onWrap(actingVersion);\n"));
            }
            if (side == Side.ENCODER)
            {
                final int state = order.wrapStates().values().iterator().next();
                return before(method, CodeBlock.of("codecState = $N.$N;\n", AccessOrderStates.CLASS,
                    order.states().get(state)));
            }
            return method;
        }
        for (final Member field : block.fields())
        {
            if (isFieldAccessor(method, field.name()))
            {
                return before(method, CodeBlock.builder()
                    .beginControlFlow("if (codecState == $N.NOT_WRAPPED)", AccessOrderStates.CLASS)
                    .addStatement("throw accessOrderError($S)", "Cannot access field \"" + field.name() + "\"")
                    .endControlFlow().build());
            }
        }
        return varDataMethod(method, block, List.of(), "");
    }

    private MethodSpec varDataMethod(final MethodSpec method, final Block block, final List<String> path, final String target)
    {
        for (final VarData data : block.varData())
        {
            final String property = JavaNames.propertyName(data.name());
            if (method.name().equals(property + "Length") && method.parameters().isEmpty())
            {
                return before(method, call(target, Kind.VAR_LENGTH, path, data.name(),
                    "Cannot decode length of var data \"" + AccessOrder.qualified(path, data.name()) + "\"", ""));
            }
            if (isVarDataAccessor(method, property) && !callsAccessorOf(method, property))
            {
                return before(method, call(target, Kind.VAR_DATA, path, data.name(),
                    "Cannot access field \"" + AccessOrder.qualified(path, data.name()) + "\"", ""));
            }
        }
        return method;
    }

    private TypeSpec group(final TypeSpec type, final Block parent, final List<String> path)
    {
        for (final Group group : parent.groups())
        {
            if (type.name().equals(JavaNames.className(group.name()) + side.suffix()))
            {
                final List<String> inner = new ArrayList<>(path);
                inner.add(group.name());
                return TypeRebuilder.rebuild(type, method -> groupMethod(method, group, path, inner),
                    nested -> group(nested, group.block(), inner)).build();
            }
        }
        return type;
    }

    private MethodSpec groupMethod(final MethodSpec method, final Group group, final List<String> path, final List<String> inner)
    {
        if (method.modifiers().contains(Modifier.STATIC) || method.isConstructor())
        {
            return method;
        }
        final String name = group.name();
        final String named = AccessOrder.qualified(path, name);
        switch (method.name())
        {
            case "wrap":
                final String verb = side == Side.ENCODER ? "encode" : "decode";
                final CodeBlock count = call("parentMessage.", Kind.COUNT_MORE, path, name,
                    "Cannot " + verb + " count of repeating group \"" + named + "\"", "count");
                // An encoder checks the count it is given, a decoder the count it has read.
                return side == Side.ENCODER ? before(method, count) : after(method, count);
            case "next":
                return before(method, call("parentMessage.", Kind.NEXT_MORE, path, name,
                    "Cannot access next element in repeating group \"" + named + "\"", "count - index"));
            case "resetCountToIndex":
                return before(method, call("parentMessage.", Kind.RESET, path, name,
                    "Cannot reset count of repeating group \"" + named + "\"", ""));
            default:
                break;
        }
        for (final Member field : group.block().fields())
        {
            if (isFieldAccessor(method, field.name()))
            {
                return before(method, call("parentMessage.", Kind.FIELD, inner, field.name(),
                    "Cannot access field \"" + AccessOrder.qualified(inner, field.name()) + "\"", ""));
            }
        }
        return varDataMethod(method, group.block(), inner, "parentMessage.");
    }

    private static boolean isFieldAccessor(final MethodSpec method, final String schemaName)
    {
        final String property = JavaNames.propertyName(schemaName);
        final String capitalized = JavaNames.capitalize(property);
        final String name = method.name();
        return name.equals(property) || name.equals(property + "Raw") || name.equals("put" + capitalized) ||
            name.equals("get" + capitalized);
    }

    private static boolean isVarDataAccessor(final MethodSpec method, final String property)
    {
        final String capitalized = JavaNames.capitalize(property);
        final String name = method.name();
        return name.equals(property) || name.equals("put" + capitalized) || name.equals("get" + capitalized) ||
            name.equals("wrap" + capitalized) || name.equals("skip" + capitalized);
    }

    /**
     * A var-data accessor that writes through another of the same element (a text setter encoding the text, then
     * {@code putX(bytes, 0, length)}) is checked by the one it calls: checking both would move past the element twice.
     */
    private static boolean callsAccessorOf(final MethodSpec method, final String property)
    {
        final String capitalized = JavaNames.capitalize(property);
        final String call = "(?<![\\w$.])((put|get|wrap|skip)" + Pattern.quote(capitalized) + "|" + Pattern.quote(property) + ")\\(";
        return Pattern.compile(call).matcher(method.code().toString()).find();
    }

    private static MethodSpec before(final MethodSpec method, final CodeBlock check)
    {
        return TypeRebuilder.around(method, guarded(check), CodeBlock.of(""));
    }

    private static MethodSpec after(final MethodSpec method, final CodeBlock check)
    {
        return TypeRebuilder.around(method, CodeBlock.of(""), guarded(check));
    }

    private static CodeBlock guarded(final CodeBlock check)
    {
        return CodeBlock.builder().beginControlFlow("if ($N)", FLAG).add(check).endControlFlow().build();
    }

    /**
     * @return the call of the handler of an access, made from {@code target} ({@code ""} in the message,
     * {@code "parentMessage."} in a group), with {@code argument} (a count or the entries remaining) or none.
     */
    private CodeBlock call(
        final String target, final Kind kind, final List<String> path, final String element, final String what,
        final String argument)
    {
        final String handler = AccessOrderHandlers.name(kind, path, element);
        handlers.computeIfAbsent(Access.key(kind, path, element),
            key -> AccessOrderHandlers.handler(order, kind, path, element, handler, what));
        return CodeBlock.of("$L$N($L);\n", target, handler, argument);
    }

    private MethodSpec onWrap()
    {
        final MethodSpec.Builder method = MethodSpec.methodBuilder("onWrap").addModifiers(Modifier.PRIVATE)
            .addParameter(int.class, "actingVersion", Modifier.FINAL);
        final List<Map.Entry<Integer, Integer>> versions = new ArrayList<>(order.wrapStates().entrySet());
        for (int i = versions.size() - 1; i >= 0; i--)
        {
            final Map.Entry<Integer, Integer> version = versions.get(i);
            method.beginControlFlow("if (actingVersion >= $L)", version.getKey())
                .addStatement("codecState = $N.$N", AccessOrderStates.CLASS, order.states().get(version.getValue()))
                .addStatement("return")
                .endControlFlow();
        }
        return method.addStatement("throw new $T($S + actingVersion)", IllegalStateException.class,
            "Unsupported acting version: ").build();
    }

    private MethodSpec error()
    {
        return MethodSpec.methodBuilder("accessOrderError").addModifiers(Modifier.PRIVATE)
            .returns(IllegalStateException.class)
            .addParameter(String.class, "access", Modifier.FINAL)
            .addStatement("return new $T($S + access + $S + $N.name(codecState) +\n$S + $N.transitions(codecState) + $S)",
                IllegalStateException.class, "Illegal field access order. ", " in state: ", AccessOrderStates.CLASS,
                ". Expected one of these transitions: [", AccessOrderStates.CLASS,
                "]. The states are listed in " + className + "." + AccessOrderStates.CLASS + ".")
            .build();
    }

    private MethodSpec checkEncodingIsComplete()
    {
        final CodeBlock.Builder cases = CodeBlock.builder().beginControlFlow("switch (codecState)");
        for (final int state : order.complete())
        {
            cases.add("case $N.$N:\n", AccessOrderStates.CLASS, order.states().get(state));
        }
        cases.indent().addStatement("return").unindent()
            .add("default:\n").indent()
            .addStatement("throw new $T($S +\n$N.name(codecState) + $S + $N.transitions(codecState))",
                IllegalStateException.class, "Not fully encoded, current state: ", AccessOrderStates.CLASS,
                ", allowed transitions: ", AccessOrderStates.CLASS)
            .unindent().endControlFlow();
        return MethodSpec.methodBuilder("checkEncodingIsComplete").addModifiers(Modifier.PUBLIC)
            .addJavadoc("Checks that the message is fully encoded: every group and var-data element reached.\n"
                + "@throws IllegalStateException when it is not, naming the state and what may follow.\n")
            .beginControlFlow("if ($N)", FLAG).addCode(cases.build()).endControlFlow()
            .build();
    }
}
