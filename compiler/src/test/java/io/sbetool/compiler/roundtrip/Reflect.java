package io.sbetool.compiler.roundtrip;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.function.Predicate;

/**
 * Calls generated codecs by name: finds a public method by name and parameter shape, converts numbers to
 * the parameter's primitive type, and unwraps exceptions so failures name the accessor.
 */
final class Reflect
{
    private Reflect()
    {
    }

    static Method find(final Class<?> type, final String name, final Predicate<Class<?>[]> parameters)
    {
        for (final Method method : type.getMethods())
        {
            if (method.getName().equals(name) && parameters.test(method.getParameterTypes()))
            {
                return method;
            }
        }
        return null;
    }

    static Method require(final Class<?> type, final String name, final Predicate<Class<?>[]> parameters, final String what)
    {
        final Method method = find(type, name, parameters);
        if (method == null)
        {
            throw new AssertionError(type.getName() + " has no " + what + " '" + name + "'; it has " +
                Arrays.stream(type.getMethods()).map(Method::getName).filter((n) -> n.startsWith(name.substring(0, 1)))
                    .distinct().sorted().toList());
        }
        return method;
    }

    static Object invoke(final Object target, final Method method, final Object... args)
    {
        try
        {
            return method.invoke(Modifier.isStatic(method.getModifiers()) ? null : target, args);
        }
        catch (final InvocationTargetException ex)
        {
            throw new AssertionError(method.getDeclaringClass().getSimpleName() + "." + method.getName() +
                Arrays.toString(args) + " threw " + ex.getCause(), ex.getCause());
        }
        catch (final IllegalAccessException ex)
        {
            throw new AssertionError(ex);
        }
    }

    /**
     * Calls a public no-argument method.
     */
    static Object get(final Object target, final String name, final String what)
    {
        return invoke(target, require(target.getClass(), name, (p) -> p.length == 0, what));
    }

    static boolean isNoArgs(final Class<?>[] parameters)
    {
        return parameters.length == 0;
    }

    static boolean isOnePrimitive(final Class<?>[] parameters)
    {
        return parameters.length == 1 && parameters[0].isPrimitive();
    }

    static boolean isOneText(final Class<?>[] parameters)
    {
        return parameters.length == 1 && (parameters[0] == CharSequence.class || parameters[0] == String.class);
    }

    /**
     * Converts an integer (raw bits for uint64) or a floating-point value to a primitive parameter type.
     */
    static Object primitive(final Class<?> type, final Number value)
    {
        if (type == byte.class)
        {
            return value.byteValue();
        }
        if (type == short.class)
        {
            return value.shortValue();
        }
        if (type == int.class)
        {
            return value.intValue();
        }
        if (type == long.class)
        {
            return value.longValue();
        }
        if (type == float.class)
        {
            return value.floatValue();
        }
        if (type == double.class)
        {
            return value.doubleValue();
        }
        if (type == char.class)
        {
            return (char)value.intValue();
        }
        throw new AssertionError("not a numeric parameter type: " + type);
    }
}
