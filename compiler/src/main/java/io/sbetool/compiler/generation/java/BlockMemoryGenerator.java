package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.CompositeDef;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.MemberType;

import javax.lang.model.element.Modifier;

/**
 * {@code BlockMemory}, the package-private superclass of the message and group decoders: the buffer, its
 * captured memory and the block's offset, in fields a composite decoder within the block can read. A composite
 * of plain members is attached to its field once and then reads through its block's fields at every access:
 * wrapping it per access stored four fields each time, which cost MarketData's decode about half its time.
 */
final class BlockMemoryGenerator
{
    static final String NAME = "BlockMemory";

    private BlockMemoryGenerator()
    {
    }

    static ClassName className(final CodecClass codec)
    {
        return ClassName.get(codec.names().packageName(), NAME);
    }

    static TypeSpec generate(final CodecClass codec)
    {
        return TypeSpec.classBuilder(className(codec)).addModifiers(Modifier.ABSTRACT)
            .addJavadoc("The buffer, its captured memory and the offset of a decoder's block: what the decoders of\n")
            .addJavadoc("composites attached to one of the block's fields read through, so that the block's moves\n")
            .addJavadoc("(a wrap, a group's {@code next()}) need no store in them.\n")
            .addField(codec.bufferType(), "buffer")
            .addField(byte[].class, "array")
            .addField(long.class, "address")
            .addField(int.class, "offset")
            .build();
    }

    /**
     * @return whether the decoder has this superclass: message and group decoders, and composites that attach.
     */
    static boolean extendedBy(final CodecClass codec, final CompositeDef composite)
    {
        if (codec.side() != Side.DECODER)
        {
            return false;
        }
        return codec.kind() != CodecClass.Kind.COMPOSITE || composite != null && attaches(composite);
    }

    /**
     * @return whether a composite's decoder attaches to the block it is in: when every member is a scalar or an
     * enum (or a constant) of every version, read at a fixed offset, which is all a read through the block
     * supports; arrays and nested composites and sets keep wrapping per access.
     */
    static boolean attaches(final CompositeDef composite)
    {
        for (final Member member : composite.members())
        {
            final MemberType type = member.type();
            final boolean plain = type instanceof MemberType.EnumRef ||
                type instanceof MemberType.Encoded encoded && (member.isConstant() || !encoded.encoding().isArray());
            if (!plain || member.sinceVersion() > 0)
            {
                return false;
            }
        }
        return true;
    }
}
