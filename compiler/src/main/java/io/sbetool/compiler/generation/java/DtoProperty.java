package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.MemberType;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;

import javax.lang.model.element.Modifier;

/**
 * One fixed-size member of a DTO (a field of a message or group, or a member of a composite): the Java type
 * it is held as, and how it is read from a decoder and written to an encoder. A field added after version 0
 * is boxed (or an object already), and null when decoded from an acting version that lacks it.
 *
 * @param name      the DTO's accessor name: the codec's but where the DTO keeps that name for itself.
 * @param codecName the codec's accessor name.
 * @param nullable whether the acting version may lack it: a field with a sinceVersion.
 */
record DtoProperty(CodecNames names, Member member, String name, String codecName, boolean nullable)
{
    static DtoProperty of(final CodecNames names, final Member member)
    {
        return named(names, member, names.member(member));
    }

    /** A property the DTO names {@code name}, apart from the codec's accessor name. */
    static DtoProperty named(final CodecNames names, final Member member, final String name)
    {
        return new DtoProperty(names, member, name, names.member(member), member.field() && member.sinceVersion() > 0);
    }

    TypeName type()
    {
        if (member.type() instanceof MemberType.Encoded encoded)
        {
            final TypeName primitive = Primitives.javaType(encoded.encoding().primitiveType());
            if (encoded.encoding().isArray())
            {
                return isText() ? ClassName.get(String.class) : ArrayTypeName.of(primitive);
            }
            return nullable ? primitive.box() : primitive;
        }
        if (member.type() instanceof MemberType.EnumRef enumRef)
        {
            return names.enumClass(enumRef.definition());
        }
        if (member.type() instanceof MemberType.SetRef set)
        {
            return DtoNames.typeDto(names, set.definition());
        }
        return DtoNames.typeDto(names, ((MemberType.CompositeRef)member.type()).definition());
    }

    boolean isText()
    {
        return member.type() instanceof MemberType.Encoded encoded && encoded.encoding().isArray() &&
            encoded.encoding().primitiveType() == PrimitiveType.CHAR;
    }

    boolean isArray()
    {
        return member.type() instanceof MemberType.Encoded encoded && encoded.encoding().isArray() && !isText();
    }

    /** A set's or composite's DTO, which a new DTO holds an empty instance of. */
    boolean isDtoValued()
    {
        return member.type() instanceof MemberType.SetRef || member.type() instanceof MemberType.CompositeRef;
    }

