package io.sbetool.compiler.generation.naming;

import io.sbetool.compiler.naming.Keywords;
import io.sbetool.compiler.naming.PackageNames;

/**
 * Whether a namespace or package given on the command line (or to the Maven plugin) can hold generated code;
 * a schema's own package is mapped to one that can ({@link PackageNames}), but a value the user chose is
 * reported instead, as renaming it would surprise.
 */
public final class TargetNames
{
    private TargetNames()
    {
    }

    /**
     * @param namespace identifiers joined by {@code ::}.
     * @return what is wrong with a namespace given for generated C++, or null when it can be used: each
     * segment an identifier that is no keyword or macro, the first not {@code std} (the standard library's)
     * nor {@code sbetool} (the support header's). Deeper segments such as {@code a::std} are fine, as
     * generated code names both by their full names ({@code ::std::}).
     */
    public static String cppNamespaceProblem(final String namespace)
    {
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
}
