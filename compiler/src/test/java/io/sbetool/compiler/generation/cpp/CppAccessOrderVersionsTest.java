package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.Compilation;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code --cpp-access-order-checks} across versions, as the Java target's AccessOrderVersionsTest: a quote encoded by
 * {@code accessorder/versions-v0.xml}'s codecs (no checks) is read by {@code versions-v1.xml}'s, checked, at acting
 * version 0 in schema order, every member of version 1 included, without a false error; misuses at version 0 still
 * throw. {@code accessorder/versions-order.cpp} also misuses the arrays a group entry has and the element-wise setters.
 * Built with g++ and clang++ (C++17, warnings as errors, ASan/UBSan).
 */
class CppAccessOrderVersionsTest
{
    private static final String MACRO = CppOptions.DEFAULT_ACCESS_ORDER_MACRO;
    private static final List<String> SCENARIOS = List.of("readVersionZero", "readVersionOne",
        "entryDataBeforeNextAtVersionZero", "nextBeforeEntryDataAtVersionZero", "entryFieldAfterGroupAtVersionZero",
        "elementWiseBeforeWrap", "entryArrayBeforeNext", "entryArrayAfterGroup");

    @Test
    void olderVersionsReadInOrderAndMisusesThrow() throws Exception
    {
        final Path dir = NativeBuild.fresh("access-order-versions");
        generate(dir, "versions-v0.xml", "order_v0", null);
        generate(dir, "versions-v1.xml", "order_v1", MACRO);
        final Path main = dir.resolve("main.cpp");
        Files.copy(Path.of(getClass().getResource("/accessorder/versions-order.cpp").toURI()), main);
        for (final String compiler : List.of("g++", "clang++"))
        {
            final Path program = dir.resolve("versions-" + compiler.replace("+", "p"));
            final List<String> command = new ArrayList<>(List.of(compiler, "-std=c++17", "-g", "-O1", "-D" + MACRO,
                "-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer"));
            command.addAll(NativeBuild.WARNINGS);
            command.addAll(List.of("-I" + dir, main.toString(), "-o", program.toString()));
            NativeBuild.run(dir, command);
            final List<String> run = new ArrayList<>(List.of(program.toString()));
            run.addAll(SCENARIOS);
            assertEquals(expected(), List.of(NativeBuild.run(dir, run).strip().split("\n")), compiler);
        }
    }

    private static List<String> expected()
    {
        final String notWrapped = "\"wrap(version=0)\", \"wrap(version=1)\"";
        return List.of(
            "readVersionZero => ok: 7 abc 1,2 qty=" + Integer.MIN_VALUE + " tag='' legs=[10 3,4 weight=65535 'first' '', "
                + "11 5,6 weight=65535 'second' ''] fills=0 note=''",
            "readVersionOne => ok: 8 xyz 9,9 qty=5 tag='T1' legs=[12 1,1 weight=2 'n' 'c'] fills=[40] note='hello'",
            "entryDataBeforeNextAtVersionZero => " + error("Cannot access field \"legs.legNote\"", "V0_LEGS_N",
                "\"legs.next()\", \"legs.resetCountToIndex()\""),
            "nextBeforeEntryDataAtVersionZero => " + error("Cannot access next element in repeating group \"legs\"",
                "V0_LEGS_N_BLOCK", "\"legs.legId(?)\", \"legs.ratios(?)\", \"legs.weight(?)\", \"legs.legNoteLength()\", "
                    + "\"legs.legNote(?)\""),
            "entryFieldAfterGroupAtVersionZero => " + error("Cannot access field \"legs.legId\"", "V0_LEGS_1_LEGNOTE_DONE",
                "\"legs.resetCountToIndex()\""),
            "elementWiseBeforeWrap => AccessOrderError: " + what("Cannot access field \"code\"", "NOT_WRAPPED", notWrapped)
                + " | " + what("Cannot access field \"pair\"", "NOT_WRAPPED", notWrapped),
            "entryArrayBeforeNext => " + error("Cannot access field \"legs.ratios\"", "V1_LEGS_N",
                "\"legs.next()\", \"legs.resetCountToIndex()\""),
            "entryArrayAfterGroup => " + error("Cannot access field \"legs.ratios\"", "V1_FILLS_DONE",
                "\"fills.resetCountToIndex()\", \"noteLength()\", \"note(?)\""));
    }

    private static String error(final String access, final String state, final String expected)
    {
        return "AccessOrderError: " + what(access, state, expected);
    }

    private static String what(final String access, final String state, final String expected)
    {
        return "Illegal field access order. " + access + " in state: " + state
            + ". Expected one of these transitions: [" + expected + "]. The states are listed in Quote::CodecState.";
    }

    private static void generate(final Path dir, final String schema, final String namespace, final String macro)
        throws Exception
    {
        final Path file = SharedFiles.projectDir().resolve("compiler/src/test/resources/accessorder/" + schema);
        final CppOptions options = new CppOptions(namespace, file);
        final Map<String, String> files = new CppGenerator(Compilation.compileOrThrow(file),
            macro == null ? options : options.withAccessOrderChecks(macro)).generateSources();
        for (final Map.Entry<String, String> source : files.entrySet())
        {
            Files.createDirectories(dir.resolve(source.getKey()).getParent());
            Files.writeString(dir.resolve(source.getKey()), source.getValue());
        }
    }
}
