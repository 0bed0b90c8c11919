package io.sbetool.compiler.generation.java;

import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The public API of compiled generated codecs, by reflection: per public class (nested ones too), its kind,
 * supertypes, constructors, methods (inherited ones too, as a caller sees them) and fields, each as a key
 * (its signature) and what a caller gets from it (return or field type, static or not, a constant's value).
 *
 * <p>Type names are written as a program in the schema's package writes them: the schema's package is
 * left out, and so is {@code io.sbetool.codec.} for {@code MetaAttribute}, the one generated type that
 * sbetool keeps in its support package (see docs/drop-in.md): a call passing {@code MetaAttribute.EPOCH}
 * compiles against either once the name is imported.
 */
final class JavaApi
{
    private final String schemaPackage;
    private final Map<String, String> members = new TreeMap<>();
    /** The constructors and methods of {@link #members}, by the same keys. */
    private final Map<String, Executable> executables = new TreeMap<>();

    private JavaApi(final String schemaPackage)
    {
        this.schemaPackage = schemaPackage;
    }

    /**
     * @param classNames the binary names of the generated top-level classes to list.
     */
    static JavaApi of(final ClassLoader loader, final String schemaPackage,
        final Collection<String> classNames) throws ClassNotFoundException
    {
        final JavaApi api = new JavaApi(schemaPackage);
        for (final String className : classNames)
        {
            api.add(Class.forName(className, false, loader));
        }
        return api;
    }

    /**
     * @return each member's key and what a caller gets from it.
     */
    Map<String, String> members()
    {
        return members;
    }

    Executable executable(final String key)
    {
        return executables.get(key);
    }

    /**
     * @return the constructors or methods of a type with a name and a number of parameters (the
     * candidates of a call), by key.
     */
    Map<String, Executable> candidates(final String owner, final String name, final int parameterCount)
    {
        final Map<String, Executable> found = new TreeMap<>();
        executables.forEach((key, executable) ->
        {
            if (key.startsWith(owner + "." + name + "(") && executable.getParameterCount() == parameterCount)
            {
                found.put(key, executable);
            }
        });
        return found;
    }

    /**
     * @return how a program in the schema's package names a type (see the class comment).
     */
    String name(final Type type)
    {
        final String name = type instanceof Class<?> ? ((Class<?>)type).getTypeName() : type.getTypeName();
        return name
            .replace("io.sbetool.codec.MetaAttribute", "MetaAttribute")
            .replace(schemaPackage + ".", "")
            .replace('$', '.');
    }

    private void add(final Class<?> type)
    {
        if (!Modifier.isPublic(type.getModifiers()))
        {
            return;
        }
        final String name = name(type);
        members.put("type " + name, type.isEnum() ? "enum" : type.isInterface() ? "interface" : "class");
        if (type.getGenericSuperclass() != null && type.getSuperclass() != Object.class && !type.isEnum())
        {
            members.put(name + " extends " + name(type.getGenericSuperclass()), "");
        }
        for (final Type parent : type.getGenericInterfaces())
        {
            members.put(name + " implements " + name(parent), "");
        }
        for (final Constructor<?> constructor : type.getConstructors())
        {
            final String key = name + ".<init>(" + parameters(constructor.getGenericParameterTypes()) + ")";
            members.put(key, "");
            executables.put(key, constructor);
        }
        for (final Method method : type.getMethods())
        {
            if (!method.isSynthetic() && !method.isBridge() && method.getDeclaringClass() != Object.class)
            {
                final String key = name + "." + method.getName() + "(" + parameters(method.getGenericParameterTypes()) + ")";
                members.put(key,
                    (Modifier.isStatic(method.getModifiers()) ? "static " : "") + name(method.getGenericReturnType()));
                executables.put(key, method);
            }
        }
        for (final Field field : type.getFields())
        {
            if (!field.isSynthetic() && !field.isEnumConstant())
            {
                members.put(name + "." + field.getName(), field(field));
            }
            else if (field.isEnumConstant())
            {
                members.put(name + "." + field.getName(), "enum constant");
            }
        }
        for (final Class<?> nested : type.getDeclaredClasses())
        {
            add(nested);
        }
    }

    /**
     * A constant's value is part of what a caller gets: {@code CarEncoder.BLOCK_LENGTH} must be the same number.
     */
    private String field(final Field field)
    {
        final int modifiers = field.getModifiers();
        final String described = (Modifier.isStatic(modifiers) ? "static " : "") +
            (Modifier.isFinal(modifiers) ? "final " : "") + name(field.getGenericType());
        if (Modifier.isStatic(modifiers) && Modifier.isFinal(modifiers) &&
            (field.getType().isPrimitive() || field.getType() == String.class))
        {
            try
            {
                return described + " = " + field.get(null);
            }
            catch (final IllegalAccessException ex)
            {
                throw new IllegalStateException(ex);
            }
        }
        return described;
    }

    private String parameters(final Type[] types)
    {
        return Stream.of(types).map(this::name).collect(Collectors.joining(", "));
    }
}
