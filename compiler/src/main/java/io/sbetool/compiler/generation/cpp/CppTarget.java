package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.GeneratedFile;
import io.sbetool.compiler.generation.Generator;
import io.sbetool.compiler.generation.GeneratorInput;
import io.sbetool.compiler.generation.TargetOption;
import io.sbetool.compiler.generation.TargetOptions;
import io.sbetool.compiler.generation.naming.TargetNames;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * {@code --target cpp}: the {@link CppGenerator}'s headers, in a folder named after the namespace, and
 * the support header. Loads none of the generator's classes until it generates.
 */
public final class CppTarget implements Generator
{
    public static final String NAMESPACE = "--cpp-namespace";
    public static final String DISPATCHER = "--cpp-dispatcher";
    public static final String DTOS = "--cpp-dtos";
    public static final String ACCESS_ORDER_CHECKS = "--cpp-access-order-checks";
    public static final String ACCESS_ORDER_MACRO = "--cpp-access-order-checks-macro";
    private static final Pattern MACRO = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private static final Pattern CPP_NAMESPACE = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)*");

    private static final List<TargetOption> OPTIONS = List.of(
        TargetOption.text(NAMESPACE, "cppNamespace", "NAMESPACE",
            "C++ namespace of generated code, a::b (default: from the schema's package).", CppTarget::namespaceProblem),
        TargetOption.flag(DISPATCHER, "cppDispatcher",
            "Also generate MessageDispatcher.h, a dispatcher over a handler type calling it per message."),
        TargetOption.flag(DTOS, "cppDtos",
            "Also generate a DTO header XDto.h per message, composite and set: values that own their data."),
        TargetOption.flag(ACCESS_ORDER_CHECKS, "cppAccessOrderChecks",
            "Generate checks that each message is encoded and decoded in schema order, compiled when the macro of "
                + ACCESS_ORDER_MACRO + " is defined (docs/access-order-checks.md)."),
        TargetOption.text(ACCESS_ORDER_MACRO, "cppAccessOrderChecksMacro", "NAME",
            "Macro that compiles in the checks of " + ACCESS_ORDER_CHECKS + " (default: "
                + CppOptions.DEFAULT_ACCESS_ORDER_MACRO + ").",
            name -> MACRO.matcher(name).matches() ? null : "'" + name + "' is not a C++ macro name"));

    @Override
    public String name()
    {
        return "cpp";
    }

    @Override
    public List<TargetOption> options()
    {
        return OPTIONS;
    }

    /**
     * @return what is wrong with a namespace given for generated C++, or null when it can be used
     * ({@link TargetNames#cppNamespaceProblem}).
     */
    public static String namespaceProblem(final String namespace)
    {
        return CPP_NAMESPACE.matcher(namespace).matches() ? TargetNames.cppNamespaceProblem(namespace) :
            "'" + namespace + "' is not a C++ namespace such as a::b";
    }

    @Override
    public List<GeneratedFile> generate(final GeneratorInput input, final TargetOptions options)
    {
        final String macro = options.text(ACCESS_ORDER_MACRO) != null ? options.text(ACCESS_ORDER_MACRO) :
            CppOptions.DEFAULT_ACCESS_ORDER_MACRO;
        final CppOptions cppOptions = new CppOptions(options.text(NAMESPACE), input.source(),
            options.isSet(ACCESS_ORDER_CHECKS) ? macro : null);
        final CppGenerator generator = new CppGenerator(input.model(), cppOptions);
        final Map<String, String> headers = generator.generateSources();
        if (options.isSet(DISPATCHER))
        {
            final Map.Entry<String, String> dispatcher = generator.dispatcherSource();
            headers.put(dispatcher.getKey(), dispatcher.getValue());
        }
        if (options.isSet(DTOS))
        {
            headers.putAll(generator.dtoSources());
        }
        final List<GeneratedFile> files = new ArrayList<>(headers.size());
        headers.forEach((path, text) -> files.add(new GeneratedFile(path, text.getBytes(StandardCharsets.UTF_8))));
        return files;
    }
}
