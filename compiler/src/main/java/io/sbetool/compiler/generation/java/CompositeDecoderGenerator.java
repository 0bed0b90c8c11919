package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.CompositeDef;

/**
 * A composite's decoder: a flyweight with a getter per member over the composite's fixed layout, and
 * {@code appendTo}/{@code toString} printing every member.
 */
final class CompositeDecoderGenerator
{
    private CompositeDecoderGenerator()
    {
    }

    static TypeSpec generate(final CodecClass codec, final CompositeDef composite)
    {
        final TypeSpec.Builder type = Flyweights.compositeClass(codec, composite, composite.encodedLength());
        CompositeEncoderGenerator.addMembers(type, new DecoderAccessors(codec, BlockMemoryGenerator.attaches(codec, composite)), composite);
        AppendToGenerator.addComposite(type, codec, composite.members());
        return type.build();
    }
}
