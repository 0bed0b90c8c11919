package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;

import java.util.Iterator;
import java.util.Set;

import javax.lang.model.element.Modifier;

/**
 * A repeating group's decoder, nested in its message's decoder: reads the dimension header at the limit and
 * iterates the entries in place, each by the block length on the wire so that entries from a newer schema
 * with a longer block are stepped over correctly.
 */
final class GroupDecoderGenerator
{
    private GroupDecoderGenerator()
    {
    }

    static TypeSpec generate(final CodecClass codec, final Group group, final Set<String> enclosing)
    {
        final TypeSpec.Builder type = GroupClass.skeleton(codec, group, enclosing);
        final ParameterizedTypeName iterator = ParameterizedTypeName.get(ClassName.get(Iterator.class), codec.self());
        type.addSuperinterface(ParameterizedTypeName.get(ClassName.get(Iterable.class), codec.self()));
        type.addSuperinterface(iterator);
        type.addField(int.class, "blockLength", Modifier.PRIVATE);
        addWraps(type, codec, group);
        type.addMethod(MethodSpec.methodBuilder("actingBlockLength").addModifiers(Modifier.PUBLIC).returns(int.class)
            .addJavadoc("@return the block length of each entry on the wire.\n").addStatement("return blockLength").build());
        type.addMethod(MethodSpec.methodBuilder("actingVersion").addModifiers(Modifier.PUBLIC).returns(int.class)
            .addJavadoc("@return the schema version the message was encoded with.\n")
            .addStatement("return parentMessage.actingVersion()").build());
        type.addMethod(MethodSpec.methodBuilder("hasNext").addModifiers(Modifier.PUBLIC).addAnnotation(Override.class)
            .returns(boolean.class).addStatement("return index < count").build());
        type.addMethod(MethodSpec.methodBuilder("iterator").addModifiers(Modifier.PUBLIC).addAnnotation(Override.class)
            .addJavadoc("@return this decoder, which iterates the remaining entries in place.\n")
            .returns(iterator)
            .addStatement("return this").build());
        // Each entry, as far as the acting version reads it, is checked against the buffer here, so that its
        // fields are read without checks; a fixed-size group's entries are all checked at wrap instead. The
        // message limit the entry starts at may have been set by the user (limit(int)), negative too.
        final MethodSpec.Builder next = GroupClass.next(codec, group, "blockLength").addAnnotation(Override.class);
        if (!GroupClass.fixedSize(group))
        {
            next.addCode(Checks.check(CodeBlock.of("offset < 0 || $L > buffer.capacity() - offset",
                    ReadableExtent.of(group.block(), "blockLength", "parentMessage.actingVersion")),
                CodeBlock.of("$S + index + $S", group.name() + ": entry ", " runs past the buffer")))
                .addStatement("parentMessage.limit(offset + blockLength)");
        }
        type.addMethod(next.addStatement("++index").addStatement("return this").build());
        BlockBody.add(type, new DecoderAccessors(codec), group.block(), enclosing);
        SkipGenerator.add(type, codec, group.block());
        AppendToGenerator.addGroup(type, codec, group.block());
        return type.build();
    }

    /**
     * A count on the wire outside numInGroup's range (above its maxValue, or negative when it is signed)
     * is corrupt input: without this check a negative count reads as an empty group and what follows is
     * misread silently. The offset is the numInGroup's in the buffer.
     */
    private static CodeBlock countCheck(final Group group)
    {
        final Member count = group.dimension().numInGroup();
        final PrimitiveEncoding encoding = count.encoding();
        final long lowest = Math.max(0, encoding.minValue().longValue());
        return Checks.check(
            CodeBlock.of("count < $L || count > $L", lowest,
                Primitives.literal(encoding.maxValue(), encoding.primitiveType())),
            CodeBlock.of("$S + count + $S + $L", group.name() + ": count ",
                " outside " + lowest + ".." + encoding.maxValue() + " at offset ",
                CodeBlock.of("($L)", Primitives.plus("limit", count.offset()))));
    }

