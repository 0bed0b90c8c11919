package io.sbetool.compiler.generation.java;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.model.CodecModelBuilder;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * {@code --java-access-order-checks} on car.xml: the codecs compile with {@code -Xlint:all -Werror}; a
 * program uses them in order (which passes, {@code checkEncodingIsComplete()} included) and out of order
 * (each misuse throws IllegalStateException naming the field, the state and what was expected).
 */
class AccessOrderChecksTest
{
    private static final String PACKAGE = "order.test";
    private static Class<?> probe;

    @BeforeAll
    static void compile() throws Exception
    {
        final Schema schema = CodecModelBuilder.build(Compilation.compileOrThrow(SharedFiles.projectSchema("car.xml")));
        final JavaOptions options = JavaOptions.defaults().withPackageName(PACKAGE).withSchemaName("car.xml")
            .withAccessOrderChecks(true);
        final Map<String, String> sources = new LinkedHashMap<>(new JavaGenerator(schema, options).generateSources());
        sources.put(PACKAGE + ".Probe", PROBE);
        probe = InMemoryCompiler.compile(sources).loadClass(PACKAGE + ".Probe");
    }

    @Test
    void codecsWithoutTheOptionHaveNoChecks() throws Exception
    {
        final Schema schema = CodecModelBuilder.build(Compilation.compileOrThrow(SharedFiles.projectSchema("car.xml")));
        final Map<String, String> sources = new JavaGenerator(schema, JavaOptions.defaults()).generateSources();
        sources.values().forEach(source -> assertFalse(source.contains("codecState"), "checks generated unasked"));
    }

    @Test
    void inOrderUsePasses() throws Exception
    {
        assertEquals("ok", run("inOrder"));
    }

    @Test
    void eachMisuseThrowsNamingFieldStateAndExpected() throws Exception
    {
        assertEquals("IllegalStateException: Illegal field access order. Cannot access field \"serialNumber\" "
            + "in state: NOT_WRAPPED. Expected one of these transitions: [\"wrap(version=0)\"]. The states are "
            + "listed in CarEncoder.CodecStates.", run("fieldBeforeWrap"));
        assertEquals(expected("Cannot access field \"manufacturer\"", "V0_BLOCK",
            "\"serialNumber(?)\", \"modelYear(?)\", \"available(?)\", \"code(?)\", \"someNumbers(?)\", "
            + "\"vehicleCode(?)\", \"extras(?)\", \"engine(?)\", \"fuelFiguresCount(0)\", \"fuelFiguresCount(>0)\"",
            "CarEncoder"), run("varDataBeforeGroups"));
        assertEquals(expected("Cannot access field \"fuelFigures.speed\"", "V0_FUELFIGURES_N",
            "\"fuelFigures.next()\", \"fuelFigures.resetCountToIndex()\"", "CarEncoder"), run("entryFieldBeforeNext"));
        assertEquals(expected("Cannot access next element in repeating group \"fuelFigures\"", "V0_FUELFIGURES_1_BLOCK",
            "\"fuelFigures.speed(?)\", \"fuelFigures.mpg(?)\", \"fuelFigures.resetCountToIndex()\", "
            + "\"performanceFiguresCount(0)\", \"performanceFiguresCount(>0)\"", "CarEncoder"), run("nextPastCount"));
        assertEquals(expected("Cannot encode count of repeating group \"performanceFigures.acceleration\"", "V0_PERFORMANCEFIGURES_N",
            "\"performanceFigures.next()\", \"performanceFigures.resetCountToIndex()\"", "CarEncoder"),
            run("nestedCountBeforeNext"));
        assertEquals("IllegalStateException: Not fully encoded, current state: V0_MANUFACTURER_DONE, allowed "
            + "transitions: \"modelLength()\", \"model(?)\"", run("incomplete"));
        assertEquals(expected("Cannot access field \"model\"", "V0_FUELFIGURES_1_BLOCK",
            "\"fuelFigures.speed(?)\", \"fuelFigures.mpg(?)\", \"fuelFigures.resetCountToIndex()\", "
            + "\"performanceFiguresCount(0)\", \"performanceFiguresCount(>0)\"", "CarDecoder"), run("decoderSkipsGroup"));
        assertEquals("ok", run("resetEndsGroup"));
    }

    private static String expected(final String access, final String state, final String allowed, final String codec)
    {
        return "IllegalStateException: Illegal field access order. " + access + " in state: " + state
            + ". Expected one of these transitions: [" + allowed + "]. The states are listed in " + codec
            + ".CodecStates.";
    }

