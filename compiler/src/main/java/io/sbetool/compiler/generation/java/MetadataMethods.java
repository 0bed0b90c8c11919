package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.codec.MetaAttribute;
import io.sbetool.compiler.generation.java.CodecModel.Member;
import io.sbetool.ir.Encoding;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;

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

    static void add(final TypeSpec.Builder type, final Scope scope, final Member member, final Set<String> taken)
    {
        final String name = MemberAccessors.property(member.name());
        final boolean field = member.declaration().signal() == Signal.BEGIN_FIELD;
        if (field)
        {
            addStatic(type, taken, name + "Id", TypeName.INT, CodeBlock.of("$L", member.declaration().id()));
        }
        addStatic(type, taken, name + "SinceVersion", TypeName.INT, CodeBlock.of("$L", member.sinceVersion()));
        addStatic(type, taken, name + "EncodingOffset", TypeName.INT, CodeBlock.of("$L", member.offset()));
        addStatic(type, taken, name + "EncodingLength", TypeName.INT, CodeBlock.of("$L", member.encodedLength()));
        final Token token = member.typeToken();
        if (token.signal() == Signal.ENCODING && !member.isConstant())
        {
            final Encoding encoding = token.encoding();
            final PrimitiveType primitive = encoding.primitiveType();
            final TypeName javaType = Primitives.javaType(primitive);
            addStatic(type, taken, name + "NullValue", javaType, Primitives.literal(encoding.applicableNullValue(), primitive));
            addStatic(type, taken, name + "MinValue", javaType, Primitives.literal(encoding.applicableMinValue(), primitive));
            addStatic(type, taken, name + "MaxValue", javaType, Primitives.literal(encoding.applicableMaxValue(), primitive));
        }
        if (field)
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
        type.addMethod(MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(returns).addStatement("return $L", value).build());
    }

    private static void addMetaAttribute(final TypeSpec.Builder type, final Set<String> taken, final String name, final Member member)
    {
        final String method = name + "MetaAttribute";
        if (taken.contains(method))
        {
            return;
        }
        final Encoding field = member.declaration().encoding();
        final Encoding typeEncoding = member.typeToken().encoding();
        type.addMethod(MethodSpec.methodBuilder(method).addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(String.class)
            .addParameter(MetaAttribute.class, "metaAttribute", Modifier.FINAL)
            .beginControlFlow("switch (metaAttribute)")
            .addStatement("case EPOCH: return $S", firstOf(field.epoch(), typeEncoding.epoch()))
            .addStatement("case TIME_UNIT: return $S", firstOf(field.timeUnit(), typeEncoding.timeUnit()))
            .addStatement("case SEMANTIC_TYPE: return $S", firstOf(field.semanticType(), typeEncoding.semanticType()))
            .addStatement("case PRESENCE: return $S", member.presence().xmlName())
            .addStatement("default: return $S", "")
            .endControlFlow()
            .build());
    }

    private static String firstOf(final String first, final String second)
    {
        return first != null ? first : second != null ? second : "";
    }
}
