package io.sbetool.maven;

import io.sbetool.compiler.build.BuildResult;
import io.sbetool.compiler.build.GeneratorOptions;
import io.sbetool.compiler.build.SchemaBuild;
import io.sbetool.compiler.build.TargetRegistry;
import io.sbetool.compiler.generation.Generator;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Compiles SBE schemas into Java codecs, C++ headers or IR files during the build, as {@code sbetool} does
 * on the command line: every option of the command is a parameter of the same name in camelCase, a target's
 * own options ({@code --java-package}) under {@code <targetOptions>} (docs/adding-a-target.md). The
 * schemas, the files they include and the settings are remembered per execution, so an unchanged build
 * generates nothing; when something changed, files the previous run wrote and this one does not are deleted.
 * The goal keeps no state outside the project's folders and never exits the JVM: safe under {@code mvn -T}.
 */
@Mojo(name = "generate", defaultPhase = LifecyclePhase.GENERATE_SOURCES, threadSafe = true)
public final class GenerateMojo extends AbstractMojo
{
    /** Schema files to compile; when given, {@code schemaDirectory} is not scanned. */
    @Parameter
    private List<File> schemas = new ArrayList<>();

    /** Where to look for schemas when {@code schemas} is empty. */
    @Parameter(defaultValue = "${project.basedir}/src/main/sbe")
    private File schemaDirectory;

    /** Ant-style patterns of the schemas under {@code schemaDirectory} (default: every .xml file). */
    @Parameter
    private List<String> includes = new ArrayList<>(List.of("**/*.xml"));

    /** Ant-style patterns to leave out, such as files that schemas only include: {@code types/**}. */
    @Parameter
    private List<String> excludes = new ArrayList<>();

    /** IR files ({@code .sbeir}) to generate from, as {@code --ir}. */
    @Parameter
    private List<File> ir = new ArrayList<>();

    /** What to generate: java, cpp, ir (as {@code --target}). */
    @Parameter
    private List<String> targets = new ArrayList<>(List.of("java"));

    /** Where generated files go (as {@code --output-dir}); added as a compile source root for Java. */
    @Parameter(alias = "outputDir", defaultValue = "${project.build.directory}/generated-sources/sbetool")
    private File outputDirectory;

    /** Also write {@code <schema>.sbeir} (as {@code --generate-ir}). */
    @Parameter(defaultValue = "false")
    private boolean generateIr;

    /** Read and validate only; generate nothing (as {@code --validate-only}). */
    @Parameter(defaultValue = "false")
    private boolean validateOnly;

    /** Warnings fail the build (as {@code --warnings-fatal}). */
    @Parameter(defaultValue = "false")
    private boolean warningsFatal;

    /** Java package of generated code instead of the schema's (as {@code --java-package}). */
    @Parameter
    private String javaPackage;

    /** Codecs implement sbetool's common flyweight interfaces (as {@code --java-interfaces}). */
    @Parameter(defaultValue = "false")
    private boolean javaInterfaces;

    /** C++ namespace of generated code, a::b, instead of one from the schema's package (as {@code --cpp-namespace}). */
    @Parameter
    private String cppNamespace;

    /**
     * Any target's own options, by the camelCase name of their command-line option ({@code --java-package}
     * is {@code <javaPackage>}; a switch is {@code true} or {@code false}). The three parameters above are
     * the same as these.
     */
    @Parameter
    private Map<String, String> targetOptions = new LinkedHashMap<>();

    /** Skip the goal. */
    @Parameter(property = "sbetool.skip", defaultValue = "false")
    private boolean skip;

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    private MavenProject project;

