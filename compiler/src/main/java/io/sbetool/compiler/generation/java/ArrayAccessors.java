package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.java.CodecModel.Member;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.Token;

import java.nio.ByteOrder;

import javax.lang.model.element.Modifier;

/**
 * Accessors of fixed-length arrays: element access by index for every array; bulk copies (bytes for
 * one-byte elements, typed arrays otherwise); and for char arrays text access honouring the
 * characterEncoding. Constant char arrays read as their text.
 */
final class ArrayAccessors
{
    private ArrayAccessors()
    {
    }

    static void add(final TypeSpec.Builder type, final Scope scope, final Member member)
    {
        final String name = MemberAccessors.property(member.name());
        if (member.isConstant())
        {
            final String text = MemberAccessors.constValue(member).toString();
            type.addMethod(MethodSpec.methodBuilder(name + "Length").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(int.class).addStatement("return $L", MemberAccessors.constValue(member).size()).build());
            type.addMethod(MemberAccessors.accessor(name, member).returns(String.class)
                .addStatement("return $S", text).build());
            return;
        }
        final Token token = member.typeToken();
        final int length = token.arrayLength();
        type.addMethod(MethodSpec.methodBuilder(name + "Length").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .addJavadoc("@return the number of elements of {@code $L}.\n", name)
            .returns(int.class).addStatement("return $L", length).build());
        addIndexed(type, scope, member, name);
        final PrimitiveType primitive = token.encoding().primitiveType();
        if (primitive.size() == 1)
        {
            addByteCopies(type, scope, member, name);
        }
        else
        {
            addTypedCopies(type, scope, member, name);
        }
        if (primitive == PrimitiveType.CHAR)
        {
            CharArrayAccessors.add(type, scope, member, name);
        }
    }

    static CodeBlock elementIndex(final Member member, final String index)
    {
        final int size = member.typeToken().encoding().primitiveType().size();
        return size == 1 ?
            CodeBlock.of("offset + $L + $L", member.offset(), index) :
            CodeBlock.of("offset + $L + $L * $L", member.offset(), index, size);
    }

    private static void addIndexed(final TypeSpec.Builder type, final Scope scope, final Member member, final String name)
    {
        final Token token = member.typeToken();
        final PrimitiveType primitive = token.encoding().primitiveType();
        final ByteOrder order = token.encoding().byteOrder();
        final TypeName javaType = Primitives.javaType(primitive);
        final int length = token.arrayLength();
        final CodeBlock check = Scope.check(
            CodeBlock.of("index < 0 || index >= $L", length),
            CodeBlock.of("$S + index + $S", member.name() + ": index ", " outside 0.." + (length - 1)));
        final MethodSpec.Builder method = MemberAccessors.accessor(name, member)
            .addParameter(int.class, "index", Modifier.FINAL)
            .addCode(check);
        if (scope.encoder())
        {
            method.returns(scope.self()).addParameter(javaType, "value", Modifier.FINAL)
                .addStatement(Primitives.put(primitive, order, "buffer", elementIndex(member, "index"), "value"))
                .addStatement("return this");
        }
        else
        {
            method.returns(javaType);
            MemberAccessors.returnWhenAbsent(method, scope, member,
                Primitives.literal(token.encoding().applicableNullValue(), primitive));
            method.addStatement("return $L", Primitives.get(primitive, order, "buffer", elementIndex(member, "index")));
        }
        type.addMethod(method.build());
    }

    static CodeBlock lengthCheck(final Member member, final String variable)
    {
        final int length = member.typeToken().arrayLength();
        return Scope.check(
            CodeBlock.of("$L < 0 || $L > $L", variable, variable, length),
            CodeBlock.of("$S + $L + $S", member.name() + ": length ", variable, " outside 0.." + length));
    }

