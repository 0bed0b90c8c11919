package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.java.CodecModel.Block;
import io.sbetool.ir.Encoding;
import io.sbetool.ir.Token;

import java.util.Iterator;
import java.util.Set;

import javax.lang.model.element.Modifier;

/**
 * A repeating group codec, nested in its message's codec: the dimension header (read and written through
 * the group's own dimension composite layout), iteration over entries, and the entries' contents.
 */
final class GroupGenerator
{
    private GroupGenerator()
    {
    }

    static TypeSpec generate(final Scope scope, final Block group, final Set<String> enclosing)
    {
        final TypeSpec.Builder type = TypeSpec.classBuilder(scope.self())
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL);
        if (group.begin().description() != null && !group.begin().description().isBlank())
        {
            type.addJavadoc("$L\n\n", Docs.sanitize(group.begin().description()));
        }
        type.addJavadoc("<p>$L of the repeating group {@code $L}.\n", scope.encoder() ? "Encoder" : "Decoder", group.name());
        if (group.begin().deprecated() > 0)
        {
            type.addAnnotation(Deprecated.class);
        }
        type.addField(FieldSpec.builder(int.class, "HEADER_SIZE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .initializer("$L", group.dimensionLength()).build());
        type.addField(FieldSpec.builder(int.class, "BLOCK_LENGTH", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .initializer("$L", group.blockLength()).build());
        type.addField(scope.message(), "parentMessage", Modifier.PRIVATE, Modifier.FINAL);
        Flyweights.addBufferFields(type, scope);
        type.addField(int.class, "count", Modifier.PRIVATE);
        type.addField(int.class, "index", Modifier.PRIVATE);
        final MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
            .addParameter(scope.message(), "parentMessage", Modifier.FINAL)
            .addStatement("this.parentMessage = parentMessage");
        for (final java.util.Map.Entry<Block, ClassName> nested : BlockBody.groupClasses(group, scope, enclosing).entrySet())
        {
            constructor.addStatement("this.$L = new $T(parentMessage)",
                MemberAccessors.property(nested.getKey().name()), nested.getValue());
        }
        type.addMethod(constructor.build());
        type.addMethod(MethodSpec.methodBuilder("sbeHeaderSize").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(int.class).addStatement("return HEADER_SIZE").build());
        type.addMethod(MethodSpec.methodBuilder("sbeBlockLength").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(int.class).addStatement("return BLOCK_LENGTH").build());
        type.addMethod(MethodSpec.methodBuilder("count").addModifiers(Modifier.PUBLIC).returns(int.class)
            .addJavadoc("@return the number of entries.\n").addStatement("return count").build());
        if (scope.encoder())
        {
            addEncoderDimensions(type, scope, group);
        }
        else
        {
            addDecoderDimensions(type, scope, group);
        }
        type.addMethod(next(scope, group));
        BlockBody.add(type, scope, group, enclosing);
        if (!scope.encoder())
        {
            SkipGenerator.add(type, scope, group);
            AppendToGenerator.addGroup(type, scope, group);
        }
        return type.build();
    }

    private static Token numInGroup(final Block group)
    {
        final Token token = group.dimensionMember("numInGroup");
        if (token == null)
        {
            throw new IllegalStateException("group " + group.name() + ": dimension has no numInGroup");
        }
        return token;
    }

    private static void addEncoderDimensions(final TypeSpec.Builder type, final Scope scope, final Block group)
    {
        final Token count = numInGroup(group);
        final Encoding encoding = count.encoding();
        final MethodSpec.Builder wrap = MethodSpec.methodBuilder("wrap")
            .addParameter(scope.bufferType(), "buffer", Modifier.FINAL)
            .addParameter(int.class, "count", Modifier.FINAL)
            .addCode(Scope.check(
                CodeBlock.of("count < $L || count > $L",
                    Primitives.literal(encoding.applicableMinValue(), encoding.primitiveType()),
                    Primitives.literal(encoding.applicableMaxValue(), encoding.primitiveType())),
                CodeBlock.of("$S + count + $S", group.name() + ": count ",
                    " outside " + encoding.applicableMinValue() + ".." + encoding.applicableMaxValue())))
            .addCode(Flyweights.storeBuffer())
            .addStatement("final int limit = parentMessage.limit()");
        final Token blockLength = group.dimensionMember("blockLength");
        if (blockLength != null)
        {
            wrap.addStatement(Primitives.putInt(blockLength.encoding().primitiveType(), blockLength.encoding().byteOrder(),
                "buffer", Primitives.plus("limit", blockLength.offset()), "BLOCK_LENGTH"));
        }
        type.addMethod(wrap
            .addStatement(Primitives.putInt(encoding.primitiveType(), encoding.byteOrder(), "buffer",
                Primitives.plus("limit", count.offset()), "count"))
            .addStatement("parentMessage.limit(limit + HEADER_SIZE)")
            .addStatement("this.count = count")
            .addStatement("this.index = 0")
            .build());
    }

    private static void addDecoderDimensions(final TypeSpec.Builder type, final Scope scope, final Block group)
    {
        final Token count = numInGroup(group);
        final Token blockLength = group.dimensionMember("blockLength");
        type.addSuperinterface(ParameterizedTypeName.get(ClassName.get(Iterable.class), scope.self()));
        type.addSuperinterface(ParameterizedTypeName.get(ClassName.get(Iterator.class), scope.self()));
        type.addField(int.class, "blockLength", Modifier.PRIVATE);
        type.addMethod(MethodSpec.methodBuilder("wrap")
            .addParameter(scope.bufferType(), "buffer", Modifier.FINAL)
            .addCode(Flyweights.storeBuffer())
            .addStatement("final int limit = parentMessage.limit()")
            .addStatement("this.blockLength = $L", blockLength == null ? CodeBlock.of("BLOCK_LENGTH") :
                Primitives.getInt(blockLength.encoding().primitiveType(), blockLength.encoding().byteOrder(), "buffer",
                    Primitives.plus("limit", blockLength.offset())))
            .addStatement("this.count = $L", Primitives.getInt(count.encoding().primitiveType(), count.encoding().byteOrder(),
                "buffer", Primitives.plus("limit", count.offset())))
            .addStatement("this.index = 0")
            .addStatement("parentMessage.limit(limit + HEADER_SIZE)")
            .build());
        type.addMethod(MethodSpec.methodBuilder("wrapEmpty")
            .addJavadoc("Wraps the group as empty: the acting version predates it, so it is not on the wire.\n")
            .addParameter(scope.bufferType(), "buffer", Modifier.FINAL)
            .addCode(Flyweights.storeBuffer())
            .addStatement("this.blockLength = 0")
            .addStatement("this.count = 0")
            .addStatement("this.index = 0")
            .build());
        type.addMethod(MethodSpec.methodBuilder("actingBlockLength").addModifiers(Modifier.PUBLIC).returns(int.class)
            .addJavadoc("@return the block length of each entry on the wire.\n").addStatement("return blockLength").build());
        type.addMethod(MethodSpec.methodBuilder("hasNext").addModifiers(Modifier.PUBLIC).addAnnotation(Override.class)
            .returns(boolean.class).addStatement("return index < count").build());
        type.addMethod(MethodSpec.methodBuilder("iterator").addModifiers(Modifier.PUBLIC).addAnnotation(Override.class)
            .addJavadoc("@return this decoder, which iterates the remaining entries in place.\n")
            .returns(ParameterizedTypeName.get(ClassName.get(Iterator.class), scope.self()))
            .addStatement("return this").build());
    }

    private static MethodSpec next(final Scope scope, final Block group)
    {
        final MethodSpec.Builder next = MethodSpec.methodBuilder("next").addModifiers(Modifier.PUBLIC).returns(scope.self())
            .addJavadoc("Moves to the next entry.\n@return this codec, positioned on the entry.\n")
            .addCode(Scope.check(CodeBlock.of("index >= count"),
                CodeBlock.of("$S + count + $S", group.name() + ": next() past the last of ", " entries")))
            .addStatement("offset = parentMessage.limit()");
        if (scope.encoder())
        {
            next.addStatement("parentMessage.limit(offset + BLOCK_LENGTH)");
        }
        else
        {
            next.addAnnotation(Override.class)
                .addCode(Scope.check(CodeBlock.of("blockLength > buffer.capacity() - offset"),
                    CodeBlock.of("$S + index + $S", group.name() + ": entry ", " runs past the buffer")))
                .addStatement("parentMessage.limit(offset + blockLength)");
        }
        return next.addStatement("++index").addStatement("return this").build();
    }
}
