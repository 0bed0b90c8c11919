package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.model.AccessOrder;
import io.sbetool.compiler.generation.model.AccessOrder.Kind;
import io.sbetool.compiler.generation.model.AccessOrderWalk;
import io.sbetool.compiler.generation.model.AccessOrderWalk.Edge;
import io.sbetool.compiler.generation.model.AccessOrderWalk.Step;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.MessageElements;
import io.sbetool.compiler.generation.naming.CppNames;

import java.util.ArrayList;
import java.util.List;

/**
 * Writes, from the {@link AccessOrderWalk} of a message's C++ machine (the decoder's, which a C++ codec keeps
 * whether it encodes or decodes), C++ functions that each drive a fresh codec along one transition's path, take
 * it, then make an access the entered state refuses, returning what that access threw: wrapped for decode at the
 * path's acting version over bytes the same codecs without checks wrote to match (every transition), and
 * wrapped for encode (the transitions of the newest version). One case per direction refuses an access before
 * wrap. Array accessors' transitions, unchecked by the C++ target so far, can be counted apart instead of run.
 */
final class CppTransitionProgram
{
    /**
     * One generated function: its name, the transition it takes (null for a refusal alone: before wrap, or of an
     * access), the direction, the access refused (null when {@link AccessOrderWalk#refusal} picks it), the state
     * that refuses, what it returns.
     */
    record Case(String function, Edge edge, boolean encode, Step refusal, int state, String expected)
    {
    }

    private final MessageElements elements;
    private final AccessOrderWalk walk;
    private final String checked;
    private final String plain;
    private final boolean arrayAccessorsChecked;
    private final String className;
    private final int newest;
    private final List<Case> cases = new ArrayList<>();
    private final List<Edge> left = new ArrayList<>();
    private final StringBuilder functions = new StringBuilder();

    /**
     * @param checked  the namespace of the codecs with checks, e.g. {@code walk_checked}.
     * @param plain    the namespace of the same codecs without checks, which write a decoder's input.
     * @param arrayAccessorsChecked whether the C++ target checks fixed arrays' and char arrays' accessors: when
     *                 not (yet), their transitions are counted apart, not run, and no refusal uses them.
     */
    CppTransitionProgram(
        final Message message, final AccessOrderWalk walk, final String checked, final String plain,
        final boolean arrayAccessorsChecked)
    {
        this.elements = new MessageElements(message);
        this.walk = walk;
        this.checked = checked;
        this.plain = plain;
        this.arrayAccessorsChecked = arrayAccessorsChecked;
        this.className = message.name();
        this.newest = walk.order().wrapStates().keySet().stream().mapToInt(Integer::intValue).max().orElseThrow();
        for (final boolean encode : List.of(false, true))
        {
            addCase(null, List.of(), AccessOrder.NOT_WRAPPED, encode, null);
            for (final Edge edge : walk.transitions())
            {
                final List<Step> steps = new ArrayList<>(walk.pathTo(edge.from()));
                steps.add(edge.step());
                if (encode && steps.get(0).version() != newest)
                {
                    continue;
                }
                if (excluded(edge.step()))
                {
                    left.add(edge);
                    continue;
                }
                addCase(edge, steps, edge.to(), encode, null);
            }
            // Each check shown to throw, too: a FIELD access, which moves nowhere, passes with or without one.
            for (final AccessOrderWalk.Refusal refusal : walk.refusalOfEachAccess(step -> !excluded(step), !encode, elements,
                state -> !encode || state == AccessOrder.NOT_WRAPPED || walk.versionOf(state) == newest))
            {
                addCase(null, refusal.path(), refusal.state(), encode, refusal.step());
            }
        }
    }

    List<Case> cases()
    {
        return List.copyOf(cases);
    }

    /** @return the transitions left out (each once per direction it would have run in). */
    List<Edge> excludedTransitions()
    {
        return List.copyOf(left);
    }

    /** @return the functions and a table of them, {@code <prefix>Cases}, for a main to run. */
    String source(final String prefix)
    {
        final StringBuilder table = new StringBuilder("const Case " + prefix + "Cases[] =\n{\n");
        cases.forEach(c -> table.append("    {\"").append(prefix).append('.').append(c.function()).append("\", &")
            .append(prefix).append('_').append(c.function()).append("},\n"));
        return functions.toString().replace("@PREFIX@", prefix) + "\n" + table + "};\n";
    }

