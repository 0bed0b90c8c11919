package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.model.AccessOrder;
import io.sbetool.compiler.generation.model.Dimension;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.compiler.generation.naming.CppNames;
import io.sbetool.compiler.generation.text.Printer;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The nested class of a repeating group ({@code Car::FuelFigures}): its dimension header, iteration
 * ({@code hasNext()}/{@code next()}, {@code forEach}, range-for) and its own fields, groups and var
 * data. Elements share their message's position, through a pointer to it.
 */
final class GroupWriter
{
    private static final String CLASS = """

        class $Group$
        {
        private:
            char *m_buffer = nullptr;
            ::std::uint64_t m_bufferLength = 0;
            ::std::uint64_t *m_positionPtr = nullptr;
            ::std::uint64_t m_offset = 0;
        $headerField$    // The current element: m_buffer + m_offset, as in FixedFlyweight.STATE.
            char *m_block = nullptr;
            ::std::uint64_t m_blockLength = 0;
            ::std::uint64_t m_count = 0;
            ::std::uint64_t m_index = 0;
            ::std::uint64_t m_actingVersion = 0;

        $orderField$public:
            /** Range-for over the elements: each step reads the next element. */
            class iterator
            {
            public:
                iterator($Group$ *group, const ::std::uint64_t remaining) noexcept : m_group(group), m_remaining(remaining)
                {
                }

                $Group$ &operator*() const
                {
                    return m_group->next();
                }

                iterator &operator++() noexcept
                {
                    --m_remaining;
                    return *this;
                }

                bool operator==(const iterator &other) const noexcept
                {
                    return m_remaining == other.m_remaining;
                }

                bool operator!=(const iterator &other) const noexcept
                {
                    return m_remaining != other.m_remaining;
                }

            private:
                $Group$ *m_group;
                ::std::uint64_t m_remaining;
            };

            static constexpr ::std::uint64_t sbeHeaderSize() noexcept
            {
                return $headerSize$;
            }

            static constexpr ::std::uint64_t sbeBlockLength() noexcept
            {
                return $blockLength$;
            }

            void wrapForDecode(char *buffer, ::std::uint64_t *positionPtr, const ::std::uint64_t actingVersion,
                const ::std::uint64_t bufferLength, const bool present)
            {
                m_buffer = buffer;
                m_bufferLength = bufferLength;
                m_positionPtr = positionPtr;
        $keepHeader$        m_actingVersion = actingVersion;
                m_index = 0;
                m_blockLength = 0;
                m_count = 0;
                if (!present)
                {
                    return;
                }
                ::sbetool::checkBounds("$where$ group header", *positionPtr, $headerSize$, bufferLength);
                m_blockLength = static_cast<::std::uint64_t>($loadBlockLength$(buffer + *positionPtr + $blockLengthOffset$));
                const $countType$ sbeCount = $loadCount$(buffer + *positionPtr + $countOffset$);
        $wireCountCheck$        m_count = static_cast<::std::uint64_t>(sbeCount);
        $advance$    }

            void wrapForEncode(char *buffer, const $countType$ count, ::std::uint64_t *positionPtr,
                const ::std::uint64_t actingVersion, const ::std::uint64_t bufferLength)
            {
        $countCheck$        ::sbetool::checkBounds("$where$ group header", *positionPtr, $headerSize$, bufferLength);
                $storeBlockLength$(buffer + *positionPtr + $blockLengthOffset$, static_cast<$blockLengthType$>($blockLength$));
                $storeCount$(buffer + *positionPtr + $countOffset$, count);
                m_buffer = buffer;
                m_bufferLength = bufferLength;
                m_positionPtr = positionPtr;
        $keepHeader$        m_actingVersion = actingVersion;
                m_index = 0;
                m_blockLength = $blockLength$;
                m_count = static_cast<::std::uint64_t>(count);
        $advance$    }

            ::std::uint64_t count() const noexcept
            {
                return m_count;
            }

            bool hasNext() const noexcept
            {
                return m_index < m_count;
            }

            /** Moves to the next element: read or write its fields after this. */
            $Group$ &next()
            {
        $nextHook$        if (m_index >= m_count)
                {
                    ::sbetool::throwValueError("$where$", "next() after the last element; count is", m_count);
                }
        $step$        m_block = m_buffer + m_offset;
                ++m_index;
                return *this;
            }

            template<class Func> void forEach(Func &&func)
            {
                while (hasNext())
                {
                    func(next());
                }
            }

            iterator begin() noexcept
            {
                return iterator(this, m_count - m_index);
            }

            iterator end() noexcept
            {
                return iterator(this, 0);
            }

            ::std::uint64_t actingBlockLength() const noexcept
            {
                return m_blockLength;
            }

            /** The reference implementation's name for actingBlockLength(). */
            ::std::uint64_t sbeActingBlockLength() const noexcept
            {
                return m_blockLength;
            }

            /**
             * Ends the group after the elements written so far, for a count not known when the group was
             * begun: the header's count becomes their number, which is returned.
             */
            ::std::uint64_t resetCountToIndex()
            {
        $resetHook$        m_count = m_index;
        $headerAt$        $storeCount$(m_buffer + sbeHeaderOffset + $countOffset$, static_cast<$countType$>(m_count));
        $resetPosition$        return m_count;
            }

            ::std::uint64_t actingVersion() const noexcept
            {
                return m_actingVersion;
            }

            ::std::uint64_t sbePosition() const noexcept
            {
                return *m_positionPtr;
            }

            /** Throws unless the position lies within the buffer; returns it (the reference's name for this check). */
            ::std::uint64_t sbeCheckPosition(const ::std::uint64_t position) const
            {
                ::sbetool::checkBounds("$where$ position", position, 0, m_bufferLength);
                return position;
            }

            /** Moves past the current element's groups and var data. */
            void skip()
            {
        $skip$    }

            /**
             * The current element as JSON, as sbeWriteJson writes it (the reference's operator prints an element
             * too): its groups and var data are read on the way, so print an element after next(), before
             * reading them.
             */
            friend ::std::ostream &operator<<(::std::ostream &out, $Group$ &group)
            {
                group.sbeWriteJson(out);
                return out;
            }
        $accessors$
        private:
        $fields$};
        """;

