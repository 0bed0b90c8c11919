package io.sbetool.compiler.build;

import io.sbetool.compiler.generation.naming.TargetNames;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a build generates and how: the compile command's options, as the CLI and the Maven plugin both
 * pass them to {@link SchemaBuild}. Immutable, so one build can never see another's settings.
 *
 * @param targets        what to write (java, cpp, rust, ir); empty with {@code validateOnly}.
 * @param javaPackage    overrides the schema's package of generated Java when not null.
 * @param javaInterfaces whether Java codecs implement sbetool's common flyweight interfaces.
 * @param cppNamespace   overrides the namespace of generated C++ when not null ({@code a::b}).
 * @param warningsFatal  whether warnings fail the build as errors do.
 * @param validateOnly   read and validate only; write nothing.
 */
public record GeneratorOptions(
    Set<Target> targets, String javaPackage, boolean javaInterfaces, String cppNamespace,
    boolean warningsFatal, boolean validateOnly)
{
    private static final Pattern CPP_NAMESPACE = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)*");

    public GeneratorOptions
    {
        Objects.requireNonNull(targets, "targets");
        targets = targets.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(targets));
        final String problem = cppNamespace == null ? null : cppNamespaceProblem(cppNamespace);
        if (problem != null)
        {
            throw new IllegalArgumentException(problem);
        }
        final String packageProblem = javaPackage == null ? null : javaPackageProblem(javaPackage);
        if (packageProblem != null)
        {
            throw new IllegalArgumentException(packageProblem);
        }
    }

    /** Java codecs only, every other option at its default. */
    public static GeneratorOptions defaults()
    {
        return new GeneratorOptions(EnumSet.of(Target.JAVA), null, false, null, false, false);
    }

    /** @return whether {@code namespace} is one or more C++ identifiers joined by {@code ::}. */
    public static boolean isCppNamespace(final String namespace)
    {
        return CPP_NAMESPACE.matcher(namespace).matches();
    }

    /**
     * @return what is wrong with a namespace given for generated C++, or null when it can be used
     * ({@link TargetNames#cppNamespaceProblem}).
     */
    public static String cppNamespaceProblem(final String namespace)
    {
        return isCppNamespace(namespace) ? TargetNames.cppNamespaceProblem(namespace) :
            "'" + namespace + "' is not a C++ namespace such as a::b";
    }

    /**
     * @return what is wrong with a package given for generated Java, or null when it can be used
     * ({@link TargetNames#javaPackageProblem}).
     */
    public static String javaPackageProblem(final String packageName)
    {
        return TargetNames.javaPackageProblem(packageName);
    }

    /** @return the targets in their declared order (java, cpp, rust, ir), the order files are generated in. */
    public Set<Target> orderedTargets()
    {
        return targets.isEmpty() ? EnumSet.noneOf(Target.class) : EnumSet.copyOf(targets);
    }
}
