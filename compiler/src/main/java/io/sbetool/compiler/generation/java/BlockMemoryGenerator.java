package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.CompositeDef;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.MemberType;
import io.sbetool.ir.Layout;

import javax.lang.model.element.Modifier;

/**
 * {@code BlockMemory} and {@code MutableBlockMemory}, the package-private superclasses of the message and group
 * decoders and encoders: the buffer, its captured memory and the block's offset, in fields a composite codec
 * within the block can read. A composite of plain members is attached to its field once and then reads and
 * writes through its block's fields at every access: wrapping it per access stored four fields each time,
 * which cost MarketData's decode about half its time.
 */
final class BlockMemoryGenerator
{
    static final String DECODER_NAME = "BlockMemory";
    static final String ENCODER_NAME = "MutableBlockMemory";

    private BlockMemoryGenerator()
    {
    }

    static ClassName className(final CodecClass codec)
    {
        return ClassName.get(codec.names().packageName(), codec.side() == Side.DECODER ? DECODER_NAME : ENCODER_NAME);
    }

    static TypeSpec generate(final CodecClass codec)
    {
        return TypeSpec.classBuilder(className(codec)).addModifiers(Modifier.ABSTRACT)
            .addJavadoc("The buffer, its captured memory and the offset of $L block: what the $L of\n",
                codec.side() == Side.DECODER ? "a decoder's" : "an encoder's", codec.side() == Side.DECODER ? "decoders" : "encoders")
            .addJavadoc("composites attached to one of the block's fields go through, so that the block's moves\n")
            .addJavadoc("(a wrap, a group's {@code next()}, a grown buffer) need no store in them.\n")
            .addField(codec.bufferType(), "buffer")
            .addField(byte[].class, "array")
            .addField(long.class, "address")
            .addField(int.class, "offset")
            .build();
    }

    /**
     * @return whether the codec has this superclass: message and group codecs, and composites that attach.
     */
    static boolean extendedBy(final CodecClass codec, final CompositeDef composite)
    {
        return codec.kind() != CodecClass.Kind.COMPOSITE || composite != null && attaches(codec, composite);
    }

    /**
     * @param throughBlock whether the codec is an attaching composite's, which goes through its block.
     * @return the memory argument of {@link Primitives#get} and {@link Primitives#put} for a member.
     */
    static String memory(final boolean throughBlock)
    {
        return throughBlock ? Primitives.BLOCK_MEMORY : Primitives.MEMORY;
    }

    /**
     * @return the member's index for {@link #memory}: relative to the block's offset when through the block.
     */
    static CodeBlock index(final boolean throughBlock, final Member member)
    {
        return throughBlock ? Primitives.plus("blockOffset", member.offset()) : MemberAccessors.index(member);
    }

    /**
     * Ends a message's or group's accessor of a composite or set field: the composite's codec attached when it
     * attaches, else wrapped over the field.
     *
     * @param everyVersion whether the field is read in every version (decoders), or need not be (encoders,
     * which write every field): a decoder of a newer field is not to follow a block that may be too short for it.
     */
    static MethodSpec addAccess(final MethodSpec.Builder getter, final CodecClass codec, final Member member,
        final String name, final boolean everyVersion)
    {
        final boolean attached = codec.kind() != CodecClass.Kind.COMPOSITE &&
            (!everyVersion || !Layout.isVersioned(member.sinceVersion())) &&
            member.type() instanceof MemberType.CompositeRef composite && attaches(codec, composite.definition());
        if (attached)
        {
            getter.addStatement("$L.attach(this, $L)", name, member.offset());
        }
        else
        {
            getter.addStatement("$L.wrapInBlock(buffer, array, address, $L)", name, MemberAccessors.index(member));
        }
        return getter.addStatement("return $L", name).build();
    }

    /**
     * @return whether a composite's codec attaches to the block it is in: when it is the type of a field of some
     * message's or group's block, and every member is a scalar or an enum (or a constant) of every version, read
     * at a fixed offset, which is all a read through the block supports; arrays and nested composites and sets
     * keep wrapping per access. A composite no block holds (the message header, mostly) reads and writes its own
     * fields: attaching there only put a load of {@code block}, and loads through it, between its wrap and each
     * of its values (MarketData decode with checks on 9.6 to 9.25 ns, JMH-like loop).
     */
    static boolean attaches(final CodecClass codec, final CompositeDef composite)
    {
        if (!codec.context().blockFieldComposites().contains(composite.name()))
        {
            return false;
        }
        for (final Member member : composite.members())
        {
            final MemberType type = member.type();
            final boolean plain = type instanceof MemberType.EnumRef ||
                type instanceof MemberType.Encoded encoded && (member.isConstant() || !encoded.encoding().isArray());
            if (!plain || Layout.isVersioned(member.sinceVersion()))
            {
                return false;
            }
        }
        return true;
    }
}