    /** After the header, an element at a time: elements hold groups or var data of their own lengths. */
    private static final String ADVANCE = """
        *positionPtr += $headerSize$;
        """;

    private static final String STEP = """
        m_offset = *m_positionPtr;
        const ::std::uint64_t fieldsLength = sbeFieldsLength(m_actingVersion);
        ::sbetool::checkBounds("$where$ element", m_offset, m_blockLength > fieldsLength ? m_blockLength : fieldsLength,
            m_bufferLength);
        *m_positionPtr = m_offset + m_blockLength;
        """;

    /**
     * Elements of fixed size: the whole group is checked and the position moved past it at wrap, so that
     * next() neither checks nor goes through the message's position. That position, stored and loaded
     * again at every element, was the longest chain of dependent instructions in encoding or decoding Car
     * (forwarding a store costs about five cycles a step). m_offset starts one element before the first,
     * in unsigned arithmetic that next() undoes. The last element is checked up to its fields' end, which
     * a wire blockLength shorter than them would put past its block.
     */
    private static final String FIXED_ADVANCE = """
        const ::std::uint64_t sbeFieldsEnd = sbeFieldsLength(m_actingVersion);
        const ::std::uint64_t sbeElementsLength = m_count == 0 ? 0 : m_count * m_blockLength +
            (sbeFieldsEnd > m_blockLength ? sbeFieldsEnd - m_blockLength : 0);
        ::sbetool::checkBounds("$where$ elements", *positionPtr + $headerSize$, sbeElementsLength, bufferLength);
        m_offset = *positionPtr + $headerSize$ - m_blockLength;
        *positionPtr += $headerSize$ + m_count * m_blockLength;
        """;

    private static final String FIXED_STEP = """
        m_offset += m_blockLength;
        """;

