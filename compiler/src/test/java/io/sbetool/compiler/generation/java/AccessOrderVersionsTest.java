package io.sbetool.compiler.generation.java;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.model.CodecModelBuilder;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code --java-access-order-checks} across versions: {@code accessorder/versions-v0.xml}'s codecs (no checks)
 * encode a quote as an older producer does; {@code versions-v1.xml}'s decoder, with the checks, reads it at acting
 * version 0 in schema order, every member of version 1 included (fields, a group entry's field, a group, var data
 * in the message and in a group): nothing throws and the absent members read as null, empty or nothing. A genuine
 * misuse at version 0 still throws, naming a state of version 0. The same decoder reads a version 1 message.
 */
class AccessOrderVersionsTest
{
    private static Class<?> probe;

    @BeforeAll
    static void compile() throws Exception
    {
        final Map<String, String> sources = new LinkedHashMap<>();
        sources.putAll(generate("versions-v0.xml", "order.v0", false));
        sources.putAll(generate("versions-v1.xml", "order.v1", true));
        sources.put("order.v1.Probe", PROBE);
        probe = InMemoryCompiler.compile(sources).loadClass("order.v1.Probe");
    }

    private static Map<String, String> generate(final String schema, final String packageName, final boolean checks)
        throws Exception
    {
        final Path file = SharedFiles.projectDir().resolve("compiler/src/test/resources/accessorder/" + schema);
        final JavaOptions options = JavaOptions.defaults().withPackageName(packageName).withSchemaName(schema)
            .withAccessOrderChecks(checks);
        return new JavaGenerator(CodecModelBuilder.build(Compilation.compileOrThrow(file)), options).generateSources();
    }

    @Test
    void versionZeroReadInOrderWithEveryNewerMember() throws Exception
    {
        assertEquals("ok: 7 abc 1,2 qty=" + Integer.MIN_VALUE + " tag='' legs=[10 3,4 weight=65535 'first' '', "
            + "11 5,6 weight=65535 'second' ''] fills=0 note=''", run("readVersionZero"));
    }

    @Test
    void versionOneReadInOrder() throws Exception
    {
        assertEquals("ok: 8 xyz 9,9 qty=5 tag='T1' legs=[12 1,1 weight=2 'n' 'c'] fills=[40] note='hello'",
            run("readVersionOne"));
    }

    @Test
    void misusesAtVersionZeroStillThrow() throws Exception
    {
        assertEquals(error("Cannot access field \"legs.legNote\"", "V0_LEGS_N",
            "\"legs.next()\", \"legs.resetCountToIndex()\""), run("entryDataBeforeNextAtVersionZero"));
        assertEquals(error("Cannot access next element in repeating group \"legs\"", "V0_LEGS_N_BLOCK",
            "\"legs.legId(?)\", \"legs.ratios(?)\", \"legs.weight(?)\", \"legs.legNoteLength()\", \"legs.legNote(?)\""),
            run("nextBeforeEntryDataAtVersionZero"));
        assertEquals(error("Cannot access field \"legs.legId\"", "V0_LEGS_1_LEGNOTE_DONE", "\"legs.resetCountToIndex()\""),
            run("entryFieldAfterGroupAtVersionZero"));
    }

    private static String error(final String access, final String state, final String allowed)
    {
        return "IllegalStateException: Illegal field access order. " + access + " in state: " + state
            + ". Expected one of these transitions: [" + allowed + "]. The states are listed in QuoteDecoder.CodecStates.";
    }

    private static String run(final String name) throws Exception
    {
        @SuppressWarnings("unchecked")
        final Supplier<String> scenario = (Supplier<String>)probe.getMethod(name).invoke(null);
        return scenario.get();
    }

