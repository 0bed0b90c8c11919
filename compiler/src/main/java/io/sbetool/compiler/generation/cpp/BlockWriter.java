package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.model.AccessOrder;
import io.sbetool.compiler.generation.model.Block;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.VarData;
import io.sbetool.compiler.generation.text.Printer;

import io.sbetool.compiler.generation.naming.CppNames;
import io.sbetool.ir.PresentExtent;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What messages and groups have in common: field accessors, the accessor and nested class of each
 * group, var-data accessors, {@code computeLength(...)}, {@code skip()}, JSON, and the length the fixed
 * fields need.
 */
final class BlockWriter
{
    private static final String GROUP_ACCESSORS = """

        /** Reads the group's header at the current position; an empty group when absent in the acting version. */
        $Group$ &$name$()
        {
            m_$name$.wrapForDecode(m_buffer, $positionPtr$, m_actingVersion, m_bufferLength, $name$InActingVersion());
        $decodeCountHook$    return m_$name$;
        }

        /** Writes the group's header at the current position; fill the count elements with next(). */
        $Group$ &$name$Count(const $countType$ count)
        {
        $encodeCountHook$    m_$name$.wrapForEncode(m_buffer, count, $positionPtr$, m_actingVersion, m_bufferLength);
            return m_$name$;
        }
        """;

    private static final String FIELDS_LENGTH = """

        /** The bytes the fixed fields of the acting version need, whatever blockLength says. */
        static constexpr ::std::uint64_t sbeFieldsLength(const ::std::uint64_t$parameter$) noexcept
        {
            return $lengths$;
        }
        """;

    private BlockWriter()
    {
    }

    /**
     * Prints the block's accessors into {@code p}, whose {@code Class}, {@code position} and
     * {@code positionPtr} are set, and adds the flyweights it holds to {@code fields}.
     *
     * @param path        the schema path of the block, {@code Car.fuelFigures}, for error messages.
     * @param outerNames  the class names enclosing the block's groups, which a group class must not reuse.
     */
    static void print(final Printer p, final String path, final Block block, final CppNames names,
        final List<String> fields, final Set<String> outerNames, final AccessOrderCode order)
    {
        printFieldsLength(p, block);
        final List<String> groupPath = AccessOrderCode.groups(path);
        final Map<String, String> members = CppNames.blockMembers(Members.names(block), p.get("Class"));
        final Set<String> taken = new HashSet<>(outerNames);
        taken.addAll(members.values());
        final List<String> groupNames = new ArrayList<>();
        block.groups().forEach(group -> groupNames.add(group.name()));
        final Map<String, String> groupClasses = CppNames.groupClasses(groupNames, taken);
        final Set<String> classNames = new HashSet<>(outerNames);
        classNames.addAll(groupClasses.values());
        classNames.add(p.get("Class"));
        for (final Member member : block.fields())
        {
            if (order != null && !member.isConstant())
            {
                final String name = AccessOrder.qualified(groupPath, member.name());
                p.set("fieldHook", Printer.indentLines(order.fieldCheck(p.get("codecState"), groupPath, member.name(),
                    "Cannot access field \"" + name + "\""), "    ")).set("noexcept", order.noexceptMacro());
            }
            MemberAccessors.print(p, path, member, members.get(member.name()), names, fields);
            p.set("fieldHook", "").set("noexcept", "noexcept");
            ReferenceAliases.printMetaAttribute(p, member.name(), members.get(member.name()), classNames);
        }
        for (final Group group : block.groups())
        {
            final String groupClass = groupClasses.get(group.name());
            final String name = members.get(group.name());
            GroupWriter.print(p, path + "." + group.name(), group, groupClass, names, outerNames, order);
            fields.add(groupClass + " m_" + name + ";");
            p.set("name", name);
            MemberAccessors.printIdAndVersion(p, group.id(), group.sinceVersion());
            ReferenceAliases.printId(p, group.name(), name, group.id(), classNames);
            p.set("decodeCountHook", order == null ? "" : Printer.indentLines(
                order.link("m_" + name, p.get("codecStatePtr")) + order.call(p.get("codecState"), AccessOrder.Kind.COUNT_MORE,
                groupPath, group.name(), "Cannot decode count of repeating group \"" + AccessOrder.qualified(groupPath, group.name()) + "\"",
                "m_" + name + ".count()"), "    "));
            p.set("encodeCountHook", order == null ? "" : Printer.indentLines(
                order.link("m_" + name, p.get("codecStatePtr")) + order.call(p.get("codecState"), AccessOrder.Kind.COUNT_MORE,
                groupPath, group.name(), "Cannot encode count of repeating group \"" + AccessOrder.qualified(groupPath, group.name()) + "\"",
                "static_cast<::std::uint64_t>(count)"), "    "));
            p.set("Group", groupClass).set("countType", CppTypes.type(group.dimension().numInGroup().encoding().primitiveType()))
                .print(GROUP_ACCESSORS);
        }
        for (final VarData data : block.varData())
        {
            VarDataAccessors.print(p, path, data, members.get(data.name()), order);
            ReferenceAliases.printMetaAttribute(p, data.name(), members.get(data.name()), classNames);
        }
        LengthWriter.print(p, path, block, members, groupClasses);
        JsonWriter.printBlock(p, block, names, members);
    }

    /**
     * @return statements that move past the block's groups and var data, as {@code skip()}'s body.
     */
    static String skipBody(final Block block, final String className)
    {
        final StringBuilder body = new StringBuilder();
        final Map<String, String> members = CppNames.blockMembers(Members.names(block), className);
        for (final Group group : block.groups())
        {
            final String name = members.get(group.name());
            body.append("{\n    auto &sbeGroup = ").append(name).append("();\n    while (sbeGroup.hasNext())\n    {\n")
                .append("        sbeGroup.next().skip();\n    }\n}\n");
        }
        for (final VarData data : block.varData())
        {
            body.append("skip").append(CppNames.upperFirst(members.get(data.name()))).append("();\n");
        }
        return body.toString();
    }

    private static void printFieldsLength(final Printer p, final Block block)
    {
        // One case per sinceVersion of a field with bytes, newest first, each the end of the fields present from it on.
        final PresentExtent extent = block.presentExtent();
        final int[] versions = extent.versions();
        final StringBuilder lengths = new StringBuilder();
        int closing = 0;
        for (int i = versions.length - 1; i > 0; i--)
        {
            lengths.append("actingVersion >= ").append(versions[i]).append(" ? ").append(extent.endAt(versions[i]))
                .append(" : (");
            closing++;
        }
        lengths.append(extent.endAt(0)).append(")".repeat(closing));
        p.set("parameter", closing == 0 ? "" : " actingVersion").set("lengths", lengths).print(FIELDS_LENGTH);
    }
}
