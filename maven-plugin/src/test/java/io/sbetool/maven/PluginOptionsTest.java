package io.sbetool.maven;

import io.sbetool.compiler.build.GeneratorOptions;
import io.sbetool.compiler.build.TargetRegistry;
import io.sbetool.compiler.generation.GeneratedFile;
import io.sbetool.compiler.generation.Generator;
import io.sbetool.compiler.generation.GeneratorInput;
import io.sbetool.compiler.generation.TargetOption;
import io.sbetool.compiler.generation.TargetOptions;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** {@code <targetOptions>} takes any registered target's options by their camelCase names, beside the old parameters. */
class PluginOptionsTest
{
    /** A target the plugin has no parameter for. */
    private static final Generator TOY = new Generator()
    {
        @Override
        public String name()
        {
            return "toy";
        }

        @Override
        public List<TargetOption> options()
        {
            return List.of(TargetOption.text("--toy-flavour", "toyFlavour", "FLAVOUR", "Flavour.",
                    value -> value.equals("mint") ? null : "'" + value + "' is no flavour"),
                TargetOption.flag("--toy-loud", "toyLoud", "Loud."));
        }

        @Override
        public List<GeneratedFile> generate(final GeneratorInput input, final TargetOptions options)
        {
            return List.of();
        }
    };

    private static final TargetRegistry REGISTRY = TargetRegistry.standard().with(TOY);

    @Test
    void aNewTargetsOptionsReachTheBuildByTheirCamelCaseNames()
    {
        final Map<String, String> values = PluginOptions.byOptionName(REGISTRY,
            PluginOptions.merge(Map.of("toyFlavour", " mint ", "toyLoud", "TRUE"), parameters("a.b", null, null)));
        assertEquals(Map.of("--toy-flavour", "mint", "--toy-loud", "true", "--java-package", "a.b"), values);
        final GeneratorOptions options = REGISTRY.buildOptions(List.of(TOY), values, false, false);
        assertEquals("mint", options.targetOptions().forTarget(TOY.options()).text("--toy-flavour"));
        assertEquals(Map.of("--toy-flavour", "mint", "--toy-loud", "true"),
            options.targetOptions().forTarget(TOY.options()).values());
    }

    @Test
    void aSwitchSetFalseIsNotGiven()
    {
        assertEquals(Map.of(), PluginOptions.byOptionName(REGISTRY, Map.of("toyLoud", "false", "javaInterfaces", "false")));
        assertEquals("<toyLoud> is 'yes'; it is true or false", assertThrows(IllegalArgumentException.class,
            () -> PluginOptions.byOptionName(REGISTRY, Map.of("toyLoud", "yes"))).getMessage());
    }

    /** {@code <targetOptions><javaDtos>true</javaDtos></targetOptions>} is the command's --java-dtos. */
    @Test
    void javaDtosIsATargetOption()
    {
        final Map<String, String> values = PluginOptions.byOptionName(TargetRegistry.standard(), Map.of("javaDtos", "true"));
        assertEquals(Map.of("--java-dtos", "true"), values);
        final TargetRegistry registry = TargetRegistry.standard();
        final Generator java = registry.parse("java");
        assertEquals(true, registry.buildOptions(List.of(java), values, false, false).targetOptions()
            .forTarget(java.options()).isSet("--java-dtos"));
    }

    @Test
    void theOldParametersAreTargetOptionsToo()
    {
        assertEquals(Map.of("--java-package", "a.b", "--java-interfaces", "true", "--cpp-namespace", "x::y"),
            PluginOptions.byOptionName(TargetRegistry.standard(),
                PluginOptions.merge(Map.of(), parameters("a.b", "true", "x::y"))));
        // the same value given both ways is no conflict
        assertEquals(Map.of("--cpp-namespace", "x::y"), PluginOptions.byOptionName(TargetRegistry.standard(),
            PluginOptions.merge(Map.of("cppNamespace", "x::y"), parameters(null, null, "x::y"))));
    }

    @Test
    void mistakesAreSaid()
    {
        assertEquals("no target has the option 'rustCrate' (options: javaPackage, javaInterfaces, javaDispatcher, javaAccessOrderChecks, javaDtos, cppNamespace, " +
            "cppDispatcher, cppDtos, cppAccessOrderChecks, cppAccessOrderChecksMacro, " +
            "toyFlavour, toyLoud)", assertThrows(IllegalArgumentException.class,
                () -> PluginOptions.byOptionName(REGISTRY, Map.of("rustCrate", "cars"))).getMessage());
        assertEquals("<cppNamespace> is 'a::b' but <targetOptions><cppNamespace> is 'x::y'; give it once",
            assertThrows(IllegalArgumentException.class,
                () -> PluginOptions.merge(Map.of("cppNamespace", "x::y"), parameters(null, null, "a::b"))).getMessage());
        assertEquals("'pear' is no flavour", assertThrows(IllegalArgumentException.class, () -> REGISTRY.buildOptions(
            List.of(TOY), PluginOptions.byOptionName(REGISTRY, Map.of("toyFlavour", "pear")), false, false)).getMessage());
    }

    /** As GenerateMojo passes its three old parameters: null when not given. */
    private static Map<String, String> parameters(final String javaPackage, final String javaInterfaces, final String cppNamespace)
    {
        final Map<String, String> parameters = new HashMap<>();
        parameters.put("javaPackage", javaPackage);
        parameters.put("javaInterfaces", javaInterfaces);
        parameters.put("cppNamespace", cppNamespace);
        return parameters;
    }
}