    /**
     * Where a group of elements of different lengths keeps its header, for resetCountToIndex(): stored at
     * wrap. A group of fixed-size elements works it out from its current element instead (m_offset is the
     * index-th element's, starting one element before the header's end), sparing the store at every wrap:
     * Car's encode 28.2-28.4 ns with it, 27.1-27.7 without (Google Benchmark, CPU time, medians of 10).
     */
    private static final String HEADER_FIELD = """
            // Where the group's header is, for resetCountToIndex().
            ::std::uint64_t m_headerOffset = 0;
        """;

    private static final String KEEP_HEADER = """
                m_headerOffset = *positionPtr;
        """;

    private static final String HEADER_AT = """
        const ::std::uint64_t sbeHeaderOffset = m_headerOffset;
        """;

    private static final String FIXED_HEADER_AT = """
        // the first element starts where the header ends, and m_offset is the index-th one's
        const ::std::uint64_t sbeHeaderOffset = m_offset + m_blockLength - m_index * m_blockLength - $headerSize$;
        """;

    /** The position, moved past every element at wrap, goes back to the end of the last one written. */
    private static final String FIXED_RESET = """
        *m_positionPtr = m_offset + m_blockLength;
        """;

    /** The message's state, which the group's accesses move; set by the accessor that wraps the group. */
    private static final String ORDER_FIELD = "    CodecState *m_codecStatePtr = nullptr;\n"
        + "public:\n"
        + "    void sbeCodecStatePtr(CodecState *codecStatePtr) noexcept\n"
        + "    {\n"
        + "        m_codecStatePtr = codecStatePtr;\n"
        + "    }\n"
        + "private:\n";

    private GroupWriter()
    {
    }

    static void print(final Printer parent, final String path, final Group group, final String className,
        final CppNames names, final Set<String> outerNames, final AccessOrderCode order)
    {
        final Set<String> inner = new HashSet<>(outerNames);
        inner.add(className);
        final Printer accessors = new Printer().indent()
            .set("Class", className).set("position", "*m_positionPtr").set("positionPtr", "m_positionPtr")
            .set("codecState", "*m_codecStatePtr").set("codecStatePtr", "m_codecStatePtr");
        final List<String> fields = new ArrayList<>();
        BlockWriter.print(accessors, path, group.block(), names, fields, inner, order);
        final List<String> outer = AccessOrderCode.groups(path).subList(0, AccessOrderCode.groups(path).size() - 1);
        final Dimension dimension = group.dimension();
        final Member blockLength = dimension.blockLength();
        final Member count = dimension.numInGroup();
        parent.printRaw(new Printer().set("Group", className).set("where", path)
            .set("headerSize", dimension.encodedLength()).set("blockLength", group.block().blockLength())
            .set("blockLengthOffset", blockLength.offset()).set("countOffset", count.offset())
            .set("blockLengthType", CppTypes.type(blockLength.encoding().primitiveType()))
            .set("countType", CppTypes.type(count.encoding().primitiveType()))
            .set("loadBlockLength", CppTypes.load(blockLength.encoding()))
            .set("storeBlockLength", CppTypes.store(blockLength.encoding()))
            .set("loadCount", CppTypes.load(count.encoding()))
            .set("storeCount", CppTypes.store(count.encoding()))
            .set("countCheck", countCheck(count, path))
            .set("wireCountCheck", wireCountCheck(count, path))
            .set("advance", indented(fixedSize(group) ? FIXED_ADVANCE : ADVANCE, path, dimension))
            .set("step", indented(fixedSize(group) ? FIXED_STEP : STEP, path, dimension))
            .set("resetPosition", fixedSize(group) ? indented(FIXED_RESET, path, dimension) : "")
            .set("headerField", fixedSize(group) ? "" : HEADER_FIELD)
            .set("keepHeader", fixedSize(group) ? "" : KEEP_HEADER)
            .set("headerAt", indented(fixedSize(group) ? FIXED_HEADER_AT : HEADER_AT, path, dimension))
            .set("fields", CompositeWriter.fieldLines(fields))
            .set("skip", Printer.indentLines(BlockWriter.skipBody(group.block(), className), "        "))
            .set("accessors", accessors.text())
            .set("orderField", order == null ? "" : order.guarded(ORDER_FIELD))
            .set("nextHook", order == null ? "" : Printer.indentLines(order.call("*m_codecStatePtr",
                AccessOrder.Kind.NEXT_MORE, outer, group.name(),
                "Cannot access next element in repeating group \"" + AccessOrder.qualified(outer, group.name()) + "\"",
                "m_count - m_index"), "        "))
            .set("resetHook", order == null ? "" : Printer.indentLines(order.call("*m_codecStatePtr",
                AccessOrder.Kind.RESET, outer, group.name(),
                "Cannot reset count of repeating group \"" + AccessOrder.qualified(outer, group.name()) + "\"", ""),
                "        "))
            .print(CLASS).text());
    }

