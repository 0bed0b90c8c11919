package io.sbetool.compiler.cli;

import io.sbetool.compiler.build.GeneratorOptions;
import io.sbetool.compiler.build.Target;
import io.sbetool.ir.Suggestions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;

/**
 * {@code sbetool [options] SCHEMA...}: reads, validates and compiles each schema, then writes what
 * each {@code --target} asks for. Every schema's problems are reported before exiting. With
 * {@code --ir FILE.sbeir} a schema's IR file stands in for its XML: generators need nothing else.
 */
@Command(
    name = "sbetool",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    sortOptions = false,
    usageHelpAutoWidth = true,
    description = {
        "Compiles FIX Simple Binary Encoding (SBE) message schemas into codecs and IR files.",
        "Exit codes: 0 ok, 1 bad schema or input, 2 bad usage."
    })
final class CompileCommand implements Callable<Integer>
{
    private final PrintWriter out;
    private final PrintWriter err;

    // Optional to picocli so that "sbetool decode ..." is not refused for want of a schema; checked in call().
    @Parameters(paramLabel = "SCHEMA", arity = "0..*", description = "SBE XML message schema files.")
    private List<Path> schemas = new ArrayList<>();

    @Option(names = "--ir", paramLabel = "FILE.sbeir",
        description = "Generate from a schema's IR file (from --target ir) instead of its XML; repeatable.")
    private List<Path> irFiles = new ArrayList<>();

    @Option(names = {"-o", "--output-dir"}, paramLabel = "DIR", description = "Where generated files go (default: ${DEFAULT-VALUE}).")
    private Path outputDir = Paths.get(".");

    @Option(names = {"-t", "--target"}, paramLabel = "TARGET", converter = TargetConverter.class,
        description = "What to generate: java, cpp, rust or ir; repeatable (default: java).")
    private List<Target> targets = new ArrayList<>();

    @Option(names = "--generate-ir", description = "Also write <schema>.sbeir (the same as --target ir).")
    private boolean generateIr;

    @Option(names = "--validate-only", description = "Read and validate the schemas; generate nothing.")
    private boolean validateOnly;

    @Option(names = "--warnings-fatal", description = "Treat warnings as errors (exit 1).")
    private boolean warningsFatal;

    @Option(names = "--java-package", paramLabel = "PACKAGE", description = "Java package of generated code (default: the schema's package).")
    private String javaPackage;

    @Option(names = "--java-interfaces", description = "Make the generated Java codecs implement sbetool's common flyweight interfaces.")
    private boolean javaInterfaces;

    @Option(names = "--cpp-namespace", paramLabel = "NAMESPACE", description = "C++ namespace of generated code, a::b (default: from the schema's package).")
    private String cppNamespace;

    CompileCommand(final PrintWriter out, final PrintWriter err)
    {
        this.out = out;
        this.err = err;
    }

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call()
    {
        if (schemas.isEmpty() && irFiles.isEmpty())
        {
            throw new ParameterException(spec.commandLine(), "Missing required parameter: 'SCHEMA' (or --ir FILE.sbeir)");
        }
        final String namespaceProblem = cppNamespace == null ? null : GeneratorOptions.cppNamespaceProblem(cppNamespace);
        if (namespaceProblem != null)
        {
            throw new ParameterException(spec.commandLine(), "Invalid value for option '--cpp-namespace': " + namespaceProblem);
        }
        final String packageProblem = javaPackage == null ? null : GeneratorOptions.javaPackageProblem(javaPackage);
        if (packageProblem != null)
        {
            throw new ParameterException(spec.commandLine(), "Invalid value for option '--java-package': " + packageProblem);
        }
        if (!schemas.isEmpty() && CommandWords.isMistypedCommand(schemas.get(0)))
        {
            // A first word that is no file but reads like a command: said before anything is read.
            final Set<String> commands = spec.subcommands().keySet();
            final String word = schemas.get(0).toString();
            throw new ParameterException(spec.commandLine(), "'" + word + "' is neither a schema file nor a command (commands: " +
                String.join(", ", commands) + ")" + Suggestions.didYouMean(word, commands));
        }
        return new CompileRun(request(), out, err).run();
    }

    /** @return what the command line picocli parsed into this command asks for. */
    CompileRequest request()
    {
        return new CompileRequest(schemas, irFiles, outputDir, targets, generateIr, validateOnly, warningsFatal,
            javaPackage, javaInterfaces, cppNamespace);
    }
}
