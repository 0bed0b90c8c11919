package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.cpp.CppInput.Block;
import io.sbetool.compiler.generation.cpp.CppInput.Member;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The C++ names of the members of one class. Each member's accessors add suffixes and prefixes to its
 * name ({@code securityId()} is the id of a field {@code security}), so a member whose name or whose
 * accessors' names another member's already use gets a trailing {@code _}, in schema order.
 */
final class MemberNames
{
    private static final List<String> SUFFIXES = List.of("", "Id", "SinceVersion", "InActingVersion",
        "EncodingOffset", "EncodingLength", "MetaAttribute", "NullValue", "MinValue", "MaxValue", "Length",
        "Raw", "Count", "HeaderLength", "CharacterEncoding", "Mask");
    private static final List<String> PREFIXES = List.of("get", "put", "skip");

    private MemberNames()
    {
    }

    /**
     * @return the names of a message's or group's fields, groups and var data, by schema name.
     */
    static Map<String, String> forBlock(final Block block, final String className)
    {
        final List<String> names = new ArrayList<>();
        block.fields().forEach(field -> names.add(field.name()));
        block.groups().forEach(group -> names.add(group.name()));
        block.varData().forEach(data -> names.add(data.name()));
        return allocate(names, className);
    }

    static Map<String, String> forMembers(final List<Member> members, final String className)
    {
        final List<String> names = new ArrayList<>();
        members.forEach(member -> names.add(member.name()));
        return allocate(names, className);
    }

    private static Map<String, String> allocate(final List<String> schemaNames, final String className)
    {
        final Map<String, String> names = new LinkedHashMap<>();
        final Set<String> taken = new HashSet<>();
        for (final String schemaName : schemaNames)
        {
            String name = CppNames.member(schemaName, className);
            while (clashes(name, taken))
            {
                name = name + "_";
            }
            taken.addAll(accessors(name));
            names.put(schemaName, name);
        }
        return names;
    }

    private static boolean clashes(final String name, final Set<String> taken)
    {
        for (final String accessor : accessors(name))
        {
            if (taken.contains(accessor))
            {
                return true;
            }
        }
        return false;
    }

    private static List<String> accessors(final String name)
    {
        final List<String> accessors = new ArrayList<>();
        SUFFIXES.forEach(suffix -> accessors.add(name + suffix));
        final String upper = CppNames.upperFirst(name);
        PREFIXES.forEach(prefix -> accessors.add(prefix + upper));
        accessors.add("get" + upper + "AsString");
        accessors.add("get" + upper + "AsStringView");
        return accessors;
    }
}