    private void addCase(
        final Edge edge, final List<Step> steps, final int target, final boolean encode, final Step refusal)
    {
        final String function = (encode ? "encode" : "decode") + cases.size();
        final Step refused = refusal != null ? refusal : walk.refusal(target, steps, step -> !excluded(step), !encode, elements);
        if (refused == null)
        {
            throw new IllegalStateException("no access to refuse in " + walk.order().states().get(target));
        }
        cases.add(new Case(function, edge, encode, refusal, target, "AccessOrderError: Illegal field access order. " +
            AccessOrderWalk.what(refused, encode ? "encode" : "decode") + " in state: " + walk.order().states().get(target) +
            ". Expected one of these transitions: [" + walk.order().allowed(target) + "]. The states are listed in " +
            className + "::CodecState."));
        final StringBuilder body = new StringBuilder();
        body.append("\n// ").append(edge == null ? "Refuses " + refused + " in " + walk.order().states().get(target) + "." : walk.order().states().get(edge.from()) + " --" +
            edge.step() + "--> " + walk.order().states().get(edge.to())).append('\n')
            .append("static std::string @PREFIX@_").append(function).append("()\n{\n")
            .append("    std::vector<char> buffer(4096);\n");
        if (!encode && !steps.isEmpty())
        {
            body.append("    ").append(plain).append("::").append(className).append(" w;\n");
            for (int i = 0; i < steps.size(); i++)
            {
                body.append(writerStatement(steps, i));
            }
        }
        body.append("    ").append(checked).append("::").append(className).append(" codec;\n");
        for (int i = 0; i < steps.size(); i++)
        {
            body.append("    ").append(statement(steps, i, encode)).append('\n');
        }
        body.append("    try\n    {\n        ").append(probe(refused, encode))
            .append("\n    }\n    catch (const ").append(checked).append("::").append(className)
            .append("::AccessOrderError &e)\n    {\n        return std::string(\"AccessOrderError: \") + e.what();\n    }\n")
            .append("    return \"nothing thrown\";\n}\n");
        functions.append(body);
    }

    /** @return the statement that makes step {@code index} on the checked codec. */
    private String statement(final List<Step> steps, final int index, final boolean encode)
    {
        final Step step = steps.get(index);
        if (step.isWrap())
        {
            return encode ? "codec.wrapForEncode(buffer.data(), 0, buffer.size());" :
                "codec.wrapForDecode(buffer.data(), 0, " + plain + "::" + className + "::sbeBlockLength(), " +
                step.version() + ", buffer.size());";
        }
        final String receiver = receiver(step.receiver(), "g_", "codec.");
        final String name = CppNames.memberIdentifier(step.element());
        return switch (step.kind())
        {
            case COUNT_ZERO, COUNT_MORE -> declare(step.group(), "g_", steps, index) + "&" + receiver + name +
                (encode ? "Count(" + AccessOrderWalk.countAt(steps, index) + ");" : "();");
            case NEXT_MORE, NEXT_LAST -> "static_cast<void>(" + receiver + "next());";
            case RESET -> "static_cast<void>(" + receiver + "resetCountToIndex());";
            case FIELD -> "static_cast<void>(" + receiver + name + (elements.isArray(step) ? "(0)" : "()") + ");";
            case VAR_LENGTH -> "static_cast<void>(" + receiver + name + "Length());";
            case VAR_DATA -> "static_cast<void>(" + receiver + (encode ? "put" + CppNames.upperFirst(name) + "(\"a\", 1)" :
                "skip" + CppNames.upperFirst(name) + "()") + ");";
        };
    }

    /** @return the refused access: as {@link #statement}, a count's flyweight not kept. */
    private String probe(final Step step, final boolean encode)
    {
        if (step.isCount())
        {
            return "static_cast<void>(" + receiver(step.receiver(), "g_", "codec.") + CppNames.memberIdentifier(step.element()) +
                (encode ? "Count(" + (step.kind() == Kind.COUNT_ZERO ? 0 : 1) + "));" : "());");
        }
        return statement(List.of(step), 0, encode);
    }

    /** @return what the codec without checks writes for step {@code index}: counts, next(), present var data. */
    private String writerStatement(final List<Step> steps, final int index)
    {
        final Step step = steps.get(index);
        if (step.isWrap())
        {
            return "    w.wrapForEncode(buffer.data(), 0, buffer.size());\n";
        }
        final String receiver = receiver(step.receiver(), "w_", "w.");
        final String name = CppNames.memberIdentifier(step.element());
        return switch (step.kind())
        {
            case COUNT_ZERO, COUNT_MORE -> "    " + declare(step.group(), "w_", steps, index) + "&" + receiver + name +
                "Count(" + AccessOrderWalk.countAt(steps, index) + ");\n";
            case NEXT_MORE, NEXT_LAST -> "    static_cast<void>(" + receiver + "next());\n";
            case VAR_DATA -> elements.varData(step).sinceVersion() > steps.get(0).version() ? "" :
                "    static_cast<void>(" + receiver + "put" + CppNames.upperFirst(name) + "(\"a\", 1));\n";
            default -> "";
        };
    }

    private static String variable(final List<String> group, final String prefix)
    {
        return prefix + String.join("_", group);
    }

    private static String receiver(final List<String> group, final String prefix, final String codec)
    {
        return group.isEmpty() ? codec : variable(group, prefix) + "->";
    }

    /** @return {@code auto *g_x = } at a group's first count in {@code steps}, {@code g_x = } after. */
    private static String declare(final List<String> group, final String prefix, final List<Step> steps, final int index)
    {
        final boolean first = steps.subList(0, index).stream().noneMatch(step ->
            step.isCount() && step.group().equals(group));
        return (first ? "[[maybe_unused]] auto *" : "") + variable(group, prefix) + " = ";
    }

    /** @return whether a step is left out: an array's accessor while the target does not check those. */
    boolean excluded(final Step step)
    {
        return !arrayAccessorsChecked && step.kind() == Kind.FIELD && elements.isArray(step);
    }
}
