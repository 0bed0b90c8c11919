package io.sbetool.compiler.build;

import io.sbetool.compiler.naming.Keywords;
import io.sbetool.compiler.naming.PackageNames;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a build generates and how: the compile command's options, as the CLI and the Maven plugin both
 * pass them to {@link SchemaBuild}. Immutable, so one build can never see another's settings.
 *
 * @param targets        what to write (java, cpp, ir); empty with {@code validateOnly}.
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
     * @return what is wrong with a namespace given for generated C++, or null when it can be used: each
     * segment an identifier that is no keyword or macro, the first not {@code std} (the standard library's)
     * nor {@code sbetool} (the support header's). Deeper segments such as {@code a::std} are fine, as
     * generated code names both by their full names ({@code ::std::}).
     */
    public static String cppNamespaceProblem(final String namespace)
    {
        if (!isCppNamespace(namespace))
        {
            return "'" + namespace + "' is not a C++ namespace such as a::b";
        }
        final String[] segments = namespace.split("::");
        for (final String segment : segments)
        {
            if (Keywords.isCppKeyword(segment) || Keywords.isCppMacro(segment))
            {
                return "'" + namespace + "' has the segment '" + segment + "', a C++ " +
                    (Keywords.isCppKeyword(segment) ? "keyword" : "macro name") + "; use another, such as '" + segment + "_'";
            }
            if (segment.contains("__") || segment.length() > 1 && segment.charAt(0) == '_' && Character.isUpperCase(segment.charAt(1)))
            {
                return "'" + namespace + "' has the segment '" + segment +
                    "', reserved to the C++ implementation (it holds __ or starts with _ and a capital); use another";
            }
        }
        if (PackageNames.CPP_FIRST_RESERVED.contains(segments[0]))
        {
            return "'" + namespace + "' starts with '" + segments[0] + "', the namespace of " +
                (segments[0].equals("std") ? "the C++ standard library" : "sbetool's support header") +
                "; put it inside another, such as 'a::" + namespace + "'";
        }
        return null;
    }

    /**
     * @return what is wrong with a package given for generated Java, or null when it can be used: dotted
     * identifiers that are no keywords, not in {@code java.*}, which the JVM refuses to load classes into.
     */
    public static String javaPackageProblem(final String packageName)
    {
        final String[] segments = packageName.split("\\.", -1);
        for (final String segment : segments)
        {
            if (segment.isEmpty() || !Character.isJavaIdentifierStart(segment.charAt(0)) ||
                !segment.chars().allMatch(Character::isJavaIdentifierPart))
            {
                return "'" + packageName + "' is not a Java package such as com.example.codecs";
            }
            if (Keywords.isJavaKeyword(segment))
            {
                return "'" + packageName + "' has the segment '" + segment + "', a Java keyword; use another, such as '" +
                    segment + "_'";
            }
        }
        if (PackageNames.JAVA_FIRST_RESERVED.contains(segments[0]))
        {
            return "'" + packageName + "' is in java.*, where the JVM loads no classes but its own; use another package";
        }
        return null;
    }

    /** @return the targets in their declared order (java, cpp, ir), the order files are generated in. */
    public Set<Target> orderedTargets()
    {
        return targets.isEmpty() ? EnumSet.noneOf(Target.class) : EnumSet.copyOf(targets);
    }
}
