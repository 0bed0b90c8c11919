package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;

import java.util.Set;

import javax.lang.model.element.Modifier;

/**
 * A repeating group's encoder, nested in its message's encoder: {@code xCount(n)} writes the dimension
 * header at the limit, then each {@code next()} reserves one entry's block.
 */
final class GroupEncoderGenerator
{
    /** After a buffer has grown: the message refreshes its captures and those of every codec it holds. */
    private static final CodeBlock REFRESH = CodeBlock.of("parentMessage.refreshMemory()");

    private GroupEncoderGenerator()
    {
    }

    static TypeSpec generate(final CodecClass codec, final Group group, final Set<String> enclosing)
    {
        final TypeSpec.Builder type = GroupClass.skeleton(codec, group, enclosing);
        type.addMethod(wrap(codec, group));
        final MethodSpec.Builder next = GroupClass.next(codec, group, "BLOCK_LENGTH");
        if (!GroupClass.fixedSize(group))
        {
            // A fixed-size group's entries were all made room for at wrap; any other's entry goes here.
            next.addCode(Flyweights.makeRoom("offset", "BLOCK_LENGTH", REFRESH))
                .addStatement("parentMessage.limit(offset + BLOCK_LENGTH)");
        }
        type.addMethod(next
            .addStatement("++index")
            .addStatement("return this")
            .build());
        type.addField(int.class, "dimensionOffset", Modifier.PRIVATE);
        type.addMethod(resetCountToIndex(group));
        BlockBody.add(type, new EncoderAccessors(codec), group.block(), enclosing);
        return Flyweights.withRefreshMemory(type.build());
    }

    /**
     * @return {@code resetCountToIndex()}: for an encoder that stops early, the count on the wire becomes the
     * number of entries written so far.
     */
    private static MethodSpec resetCountToIndex(final Group group)
    {
        final Member count = group.dimension().numInGroup();
        return MethodSpec.methodBuilder("resetCountToIndex").addModifiers(Modifier.PUBLIC).returns(int.class)
            .addJavadoc("Sets the count, on the wire too, to the number of entries written so far.\n")
            .addJavadoc("@return the new count.\n")
            .addStatement("final int limit = dimensionOffset")
            // Through the buffer: before the first next() the codec's memory may be its scratch block.
            .addStatement(Primitives.putInt(count.encoding().primitiveType(), count.encoding().byteOrder(), "buffer",
                Primitives.plus("limit", count.offset()), CodeBlock.of("index")))
            .addCode(GroupClass.fixedSize(group) ?
                CodeBlock.of("parentMessage.limit(limit + HEADER_SIZE + index * BLOCK_LENGTH);\n") : CodeBlock.of(""))
            .addStatement("count = index")
            .addStatement("return count")
            .build();
    }

    private static MethodSpec wrap(final CodecClass codec, final Group group)
    {
        final Member count = group.dimension().numInGroup();
        final PrimitiveEncoding encoding = count.encoding();
        final MethodSpec.Builder wrap = MethodSpec.methodBuilder("wrap")
            .addParameter(codec.bufferType(), "buffer", Modifier.FINAL)
            .addParameter(int.class, "count", Modifier.FINAL)
            .addCode(Checks.check(
                CodeBlock.of("count < $L || count > $L", Math.max(0, encoding.minValue().longValue()),
                    Primitives.literal(encoding.maxValue(), encoding.primitiveType())),
                CodeBlock.of("$S + count + $S", group.name() + ": count ",
                    " outside " + Math.max(0, encoding.minValue().longValue()) + ".." + encoding.maxValue())))
            .addCode(Flyweights.storeBuffer())
            .addStatement("final int limit = parentMessage.limit()")
            .addCode(Flyweights.makeRoom("limit", GroupClass.fixedSize(group) ?
                "HEADER_SIZE + (long)count * BLOCK_LENGTH" : "HEADER_SIZE", REFRESH))
            .addCode(Flyweights.captureMemory())
            .addStatement("this.dimensionOffset = limit");
        final Member blockLength = group.dimension().blockLength();
        if (blockLength != null)
        {
            wrap.addStatement(GroupClass.putDimension(blockLength, "BLOCK_LENGTH"));
        }
        wrap.addStatement(GroupClass.putDimension(count, "count"));
        if (GroupClass.fixedSize(group))
        {
            // As the decoder's: the entries are reserved here, room made for them above, and next() only steps.
            wrap.addCode(GroupClass.reserveEntries("BLOCK_LENGTH", null));
        }
        else
        {
            wrap.addStatement("parentMessage.limit(limit + HEADER_SIZE)");
        }
        return wrap
            .addCode(GroupClass.placeBeforeFirstEntry(group, CodeBlock.of("BLOCK_LENGTH")))
            .addStatement("this.count = count")
            .addStatement("this.index = 0")
            .build();
    }
}