    private static void addByteCopies(final TypeSpec.Builder type, final Scope scope, final Member member, final String name)
    {
        final String capitalized = JavaNames.capitalize(name);
        final int length = member.typeToken().arrayLength();
        final int offset = member.offset();
        final TypeName[] sources = {ArrayTypeName.of(TypeName.BYTE), scope.encoder() ? Scope.DIRECT_BUFFER : Scope.MUTABLE_DIRECT_BUFFER};
        for (final TypeName source : sources)
        {
            final MethodSpec.Builder method = MemberAccessors.accessor((scope.encoder() ? "put" : "get") + capitalized, member);
            if (scope.encoder())
            {
                type.addMethod(method.returns(scope.self())
                    .addJavadoc("Copies {@code length} bytes into the array and pads the rest with zero bytes.\n")
                    .addParameter(source, "src", Modifier.FINAL)
                    .addParameter(int.class, "srcOffset", Modifier.FINAL)
                    .addParameter(int.class, "length", Modifier.FINAL)
                    .addCode(lengthCheck(member, "length"))
                    .addStatement("buffer.putBytes(offset + $L, src, srcOffset, length)", offset)
                    .addStatement("buffer.setMemory(offset + $L + length, $L - length, (byte)0)", offset, length)
                    .addStatement("return this")
                    .build());
            }
            else
            {
                method.returns(int.class)
                    .addJavadoc("Copies the first {@code length} bytes of the array.\n@return the number of bytes copied.\n")
                    .addParameter(source, "dst", Modifier.FINAL)
                    .addParameter(int.class, "dstOffset", Modifier.FINAL)
                    .addParameter(int.class, "length", Modifier.FINAL)
                    .addCode(lengthCheck(member, "length"));
                MemberAccessors.returnWhenAbsent(method, scope, member, 0);
                type.addMethod(method
                    .addStatement("buffer.getBytes(offset + $L, dst, dstOffset, length)", offset)
                    .addStatement("return length")
                    .build());
            }
        }
    }

    private static void addTypedCopies(final TypeSpec.Builder type, final Scope scope, final Member member, final String name)
    {
        final Token token = member.typeToken();
        final PrimitiveType primitive = token.encoding().primitiveType();
        final ByteOrder order = token.encoding().byteOrder();
        final TypeName arrayType = ArrayTypeName.of(Primitives.javaType(primitive));
        final int length = token.arrayLength();
        final String capitalized = JavaNames.capitalize(name);
        final String array = scope.encoder() ? "src" : "dst";
        final MethodSpec.Builder method = MemberAccessors.accessor((scope.encoder() ? "put" : "get") + capitalized, member)
            .addParameter(arrayType, array, Modifier.FINAL)
            .addParameter(int.class, array + "Offset", Modifier.FINAL)
            .addCode(Scope.check(
                CodeBlock.of("$L < 0 || $L > $L.length - $L", array + "Offset", array + "Offset", array, length),
                CodeBlock.of("$S + $L.length", member.name() + ": " + array + " too short for " + length + " elements: ", array)));
        if (scope.encoder())
        {
            method.addJavadoc("Copies all $L elements from {@code src}.\n", length).returns(scope.self())
                .beginControlFlow("for (int i = 0; i < $L; i++)", length)
                .addStatement(Primitives.put(primitive, order, "buffer", elementIndex(member, "i"), "src[srcOffset + i]"))
                .endControlFlow()
                .addStatement("return this");
        }
        else
        {
            method.addJavadoc("Copies all $L elements into {@code dst}.\n@return the number of elements copied.\n", length)
                .returns(int.class);
            MemberAccessors.returnWhenAbsent(method, scope, member, 0);
            method.beginControlFlow("for (int i = 0; i < $L; i++)", length)
                .addStatement("dst[dstOffset + i] = $L", Primitives.get(primitive, order, "buffer", elementIndex(member, "i")))
                .endControlFlow()
                .addStatement("return $L", length);
        }
        type.addMethod(method.build());
    }
}
