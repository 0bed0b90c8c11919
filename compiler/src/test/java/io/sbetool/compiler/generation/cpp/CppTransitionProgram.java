package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.model.AccessOrder;
import io.sbetool.compiler.generation.model.AccessOrder.Kind;
import io.sbetool.compiler.generation.model.AccessOrderWalk;
import io.sbetool.compiler.generation.model.AccessOrderWalk.Edge;
import io.sbetool.compiler.generation.model.AccessOrderWalk.Step;
import io.sbetool.compiler.generation.model.Block;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.MemberType;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.VarData;
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
    /** One generated function: its name, the transition it takes (null for the case before wrap), what it returns. */
    record Case(String function, Edge edge, boolean encode, String expected)
    {
    }

    private final Message message;
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
        this.message = message;
        this.walk = walk;
        this.checked = checked;
        this.plain = plain;
        this.arrayAccessorsChecked = arrayAccessorsChecked;
        this.className = message.name();
        this.newest = walk.order().wrapStates().keySet().stream().mapToInt(Integer::intValue).max().orElseThrow();
        for (final boolean encode : List.of(false, true))
        {
            addCase(null, List.of(), AccessOrder.NOT_WRAPPED, encode);
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
                addCase(edge, steps, edge.to(), encode);
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

    private void addCase(final Edge edge, final List<Step> steps, final int target, final boolean encode)
    {
        final String function = (encode ? "encode" : "decode") + cases.size();
        final Step refused = refusal(target, steps, encode);
        if (refused == null)
        {
            throw new IllegalStateException("no access to refuse in " + walk.order().states().get(target));
        }
        cases.add(new Case(function, edge, encode, "AccessOrderError: Illegal field access order. " +
            what(refused, encode) + " in state: " + walk.order().states().get(target) +
            ". Expected one of these transitions: [" + walk.order().allowed(target) + "]. The states are listed in " +
            className + "::CodecState."));
        final StringBuilder body = new StringBuilder();
        body.append("\n// ").append(edge == null ? "Before wrap." : walk.order().states().get(edge.from()) + " --" +
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

    private Step refusal(final int state, final List<Step> steps, final boolean encode)
    {
        final List<Step> refused = walk.disallowed(state);
        for (final Step step : refused)
        {
            if (excluded(step) || !reached(step.receiver(), steps))
            {
                continue;
            }
            final boolean count = step.kind() == Kind.COUNT_ZERO || step.kind() == Kind.COUNT_MORE;
            final boolean next = step.kind() == Kind.NEXT_MORE || step.kind() == Kind.NEXT_LAST;
            // Where the wire or the count decides between two accesses, both must be refused; a decoder's count of
            // a group its acting version lacks is read as empty.
            if ((next || count && !encode) &&
                (!refused.contains(partner(step)) || count && group(step.group()).sinceVersion() > walk.versionOf(state)))
            {
                continue;
            }
            return step;
        }
        return null;
    }

    private static Step partner(final Step step)
    {
        final Kind other = switch (step.kind())
        {
            case COUNT_ZERO -> Kind.COUNT_MORE;
            case COUNT_MORE -> Kind.COUNT_ZERO;
            case NEXT_MORE -> Kind.NEXT_LAST;
            case NEXT_LAST -> Kind.NEXT_MORE;
            default -> step.kind();
        };
        return new Step(other, step.path(), step.element(), step.version());
    }

    /** @return whether the flyweight of group {@code receiver} (empty: the message) was reached by {@code steps}. */
    private static boolean reached(final List<String> receiver, final List<Step> steps)
    {
        return receiver.isEmpty() || steps.stream().anyMatch(step ->
            (step.kind() == Kind.COUNT_ZERO || step.kind() == Kind.COUNT_MORE) && step.group().equals(receiver));
    }

    private static String what(final Step step, final boolean encode)
    {
        return switch (step.kind())
        {
            case FIELD -> "Cannot access field \"" + String.join(".", step.path()) + "." + step.element() + "\"";
            case COUNT_ZERO, COUNT_MORE -> "Cannot " + (encode ? "encode" : "decode") + " count of repeating group \"" +
                step.element() + "\"";
            case NEXT_MORE, NEXT_LAST -> "Cannot access next element in repeating group \"" + step.element() + "\"";
            case RESET -> "Cannot reset count of repeating group \"" + step.element() + "\"";
            case VAR_LENGTH -> "Cannot decode length of var data \"" + step.element() + "\"";
            case VAR_DATA -> "Cannot access field \"" + step.element() + "\"";
        };
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
            case FIELD -> "static_cast<void>(" + receiver + name + (isArray(member(step)) ? "(0)" : "()") + ");";
            case VAR_LENGTH -> "static_cast<void>(" + receiver + name + "Length());";
            case VAR_DATA -> "static_cast<void>(" + receiver + (encode ? "put" + CppNames.upperFirst(name) + "(\"a\", 1)" :
                "skip" + CppNames.upperFirst(name) + "()") + ");";
        };
    }

    /** @return the refused access: as {@link #statement}, a count's flyweight not kept. */
    private String probe(final Step step, final boolean encode)
    {
        if (step.kind() == Kind.COUNT_ZERO || step.kind() == Kind.COUNT_MORE)
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
            case VAR_DATA -> varData(step).sinceVersion() > steps.get(0).version() ? "" :
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
            (step.kind() == Kind.COUNT_ZERO || step.kind() == Kind.COUNT_MORE) && step.group().equals(group));
        return (first ? "[[maybe_unused]] auto *" : "") + variable(group, prefix) + " = ";
    }

    private static boolean isArray(final Member member)
    {
        return member.type() instanceof MemberType.Encoded encoded && encoded.encoding().isArray();
    }

    /** @return whether a step is left out: an array's accessor while the target does not check those. */
    private boolean excluded(final Step step)
    {
        return !arrayAccessorsChecked && step.kind() == Kind.FIELD && isArray(member(step));
    }

    private Member member(final Step step)
    {
        return block(step.path()).fields().stream().filter(field -> field.name().equals(step.element())).findFirst()
            .orElseThrow();
    }

    private VarData varData(final Step step)
    {
        return block(step.path()).varData().stream().filter(data -> data.name().equals(step.element())).findFirst()
            .orElseThrow();
    }

    private Group group(final List<String> path)
    {
        Block block = message.block();
        Group group = null;
        for (final String name : path)
        {
            group = block.groups().stream().filter(g -> g.name().equals(name)).findFirst().orElseThrow();
            block = group.block();
        }
        return group;
    }

    private Block block(final List<String> path)
    {
        return path.isEmpty() ? message.block() : group(path).block();
    }
}
