package io.sbetool.compiler.generation.java;

import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a program written against the reference's generated Java would miss in ours, as javac would judge
 * its calls, one line per member in the forms {@code dropin/java.txt} lists:
 * <ul>
 *   <li>{@code missing KEY}: no type, field, or constructor or method that the call compiles against (a
 *   parameter may be wider in ours, {@code CharSequence} for {@code String}, {@code long} for {@code int},
 *   as method invocation converts it);</li>
 *   <li>{@code static KEY}: static in ours, an instance method in the reference (the call compiles, with a
 *   {@code -Xlint:static} warning);</li>
 *   <li>{@code differs KEY: reference R, ours O}: the caller gets something it cannot use as it used the
 *   reference's (a result is fine when it widens to the reference's: {@code int} for {@code long}).</li>
 * </ul>
 * Members of a missing type are not listed again. KEY is the reference's member, as {@link JavaApi} names it.
 */
final class JavaCallCompatibility
{
    private static final List<Class<?>> WIDENING = List.of(
        byte.class, short.class, int.class, long.class, float.class, double.class);

    private final JavaApi reference;
    private final JavaApi ours;

    private JavaCallCompatibility(final JavaApi reference, final JavaApi ours)
    {
        this.reference = reference;
        this.ours = ours;
    }

    static List<String> between(final JavaApi reference, final JavaApi ours)
    {
        return new JavaCallCompatibility(reference, ours).differences();
    }

    private List<String> differences()
    {
        final Map<String, String> theirs = reference.members();
        final Map<String, String> mine = ours.members();
        final List<String> differences = new ArrayList<>();
        for (final Map.Entry<String, String> member : theirs.entrySet())
        {
            final String key = member.getKey();
            if (key.startsWith("type "))
            {
                if (!mine.containsKey(key))
                {
                    differences.add("missing " + key);
                }
                continue;
            }
            final String owner = owner(key);
            if (!mine.containsKey("type " + owner))
            {
                continue;
            }
            final Executable executable = reference.executable(key);
            final String difference = executable != null ?
                call(key, owner, executable) : field(key, member.getValue(), mine.get(key));
            if (difference != null)
            {
                differences.add(difference);
            }
        }
        return differences;
    }

    private String field(final String key, final String theirs, final String mine)
    {
        if (mine == null)
        {
            return "missing " + key;
        }
        return mine.equals(theirs) ? null : "differs " + key + ": reference " + theirs + ", ours " + mine;
    }

    /**
     * @return the difference a call of the reference's constructor or method meets in ours, or null.
     */
    private String call(final String key, final String owner, final Executable theirs)
    {
        final String name = theirs instanceof Method ? theirs.getName() : "<init>";
        Executable match = ours.executable(key);
        if (match == null)
        {
            for (final Executable candidate : ours.candidates(owner, name, theirs.getParameterCount()).values())
            {
                if (accepts(candidate, theirs))
                {
                    match = candidate;
                    break;
                }
            }
        }
        if (match == null)
        {
            return "missing " + key;
        }
        if (!(theirs instanceof Method))
        {
            return null;
        }
        final Method method = (Method)match;
        final Method theirMethod = (Method)theirs;
        if (!returnsAsTheirs(method, theirMethod))
        {
            return "differs " + key + ": reference " + reference.members().get(key) + ", ours " +
                (Modifier.isStatic(method.getModifiers()) ? "static " : "") + ours.name(method.getGenericReturnType());
        }
        if (Modifier.isStatic(method.getModifiers()) != Modifier.isStatic(theirMethod.getModifiers()))
        {
            return Modifier.isStatic(method.getModifiers()) ? "static " + key : "differs " + key +
                ": reference static, ours an instance method";
        }
        return null;
    }

    /** Whether a call with the reference's parameter types compiles against a candidate of ours. */
    private boolean accepts(final Executable candidate, final Executable theirs)
    {
        final Class<?>[] mine = candidate.getParameterTypes();
        final Class<?>[] their = theirs.getParameterTypes();
        for (int i = 0; i < mine.length; i++)
        {
            if (!converts(their[i], mine[i]))
            {
                return false;
            }
        }
        return true;
    }

    private boolean returnsAsTheirs(final Method mine, final Method theirs)
    {
        final String theirName = reference.name(theirs.getGenericReturnType());
        return theirName.equals(ours.name(mine.getGenericReturnType())) ||
            converts(mine.getReturnType(), theirs.getReturnType());
    }

    /**
     * @return whether a value of type {@code from} is passed or assigned as a {@code to} without a cast:
     * the same type (generated types compared by name, their loaders differ), primitive widening, or a
     * class of the JDK or Agrona assigned to one of its supertypes.
     */
    private boolean converts(final Class<?> from, final Class<?> to)
    {
        if (reference.name(from).equals(ours.name(to)))
        {
            return true;
        }
        if (from.isPrimitive() && to.isPrimitive())
        {
            final int fromIndex = WIDENING.indexOf(from);
            return fromIndex >= 0 && WIDENING.indexOf(to) > fromIndex ||
                from == char.class && WIDENING.indexOf(to) >= WIDENING.indexOf(int.class);
        }
        return !from.isPrimitive() && to.isAssignableFrom(from);
    }

    /**
     * @return the type a member key belongs to: {@code CarDecoder.FuelFiguresDecoder} for
     * {@code CarDecoder.FuelFiguresDecoder.speed()}, {@code CarDecoder} for {@code CarDecoder implements X}.
     */
    static String owner(final String key)
    {
        final int space = key.indexOf(' ');
        if (space > 0)
        {
            return key.substring(0, space);
        }
        final int parenthesis = key.indexOf('(');
        final String name = parenthesis < 0 ? key : key.substring(0, parenthesis);
        return name.substring(0, name.lastIndexOf('.'));
    }
}
