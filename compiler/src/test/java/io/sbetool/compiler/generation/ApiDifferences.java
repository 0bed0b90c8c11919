package io.sbetool.compiler.generation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a program written against the reference's generated code would miss in ours, one line per member,
 * in the forms the lists of {@link DropInDifferences} hold: {@code missing KEY} (not generated) and
 * {@code differs KEY: reference R, ours O} (there, but a caller gets something else). Keys and values
 * are those of the API listings ({@code JavaApi}, {@code CppApi}): a type is the key {@code type NAME},
 * its members begin with its name and the separator ({@code .} or {@code ::}), possibly after a word such
 * as {@code template<1>} or {@code alias}. Members of a missing type are not listed again. A static member
 * serves a call of an instance member of the same result.
 */
public final class ApiDifferences
{
    private ApiDifferences()
    {
    }

    /**
     * @param callable the key of the member of ours that serves a call of the reference's (its argument), or null.
     */
    public static List<String> between(final Map<String, String> reference, final Map<String, String> ours,
        final String separator, final java.util.function.BiFunction<Map<String, String>, String, String> callable)
    {
        final List<String> missingTypes = new ArrayList<>();
        final List<String> differences = new ArrayList<>();
        for (final String key : reference.keySet())
        {
            if (key.startsWith("type ") && !ours.containsKey(key))
            {
                missingTypes.add(key.substring("type ".length()));
                differences.add("missing " + key);
            }
        }
        for (final Map.Entry<String, String> member : reference.entrySet())
        {
            final String key = member.getKey();
            final String match = callable.apply(ours, key);
            final String mine = match == null ? null : ours.get(match);
            if (key.startsWith("type "))
            {
                continue;
            }
            if (mine == null)
            {
                if (!inAny(missingTypes, key, separator))
                {
                    differences.add("missing " + key);
                }
            }
            else if (!mine.equals(member.getValue()) && !mine.equals("static " + member.getValue()))
            {
                differences.add("differs " + key + ": reference " + member.getValue() + ", ours " + mine);
            }
        }
        return differences;
    }

    private static boolean inAny(final List<String> types, final String key, final String separator)
    {
        final String member = key.replaceFirst("^(template<\\d+> |alias )", "");
        for (final String type : types)
        {
            if (member.startsWith(type + separator) || member.startsWith(type + " "))
            {
                return true;
            }
        }
        return false;
    }
}