    @Parameter(defaultValue = "${mojoExecution}", readonly = true, required = true)
    private MojoExecution mojoExecution;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException
    {
        if (skip)
        {
            getLog().info("sbetool: skipped (skip is true)");
            return;
        }
        final GeneratorOptions options = options();
        final List<Path> schemaFiles = schemaFiles();
        final List<Path> irFiles = ir.stream().map(File::toPath).toList();
        if (schemaFiles.isEmpty() && irFiles.isEmpty())
        {
            getLog().warn("sbetool: no schemas: none listed in <schemas> or <ir>, and none matched " + includes +
                " under " + schemaDirectory);
            return;
        }
        final Path outputDir = outputDirectory.toPath().toAbsolutePath().normalize();
        final Path stateFile = project.getBasedir().toPath().resolve(project.getBuild().getDirectory())
            .resolve("sbetool-maven-plugin").resolve(mojoExecution.getExecutionId() + ".state");
        final List<String> settings = new Settings(schemaFiles, irFiles, outputDir, options).lines();
        try
        {
            final Optional<BuildState> previous = BuildState.read(stateFile);
            final Optional<String> change = previous.isPresent() ? previous.get().changeSince(settings) : Optional.of("first run");
            if (change.isEmpty())
            {
                getLog().info("sbetool: up to date (" + schemaFiles.size() + " schemas, " + irFiles.size() +
                    " IR files, nothing changed since the last run)");
            }
            else
            {
                getLog().info("sbetool: generating: " + change.get());
                generate(schemaFiles, irFiles, outputDir, options, settings, stateFile, previous);
            }
        }
        catch (final IOException ex)
        {
            throw new MojoExecutionException("sbetool: " + ex, ex);
        }
        if (options.targets().stream().anyMatch(Generator::writesJavaSources))
        {
            project.addCompileSourceRoot(outputDir.toString());
        }
    }

    private void generate(
        final List<Path> schemaFiles, final List<Path> irFiles, final Path outputDir, final GeneratorOptions options,
        final List<String> settings, final Path stateFile, final Optional<BuildState> previous)
        throws IOException, MojoFailureException
    {
        final MavenLogReporter reporter = new MavenLogReporter(getLog());
        final BuildResult result = SchemaBuild.run(schemaFiles, irFiles, outputDir, options, reporter);
        if (!result.succeeded())
        {
            // The next run must regenerate whatever it is given, and still know what the last good run wrote.
            if (previous.isPresent())
            {
                BuildState.failed(previous.get().outputs()).write(stateFile);
            }
            else
            {
                Files.deleteIfExists(stateFile);
            }
            throw new MojoFailureException(reporter.errors() > 0 ?
                "sbetool: " + reporter.errors() + " schema error" + (reporter.errors() == 1 ? "" : "s") +
                    " (listed above as file:line:column); nothing was generated" :
                "sbetool: generation failed (see the errors above); nothing was generated");
        }
        if (previous.isPresent())
        {
            StaleFiles.delete(previous.get().outputs(), result.written(), outputDir, getLog());
        }
        BuildState.of(settings, result.inputs(), result.written()).write(stateFile);
    }

    private GeneratorOptions options() throws MojoFailureException
    {
        final TargetRegistry registry = TargetRegistry.standard();
        final List<Generator> wanted = new ArrayList<>();
        try
        {
            for (final String target : targets)
            {
                wanted.add(registry.parse(target.strip()));
            }
            if (generateIr)
            {
                wanted.add(registry.parse("ir"));
            }
            final Map<String, String> parameters = new LinkedHashMap<>();
            parameters.put("javaPackage", javaPackage);
            parameters.put("javaInterfaces", javaInterfaces ? "true" : null);
            parameters.put("cppNamespace", cppNamespace);
            final Map<String, String> values =
                PluginOptions.byOptionName(registry, PluginOptions.merge(targetOptions, parameters));
            return registry.buildOptions(validateOnly ? List.of() : wanted, values, warningsFatal, validateOnly);
        }
        catch (final IllegalArgumentException ex)
        {
            throw new MojoFailureException("sbetool: bad configuration: " + ex.getMessage());
        }
    }

    private List<Path> schemaFiles()
    {
        if (!schemas.isEmpty())
        {
            return schemas.stream().map(File::toPath).toList();
        }
        return new SchemaFileSet(includes, excludes).scan(schemaDirectory.toPath());
    }
}
