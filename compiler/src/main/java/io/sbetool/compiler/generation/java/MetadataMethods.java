package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.codec.MetaAttribute;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.MemberType;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.compiler.generation.model.Semantics;
import io.sbetool.ir.PrimitiveType;

import java.util.Arrays;
import java.util.Set;

import javax.lang.model.element.Modifier;

/**
 * Static metadata of a member: id, sinceVersion, offset and length on the wire, null/min/max values and
 * the schema attributes. A metadata method whose name another member's accessor already uses is left out.
 */
final class MetadataMethods
{
    private MetadataMethods()
    {
    }

    static void add(final TypeSpec.Builder type, final Member member, final String name, final Set<String> taken)
    {
        if (member.field())
        {
            addStatic(type, taken, name + "Id", TypeName.INT, CodeBlock.of("$L", member.id()));
        }
        addStatic(type, taken, name + "SinceVersion", TypeName.INT, CodeBlock.of("$L", member.sinceVersion()));
        addStatic(type, taken, name + "EncodingOffset", TypeName.INT, CodeBlock.of("$L", member.offset()));
        addStatic(type, taken, name + "EncodingLength", TypeName.INT, CodeBlock.of("$L", member.encodedLength()));
        if (member.type() instanceof MemberType.Encoded encoded)
        {
            // a constant's too: the reference gives them to its users, whatever the value on the wire
            final PrimitiveEncoding encoding = encoded.encoding();
            final PrimitiveType primitive = encoding.primitiveType();
            final TypeName javaType = Primitives.javaType(primitive);
            addStatic(type, taken, name + "NullValue", javaType, Primitives.literal(encoding.nullValue(), primitive));
            addStatic(type, taken, name + "MinValue", javaType, Primitives.literal(encoding.minValue(), primitive));
            addStatic(type, taken, name + "MaxValue", javaType, Primitives.literal(encoding.maxValue(), primitive));
            if (!member.isConstant())
            {
                // char data without a characterEncoding is US-ASCII, as the standard says.
                addCharacterEncoding(type, taken, name, primitive == PrimitiveType.CHAR ?
                    Charsets.canonical(encoding.characterEncoding()) : encoding.characterEncoding());
            }
        }
        if (member.field())
        {
            addMetaAttribute(type, taken, name, member);
        }
    }

    static void addStatic(
        final TypeSpec.Builder type, final Set<String> taken, final String name, final TypeName returns, final CodeBlock value)
    {
        if (taken.contains(name))
        {
            return;
        }
        // The value holds no type names, so its text is final here: one literal line for JavaPoet to print
        // instead of a statement of pieces (each piece costs JavaPoet a line split, twice per file).
        type.addMethod(MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(returns).addCode(Literals.statement("return " + value)).build());
    }

    /**
     * Adds {@code xCharacterEncoding()}, the canonical name of a char array's or var data's characterEncoding,
     * when it has one.
     */
    static void addCharacterEncoding(
        final TypeSpec.Builder type, final Set<String> taken, final String name, final String characterEncoding)
    {
        if (characterEncoding != null)
        {
            addStatic(type, taken, name + "CharacterEncoding", TypeName.get(String.class),
                CodeBlock.of("$S", Charsets.canonical(characterEncoding)));
        }
    }

    private static void addMetaAttribute(final TypeSpec.Builder type, final Set<String> taken, final String name, final Member member)
    {
        addMetaAttribute(type, taken, name, member.semantics(), member.presence().xmlName());
    }

    /**
     * Adds {@code xMetaAttribute(MetaAttribute)}: the member's epoch, timeUnit, semanticType and presence
     * (a var-data element's too, which has no attributes of its own and is required, as the reference says).
     */
    static void addMetaAttribute(final TypeSpec.Builder type, final Set<String> taken, final String name,
        final Semantics semantics, final String presence)
    {
        final String method = name + "MetaAttribute";
        if (taken.contains(method))
        {
            return;
        }
        type.addMethod(MethodSpec.methodBuilder(method).addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(String.class)
            .addParameter(MetaAttribute.class, "metaAttribute", Modifier.FINAL)
            .addCode(metaAttributeSwitch(semantics, presence))
            .build());
    }

    /**
     * The switch over the attributes. Hundreds of fields print it, and JavaPoet splits every piece it prints
     * into lines, twice per file, so it is one piece of text: what the control flow and statements print.
     * A value with a line break, which JavaPoet's string literal continues on the next line, takes those.
     */
    private static CodeBlock metaAttributeSwitch(final Semantics semantics, final String presence)
    {
        final String[] values = {orEmpty(semantics.epoch()), orEmpty(semantics.timeUnit()),
            orEmpty(semantics.semanticType()), presence};
        if (Arrays.stream(values).anyMatch(value -> value.indexOf('\n') >= 0))
        {
            return CodeBlock.builder().beginControlFlow("switch (metaAttribute)")
                .addStatement("case EPOCH: return $S", values[0])
                .addStatement("case TIME_UNIT: return $S", values[1])
                .addStatement("case SEMANTIC_TYPE: return $S", values[2])
                .addStatement("case PRESENCE: return $S", values[3])
                .addStatement("default: return $S", "")
                .endControlFlow().build();
        }
        return CodeBlock.of("$L", "switch (metaAttribute) {\n"
            + "    case EPOCH: return " + Literals.quoted(values[0]) + ";\n"
            + "    case TIME_UNIT: return " + Literals.quoted(values[1]) + ";\n"
            + "    case SEMANTIC_TYPE: return " + Literals.quoted(values[2]) + ";\n"
            + "    case PRESENCE: return " + Literals.quoted(values[3]) + ";\n"
            + "    default: return \"\";\n"
            + "}\n");
    }

    private static String orEmpty(final String value)
    {
        return value != null ? value : "";
    }
}