    private static String run(final String name) throws Exception
    {
        @SuppressWarnings("unchecked")
        final Supplier<String> scenario = (Supplier<String>)probe.getMethod(name).invoke(null);
        return scenario.get();
    }

    private static final String PROBE = """
        package order.test;

        import java.util.function.Supplier;
        import org.agrona.concurrent.UnsafeBuffer;

        public final class Probe {
            private static final UnsafeBuffer BUFFER = new UnsafeBuffer(new byte[4096]);

            private static Supplier<String> guard(final Runnable body) {
                return () -> {
                    try {
                        body.run();
                        return "ok";
                    } catch (final IllegalStateException e) {
                        return "IllegalStateException: " + e.getMessage();
                    }
                };
            }

            private static CarEncoder encodeUpToModel() {
                final CarEncoder car = new CarEncoder().wrap(BUFFER, 0).serialNumber(7).modelYear(2024);
                car.fuelFiguresCount(2).next().speed(30).mpg(35.9f).next().speed(55).mpg(49.0f);
                final CarEncoder.PerformanceFiguresEncoder perf = car.performanceFiguresCount(2);
                perf.next().octaneRating((short)95).accelerationCount(1).next().mph(30).seconds(4.0f);
                perf.next().octaneRating((short)99).accelerationCount(0);
                car.manufacturer("Honda");
                return car;
            }

            public static Supplier<String> inOrder() {
                return guard(() -> {
                    final CarEncoder car = encodeUpToModel();
                    car.model("Civic");
                    car.checkEncodingIsComplete();
                    final CarDecoder decoder = new CarDecoder().wrap(BUFFER, 0, CarEncoder.BLOCK_LENGTH, 0);
                    long sum = decoder.serialNumber();
                    for (final CarDecoder.FuelFiguresDecoder fuel : decoder.fuelFigures()) {
                        sum += fuel.speed();
                    }
                    for (final CarDecoder.PerformanceFiguresDecoder perf : decoder.performanceFigures()) {
                        sum += perf.octaneRating();
                        for (final CarDecoder.PerformanceFiguresDecoder.AccelerationDecoder a : perf.acceleration()) {
                            sum += a.mph();
                        }
                    }
                    if (sum != 7 + 30 + 55 + 95 + 99 + 30 || !decoder.manufacturer().equals("Honda")
                        || !decoder.model().equals("Civic")) {
                        throw new AssertionError("decoded " + sum);
                    }
                    decoder.sbeRewind();
                    if (decoder.sbeSkip().limit() != car.limit() || !decoder.toString().contains("Civic")) {
                        throw new AssertionError("skip or appendTo under checks");
                    }
                });
            }

            public static Supplier<String> fieldBeforeWrap() {
                return guard(() -> new CarEncoder().serialNumber(1));
            }

            public static Supplier<String> varDataBeforeGroups() {
                return guard(() -> new CarEncoder().wrap(BUFFER, 0).manufacturer("x"));
            }

            public static Supplier<String> entryFieldBeforeNext() {
                return guard(() -> new CarEncoder().wrap(BUFFER, 0).fuelFiguresCount(1).speed(1));
            }

            public static Supplier<String> nextPastCount() {
                return guard(() -> new CarEncoder().wrap(BUFFER, 0).fuelFiguresCount(1).next().next());
            }

            public static Supplier<String> nestedCountBeforeNext() {
                return guard(() -> {
                    final CarEncoder car = new CarEncoder().wrap(BUFFER, 0);
                    car.fuelFiguresCount(0);
                    car.performanceFiguresCount(1).accelerationCount(1);
                });
            }

            public static Supplier<String> incomplete() {
                return guard(() -> encodeUpToModel().checkEncodingIsComplete());
            }

            public static Supplier<String> decoderSkipsGroup() {
                return guard(() -> {
                    encodeUpToModel().model("Civic");
                    final CarDecoder decoder = new CarDecoder().wrap(BUFFER, 0, CarEncoder.BLOCK_LENGTH, 0);
                    decoder.fuelFigures().next().next();
                    decoder.model();
                });
            }

            public static Supplier<String> resetEndsGroup() {
                return guard(() -> {
                    final CarEncoder car = new CarEncoder().wrap(BUFFER, 0);
                    final CarEncoder.FuelFiguresEncoder fuel = car.fuelFiguresCount(3);
                    fuel.next().speed(1);
                    fuel.resetCountToIndex();
                    car.performanceFiguresCount(0);
                    car.manufacturer("a").model("b").checkEncodingIsComplete();
                });
            }
        }
        """;
}