    /**
     * A fixed-size group's entries, read without checks, are checked at wrap, all at once: the last ends at
     * {@code end}, but for the bytes the acting version reads past a short block on the wire. The end was
     * taken in a long, so a count and block length from the wire cannot overflow past the check. With no
     * entries the end is the header's, which was checked. The block on the wire is rarely shorter than the
     * fields, so that case is tested second, behind a compare of the block length: the common path is one
     * compare, with nothing between the header's read and the limit's store (issue #10: this was
     * {@code count > 0 && end - blockLength + Math.max(blockLength, fieldsEnd) > capacity}, about 0.5 ns a wrap).
     */
    private static CodeBlock entriesCheck(final Group group)
    {
        final CodeBlock fieldsEnd = ReadableExtent.fieldsEnd(group.block(), "parentMessage.actingVersion");
        return Checks.check(fieldsEnd == null ? CodeBlock.of("end > buffer.capacity()") : CodeBlock.of(
                "end > buffer.capacity() || blockLength < $L && count > 0 && end - blockLength + $L > buffer.capacity()",
                fieldsEnd, fieldsEnd),
            CodeBlock.of("$S + count + $S + entries + $S", group.name() + ": ", " entries at offset ",
                " run past the buffer"));
    }

    /**
     * The header is checked once, then read through the captured memory (issue #10: two reads through Agrona,
     * each checked, cost more).
     */
    private static CodeBlock headerCheck(final Group group)
    {
        return Checks.check(CodeBlock.of("limit < 0 || limit > buffer.capacity() - HEADER_SIZE"),
            CodeBlock.of("$S + limit + $S", group.name() + ": header at offset ", " runs past the buffer"));
    }

    private static void addWraps(final TypeSpec.Builder type, final CodecClass codec, final Group group)
    {
        final Member blockLength = group.dimension().blockLength();
        type.addMethod(MethodSpec.methodBuilder("wrap").addModifiers(Modifier.PUBLIC)
            .addJavadoc("Reads the group's header at the message's limit and starts before its first entry, as the\n"
                + "message's accessor does: public, as the reference's is, so that a program can read a group again\n"
                + "after setting the message's limit back to where it starts.\n")
            .addParameter(codec.bufferType(), "buffer", Modifier.FINAL)
            .addCode(Flyweights.storeBuffer())
            .addCode(Flyweights.captureMemory())
            .addStatement("final int limit = parentMessage.limit()")
            .addCode(headerCheck(group))
            .addStatement("this.blockLength = $L", blockLength == null ? CodeBlock.of("BLOCK_LENGTH") :
                GroupClass.getDimension(blockLength))
            .addStatement("this.count = $L", GroupClass.getDimension(group.dimension().numInGroup()))
            .addCode(countCheck(group))
            .addStatement("this.index = 0")
            .addCode(GroupClass.fixedSize(group) ? GroupClass.reserveEntries("blockLength", entriesCheck(group)) :
                CodeBlock.of("parentMessage.limit(limit + HEADER_SIZE);\n"))
            .addCode(GroupClass.placeBeforeFirstEntry(group,
                ReadableExtent.of(group.block(), "blockLength", "parentMessage.actingVersion")))
            .build());
        type.addMethod(MethodSpec.methodBuilder("wrapEmpty")
            .addJavadoc("Wraps the group as empty: the acting version predates it, so it is not on the wire.\n")
            .addParameter(codec.bufferType(), "buffer", Modifier.FINAL)
            .addCode(Flyweights.storeBuffer())
            .addStatement("this.blockLength = 0")
            .addStatement("this.count = 0")
            .addStatement("this.index = 0")
            // Nothing of this buffer is the group's: its fields, used anyway, read the class's zeroed block.
            .addStatement("useScratchMemory()")
            .build());
    }
}
