package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.model.AccessOrder;
import io.sbetool.compiler.generation.model.AccessOrder.Access;
import io.sbetool.compiler.generation.model.AccessOrder.Kind;
import io.sbetool.compiler.generation.naming.CppNames;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code --cpp-access-order-checks}: prints a message's {@link AccessOrder} machine as C++ (the enum
 * {@code CodecState}, its names and transitions, a static handler per access, {@code AccessOrderError}) and
 * the calls the accessors make into it. Every piece sits between {@code #if defined(MACRO)} and
 * {@code #endif}, so that without the macro nothing is compiled. One machine serves both directions, as a C++
 * codec encodes and decodes: the decoder's, whose newest version is the encoder's.
 */
final class AccessOrderCode
{
    private final AccessOrder order;
    private final String macro;
    private final String className;
    /** The handlers the hooks call, by access key, in the order they were first called. */
    private final Map<String, String> handlers = new LinkedHashMap<>();

    AccessOrderCode(final AccessOrder order, final String macro, final String className)
    {
        this.order = order;
        this.macro = macro;
        this.className = className;
    }

    /** @return lines between {@code #if defined(MACRO)} and {@code #endif}, ending in a newline. */
    String guarded(final String code)
    {
        return "#if defined(" + macro + ")\n" + code + "#endif\n";
    }

    /**
     * @return the call of the handler of an access on {@code state} (an lvalue of type CodecState), with
     * an argument (a count, the entries remaining) or none, guarded.
     */
    String call(final String state, final Kind kind, final List<String> path, final String element, final String what,
        final String argument)
    {
        final String name = handlerName(kind, path, element);
        handlers.computeIfAbsent(Access.key(kind, path, element), key -> handler(kind, path, element, name));
        return guarded(name + "(" + state + (argument.isEmpty() ? "" : ", " + argument) + ", " +
            literal(what) + ");\n");
    }

    /**
     * @return the check at the start of a fixed field's accessor, guarded: in the message's block, that the
     * codec is wrapped; in a group entry, the model's FIELD transitions (within an entry, before its groups).
     */
    String fieldCheck(final String state, final List<String> path, final String element, final String what)
    {
        if (path.isEmpty())
        {
            return guarded("if (" + state + " == CodecState::NOT_WRAPPED)\n{\n    throw accessOrderError(" + state + ", " +
                literal(what) + ");\n}\n");
        }
        return call(state, Kind.FIELD, path, element, what, "");
    }

    /**
     * @return the exception specification of a checked accessor that is {@code noexcept} without checks: a
     * macro that is empty when the checks are compiled in, as a check may throw.
     */
    String noexceptMacro()
    {
        return macro + "_NOEXCEPT";
    }

    /** @return the definition of {@link #noexceptMacro()}, before the message's class. */
    String noexceptDefinition()
    {
        final String name = noexceptMacro();
        return "#if !defined(" + name + ")\n#if defined(" + macro + ")\n#define " + name + "\n#else\n#define " + name +
            " noexcept\n#endif\n#endif\n\n";
    }

    /** @return the text a misuse's error names (the field and the access), as a C++ string literal. */
    private static String literal(final String what)
    {
        return CppTypes.stringLiteral(what.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    /** @return the groups of a schema path such as {@code Car.performanceFigures.acceleration}, outermost first. */
    static List<String> groups(final String path)
    {
        final String[] parts = path.split("\\.");
        return List.of(parts).subList(1, parts.length);
    }

    /** @return the statement that gives a group flyweight the message's state to move, guarded. */
    String link(final String group, final String statePtr)
    {
        return guarded(group + ".sbeCodecStatePtr(" + statePtr + ");\n");
    }

    /** @return the sbeReset hook: the state wrap at the acting version enters. */
    String onWrap()
    {
        return guarded("m_codecState = sbeWrapState(actingVersion);\n");
    }

    /** @return the message's public members: the error type and {@code checkEncodingIsComplete()}. */
    String publicMembers()
    {
        final StringBuilder cases = new StringBuilder();
        for (final int state : order.complete())
        {
            cases.append("    case CodecState::").append(order.states().get(state)).append(":\n");
        }
        return "\n/** Thrown by an access out of the schema's order (the reference's type, a std::logic_error). */\n" +
            "class AccessOrderError : public ::std::logic_error\n{\npublic:\n" +
            "    explicit AccessOrderError(const ::std::string &message) : ::std::logic_error(message)\n    {\n    }\n};\n\n" +
            "/** Throws AccessOrderError unless every group and var-data element has been reached (with " + macro + "). */\n" +
            "void checkEncodingIsComplete() const\n{\n" + guarded("switch (m_codecState)\n{\n" + cases +
            "        return;\n    default:\n" +
            "        throw AccessOrderError(::std::string(\"Not fully encoded, current state: \") +\n" +
            "            codecStateName(m_codecState) + \", allowed transitions: \" + codecStateTransitions(m_codecState));\n}\n") +
            "}\n";
    }

    /** @return the enum of the states and the codec's state, declared before the group classes that use them. */
    String stateMembers()
    {
        final StringBuilder text = new StringBuilder();
        text.append("// The access-order machine (--cpp-access-order-checks); compiled with ").append(macro).append(".\n")
            .append("enum class CodecState\n{\n");
        for (int state = 0; state < order.states().size(); state++)
        {
            text.append("    ").append(order.states().get(state)).append(" = ").append(state).append(",\n");
        }
        return guarded(text.append("};\n\nCodecState m_codecState = CodecState::NOT_WRAPPED;\n").toString());
    }

    /** @return the private members, the, tables and handlers; call after every {@link #call}. */
    String privateMembers()
    {
        final StringBuilder text = new StringBuilder();
        text.append(table("codecStateName", order.states()));
        final List<String> allowed = new ArrayList<>();
        for (int state = 0; state < order.states().size(); state++)
        {
            allowed.add(order.allowed(state));
        }
        text.append(table("codecStateTransitions", allowed)).append(wrapState()).append(error());
        handlers.values().forEach(text::append);
        return guarded(text.toString());
    }

    private static String table(final String function, final List<String> values)
    {
        final StringBuilder text = new StringBuilder("static const char *").append(function)
            .append("(const CodecState state) noexcept\n{\n    static const char *const values[] =\n    {\n");
        for (final String value : values)
        {
            text.append("        ").append(CppTypes.stringLiteral(value.getBytes(java.nio.charset.StandardCharsets.UTF_8)))
                .append(",\n");
        }
        return text.append("    };\n    return values[static_cast<int>(state)];\n}\n\n").toString();
    }

    private String wrapState()
    {
        final List<Map.Entry<Integer, Integer>> versions = new ArrayList<>(order.wrapStates().entrySet());
        final StringBuilder text = new StringBuilder("static CodecState sbeWrapState(const ::std::uint64_t")
            .append(versions.size() > 1 ? " actingVersion" : "").append(") noexcept\n{\n");
        for (int i = versions.size() - 1; i > 0; i--)
        {
            text.append("    if (actingVersion >= ").append(versions.get(i).getKey()).append(")\n    {\n")
                .append("        return CodecState::").append(order.states().get(versions.get(i).getValue()))
                .append(";\n    }\n");
        }
        return text.append("    return CodecState::").append(order.states().get(versions.get(0).getValue()))
            .append(";\n}\n\n").toString();
    }

    private String error()
    {
        return "static AccessOrderError accessOrderError(const CodecState state, const char *access)\n{\n" +
            "    return AccessOrderError(::std::string(\"Illegal field access order. \") + access + \" in state: \" +\n" +
            "        codecStateName(state) + \". Expected one of these transitions: [\" + codecStateTransitions(state) +\n" +
            "        \"]. The states are listed in " + className + "::CodecState.\");\n}\n";
    }

    private static String handlerName(final Kind kind, final List<String> path, final String element)
    {
        final StringBuilder name = new StringBuilder("sbeOn");
        path.forEach(group -> name.append(CppNames.upperFirst(group)));
        name.append(CppNames.upperFirst(element));
        return name.append(switch (kind)
        {
            case FIELD, VAR_DATA -> "Accessed";
            case COUNT_ZERO, COUNT_MORE -> "Count";
            case NEXT_MORE, NEXT_LAST -> "Next";
            case RESET -> "ResetCountToIndex";
            case VAR_LENGTH -> "LengthAccessed";
        }).toString();
    }

    private String handler(final Kind kind, final List<String> path, final String element, final String name)
    {
        final String head = "\nstatic void " + name + "(" + (kind == Kind.VAR_LENGTH || kind == Kind.FIELD ? "const CodecState" : "CodecState &") +
            " state";
        return switch (kind)
        {
            case COUNT_ZERO, COUNT_MORE -> head + ", const ::std::uint64_t count, const char *access)\n{\n" +
                "    if (count == 0)\n    {\n" + moves(order.access(Kind.COUNT_ZERO, path, element), "        ") +
                "    }\n    else\n    {\n" + moves(order.access(Kind.COUNT_MORE, path, element), "        ") + "    }\n}\n";
            case NEXT_MORE, NEXT_LAST -> head + ", const ::std::uint64_t remaining, const char *access)\n{\n" +
                "    if (remaining > 1)\n    {\n" + moves(order.access(Kind.NEXT_MORE, path, element), "        ") +
                "    }\n    else\n    {\n" + moves(order.access(Kind.NEXT_LAST, path, element), "        ") + "    }\n}\n";
            default -> head + ", const char *access)\n{\n" + moves(order.access(kind, path, element), "    ") + "}\n";
        };
    }

    /** A switch over the states an access is allowed in, by the state each leads to; others throw. */
    private String moves(final Access access, final String lead)
    {
        final StringBuilder code = new StringBuilder(lead).append("switch (state)\n").append(lead).append("{\n");
        if (access != null)
        {
            access.sourcesByTarget().forEach((target, froms) ->
            {
                froms.forEach(from ->
                    code.append(lead).append("    case CodecState::").append(order.states().get(from)).append(":\n"));
                if (target != Access.SAME_STATE)
                {
                    code.append(lead).append("        state = CodecState::").append(order.states().get(target)).append(";\n");
                }
                code.append(lead).append("        return;\n");
            });
        }
        return code.append(lead).append("    default:\n").append(lead).append("        throw accessOrderError(state, access);\n")
            .append(lead).append("}\n").toString();
    }
}
