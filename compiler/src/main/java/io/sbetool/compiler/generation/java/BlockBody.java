package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.java.CodecModel.Block;
import io.sbetool.compiler.generation.java.CodecModel.Member;
import io.sbetool.compiler.generation.java.CodecModel.VarData;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Locale;
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
    static Set<String> accessorNames(final Block block)
    {
        final Set<String> names = new HashSet<>();
        for (final Member member : block.fields())
        {
            names.add(MemberAccessors.property(member.name()));
        }
        for (final Block group : block.groups())
        {
            final String name = MemberAccessors.property(group.name());
            names.add(name);
            names.add(name + "Count");
        }
        for (final VarData data : block.data())
        {
            final String name = MemberAccessors.property(data.name());
            names.add(name);
            names.add(name + "Length");
        }
        return names;
    }

    /**
     * @return the class names of the block's groups, nested in {@code outer}: distinct from each other and
     * from the classes enclosing them.
     */
    static Map<Block, ClassName> groupClasses(final Block block, final Scope scope, final Set<String> enclosing)
    {
        final Map<Block, ClassName> classes = new LinkedHashMap<>();
        final Set<String> taken = new HashSet<>();
        for (final String name : enclosing)
        {
            taken.add(name.toLowerCase(Locale.ROOT));
        }
        for (final Block group : block.groups())
        {
            String base = JavaNames.className(group.name());
            final String suffix = scope.encoder() ? "Encoder" : "Decoder";
            while (taken.contains((base + suffix).toLowerCase(Locale.ROOT)))
            {
                base = base + "_";
            }
            taken.add((base + suffix).toLowerCase(Locale.ROOT));
            classes.put(group, scope.self().nestedClass(base + suffix));
        }
        return classes;
    }

    static void add(final TypeSpec.Builder type, final Scope scope, final Block block, final Set<String> enclosing)
    {
        final Set<String> taken = accessorNames(block);
        for (final Member member : block.fields())
        {
            MemberAccessors.add(type, scope, member, taken);
        }
        final Map<Block, ClassName> groupClasses = groupClasses(block, scope, enclosing);
        for (final Map.Entry<Block, ClassName> entry : groupClasses.entrySet())
        {
            addGroupAccessor(type, scope, entry.getKey(), entry.getValue(), taken);
            final Set<String> nestedEnclosing = new HashSet<>(enclosing);
            nestedEnclosing.add(entry.getValue().simpleName());
            type.addType(GroupGenerator.generate(scope.nested(entry.getValue()), entry.getKey(), nestedEnclosing));
        }
        for (final VarData data : block.data())
        {
            VarDataAccessors.add(type, scope, data, taken);
        }
    }

    private static void addGroupAccessor(
        final TypeSpec.Builder type, final Scope scope, final Block group, final ClassName groupClass, final Set<String> taken)
    {
        final String name = MemberAccessors.property(group.name());
        final FieldSpec.Builder field = FieldSpec.builder(groupClass, name, Modifier.PRIVATE, Modifier.FINAL);
        if (scope.kind() == Scope.Kind.MESSAGE)
        {
            field.initializer("new $T(this)", groupClass);
        }
        type.addField(field.build());
        MetadataMethods.addStatic(type, taken, name + "Id", TypeName.INT, CodeBlock.of("$L", group.begin().id()));
        MetadataMethods.addStatic(type, taken, name + "SinceVersion", TypeName.INT, CodeBlock.of("$L", group.begin().version()));
        if (scope.encoder())
        {
            final MethodSpec.Builder method = MethodSpec.methodBuilder(name + "Count").addModifiers(Modifier.PUBLIC)
                .returns(groupClass)
                .addParameter(int.class, "count", Modifier.FINAL)
                .addStatement("$L.wrap(buffer, count)", name)
                .addStatement("return $L", name);
            Docs.describe(method, group.begin().description());
            method.addJavadoc("@param count the number of entries that follow; call {@code next()} before each.\n");
            Docs.deprecate(method, group.begin().deprecated() > 0);
            type.addMethod(method.build());
            return;
        }
        final MethodSpec.Builder method = MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(groupClass);
        Docs.describe(method, group.begin().description());
        Docs.deprecate(method, group.begin().deprecated() > 0);
        final CodeBlock absent = scope.absentWhen(group.begin().version());
        if (absent != null)
        {
            method.beginControlFlow("if ($L)", absent)
                .addStatement("$L.wrapEmpty(buffer)", name)
                .addStatement("return $L", name)
                .endControlFlow();
        }
        type.addMethod(method.addStatement("$L.wrap(buffer)", name).addStatement("return $L", name).build());
    }
}