    /**
     * @return a constant's static accessor, returning its value as the codecs do, or null when there is none
     * (a constant array of numbers, which no codec accessor returns whole).
     */
    MethodSpec constantAccessor()
    {
        final MethodSpec.Builder method = MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC, Modifier.STATIC);
        if (member.type() instanceof MemberType.EnumRef enumRef)
        {
            final ClassName type = names.enumClass(enumRef.definition());
            return method.returns(type)
                .addStatement("return $T.$L", type, names.constant(enumRef.definition(), member.valueRefName())).build();
        }
        // a constant's text is a byte array in the IR whatever the type's length: "Petrol" on a char of length 1
        if (isText() || member.constValue().representation() == PrimitiveValue.Representation.BYTE_ARRAY)
        {
            return method.returns(String.class).addStatement("return $S", member.constValue().toString()).build();
        }
        if (isArray() || !(member.type() instanceof MemberType.Encoded encoded))
        {
            return null;
        }
        return method.returns(type())
            .addStatement("return $L", Primitives.literal(member.constValue(), encoded.encoding().primitiveType())).build();
    }

    /**
     * The setter's checks, as the reference's DTOs make them: a number outside its type's minValue..maxValue
     * that is not the optional's null value, or a char array or array longer than its type's length, throws an
     * IllegalArgumentException naming the member. Floating-point values and bounds no value of the Java type
     * can cross are not checked; null (absent) passes.
     *
     * @return statements over the setter's {@code value}, or null when nothing can be out of range.
     */
    CodeBlock check()
    {
        if (!(member.type() instanceof MemberType.Encoded encoded))
        {
            return null;
        }
        final PrimitiveEncoding encoding = encoded.encoding();
        if (encoding.isArray())
        {
            final String length = isText() ? "value.length()" : "value.length";
            return CodeBlock.builder()
                .beginControlFlow("if (value != null && $L > $L)", length, encoding.length())
                .addStatement("throw new $T($S + $L)", IllegalArgumentException.class, name + ": too many elements: ", length)
                .endControlFlow()
                .build();
        }
        final PrimitiveType primitive = encoding.primitiveType();
        if (primitive == PrimitiveType.FLOAT || primitive == PrimitiveType.DOUBLE)
        {
            return null;
        }
        final boolean unsigned64 = primitive == PrimitiveType.UINT64;
        final long min = encoding.minValue().longValue();
        final long max = encoding.maxValue().longValue();
        final long[] range = javaRange(primitive);
        final CodeBlock.Builder code = CodeBlock.builder();
        final CodeBlock shown = unsigned64 ? CodeBlock.of("$T.toUnsignedString(value)", Long.class) : CodeBlock.of("value");
        if (!unsigned64 && min > range[0])
        {
            code.beginControlFlow("if (value < $L)", Primitives.literal(encoding.minValue(), primitive))
                .addStatement("throw new $T($S + $L)", IllegalArgumentException.class,
                    name + ": value is below allowed minimum: ", shown)
                .endControlFlow();
        }
        if (unsigned64 ? max != -1L : max < range[1])
        {
            final CodeBlock bound = Primitives.literal(encoding.maxValue(), primitive);
            code.add(unsigned64 ? CodeBlock.builder().beginControlFlow("if ($T.compareUnsigned(value, $L) > 0)", Long.class, bound)
                    .build() : CodeBlock.builder().beginControlFlow("if (value > $L)", bound).build())
                .addStatement("throw new $T($S + $L)", IllegalArgumentException.class,
                    name + ": value is above allowed maximum: ", shown)
                .endControlFlow();
        }
        if (code.isEmpty())
        {
            return null;
        }
        final CodeBlock.Builder guarded = CodeBlock.builder();
        if (nullable)
        {
            guarded.beginControlFlow("if (value == null)").addStatement("return").endControlFlow();
        }
        if (member.isOptional())
        {
            guarded.beginControlFlow("if (value == $L)", Primitives.literal(encoding.nullValue(), primitive))
                .addStatement("return").endControlFlow();
        }
        return guarded.add(code.build()).build();
    }

    /** The least and greatest value of the Java type a primitive is held as. */
    private static long[] javaRange(final PrimitiveType primitive)
    {
        return switch (primitive)
        {
            case CHAR, INT8 -> new long[] {Byte.MIN_VALUE, Byte.MAX_VALUE};
            case UINT8, INT16 -> new long[] {Short.MIN_VALUE, Short.MAX_VALUE};
            case UINT16, INT32 -> new long[] {Integer.MIN_VALUE, Integer.MAX_VALUE};
            default -> new long[] {Long.MIN_VALUE, Long.MAX_VALUE};
        };
    }

    /**
     * @return statements that read it from {@code decoder} into {@code dto}, past the setter's checks (what is on
     * the wire is kept as it is); null when the version lacks it.
     */
    CodeBlock decode(final ClassName decoderClass)
    {
        final CodeBlock read = read();
        if (!nullable)
        {
            return read;
        }
        return CodeBlock.builder()
            .beginControlFlow("if (decoder.actingVersion() >= $T.$NSinceVersion())", decoderClass, codecName)
            .add(read)
            .nextControlFlow("else")
            .addStatement("dto.$N = null", name)
            .endControlFlow()
            .build();
    }

    private CodeBlock read()
    {
        if (isArray())
        {
            final MemberType.Encoded encoded = (MemberType.Encoded)member.type();
            final String values = name + "Values";
            return CodeBlock.builder()
                .addStatement("final $T $N = new $T[$L]", type(), values,
                    Primitives.javaType(encoded.encoding().primitiveType()), encoded.encoding().length())
                .beginControlFlow("for (int i = 0; i < $N.length; i++)", values)
                .addStatement("$N[i] = decoder.$N(i)", values, codecName)
                .endControlFlow()
                .addStatement("dto.$N = $N", name, values)
                .build();
        }
        if (isDtoValued())
        {
            final String value = name + "Value";
            return CodeBlock.builder()
                .addStatement("final $T $N = new $T()", type(), value, type())
                .addStatement("$T.decodeWith(decoder.$N(), $N)", type(), codecName, value)
                .addStatement("dto.$N = $N", name, value)
                .build();
        }
        return CodeBlock.of("dto.$N = decoder.$N();\n", name, codecName);
    }

    /**
     * @return statements that write it from {@code dto} with {@code encoder}: its null value when it is null.
     */
    CodeBlock encode(final ClassName encoderClass)
    {
        if (isArray())
        {
            final String values = name + "Values";
            return CodeBlock.builder()
                .addStatement("final $T $N = dto.$N()", type(), values, name)
                .beginControlFlow("if ($N != null)", values)
                .beginControlFlow("for (int i = 0; i < $N.length; i++)", values)
                .addStatement("encoder.$N(i, $N[i])", codecName, values)
                .endControlFlow()
                .endControlFlow()
                .build();
        }
        if (isDtoValued())
        {
            final boolean set = member.type() instanceof MemberType.SetRef;
            final CodeBlock.Builder code = CodeBlock.builder()
                .beginControlFlow("if (dto.$N() != null)", name)
                .addStatement("$T.encodeWith(encoder.$N(), dto.$N())", type(), codecName, name);
            if (set)
            {
                code.nextControlFlow("else").addStatement("encoder.$N().clear()", codecName);
            }
            return code.endControlFlow().build();
        }
        if (member.type() instanceof MemberType.EnumRef)
        {
            return CodeBlock.of("encoder.$N(dto.$N() != null ? dto.$N() : $T.NULL_VAL);\n", codecName, name, name, type());
        }
        if (isText())
        {
            return CodeBlock.of("encoder.$N(dto.$N() != null ? dto.$N() : $S);\n", codecName, name, name, "");
        }
        if (nullable)
        {
            return CodeBlock.of("encoder.$N(dto.$N() != null ? dto.$N() : $T.$NNullValue());\n",
                codecName, name, name, encoderClass, codecName);
        }
        return CodeBlock.of("encoder.$N(dto.$N());\n", codecName, name);
    }
}
