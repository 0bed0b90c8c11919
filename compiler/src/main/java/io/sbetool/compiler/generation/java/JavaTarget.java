package io.sbetool.compiler.generation.java;

import io.sbetool.compiler.generation.GeneratedFile;
import io.sbetool.compiler.generation.Generator;
import io.sbetool.compiler.generation.GeneratorInput;
import io.sbetool.compiler.generation.TargetOption;
import io.sbetool.compiler.generation.TargetOptions;
import io.sbetool.compiler.generation.naming.TargetNames;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code --target java}: the {@link JavaGenerator}'s codecs, one {@code .java} file per class in its
 * package's folders. Loads none of the generator's classes until it generates.
 */
public final class JavaTarget implements Generator
{
    public static final String PACKAGE = "--java-package";
    public static final String INTERFACES = "--java-interfaces";
    public static final String DISPATCHER = "--java-dispatcher";
    public static final String ACCESS_ORDER_CHECKS = "--java-access-order-checks";
    public static final String DTOS = "--java-dtos";

    private static final List<TargetOption> OPTIONS = List.of(
        TargetOption.text(PACKAGE, "javaPackage", "PACKAGE",
            "Java package of generated code (default: the schema's package).", TargetNames::javaPackageProblem),
        TargetOption.flag(INTERFACES, "javaInterfaces",
            "Make the generated Java codecs implement sbetool's common flyweight interfaces."),
        TargetOption.flag(DISPATCHER, "javaDispatcher",
            "Also generate a MessageHandler interface and a MessageDispatcher that calls it per message."),
        TargetOption.flag(ACCESS_ORDER_CHECKS, "javaAccessOrderChecks",
            "Make message codecs check the order of field accesses (on at run time unless -Dsbe.enable.precedence.checks=false)."),
        TargetOption.flag(DTOS, "javaDtos",
            "Also generate a DTO (a plain value class, e.g. CarDto) per message, group, composite and set."));

    @Override
    public String name()
    {
        return "java";
    }

    @Override
    public List<TargetOption> options()
    {
        return OPTIONS;
    }

    @Override
    public List<GeneratedFile> generate(final GeneratorInput input, final TargetOptions options)
    {
        final JavaOptions javaOptions = JavaOptions.defaults()
            .withPackageName(options.text(PACKAGE))
            .withInterfaces(options.isSet(INTERFACES))
            .withAccessOrderChecks(options.isSet(ACCESS_ORDER_CHECKS))
            .withSchemaName(input.sourceName());
        // Sources come keyed by qualified class name, each written where JavaFile.writeToPath would put it.
        final JavaGenerator codecs = new JavaGenerator(input.model(), javaOptions);
        final Map<String, byte[]> sources = codecs.generateUtf8();
        if (options.isSet(DTOS))
        {
            sources.putAll(new DtoGenerator(codecs).generateUtf8());
        }
        if (options.isSet(DISPATCHER))
        {
            sources.putAll(new DispatcherGenerator(input.model(), javaOptions).generateUtf8());
        }
        final List<GeneratedFile> files = new ArrayList<>(sources.size());
        sources.forEach((className, content) -> files.add(new GeneratedFile(className.replace('.', '/') + ".java", content)));
        return files;
    }

    @Override
    public Optional<Runnable> warmUp()
    {
        return Optional.of(WarmUp::run);
    }

    @Override
    public boolean writesJavaSources()
    {
        return true;
    }
}
