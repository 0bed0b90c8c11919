package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.model.Block;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.compiler.generation.model.VarData;
import io.sbetool.compiler.generation.text.Printer;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The static {@code isConstLength()} and {@code computeLength(...)} of a message or group element: the bytes it takes encoded, worked
 * out before encoding from its groups' counts and its var data's lengths, with the reference
 * implementation's signature so that its users' programs compile. A group whose elements hold groups or
 * var data of their own is given a vector with one tuple per element, the arguments of that group's
 * {@code computeLength}; any other group just its count.
 */
final class LengthWriter
{
    private static final String FUNCTION = """

        /**
         * The encoded length for these counts of groups (for a group with groups or var data of its own, a
         * tuple of its computeLength's arguments per element) and lengths of var data; throws when one is
         * out of range.
         */
        static ::std::size_t computeLength($parameters$)
        {
            ::std::size_t sbeLength = sbeBlockLength();
            $terms$return sbeLength;
        }
        """;

    private static final String CONST_LENGTH = """

        /** Whether every encoding is the same length: no groups or var data. */
        static constexpr bool isConstLength() noexcept
        {
            return $constLength$;
        }
        """;

    private static final String FIXED_LENGTH = """

        /** The encoded length: the block alone, as there are no groups or var data. */
        static ::std::size_t computeLength() noexcept
        {
            return sbeBlockLength();
        }
        """;

    /**
     * Every sum is added by a function that refuses one a size_t cannot hold: a 64-bit count times the block
     * length can be more (sbetool's validation bounds every count by an int, but IR read from the reference's
     * .sbeir is not validated so), the sum after such a group can be near a size_t's largest value, and a
     * 32-bit size_t holds less than a 16-bit count of 16-bit blocks.
     */
    private static final String GROUP = """
        $check$sbeLength = ::sbetool::addGroupLength("$where$", sbeLength, $Group$::sbeHeaderSize(), $count$,
            $Group$::sbeBlockLength());
        """;

    private static final String NESTED_GROUP = """
        $check$sbeLength = ::sbetool::addLength("$where$", sbeLength, $Group$::sbeHeaderSize());
        for (const auto &sbeElement : $name$ItemLengths)
        {
            sbeLength = ::sbetool::addLength("$where$", sbeLength, ::std::apply($Group$::computeLength, sbeElement));
        }
        """;

    private static final String VAR_DATA = """
        if ($name$Length > $maxLength$)
        {
            ::sbetool::throwValueError("$where$", "var data longer than $maxLength$ bytes:", $name$Length);
        }
        sbeLength = ::sbetool::addLength("$where$", sbeLength, $name$HeaderLength() + $name$Length);
        """;

    private static final String COUNT_CHECK = """
        if ($tests$)
        {
            ::sbetool::throwValueError("$where$", "count outside $range$:", $count$);
        }
        """;

    private LengthWriter()
    {
    }

    /**
     * Prints {@code computeLength} into {@code p}, after the block's group classes and var data accessors.
     *
     * @param members      the C++ names of the block's fields, groups and var data.
     * @param groupClasses the class name of each of the block's groups, by schema name.
     */
    static void print(final Printer p, final String path, final Block block, final Map<String, String> members,
        final Map<String, String> groupClasses)
    {
        p.set("constLength", block.groups().isEmpty() && block.varData().isEmpty()).print(CONST_LENGTH);
        final List<String> parameters = new ArrayList<>();
        final Printer terms = new Printer();
        for (final Group group : block.groups())
        {
            final String name = members.get(group.name());
            final boolean nested = hasElementLengths(group);
            final String count = nested ? name + "ItemLengths.size()" : name + "Length";
            parameters.add(nested ? elementsType(group) + " &" + name + "ItemLengths = {}" : "::std::size_t " + count + " = 0");
            final String where = path + "." + group.name();
            terms.set("Group", groupClasses.get(group.name())).set("name", name).set("count", count)
                .set("where", where).set("check", countCheck(group, where, count))
                .print(nested ? NESTED_GROUP : GROUP);
        }
        for (final VarData data : block.varData())
        {
            final String name = members.get(data.name());
            parameters.add("::std::size_t " + name + "Length = 0");
            terms.set("name", name).set("where", path + "." + data.name())
                .set("maxLength", data.maxLength()).print(VAR_DATA);
        }
        if (parameters.isEmpty())
        {
            p.print(FIXED_LENGTH);
            return;
        }
        // One parameter a line when there are several, as most have long types.
        final String list = parameters.size() == 1 ? parameters.get(0) : "\n    " + String.join(",\n    ", parameters);
        p.set("parameters", list).set("terms", terms.text()).print(FUNCTION);
    }

    /** Whether the group's elements differ in length, so that each is described by a tuple rather than counted. */
    private static boolean hasElementLengths(final Group group)
    {
        return !group.block().groups().isEmpty() || !group.block().varData().isEmpty();
    }

    /**
     * @return the type of the vector of a group's element tuples, each holding the arguments of the group's
     * {@code computeLength}: a count or a reference to a nested vector for each of its groups, then a length
     * for each of its var data.
     */
    private static String elementsType(final Group group)
    {
        final List<String> arguments = new ArrayList<>();
        for (final Group inner : group.block().groups())
        {
            arguments.add(hasElementLengths(inner) ? elementsType(inner) + " &" : "::std::size_t");
        }
        group.block().varData().forEach(data -> arguments.add("::std::size_t"));
        return "const ::std::vector<::std::tuple<" + String.join(", ", arguments) + ">>";
    }

    /**
     * A count outside numInGroup's range could not be encoded (wrapForEncode refuses it too): below a
     * minValue above 0, or above a maxValue that is not all of size_t (a count, a size_t, cannot exceed that).
     */
    private static String countCheck(final Group group, final String where, final String count)
    {
        final PrimitiveEncoding encoding = group.dimension().numInGroup().encoding();
        final PrimitiveType type = encoding.primitiveType();
        final PrimitiveValue lowest = GroupWriter.lowestCount(encoding);
        final List<String> tests = new ArrayList<>();
        if (lowest.longValue() > 0)
        {
            tests.add(count + " < " + CppTypes.literal(lowest, type));
        }
        if (!(type == PrimitiveType.UINT64 && encoding.maxValue().longValue() == -1L))
        {
            tests.add(count + " > " + CppTypes.literal(encoding.maxValue(), type));
        }
        if (tests.isEmpty())
        {
            return "";
        }
        return new Printer().set("tests", String.join(" || ", tests)).set("where", where).set("count", count)
            .set("range", lowest + ".." + encoding.maxValue()).print(COUNT_CHECK).text();
    }
}
