package io.sbetool.compiler.naming;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * Maps a schema's {@code package} attribute to a Java package or C++ namespace. The standard imposes
 * no naming convention on packages, so real schemas use names like {@code SBE tests} or
 * {@code baseline-bigendian}. The rule is deterministic and keeps valid names unchanged:
 * <ol>
 * <li>an absent or blank package is replaced by the schema file name without its {@code .xml} suffix;</li>
 * <li>the name is split into segments at {@code .};</li>
 * <li>in each segment every character other than {@code A-Z a-z 0-9 _} becomes {@code _}
 *     (an empty segment becomes {@code _});</li>
 * <li>a segment starting with a digit gets a {@code _} prefix;</li>
 * <li>a segment that is a keyword of the target language, or for C++ a macro name (see {@link Keywords#isCppMacro}),
 *     gets a {@code _} suffix;</li>
 * <li>a first segment naming what is not ours to add to gets a {@code _} suffix: {@code java} for Java (the JVM
 *     refuses classes in {@code java.*}), {@code std} and {@code sbetool} for C++ (the standard library's, and
 *     that of the support header {@code sbetool/sbetool.h}, whose {@code sbetool::BoundsError} a message
 *     {@code BoundsError} would redefine);</li>
 * <li>segments are joined with {@code .} for Java and {@code ::} for C++.</li>
 * </ol>
 * Case is preserved.
 */
public final class PackageNames
{
    private PackageNames()
    {
    }

    /** The first segment of a Java package that generated code cannot use. */
    public static final Set<String> JAVA_FIRST_RESERVED = Set.of("java");

    /** The first segments of a C++ namespace that generated code cannot use. */
    public static final Set<String> CPP_FIRST_RESERVED = Set.of("std", "sbetool");

    public static String javaPackage(final String schemaPackage, final Path schemaFile)
    {
        return escapeFirst(map(schemaPackage, schemaFile, Keywords::escapeJava, "."), ".", JAVA_FIRST_RESERVED);
    }

    public static String cppNamespace(final String schemaPackage, final Path schemaFile)
    {
        final UnaryOperator<String> escape = segment ->
            Keywords.isCppKeyword(segment) || Keywords.isCppMacro(segment) ? segment + "_" : segment;
        return escapeFirst(map(schemaPackage, schemaFile, escape, "::"), "::", CPP_FIRST_RESERVED);
    }

    private static String escapeFirst(final String name, final String separator, final Set<String> reserved)
    {
        final int end = name.indexOf(separator);
        final String first = end < 0 ? name : name.substring(0, end);
        return reserved.contains(first) ? first + "_" + name.substring(first.length()) : name;
    }

    private static String map(
        final String schemaPackage,
        final Path schemaFile,
        final UnaryOperator<String> escapeKeyword,
        final String separator)
    {
        final String name = schemaPackage == null || schemaPackage.isBlank() ?
            fileStem(schemaFile) : schemaPackage.strip();
        return Arrays.stream(name.split("\\.", -1))
            .map(segment -> segment(segment, escapeKeyword))
            .collect(Collectors.joining(separator));
    }

    private static String segment(final String raw, final UnaryOperator<String> escapeKeyword)
    {
        String segment = raw.replaceAll("[^A-Za-z0-9_]", "_");
        if (segment.isEmpty())
        {
            segment = "_";
        }
        if (Character.isDigit(segment.charAt(0)))
        {
            segment = "_" + segment;
        }
        return escapeKeyword.apply(segment);
    }

    /**
     * @return what stands in for a schema's missing package: its file name without {@code .xml}.
     */
    public static String fileStem(final Path schemaFile)
    {
        if (schemaFile == null || schemaFile.getFileName() == null)
        {
            return "_";
        }
        final String fileName = schemaFile.getFileName().toString();
        return fileName.toLowerCase(java.util.Locale.ROOT).endsWith(".xml") ?
            fileName.substring(0, fileName.length() - 4) : fileName;
    }
}