    private static final String PROBE = """
        package order.v1;

        import java.util.function.Supplier;
        import org.agrona.concurrent.UnsafeBuffer;

        public final class Probe {
            private static final UnsafeBuffer BUFFER = new UnsafeBuffer(new byte[4096]);

            private static Supplier<String> guard(final Supplier<String> body) {
                return () -> {
                    try {
                        return body.get();
                    } catch (final IllegalStateException e) {
                        return "IllegalStateException: " + e.getMessage();
                    }
                };
            }

            /** A quote as a version 0 producer writes it. */
            private static void encodeVersionZero() {
                final order.v0.QuoteEncoder quote = new order.v0.QuoteEncoder().wrap(BUFFER, 0).quoteId(7).code("abc")
                    .pair(0, 1).pair(1, 2);
                final order.v0.QuoteEncoder.LegsEncoder legs = quote.legsCount(2);
                legs.next().legId(10).ratios(0, 3).ratios(1, 4).legNote("first");
                legs.next().legId(11).ratios(0, 5).ratios(1, 6).legNote("second");
            }

            private static QuoteDecoder decodeVersionZero() {
                encodeVersionZero();
                return new QuoteDecoder().wrap(BUFFER, 0, order.v0.QuoteEncoder.BLOCK_LENGTH, 0);
            }

            /** Reads every member of version 1 in schema order, as code written for version 1 does. */
            private static String readAll(final QuoteDecoder quote) {
                final StringBuilder text = new StringBuilder("ok: ").append(quote.quoteId()).append(' ')
                    .append(quote.code()).append(' ').append(quote.pair(0)).append(',').append(quote.pair(1))
                    .append(" qty=").append(quote.qty()).append(" tag='").append(quote.tag()).append("' legs=[");
                String separator = "";
                for (final QuoteDecoder.LegsDecoder leg : quote.legs()) {
                    text.append(separator).append(leg.legId()).append(' ').append(leg.ratios(0)).append(',')
                        .append(leg.ratios(1)).append(" weight=").append(leg.weight()).append(" '")
                        .append(leg.legNote()).append("' '").append(leg.legComment()).append('\\'');
                    separator = ", ";
                }
                text.append("] fills=");
                final QuoteDecoder.FillsDecoder fills = quote.fills();
                if (fills.count() == 0) {
                    text.append(0);
                } else {
                    text.append('[');
                    for (final QuoteDecoder.FillsDecoder fill : fills) {
                        text.append(fill.fillQty());
                    }
                    text.append(']');
                }
                return text.append(" note='").append(quote.note()).append('\\'').toString();
            }

            public static Supplier<String> readVersionZero() {
                return guard(() -> readAll(decodeVersionZero()));
            }

            public static Supplier<String> readVersionOne() {
                return guard(() -> {
                    final QuoteEncoder quote = new QuoteEncoder().wrap(BUFFER, 0).quoteId(8).code("xyz").pair(0, 9)
                        .pair(1, 9).qty(5).tag("T1");
                    quote.legsCount(1).next().legId(12).ratios(0, 1).ratios(1, 1).weight(2).legNote("n").legComment("c");
                    quote.fillsCount(1).next().fillQty(40);
                    quote.note("hello");
                    quote.checkEncodingIsComplete();
                    return readAll(new QuoteDecoder().wrap(BUFFER, 0, QuoteEncoder.BLOCK_LENGTH, 1));
                });
            }

            public static Supplier<String> entryDataBeforeNextAtVersionZero() {
                return guard(() -> decodeVersionZero().legs().legNote());
            }

            public static Supplier<String> nextBeforeEntryDataAtVersionZero() {
                return guard(() -> {
                    final QuoteDecoder.LegsDecoder legs = decodeVersionZero().legs();
                    legs.next().legId();
                    legs.next();
                    return "unchecked";
                });
            }

            public static Supplier<String> entryFieldAfterGroupAtVersionZero() {
                return guard(() -> {
                    final QuoteDecoder quote = decodeVersionZero();
                    final QuoteDecoder.LegsDecoder legs = quote.legs();
                    while (legs.hasNext()) {
                        legs.next().legNote();
                    }
                    quote.fills();
                    quote.note();
                    return "unchecked: " + legs.legId();
                });
            }
        }
        """;
}
