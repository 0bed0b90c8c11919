package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.AccessOrder;

import javax.lang.model.element.Modifier;

/**
 * The nested class {@code CodecStates} of a codec with access-order checks: a constant per state, its name
 * and the accesses it allows, for messages; its Javadoc lists them, the machine in text.
 */
final class AccessOrderStates
{
    static final String CLASS = "CodecStates";

    private final AccessOrder order;

    AccessOrderStates(final AccessOrder order)
    {
        this.order = order;
    }

    TypeSpec type(final String codecName)
    {
        final TypeSpec.Builder type = TypeSpec.classBuilder(CLASS)
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc(javadoc(codecName));
        final CodeBlock.Builder names = CodeBlock.builder().add("{\n").indent();
        final CodeBlock.Builder allowed = CodeBlock.builder().add("{\n").indent();
        for (int state = 0; state < order.states().size(); state++)
        {
            final String name = order.states().get(state);
            type.addField(FieldSpec.builder(int.class, name, Modifier.STATIC, Modifier.FINAL)
                .initializer("$L", state).build());
            names.add("$S,\n", name);
            allowed.add("$S,\n", order.allowed(state));
        }
        names.unindent().add("}");
        allowed.unindent().add("}");
        final ArrayTypeName strings = ArrayTypeName.of(String.class);
        type.addField(FieldSpec.builder(strings, "NAMES", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .initializer(names.build()).build());
        type.addField(FieldSpec.builder(strings, "TRANSITIONS", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .initializer(allowed.build()).build());
        type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
        type.addMethod(MethodSpec.methodBuilder("name").addModifiers(Modifier.STATIC)
            .returns(String.class).addParameter(int.class, "state", Modifier.FINAL)
            .addStatement("return NAMES[state]").build());
        type.addMethod(MethodSpec.methodBuilder("transitions").addModifiers(Modifier.STATIC)
            .returns(String.class).addParameter(int.class, "state", Modifier.FINAL)
            .addStatement("return TRANSITIONS[state]").build());
        return type.build();
    }

    private CodeBlock javadoc(final String codecName)
    {
        final CodeBlock.Builder doc = CodeBlock.builder()
            .add("The states of a {@link $L} in its message, and what each allows next:\n<pre>\n", codecName);
        for (int state = 0; state < order.states().size(); state++)
        {
            doc.add("$L: $L\n", order.states().get(state), order.allowed(state).replace("\"", "")
                .replace("<", "&lt;").replace(">", "&gt;"));
        }
        return doc.add("</pre>\n").build();
    }
}
