package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.MemberType;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.compiler.generation.model.TypeDef;
import io.sbetool.ir.PrimitiveValue;

import java.util.Set;

import javax.lang.model.element.Modifier;

/**
 * Accessors of one fixed-position member (a field, or a composite's member): dispatches on the member's
 * type to scalar, array, enum, set or composite accessors of the side being generated, adds what both sides
 * share (constants, which are not on the wire, and flyweight fields), then its metadata
 * ({@link MetadataMethods}).
 */
final class MemberAccessors
{
    /**
     * Method names generated codecs use for themselves; a member with one of these names gets {@code _}.
     */
    static final Set<String> RESERVED = Set.of(
        "buffer", "offset", "wrap", "limit", "encodedLength", "toString", "appendTo", "hashCode", "equals",
        "getClass", "notify", "notifyAll", "wait", "clone", "finalize", "count", "hasNext", "next", "iterator",
        "remove", "forEachRemaining", "forEach", "spliterator", "actingBlockLength", "actingVersion", "sbeSkip",
        "clear", "rawValue", "isEmpty", "wrapAndApplyHeader", "index", "parentMessage", "dimensionOffset", "sbeRewind",
        "sbeDecodedLength", "resetCountToIndex", "getRaw");

    private MemberAccessors()
    {
    }

    /**
     * @return the accessor name of a member, group, var-data element or set choice, allocated in its class
     * ({@link MemberNames}).
     */
    static String property(final CodecClass codec, final Object element)
    {
        return codec.names().member(element);
    }

    static CodeBlock index(final Member member)
    {
        return Primitives.plus("offset", member.offset());
    }

    static void add(final TypeSpec.Builder type, final Accessors accessors, final Member member, final Set<String> taken)
    {
        final String name = property(accessors.codec(), member);
        final MemberType memberType = member.type();
        if (memberType instanceof MemberType.Encoded encoded)
        {
            addEncoded(type, accessors, member, encoded.encoding(), name);
        }
        else if (memberType instanceof MemberType.EnumRef enumRef)
        {
            if (member.isConstant())
            {
                addConstantEnum(type, accessors, member, enumRef, name, accessors.codec().names().enumClass(enumRef.definition()));
            }
            else
            {
                accessors.enumValue(type, member, enumRef);
            }
        }
        else
        {
            final ClassName flyweight = accessors.codec().names().codecClass(flyweightType(memberType), accessors.codec().side());
            type.addField(FieldSpec.builder(flyweight, name, Modifier.PRIVATE, Modifier.FINAL)
                .initializer("new $T()", flyweight).build());
            accessors.flyweight(type, member, flyweight, name);
        }
        MetadataMethods.add(type, member, name, taken);
    }

    private static TypeDef flyweightType(final MemberType memberType)
    {
        return memberType instanceof MemberType.SetRef set ? set.definition() : ((MemberType.CompositeRef)memberType).definition();
    }

    /**
     * @return whether the member is a constant char array (or other constant of several bytes), read as its text.
     */
    static boolean isConstantText(final Member member)
    {
        return member.isConstant() && member.constValue().representation() == PrimitiveValue.Representation.BYTE_ARRAY;
    }

    private static void addEncoded(
        final TypeSpec.Builder type, final Accessors accessors, final Member member, final PrimitiveEncoding encoding,
        final String name)
    {
        if (isConstantText(member))
        {
            type.addMethod(MethodSpec.methodBuilder(name + "Length").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(int.class).addStatement("return $L", member.constValue().size()).build());
            type.addMethod(accessor(name, member).returns(String.class)
                .addStatement("return $S", member.constValue().toString()).build());
            type.addMethod(constantByte(name, member));
        }
        else if (encoding.isArray() && !member.isConstant())
        {
            type.addMethod(MethodSpec.methodBuilder(name + "Length").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc("@return the number of elements of {@code $L}.\n", name)
                .returns(int.class).addStatement("return $L", encoding.length()).build());
            accessors.array(type, member, encoding, name);
        }
        else if (member.isConstant())
        {
            type.addMethod(accessor(name, member).returns(Primitives.javaType(encoding.primitiveType()))
                .addStatement("return $L", Primitives.literal(member.constValue(), encoding.primitiveType())).build());
        }
        else
        {
            accessors.scalar(type, member, encoding);
        }
    }

    /**
     * {@code fuel(index)}: a byte of a constant text, as the reference reads it. A switch, not an array: no
     * array is held or made; an index past the constant throws, as the reference's array does.
     */
    private static MethodSpec constantByte(final String name, final Member member)
    {
        final byte[] bytes = member.constValue().byteArrayValue();
        final StringBuilder body = new StringBuilder("switch (index) {\n");
        for (int i = 0; i < bytes.length; i++)
        {
            body.append("    case ").append(i).append(": return (byte)").append(bytes[i]).append(";\n");
        }
        body.append("    default: throw new IndexOutOfBoundsException(\"index out of range for ")
            .append(name).append(": \" + index);\n}\n");
        return accessor(name, member).returns(byte.class).addParameter(int.class, "index", Modifier.FINAL)
            .addCode(CodeBlock.of("$L", body.toString())).build();
    }

    private static void addConstantEnum(
        final TypeSpec.Builder type, final Accessors accessors, final Member member, final MemberType.EnumRef enumRef, final String name,
        final ClassName enumClass)
    {
        final TypeName rawType = Primitives.javaType(enumRef.encoding().primitiveType());
        final String constant = accessors.codec().names().constant(enumRef.definition(), member.valueRefName());
        final MethodSpec.Builder getter = accessor(name, member).returns(enumClass)
            .addStatement("return $T.$L", enumClass, constant);
        final MethodSpec.Builder raw = accessor(name + "Raw", member).returns(rawType)
            .addStatement("return $T.$L.value()", enumClass, constant);
        final var value = enumRef.definition().value(member.valueRefName());
        if (value != null && value.isDeprecated())
        {
            getter.addAnnotation(Suppressions.DEPRECATION);
            raw.addAnnotation(Suppressions.DEPRECATION);
        }
        type.addMethod(getter.build()).addMethod(raw.build());
    }

    static MethodSpec.Builder accessor(final String name, final Member member)
    {
        final MethodSpec.Builder method = MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC);
        Docs.describe(method, member.description());
        Docs.deprecate(method, member.isDeprecated());
        return method;
    }
}