    /**
     * Whether every element is its block and nothing more, so that the group's length is known from its
     * header; and count * blockLength cannot overflow 64 bits (both at most 32 bits wide).
     */
    static boolean fixedSize(final Group group)
    {
        final Dimension dimension = group.dimension();
        return group.block().groups().isEmpty() && group.block().varData().isEmpty() &&
            dimension.numInGroup().encoding().primitiveType().size() <= 4 &&
            dimension.blockLength().encoding().primitiveType().size() <= 4;
    }

    private static String indented(final String template, final String path, final Dimension dimension)
    {
        return new Printer().indent().indent().set("where", path).set("headerSize", dimension.encodedLength())
            .print(template).text();
    }

    /** Refuses a count to be written outside numInGroup's range: a value error, always checked. */
    private static final String COUNT_CHECK = """
        if ($tests$)
        {
            ::sbetool::throwValueError("$where$", "count outside $range$:", static_cast<::std::uint64_t>(count));
        }
        """;

    /**
     * Refuses a count read from the wire outside numInGroup's range: corrupt input, so a bounds check
     * (removed with the others by SBETOOL_NO_BOUNDS_CHECK) reported at the count's offset.
     */
    private static final String WIRE_COUNT_CHECK = """
        if (SBETOOL_BOUNDS_CHECKS && ($tests$))
        {
            ::sbetool::throwCountError("$where$", sbeCount, "$range$", *positionPtr + $countOffset$);
        }
        """;

    private static String countCheck(final Member count, final String path)
    {
        return rangeCheck(COUNT_CHECK, count, "count", path);
    }

    private static String wireCountCheck(final Member count, final String path)
    {
        return rangeCheck(WIRE_COUNT_CHECK, count, "sbeCount", path);
    }

    /**
     * @return the check printed two levels deep, or nothing when the type cannot exceed either bound (the
     * compiler would warn that the comparison is always false).
     */
    private static String rangeCheck(final String template, final Member count, final String variable, final String path)
    {
        final PrimitiveEncoding encoding = count.encoding();
        final List<String> tests = countTests(encoding, variable);
        if (tests.isEmpty())
        {
            return "";
        }
        return new Printer().indent().indent().set("tests", String.join(" || ", tests)).set("where", path)
            .set("range", lowestCount(encoding) + ".." + encoding.maxValue()).set("countOffset", count.offset())
            .print(template).text();
    }

    /** A count is never negative, whatever a signed numInGroup's minValue allows. */
    static PrimitiveValue lowestCount(final PrimitiveEncoding encoding)
    {
        return encoding.minValue().longValue() >= 0 ? encoding.minValue() :
            PrimitiveValue.of(0, encoding.primitiveType());
    }

    private static List<String> countTests(final PrimitiveEncoding encoding, final String variable)
    {
        final PrimitiveType type = encoding.primitiveType();
        final PrimitiveValue lowest = lowestCount(encoding);
        final long min = lowest.longValue();
        final long max = encoding.maxValue().longValue();
        final List<String> tests = new ArrayList<>();
        if (min > type.lowest() || type.isSigned() && min != type.lowest())
        {
            tests.add(variable + " < " + CppTypes.literal(lowest, type));
        }
        if (type == PrimitiveType.UINT64 ? Long.compareUnsigned(max, type.highest()) < 0 : max < type.highest())
        {
            tests.add(variable + " > " + CppTypes.literal(encoding.maxValue(), type));
        }
        return tests;
    }
}
