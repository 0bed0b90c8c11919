package io.sbetool.compiler.generation.java;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.model.AccessOrder;
import io.sbetool.compiler.generation.model.AccessOrder.Kind;
import io.sbetool.compiler.generation.model.AccessOrderBuilder;
import io.sbetool.compiler.generation.model.AccessOrderWalk;
import io.sbetool.compiler.generation.model.CodecModelBuilder;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.lang.reflect.InvocationTargetException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * {@code --java-access-order-checks}, every transition provoked: for each message of car.xml and of
 * {@code accessorder/transitions.xml} (versions 0 to 2, a nested group, var data in groups), a program written
 * by {@link JavaTransitionProgram} from the model's machine drives a fresh encoder, and a fresh decoder at each
 * acting version over bytes written to match, along the path to each transition, takes it (nothing may throw)
 * and makes an access the state it enters refuses, which must throw IllegalStateException with the reference's
 * message naming the access, that state and what it allows. The transitions taken are counted against the
 * model's, and each access with a check is also refused once in a state that does not allow it (an access
 * that moves nowhere, as a group entry's field, passes with or without its check); those of an access the side has no method for (an encoder's var-data length, a decoder's
 * resetCountToIndex()) are counted apart, and the codec is shown to have no check for them.
 */
class AccessOrderTransitionsTest
{
    private static final String CHECKED = "walk.checked";
    private static final String PLAIN = "walk.plain";
    private static final Path SOURCES = Path.of("target", "access-order-transitions").toAbsolutePath();

    @Test
    void carEveryTransition() throws Exception
    {
        // car.xml has no versions: encoder and decoder have the same 69 transitions, 4 of them var-data lengths
        // (no encoder method) and 18 resets (no decoder method).
        assertEquals(List.of("Car ENCODER 65 of 69, 4 without a method, 22 accesses refused",
            "Car DECODER 51 of 69, 18 without a method, 21 accesses refused"),
            everyTransition(SharedFiles.projectSchema("car.xml")));
    }

    @Test
    void versionedSchemaEveryTransition() throws Exception
    {
        assertEquals(List.of("Order ENCODER 70 of 83, 13 without a method, 26 accesses refused",
            "Order DECODER 200 of 248, 48 without a method, 28 accesses refused"),
            everyTransition(SharedFiles.projectDir().resolve("compiler/src/test/resources/accessorder/transitions.xml")));
    }

    /** @return per message and side, the transitions taken of the model's and those with no method. */
    private static List<String> everyTransition(final Path path) throws Exception
    {
        final Schema schema = CodecModelBuilder.build(Compilation.compileOrThrow(path));
        final String schemaName = path.getFileName().toString();
        final Map<String, String> sources = new LinkedHashMap<>(new JavaGenerator(schema,
            JavaOptions.defaults().withPackageName(CHECKED).withSchemaName(schemaName).withAccessOrderChecks(true))
            .generateSources());
        final Map<String, String> codecs = Map.copyOf(sources);
        sources.putAll(new JavaGenerator(schema, JavaOptions.defaults().withPackageName(PLAIN).withSchemaName(schemaName))
            .generateSources());
        final Map<String, JavaTransitionProgram> programs = new LinkedHashMap<>();
        final List<String> figures = new ArrayList<>();
        for (final Message message : schema.messages())
        {
            for (final Side side : List.of(Side.ENCODER, Side.DECODER))
            {
                final AccessOrder order = side == Side.ENCODER ? AccessOrderBuilder.forEncoder(message, schema.version()) :
                    AccessOrderBuilder.forDecoder(message, schema.version());
                final AccessOrderWalk walk = AccessOrderWalk.of(order);
                final JavaTransitionProgram program = new JavaTransitionProgram(message, walk, side, CHECKED, PLAIN);
                final String className = JavaNames.className(message.name()) + side.suffix() + "Transitions";
                programs.put(className, program);
                sources.put(CHECKED + "." + className, program.source(className));
                // Kept for reading when a case fails: the mismatch names the method.
                Files.createDirectories(SOURCES);
                Files.writeString(SOURCES.resolve(className + ".java"), program.source(className));
                final long taken = program.cases().stream().filter(c -> c.edge() != null).count();
                final long withoutMethod = walk.transitions().stream().filter(e -> !program.hasMethod(e.step().kind())).count();
                assertEquals(AccessOrderWalk.modelTransitionCount(order), taken + withoutMethod, className);
                // Every state refuses an access in some case.
                assertEquals(order.states().size(), program.cases().stream().mapToInt(JavaTransitionProgram.Case::state)
                    .distinct().count(), className + ": a state with no refusal");
                final List<AccessOrderWalk.Step> refused = program.cases().stream().map(JavaTransitionProgram.Case::refusal)
                    .filter(step -> step != null).toList();
                final long refusals = refused.size();
                assertEquals(List.of(), walk.accesses(step -> program.hasMethod(step.kind())).stream()
                    .filter(step -> !refused.contains(step)).toList(), className + ": accesses no state refuses");
                figures.add(message.name() + " " + side + " " + taken + " of " + walk.transitions().size() + ", " +
                    withoutMethod + " without a method, " + refusals + " accesses refused");
                // No method, no check: the codec has no handler for the kind it lacks.
                final String codec = codecs.get(CHECKED + "." + JavaNames.className(message.name()) + side.suffix());
                for (final Kind kind : Kind.values())
                {
                    if (!program.hasMethod(kind))
                    {
                        final String handler = kind == Kind.VAR_LENGTH ? "LengthAccessed(" : "ResetCountToIndex(";
                        assertFalse(codec.contains(handler), className + " has a check without a method: " + handler);
                    }
                }
            }
        }
        final ClassLoader loader = InMemoryCompiler.compile(sources);
        final List<String> mismatches = new ArrayList<>();
        for (final Map.Entry<String, JavaTransitionProgram> program : programs.entrySet())
        {
            final Class<?> type = loader.loadClass(CHECKED + "." + program.getKey());
            for (final JavaTransitionProgram.Case test : program.getValue().cases())
            {
                final String actual = run(type, test.method());
                if (!actual.equals(test.expected()))
                {
                    mismatches.add(program.getKey() + "." + test.method() + " " +
                        (test.edge() != null ? test.edge() : "refusing " + test.refusal()) + ":\n  expected " +
                        test.expected() + "\n  actual   " + actual);
                }
            }
        }
        assertEquals(List.of(), mismatches, mismatches.size() + " cases failed");
        return figures;
    }

    /** @return what the case returned, or what its path or transition threw (a failure). */
    private static String run(final Class<?> type, final String method) throws Exception
    {
        try
        {
            return (String)type.getMethod(method).invoke(null);
        }
        catch (final InvocationTargetException e)
        {
            return "path or transition threw " + e.getCause();
        }
    }
}
