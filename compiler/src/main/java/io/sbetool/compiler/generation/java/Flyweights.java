package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.codec.BufferGrowth;
import io.sbetool.codec.BufferMemory;
import io.sbetool.compiler.generation.model.CompositeDef;
import io.sbetool.compiler.generation.model.TypeDef;

import javax.lang.model.element.Modifier;

/**
 * The skeleton every flyweight shares: the buffer and offset it is wrapped over, and their accessors.
 */
final class Flyweights
{
    private Flyweights()
    {
    }

    /**
     * @return a final class for a composite or set codec, with {@code ENCODED_LENGTH}, {@code wrap},
     * {@code buffer()}, {@code offset()} and {@code encodedLength()}.
     */
    static TypeSpec.Builder compositeClass(final CodecClass codec, final TypeDef definition, final int encodedLength)
    {
        final TypeSpec.Builder type = TypeSpec.classBuilder(codec.self()).addModifiers(Modifier.PUBLIC, Modifier.FINAL);
        if (definition.description() != null && !definition.description().isBlank())
        {
            type.addJavadoc("$L\n\n", Docs.sanitize(definition.description()));
        }
        type.addJavadoc("<p>$L of {@code $L}: a flyweight over $L bytes.\n",
            codec.side().suffix(), definition.name(), encodedLength);
        if (codec.options().interfaces())
        {
            type.addSuperinterface(codec.side().compositeInterface());
        }
        type.addField(FieldSpec.builder(int.class, "ENCODED_LENGTH", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .initializer("$L", encodedLength).build());
        MessageClass.addSchemaIdentity(type, codec.context().schema());
        final boolean attaches = definition instanceof CompositeDef composite &&
            BlockMemoryGenerator.extendedBy(codec, composite);
        if (attaches)
        {
            addBufferFields(type, codec, "ENCODED_LENGTH", true);
            addAttachment(type, codec);
        }
        else
        {
            addBufferFields(type, codec, "ENCODED_LENGTH");
        }
        final MethodSpec.Builder wrap = MethodSpec.methodBuilder("wrap").addModifiers(Modifier.PUBLIC)
            .returns(codec.self())
            .addParameter(codec.bufferType(), "buffer", Modifier.FINAL)
            .addParameter(int.class, "offset", Modifier.FINAL)
            .addCode(codec.side() == Side.ENCODER ? makeRoom("offset", "ENCODED_LENGTH") :
                Checks.check(CodeBlock.of("offset < 0 || ENCODED_LENGTH > buffer.capacity() - offset"),
                    CodeBlock.of("$S + offset + $S + buffer.capacity()", definition.name() + ": " + encodedLength +
                        " bytes at offset ", " run past the buffer's capacity of ")))
            .addStatement("wrapInBlock(buffer, buffer.byteArray(), buffer.addressOffset(), offset)")
            .addStatement("return this");
        overrideIf(wrap, codec);
        type.addMethod(wrap.build());
        type.addMethod(MethodSpec.methodBuilder("wrapInBlock")
            .addJavadoc("Wraps over bytes inside a block that the caller has checked against the buffer, with the\n")
            .addJavadoc("caller's capture of the buffer's memory: a composite read or written within a message costs\n")
            .addJavadoc("no check of its own.\n")
            .addParameter(codec.bufferType(), "buffer", Modifier.FINAL)
            .addParameter(byte[].class, "array", Modifier.FINAL)
            .addParameter(long.class, "address", Modifier.FINAL)
            .addParameter(int.class, "offset", Modifier.FINAL)
            .addCode(storeBuffer())
            .addCode(storeMemory("address"))
            .addStatement("this.offset = offset")
            .addCode(attaches ? detach() : CodeBlock.of(""))
            .build());
        type.addMethod(overrideIf(MethodSpec.methodBuilder("encodedLength"), codec).addModifiers(Modifier.PUBLIC)
            .returns(int.class).addStatement("return ENCODED_LENGTH").build());
        return type;
    }

    /**
     * A composite decoder that attaches reads through {@code block}: itself once wrapped, else the message or
     * group decoder whose field it is, at {@code blockOffset} in that decoder's block, wherever the decoder is
     * wrapped or moved since. Its parent attaches it at each access, which stores nothing once attached.
     */
    private static void addAttachment(final TypeSpec.Builder type, final CodecClass codec)
    {
        final ClassName block = BlockMemoryGenerator.className(codec);
        type.addField(FieldSpec.builder(block, "block", Modifier.PRIVATE).initializer("this").build());
        type.addField(int.class, "blockOffset", Modifier.PRIVATE);
        addBufferAccessors(type, codec, "block.buffer", "block.offset + blockOffset");
        type.addMethod(MethodSpec.methodBuilder("attach")
            .addJavadoc("Reads from now on at {@code blockOffset} in the given decoder's block, following the decoder's\n")
            .addJavadoc("wraps and moves: the decoder's own checks cover the bytes, as they do its other fields.\n")
            .addParameter(block, "block", Modifier.FINAL)
            .addParameter(int.class, "blockOffset", Modifier.FINAL)
            // One decoder's field owns this codec, always at the same blockOffset: a changed block is the only news.
            .beginControlFlow("if (block != this.block)")
            .addStatement("this.block = block")
            .addStatement("this.blockOffset = blockOffset")
            .endControlFlow()
            .build());
    }

    private static CodeBlock detach()
    {
        return CodeBlock.builder()
            .beginControlFlow("if (block != this)")
            .addStatement("block = this")
            .addStatement("blockOffset = 0")
            .endControlFlow()
            .build();
    }

    /**
     * Wraps are called per message, per group and per composite access. Storing a reference field
     * costs a GC write barrier, and the buffer is nearly always the one already held, so the store
     * is skipped when nothing changes.
     */
    static CodeBlock storeBuffer()
    {
        return CodeBlock.builder()
            .beginControlFlow("if (buffer != this.buffer)")
            .addStatement("this.buffer = buffer")
            .endControlFlow()
            .build();
    }

    /**
     * The buffer's memory is captured at wrap, as Agrona's buffers name it ({@code byteArray()}, null
     * off-heap, and {@code addressOffset()}), so that the fields of a checked block are read and written
     * through {@link io.sbetool.codec.BufferMemory} without reloading and checking the buffer each time.
     * A buffer re-pointed elsewhere ({@code UnsafeBuffer.wrap}) after the codec's wrap needs a new wrap.
     */
    static CodeBlock captureMemory()
    {
        return CodeBlock.builder()
            .addStatement("final byte[] array = buffer.byteArray()")
            .add(storeMemory("buffer.addressOffset()"))
            .build();
    }

    /**
     * Stores the local {@code array} and the given address as the codec's memory; the array, a reference,
     * only when it changed, as {@link #storeBuffer()} does and for the same reason.
     */
    private static CodeBlock storeMemory(final String address)
    {
        return CodeBlock.builder()
            .beginControlFlow("if (array != this.array)")
            .addStatement("this.array = array")
            .endControlFlow()
            .addStatement("this.address = $L", address)
            .build();
    }

    /**
     * An encoder's block must fit the buffer before its fields are written without checks: when it does not,
     * Agrona's {@code checkLimit} grows an expandable buffer, as a put past its end would, and throws for a
     * fixed one. This is not a bounds check that the switch removes: users rely on buffers growing.
     *
     * @return {@code if (offset < 0 || length > buffer.capacity() - offset) BufferGrowth.makeRoom(buffer, offset, length);}
     */
    static CodeBlock makeRoom(final String offset, final String length)
    {
        return makeRoom(offset, length, null);
    }

    /**
     * As {@link #makeRoom(String, String)}, for an encoder that has captured the buffer's memory already: a
     * grown buffer has new memory, so the captures of its message and everything the message holds are
     * refreshed, else a field written after the growth would land in the old memory.
     *
     * @param refresh the statement that refreshes them, or null before the capture.
     */
    static CodeBlock makeRoom(final String offset, final String length, final CodeBlock refresh)
    {
        final CodeBlock.Builder code = CodeBlock.builder()
            .beginControlFlow("if ($L < 0 || $L > buffer.capacity() - $L)", offset, length, offset)
            .addStatement("$T.makeRoom(buffer, $L, $L)", BufferGrowth.class, offset, length);
        if (refresh != null)
        {
            code.addStatement(refresh);
        }
        return code.endControlFlow().build();
    }

    /**
     * Adds {@code refreshMemory()} to an encoder: captures the buffer's memory again, and has every group and
     * composite codec it holds do the same, so that after an expandable buffer has grown (a group, an entry,
     * var data) a message's encoders all write to its new memory, whichever the user holds on to.
     */
    static TypeSpec withRefreshMemory(final TypeSpec type)
    {
        final MethodSpec.Builder refresh = MethodSpec.methodBuilder("refreshMemory")
            .addJavadoc("Captures the buffer's memory again, here and in the codecs held, after the buffer has grown.\n")
            .beginControlFlow("if (buffer != null)")
            .addCode(captureMemory())
            .endControlFlow();
        for (final FieldSpec field : type.fieldSpecs())
        {
            // The codecs held are the final instance fields, but for a group's message, which refreshes them.
            if (field.modifiers().contains(Modifier.FINAL) && !field.modifiers().contains(Modifier.STATIC) &&
                !field.name().equals("parentMessage"))
            {
                refresh.addStatement("$N.refreshMemory()", field.name());
            }
        }
        return type.toBuilder().addMethod(refresh.build()).build();
    }

    /**
     * Until its first wrap a codec's memory is a block its class keeps for the purpose: a codec used
     * unwrapped, a mistake, reads and writes there rather than wherever a null array and address 0 point,
     * which would crash the JVM. One block per class, not per codec, so that a message's codecs stay
     * allocated next to each other.
     *
     * @param length the name of the constant of the codec's length ({@code BLOCK_LENGTH}, {@code ENCODED_LENGTH}).
     */
    static void addBufferFields(final TypeSpec.Builder type, final CodecClass codec, final String length)
    {
        addBufferFields(type, codec, length, BlockMemoryGenerator.extendedBy(codec, null));
        addBufferAccessors(type, codec, "buffer", "offset");
    }

    /**
     * @param inherited whether the fields are {@code BlockMemory}'s, which the class extends.
     */
    private static void addBufferFields(final TypeSpec.Builder type, final CodecClass codec, final String length,
        final boolean inherited)
    {
        type.addField(FieldSpec.builder(byte[].class, "UNWRAPPED_MEMORY", Modifier.PRIVATE, Modifier.STATIC,
            Modifier.FINAL).initializer("new byte[$L]", length).build());
        if (inherited)
        {
            type.superclass(BlockMemoryGenerator.className(codec));
            type.addInitializerBlock(CodeBlock.builder()
                .addStatement("array = UNWRAPPED_MEMORY")
                .addStatement("address = $T.ARRAY_BASE_OFFSET", BufferMemory.class).build());
            return;
        }
        type.addField(codec.bufferType(), "buffer", Modifier.PRIVATE);
        type.addField(FieldSpec.builder(byte[].class, "array", Modifier.PRIVATE)
            .initializer("UNWRAPPED_MEMORY").build());
        type.addField(FieldSpec.builder(long.class, "address", Modifier.PRIVATE)
            .initializer("$T.ARRAY_BASE_OFFSET", BufferMemory.class).build());
        type.addField(int.class, "offset", Modifier.PRIVATE);
    }

    private static void addBufferAccessors(final TypeSpec.Builder type, final CodecClass codec, final String buffer,
        final String offset)
    {
        type.addMethod(overrideIf(MethodSpec.methodBuilder("buffer"), codec).addModifiers(Modifier.PUBLIC)
            .returns(codec.bufferType()).addStatement("return $L", buffer).build());
        type.addMethod(overrideIf(MethodSpec.methodBuilder("offset"), codec).addModifiers(Modifier.PUBLIC)
            .returns(int.class).addStatement("return $L", offset).build());
    }

    /**
     * Adds {@code @Override} where the method implements one of the common flyweight interfaces: only when
     * asked for them, and not in group codecs, which implement none.
     */
    static MethodSpec.Builder overrideIf(final MethodSpec.Builder method, final CodecClass codec)
    {
        if (codec.options().interfaces() && codec.kind() != CodecClass.Kind.GROUP)
        {
            method.addAnnotation(Override.class);
        }
        return method;
    }
}
