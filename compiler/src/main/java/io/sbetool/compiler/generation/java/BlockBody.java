package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.Block;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.VarData;
import io.sbetool.compiler.generation.naming.JavaNameAllocator;
import io.sbetool.compiler.generation.naming.NameScope;

import java.util.HashSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import javax.lang.model.element.Modifier;

/**
 * The contents of a message or group codec, in schema order: fixed fields, then group accessors (with
 * their nested group classes), then var data.
 */
final class BlockBody
{
    private BlockBody()
    {
    }

    /**
     * @return the accessor names the block's elements use, so metadata methods can avoid them.
     */
    static Set<String> accessorNames(final CodecClass codec, final Block block)
    {
        final Set<String> names = new HashSet<>();
        for (final Member member : block.fields())
        {
            names.add(MemberAccessors.property(codec, member));
        }
        for (final Group group : block.groups())
        {
            final String name = MemberAccessors.property(codec, group);
            names.add(name);
            names.add(name + "Count");
        }
        for (final VarData data : block.varData())
        {
            final String name = MemberAccessors.property(codec, data);
            names.add(name);
            names.add(name + "Length");
        }
        return names;
    }

    /**
     * @return the class names of the block's groups, nested in the codec: distinct from each other and
     * from the classes enclosing them.
     */
    static List<Map.Entry<Group, ClassName>> groupClasses(
        final Block block, final CodecClass codec, final Set<String> enclosing)
    {
        // A list, not a map keyed by group: a record's hashCode walks the group's whole tree.
        final List<Map.Entry<Group, ClassName>> classes = new ArrayList<>();
        final NameScope scope = new JavaNameAllocator().newScope().reserve(enclosing);
        final String suffix = codec.side().suffix();
        for (final Group group : block.groups())
        {
            final String base = scope.allocate(JavaNames.className(group.name()), List.of(suffix));
            classes.add(Map.entry(group, codec.self().nestedClass(base + suffix)));
        }
        return classes;
    }

    static void add(final TypeSpec.Builder type, final Accessors accessors, final Block block, final Set<String> enclosing)
    {
        final CodecClass codec = accessors.codec();
        final Set<String> taken = accessorNames(codec, block);
        for (final Member member : block.fields())
        {
            MemberAccessors.add(type, accessors, member, taken);
        }
        for (final Map.Entry<Group, ClassName> entry : groupClasses(block, codec, enclosing))
        {
            final Group group = entry.getKey();
            final ClassName groupClass = entry.getValue();
            final String name = MemberAccessors.property(codec, group);
            final FieldSpec.Builder field = FieldSpec.builder(groupClass, name, Modifier.PRIVATE, Modifier.FINAL);
            if (codec.kind() == CodecClass.Kind.MESSAGE)
            {
                field.initializer("new $T(this)", groupClass);
            }
            type.addField(field.build());
            MetadataMethods.addStatic(type, taken, name + "Id", TypeName.INT, CodeBlock.of("$L", group.id()));
            MetadataMethods.addStatic(type, taken, name + "SinceVersion", TypeName.INT, CodeBlock.of("$L", group.sinceVersion()));
            if (codec.side() == Side.DECODER)
            {
                // the reference's decoders spell a group's metadata so (fuelFiguresDecoderId()), beside ours
                MetadataMethods.addStatic(type, taken, name + "DecoderId", TypeName.INT, CodeBlock.of("$L", group.id()));
                MetadataMethods.addStatic(type, taken, name + "DecoderSinceVersion", TypeName.INT,
                    CodeBlock.of("$L", group.sinceVersion()));
            }
            accessors.groupAccessor(type, group, groupClass, name);
            final Set<String> nestedEnclosing = new HashSet<>(enclosing);
            nestedEnclosing.add(groupClass.simpleName());
            type.addType(accessors.groupClass(codec.nested(groupClass), group, nestedEnclosing));
        }
        for (final VarData data : block.varData())
        {
            VarDataAccessors.add(type, accessors, data, taken);
        }
    }
}
