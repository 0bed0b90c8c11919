package io.sbetool.compiler;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The compiler's packages follow its stages, each depending only on those before it:
 * xml → schema (model and reader) → link → validation → ir, with the pipeline ({@code Compilation},
 * {@code SchemaLoader}) and the command line on top; generation reads only the IR; the compatibility
 * checker (compat) compares two linked schemas, beside validation; diagnostics and
 * naming are leaves that any stage may use.
 */
class ArchitectureTest
{
    private static final String ROOT = "io.sbetool.compiler";

    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses()
    {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages(ROOT);
        assertTrue(classes.size() > 100, "too few classes imported to be the compiler: " + classes.size());
    }

    @Test
    void stagesDependOnlyOnEarlierStages()
    {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
            .layer("Diagnostics").definedBy(ROOT + ".diagnostics..")
            .layer("Naming").definedBy(ROOT + ".naming..")
            .layer("Xml").definedBy(ROOT + ".xml..")
            .layer("Schema").definedBy(ROOT + ".schema..")
            .layer("Link").definedBy(ROOT + ".link..")
            .layer("Validation").definedBy(ROOT + ".validation..")
            .layer("Ir").definedBy(ROOT + ".ir..")
            .layer("Generation").definedBy(ROOT + ".generation..")
            .layer("Compat").definedBy(ROOT + ".compat..")
            .layer("Pipeline").definedBy(ROOT)
            .layer("Build").definedBy(ROOT + ".build..")
            .layer("Cli").definedBy(ROOT + ".cli..")
            .whereLayer("Diagnostics").mayNotAccessAnyLayer()
            .whereLayer("Naming").mayNotAccessAnyLayer()
            .whereLayer("Xml").mayOnlyAccessLayers("Diagnostics")
            .whereLayer("Schema").mayOnlyAccessLayers("Xml", "Diagnostics")
            .whereLayer("Link").mayOnlyAccessLayers("Schema", "Diagnostics")
            .whereLayer("Validation").mayOnlyAccessLayers("Link", "Schema", "Diagnostics", "Naming")
            .whereLayer("Ir").mayOnlyAccessLayers("Link", "Schema", "Naming")
            .whereLayer("Generation").mayOnlyAccessLayers("Naming")
            .whereLayer("Compat").mayOnlyAccessLayers("Link", "Schema", "Diagnostics")
            .whereLayer("Pipeline").mayOnlyAccessLayers("Xml", "Schema", "Link", "Validation", "Ir", "Diagnostics")
            .whereLayer("Build").mayOnlyAccessLayers("Pipeline", "Generation", "Diagnostics")
            .whereLayer("Build").mayOnlyBeAccessedByLayers("Cli")
            .whereLayer("Cli").mayNotBeAccessedByAnyLayer()
            .check(classes);
    }

    /**
     * The command line and the build know targets only through the {@link io.sbetool.compiler.generation.Generator}
     * interface: one class, the registry, names their packages, so a new target changes nothing else there.
     */
    @Test
    void onlyTheRegistryNamesATargetsPackage()
    {
        noClasses().that().resideInAnyPackage(ROOT + ".cli..", ROOT + ".build..")
            .and().doNotHaveFullyQualifiedName(ROOT + ".build.TargetRegistry")
            .should().dependOnClassesThat().resideInAnyPackage(
                ROOT + ".generation.java..", ROOT + ".generation.cpp..", ROOT + ".generation.*..")
            .because("targets are registered in build.TargetRegistry alone (docs/adding-a-target.md)")
            .check(classes);
    }

    @Test
    void theModelDoesNotKnowItsReader()
    {
        noClasses().that().resideInAPackage(ROOT + ".schema")
            .should().dependOnClassesThat().resideInAPackage(ROOT + ".schema.reader..")
            .check(classes);
    }

    @Test
    void noPackageCycles()
    {
        slices().matching(ROOT + ".(**)").should().beFreeOfCycles().check(classes);
    }

    /** The runtime (IR, IR files, codec support, on-the-fly decoding, captures) keeps to the same rule. */
    @Test
    void noPackageCyclesInTheRuntime()
    {
        final JavaClasses runtime = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            // The runtime's test classes reach this classpath as its test-jar, which DO_NOT_INCLUDE_TESTS
            // (a rule about build folders) does not recognise; tests may use any package.
            .withImportOption(location -> !location.contains("-tests.jar"))
            .importPackages("io.sbetool.ir", "io.sbetool.codec", "io.sbetool.otf", "io.sbetool.capture");
        assertTrue(runtime.size() > 50, "too few classes imported to be the runtime: " + runtime.size());
        slices().matching("io.sbetool.(**)").should().beFreeOfCycles().check(runtime);
    }
}
