package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.Compilation;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --cpp-access-order-checks}: car.xml's C++ codecs with the checks, used in order and out of order by
 * {@code accessorder/car-order.cpp}, built with g++ and clang++ (C++17, warnings as errors, ASan/UBSan) with
 * the macro defined (each misuse throws {@code Car::AccessOrderError} naming the access, the state and what
 * was allowed, the misuses of the Java target's AccessOrderChecksTest) and without it (nothing is checked).
 */
class CppAccessOrderChecksTest
{
    private static final String NAMESPACE = "order_test";
    private static final String MACRO = CppOptions.DEFAULT_ACCESS_ORDER_MACRO;
    private static final List<String> SCENARIOS = List.of("inOrder", "varDataBeforeGroups", "nextPastCount",
        "nestedCountBeforeNext", "incomplete", "modelInGroup", "resetEndsGroup");
    /** Fixed fields' misuses, run only with the checks: without them each is undefined behaviour. */
    private static final List<String> FIELD_SCENARIOS = List.of("fieldBeforeWrap", "entryFieldBeforeNext",
        "entryFieldAfterGroup", "enumAndCompositeBeforeWrap", "arraysBeforeWrap");
    /** Every accessor of car.xml's fixed arrays (car-order.cpp's arrayForms), each checked as the field it reads. */
    private static final List<String> ARRAY_FORMS = List.of("someNumbers()", "someNumbers() const", "someNumbers(index)",
        "someNumbers(index, value)", "getSomeNumbers", "putSomeNumbers", "vehicleCode()", "vehicleCode() const",
        "vehicleCode(index)", "vehicleCode(index, value)", "getVehicleCode", "getVehicleCodeAsStringView",
        "getVehicleCodeAsString", "getVehicleCodeAsJsonEscapedString", "putVehicleCode(string_view)",
        "putVehicleCode(string)", "putVehicleCode(pointer, length)", "putVehicleCode(pointer)", "putVehicleCode(array)");

    @Test
    void codecsWithoutTheOptionHaveNoChecks()
    {
        final Path schema = SharedFiles.projectSchema("car.xml");
        new CppGenerator(Compilation.compileOrThrow(schema), new CppOptions(NAMESPACE, schema)).generateSources()
            .values().forEach(source -> assertFalse(source.contains("CodecState"), "checks generated unasked"));
    }

    @Test
    void misusesThrowWithTheMacroAndPassWithout() throws Exception
    {
        final Path dir = generate("access-order", MACRO);
        final Path main = dir.resolve("main.cpp");
        Files.copy(Path.of(getClass().getResource("/accessorder/car-order.cpp").toURI()), main);
        for (final String compiler : List.of("g++", "clang++"))
        {
            final Path checked = build(compiler, dir, main, "-D" + MACRO);
            assertEquals(expectedChecked(), run(dir, checked, SCENARIOS), compiler);
            assertEquals(expectedFieldErrors(), run(dir, checked, FIELD_SCENARIOS), compiler);
            final List<String> unchecked = run(dir, build(compiler, dir, main, "-DSBETOOL_UNRELATED"), SCENARIOS);
            for (int i = 0; i < SCENARIOS.size(); i++)
            {
                final String scenario = SCENARIOS.get(i);
                final boolean returnsOk = scenario.equals("inOrder") || scenario.equals("resetEndsGroup");
                // next() past the count is refused by the codec's own value check, macro or not
                final String outcome = scenario.equals("nextPastCount") ?
                    "other: Car.fuelFigures: next() after the last element; count is 1" : returnsOk ? "ok" : "unchecked";
                assertEquals(scenario + " => " + outcome, unchecked.get(i), compiler);
            }
        }
    }

    static List<Path> schemas() throws Exception
    {
        final List<Path> schemas = new ArrayList<>(SharedFiles.projectSchemas());
        try (var golden = Files.list(SharedFiles.projectDir().resolve("compiler/src/test/resources/golden/schemas")))
        {
            golden.sorted().forEach(schemas::add);
        }
        schemas.add(SharedFiles.projectDir().resolve("compiler/src/test/resources/accessorder/versioned.xml"));
        return schemas;
    }

    /** Every header of a schema with the checks compiles with the macro: groups, nesting, versions, no groups. */
    @ParameterizedTest
    @MethodSource("schemas")
    void everySchemaCompilesWithTheChecks(final Path schema) throws Exception
    {
        final Map<String, String> files = new CppGenerator(Compilation.compileOrThrow(schema),
            new CppOptions("order_all", schema).withAccessOrderChecks(MACRO)).generateSources();
        final Path dir = NativeBuild.fresh("access-order-all-" + schema.getFileName().toString().replace(".xml", ""));
        final StringBuilder includes = new StringBuilder();
        for (final Map.Entry<String, String> file : files.entrySet())
        {
            Files.createDirectories(dir.resolve(file.getKey()).getParent());
            Files.writeString(dir.resolve(file.getKey()), file.getValue());
            includes.append("#include \"").append(file.getKey()).append("\"\n");
        }
        assertTrue(files.values().stream().anyMatch(source -> source.contains("enum class CodecState")), "no checks");
        final Path main = Files.writeString(dir.resolve("all.cpp"), includes + "int main()\n{\n    return 0;\n}\n");
        for (final String compiler : List.of("g++", "clang++"))
        {
            final List<String> command = new ArrayList<>(List.of(compiler, "-std=c++17", "-fsyntax-only", "-D" + MACRO));
            command.addAll(NativeBuild.WARNINGS);
            command.addAll(List.of("-I" + dir, main.toString()));
            NativeBuild.run(dir, command);
        }
    }

    @Test
    void theMacroCanBeRenamed() throws Exception
    {
        final Path dir = generate("access-order-macro", "MY_ORDER_CHECKS");
        final Path main = dir.resolve("main.cpp");
        Files.copy(Path.of(getClass().getResource("/accessorder/car-order.cpp").toURI()), main);
        final List<String> output = run(dir, build("g++", dir, main, "-DMY_ORDER_CHECKS"), SCENARIOS);
        assertTrue(output.get(1).startsWith("varDataBeforeGroups => AccessOrderError: "), output.get(1));
        final List<String> unchecked = run(dir, build("g++", dir, main, "-D" + MACRO), SCENARIOS);
        assertEquals("varDataBeforeGroups => unchecked", unchecked.get(1));
    }

    private static List<String> expectedChecked()
    {
        return List.of(
            "inOrder => ok",
            "varDataBeforeGroups => " + error("Cannot access field \"manufacturer\"", "V0_BLOCK",
                "\"serialNumber(?)\", \"modelYear(?)\", \"available(?)\", \"code(?)\", \"someNumbers(?)\", "
                    + "\"vehicleCode(?)\", \"extras(?)\", \"engine(?)\", \"fuelFiguresCount(0)\", \"fuelFiguresCount(>0)\""),
            "nextPastCount => " + error("Cannot access next element in repeating group \"fuelFigures\"",
                "V0_FUELFIGURES_1_BLOCK", lastFuelFigure()),
            "nestedCountBeforeNext => " + error("Cannot encode count of repeating group \"performanceFigures.acceleration\"",
                "V0_PERFORMANCEFIGURES_N", "\"performanceFigures.next()\", \"performanceFigures.resetCountToIndex()\""),
            "incomplete => AccessOrderError: Not fully encoded, current state: V0_MANUFACTURER_DONE, allowed "
                + "transitions: \"modelLength()\", \"model(?)\"",
            "modelInGroup => " + error("Cannot access field \"model\"", "V0_FUELFIGURES_1_BLOCK", lastFuelFigure()),
            "resetEndsGroup => ok");
    }

    private static List<String> expectedFieldErrors()
    {
        final String notWrapped = "\"wrap(version=0)\"";
        return List.of(
            "fieldBeforeWrap => " + error("Cannot access field \"serialNumber\"", "NOT_WRAPPED", notWrapped),
            "entryFieldBeforeNext => " + error("Cannot access field \"fuelFigures.speed\"", "V0_FUELFIGURES_N",
                "\"fuelFigures.next()\", \"fuelFigures.resetCountToIndex()\""),
            "entryFieldAfterGroup => " + error("Cannot access field \"fuelFigures.mpg\"", "V0_PERFORMANCEFIGURES_DONE",
                "\"performanceFigures.resetCountToIndex()\", \"manufacturerLength()\", \"manufacturer(?)\""),
            "enumAndCompositeBeforeWrap => AccessOrderError: " + what("Cannot access field \"code\"", "NOT_WRAPPED", notWrapped)
                + " | " + what("Cannot access field \"engine\"", "NOT_WRAPPED", notWrapped),
            "arraysBeforeWrap => " + String.join(" | ", ARRAY_FORMS.stream().map(form -> form + ": " + what(
                "Cannot access field \"" + (form.contains("omeNumbers") ? "someNumbers" : "vehicleCode") + "\"",
                "NOT_WRAPPED", notWrapped)).toList()));
    }

    private static String lastFuelFigure()
    {
        return "\"fuelFigures.speed(?)\", \"fuelFigures.mpg(?)\", \"fuelFigures.resetCountToIndex()\", "
            + "\"performanceFiguresCount(0)\", \"performanceFiguresCount(>0)\"";
    }

    private static String error(final String access, final String state, final String expected)
    {
        return "AccessOrderError: " + what(access, state, expected);
    }

    private static String what(final String access, final String state, final String expected)
    {
        return "Illegal field access order. " + access + " in state: " + state
            + ". Expected one of these transitions: [" + expected + "]. The states are listed in Car::CodecState.";
    }

    private static Path generate(final String name, final String macro) throws Exception
    {
        final Path schema = SharedFiles.projectSchema("car.xml");
        final Path dir = NativeBuild.fresh(name);
        final Map<String, String> files = new CppGenerator(Compilation.compileOrThrow(schema),
            new CppOptions(NAMESPACE, schema).withAccessOrderChecks(macro)).generateSources();
        for (final Map.Entry<String, String> file : files.entrySet())
        {
            Files.createDirectories(dir.resolve(file.getKey()).getParent());
            Files.writeString(dir.resolve(file.getKey()), file.getValue());
        }
        return dir;
    }

    private static Path build(final String compiler, final Path dir, final Path main, final String define) throws Exception
    {
        final Path program = dir.resolve("order-" + compiler.replace("+", "p") + define.replace("-D", "-"));
        final List<String> command = new ArrayList<>(List.of(compiler, "-std=c++17", "-g", "-O1", define,
            "-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer"));
        command.addAll(NativeBuild.WARNINGS);
        command.addAll(List.of("-I" + dir, main.toString(), "-o", program.toString()));
        NativeBuild.run(dir, command);
        return program;
    }

    private static List<String> run(final Path dir, final Path program, final List<String> scenarios) throws Exception
    {
        final List<String> command = new ArrayList<>(List.of(program.toString()));
        command.addAll(scenarios);
        return List.of(NativeBuild.run(dir, command).strip().split("\n"));
    }
}
