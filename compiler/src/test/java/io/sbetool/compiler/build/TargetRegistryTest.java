package io.sbetool.compiler.build;

import io.sbetool.compiler.generation.GeneratedFile;
import io.sbetool.compiler.generation.Generator;
import io.sbetool.compiler.generation.GeneratorInput;
import io.sbetool.compiler.generation.TargetOption;
import io.sbetool.compiler.generation.TargetOptions;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The one list of targets: their names, their order, and options that cannot clash. */
class TargetRegistryTest
{
    private static final TargetRegistry STANDARD = TargetRegistry.standard();

    /** A target with the options it is given. */
    private record Named(String name, List<TargetOption> options) implements Generator
    {
        @Override
        public List<GeneratedFile> generate(final GeneratorInput input, final TargetOptions options)
        {
            return List.of();
        }
    }

    @Test
    void sbetoolsTargetsInTheOrderTheyAreWritten()
    {
        assertEquals(List.of("java", "cpp", "rust", "ir"), STANDARD.targets().stream().map(Generator::name).toList());
        assertEquals("java", STANDARD.defaultTarget().name());
        assertEquals(List.of("--java-package", "--java-interfaces", "--java-dispatcher", "--java-access-order-checks", "--java-dtos",
            "--cpp-namespace", "--cpp-dispatcher", "--cpp-dtos", "--cpp-access-order-checks", "--cpp-access-order-checks-macro"),
            STANDARD.options().stream().map(TargetOption::name).toList());
        assertEquals(List.of("javaPackage", "javaInterfaces", "javaDispatcher", "javaAccessOrderChecks", "javaDtos",
            "cppNamespace", "cppDispatcher", "cppDtos", "cppAccessOrderChecks", "cppAccessOrderChecksMacro"),
            STANDARD.options().stream().map(TargetOption::pluginName).toList());
        assertEquals(List.of(STANDARD.parse("java"), STANDARD.parse("ir")),
            STANDARD.inOrder(List.of(STANDARD.parse("IR"), STANDARD.parse("Java"), STANDARD.parse("ir"))));
    }

    @Test
    void anUnknownTargetNamesTheChoices()
    {
        assertEquals("unknown target 'python' (choose java, cpp, rust or ir)",
            assertThrows(IllegalArgumentException.class, () -> STANDARD.parse("python")).getMessage());
        assertEquals("java, cpp, rust, ir or toy", STANDARD.with(new Named("toy", List.of())).choices());
    }

    @Test
    void optionsAreNamedAfterTheirTargetSoNoneClash()
    {
        final TargetOption loud = TargetOption.flag("--toy-loud", "toyLoud", "Loud.");
        assertEquals("target other's option --toy-loud does not start with --other-",
            assertThrows(IllegalArgumentException.class, () -> STANDARD.with(new Named("toy", List.of(loud)))
                .with(new Named("other", List.of(loud)))).getMessage());
        assertEquals("two targets are named java", assertThrows(IllegalArgumentException.class,
            () -> STANDARD.with(new Named("java", List.of()))).getMessage());
    }
}
