package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.codec.BoundsChecks;
import io.sbetool.codec.BufferMemory;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;

import java.util.Map;
import java.util.Set;

import javax.lang.model.element.Modifier;

/**
 * What a group's encoder and decoder share: the nested class with its header and entry sizes, its message,
 * its position among the entries, and the start of {@code next()}.
 */
final class GroupClass
{
    private GroupClass()
    {
    }

    /**
     * @return the class up to its dimension methods: constants, fields, the constructor (which creates the
     * nested groups' codecs), {@code sbeHeaderSize()}, {@code sbeBlockLength()} and {@code count()}.
     */
    static TypeSpec.Builder skeleton(final CodecClass codec, final Group group, final Set<String> enclosing)
    {
        final TypeSpec.Builder type = TypeSpec.classBuilder(codec.self())
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL);
        if (group.description() != null && !group.description().isBlank())
        {
            type.addJavadoc("$L\n\n", Docs.sanitize(group.description()));
        }
        type.addJavadoc("<p>$L of the repeating group {@code $L}.\n", codec.side().suffix(), group.name());
        if (group.isDeprecated())
        {
            type.addAnnotation(Deprecated.class);
        }
        type.addField(FieldSpec.builder(int.class, "HEADER_SIZE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .initializer("$L", group.dimension().encodedLength()).build());
        type.addField(FieldSpec.builder(int.class, "BLOCK_LENGTH", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .initializer("$L", group.block().blockLength()).build());
        type.addField(codec.message(), "parentMessage", Modifier.PRIVATE, Modifier.FINAL);
        Flyweights.addBufferFields(type, codec, "BLOCK_LENGTH");
        type.addField(int.class, "count", Modifier.PRIVATE);
        type.addField(int.class, "index", Modifier.PRIVATE);
        final MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
            .addParameter(codec.message(), "parentMessage", Modifier.FINAL)
            .addStatement("this.parentMessage = parentMessage");
        for (final Map.Entry<Group, ClassName> nested : BlockBody.groupClasses(group.block(), codec, enclosing))
        {
            constructor.addStatement("this.$L = new $T(parentMessage)",
                MemberAccessors.property(codec, nested.getKey()), nested.getValue());
        }
        type.addMethod(constructor.build());
        type.addMethod(useScratchMemory());
        type.addMethod(MethodSpec.methodBuilder("sbeHeaderSize").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(int.class).addStatement("return HEADER_SIZE").build());
        type.addMethod(MethodSpec.methodBuilder("sbeBlockLength").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(int.class).addStatement("return BLOCK_LENGTH").build());
        type.addMethod(MethodSpec.methodBuilder("count").addModifiers(Modifier.PUBLIC).returns(int.class)
            .addJavadoc("@return the number of entries.\n").addStatement("return count").build());
        final PrimitiveEncoding count = group.dimension().numInGroup().encoding();
        final Set<String> taken = BlockBody.accessorNames(codec, group.block());
        MetadataMethods.addStatic(type, taken, "countMinValue", TypeName.INT,
            CodeBlock.of("$L", Primitives.asInt(Primitives.javaType(count.primitiveType()),
                Primitives.literal(count.minValue(), count.primitiveType()))));
        MetadataMethods.addStatic(type, taken, "countMaxValue", TypeName.INT,
            CodeBlock.of("$L", Primitives.asInt(Primitives.javaType(count.primitiveType()),
                Primitives.literal(count.maxValue(), count.primitiveType()))));
        return type;
    }

    /**
     * Whether every entry is its block and nothing more (no nested group, no var data), so that the group's
     * length is known from its header: the message limit is moved past the whole group once at wrap, and
     * {@code next()} only steps the offset by a block instead of loading and storing the message limit.
     * A group with a count wider than 32 bits or a block length wider than 16 keeps the limit per entry.
     */
    static boolean fixedSize(final Group group)
    {
        final Member blockLength = group.dimension().blockLength();
        return group.block().groups().isEmpty() && group.block().varData().isEmpty() &&
            group.dimension().numInGroup().encoding().primitiveType().size() <= 4 &&
            (blockLength == null || blockLength.encoding().primitiveType().size() <= 2);
    }

    /**
     * A fixed-size group's entries reserved at wrap: the message limit moves past them all, and the codec
     * sits on the first entry (see {@link #placeBeforeFirstEntry}), which the first {@code next()} keeps
     * and each later one steps from. The product is taken in 64 bits
     * and held at {@code Integer.MAX_VALUE}: a count and block length from the wire (65534 x 65535) would
     * overflow an int and could put the limit back inside the buffer, so that what follows a skipped group
     * would be read from the wrong place instead of failing its check.
     *
     * @param blockLength the expression of each entry's length ({@code blockLength} on the wire, or the
     *                    encoder's {@code BLOCK_LENGTH}).
     * @param check       what checks the entries against the buffer, given their {@code end}, or null.
     */
    static CodeBlock reserveEntries(final String blockLength, final CodeBlock check)
    {
        return CodeBlock.builder()
            .addStatement("final int entries = limit + HEADER_SIZE")
            .addStatement("final long end = entries + (long)count * $L", blockLength)
            .add(check == null ? CodeBlock.of("") : check)
            .addStatement("parentMessage.limit((int)Math.min(end, Integer.MAX_VALUE))")
            .build();
    }

    /**
     * Before its first {@code next()} a group codec is on no entry, yet its fields can be used (a mistake),
     * and they are read and written without checks. So wrap puts them where that stays inside the buffer
     * (the entry before the first, {@code entries - blockLength}, was before the buffer's start when the
     * block length on the wire was large). A fixed-size group's entries were checked (decoder) or made room
     * for (encoder) at wrap, so they go to the first entry, but for an empty group, which has none. Another
     * group's go to the first entry, or, when the buffer ends before a block there could, its last block;
     * only a buffer shorter than a block has no room. Where there is no room, with checks on, they go to
     * the class's scratch block. No entry is read or written there: a decoder's checks refuse it; an
     * encoder grows the buffer first and captures its memory again.
     *
     * @param extent the int expression of the bytes a field access may reach from the block's start.
     */
    static CodeBlock placeBeforeFirstEntry(final Group group, final CodeBlock extent)
    {
        final boolean fixed = fixedSize(group);
        return CodeBlock.builder()
            .addStatement(fixed ? CodeBlock.of("this.offset = entries") : CodeBlock.of(
                "this.offset = $T.ENABLED ? Math.min(limit + HEADER_SIZE, buffer.capacity() - $L) : limit + HEADER_SIZE",
                BoundsChecks.class, extent))
            .beginControlFlow("if ($T.ENABLED && $L)", BoundsChecks.class, fixed ? "count == 0" : "offset < 0")
            .addStatement("useScratchMemory()")
            .endControlFlow()
            .build();
    }

    /**
     * @return {@code useScratchMemory()}, pointing the codec's memory at its class's scratch block, offset 0:
     * a method of its own, so that the wraps calling it on their rare path stay small enough to inline.
     */
    static MethodSpec useScratchMemory()
    {
        return MethodSpec.methodBuilder("useScratchMemory").addModifiers(Modifier.PRIVATE)
            .addStatement("this.array = UNWRAPPED_MEMORY")
            .addStatement("this.address = $T.ARRAY_BASE_OFFSET", BufferMemory.class)
            .addStatement("this.offset = 0")
            .build();
    }

    /**
     * @return {@code next()} up to where the entry's end is set: checked against the count; a fixed-size
     * group's entry is then one block after the last, any other's at the message limit.
     */
    static MethodSpec.Builder next(final CodecClass codec, final Group group, final String blockLength)
    {
        final MethodSpec.Builder next = MethodSpec.methodBuilder("next").addModifiers(Modifier.PUBLIC)
            .returns(codec.self())
            .addJavadoc("Moves to the next entry.\n@return this codec, positioned on the entry.\n")
            .addCode(Checks.check(CodeBlock.of("index >= count"),
                CodeBlock.of("$S + count + $S", group.name() + ": next() past the last of ", " entries")));
        return fixedSize(group) ? next.beginControlFlow("if (index > 0)").addStatement("offset += $L", blockLength).endControlFlow() :
            next.addStatement("offset = parentMessage.limit()");
    }

    /**
     * A decoder has checked the header against the buffer and captured the buffer's memory before it reads
     * the header, so it reads without checks.
     *
     * @return an int expression reading a dimension member at {@code limit + its offset}.
     */
    static CodeBlock getDimension(final Member member)
    {
        return Primitives.getInt(member.encoding().primitiveType(), member.encoding().byteOrder(), Primitives.MEMORY,
            Primitives.plus("limit", member.offset()));
    }

    /**
     * An encoder has made room for the header (see {@link Flyweights#makeRoom}) and captured the buffer's
     * memory before it writes the header, so it writes without checks.
     *
     * @return a statement writing an int value to a dimension member at {@code limit + its offset}.
     */
    static CodeBlock putDimension(final Member member, final String value)
    {
        return Primitives.putInt(member.encoding().primitiveType(), member.encoding().byteOrder(), Primitives.MEMORY,
            Primitives.plus("limit", member.offset()), CodeBlock.of("$L", value));
    }
}
