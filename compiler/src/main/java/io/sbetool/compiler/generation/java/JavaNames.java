package io.sbetool.compiler.generation.java;

import io.sbetool.compiler.generation.naming.JavaNameAllocator;
import io.sbetool.compiler.naming.PackageNames;

import java.util.List;
import java.util.Set;

/**
 * Maps schema names to valid Java identifiers by the Java rule of {@link JavaNameAllocator}: characters that
 * cannot appear in an identifier become {@code _}, a name that cannot start an identifier gets a leading
 * {@code _}, and keywords and literals get a trailing {@code _} ({@code new} becomes {@code new_}).
 */
public final class JavaNames
{
    private static final JavaNameAllocator ALLOCATOR = new JavaNameAllocator();

    private JavaNames()
    {
    }

    /**
     * @return the method names generated classes declare for themselves.
     */
    public static Set<String> reservedMembers()
    {
        return MemberAccessors.RESERVED;
    }

    /**
     * @return the methods a DTO ({@code --java-dtos}) declares beyond those the codecs keep from members.
     */
    public static List<String> dtoMethods()
    {
        return DtoNames.OWN_METHODS;
    }

    /**
     * @return the class names generated code uses from {@code java.lang} and the runtime.
     */
    public static Set<String> reservedClasses()
    {
        return CodecNames.RESERVED;
    }

    /**
     * @param name any schema name.
     * @return a valid Java identifier: invalid characters replaced by {@code _}, a leading {@code _}
     * when the first character cannot start an identifier, a trailing {@code _} for keywords.
     */
    public static String identifier(final String name)
    {
        return ALLOCATOR.identifier(name);
    }

    /**
     * @param name a schema package name, e.g. {@code baseline-bigendian} or {@code SBE tests}.
     * @return a valid Java package name, by the one rule the schema model also documents and uses
     * ({@link PackageNames#javaPackage}).
     */
    public static String packageName(final String name)
    {
        return PackageNames.javaPackage(name, null);
    }

    /**
     * @return the name as a class name: an identifier with its first letter upper case.
     */
    public static String className(final String name)
    {
        return identifier(capitalize(name));
    }

    /**
     * @return the name as a method or variable name: an identifier with its first letter lower case.
     */
    public static String propertyName(final String name)
    {
        return identifier(uncapitalize(name));
    }

    /**
     * @return the name for an enum constant or choice: an identifier, case kept.
     */
    public static String constantName(final String name)
    {
        return identifier(name);
    }

    /**
     * @return {@code name} with its first character upper case, e.g. for {@code getX} from {@code x}.
     */
    public static String capitalize(final String name)
    {
        return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    public static String uncapitalize(final String name)
    {
        return name.isEmpty() ? name : Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }
}
