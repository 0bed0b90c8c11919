package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.CompositeDef;
import io.sbetool.compiler.generation.model.Member;

import java.util.HashSet;
import java.util.Set;

/**
 * A composite's encoder (including the message header and group and var-data dimension composites): a
 * flyweight with a setter per member over the composite's fixed layout.
 */
final class CompositeEncoderGenerator
{
    private CompositeEncoderGenerator()
    {
    }

    static TypeSpec generate(final CodecClass codec, final CompositeDef composite)
    {
        final TypeSpec.Builder type = Flyweights.compositeClass(codec, composite, composite.encodedLength());
        addMembers(type, new EncoderAccessors(codec, BlockMemoryGenerator.attaches(codec, composite)), composite);
        AppendToGenerator.addEncoderToString(type, codec.names().codecClass(composite, Side.DECODER),
            CodeBlock.of("buffer(), offset()"));
        return Flyweights.withRefreshMemory(type.build());
    }

    /**
     * Adds every member's accessors and metadata; metadata methods give way to members' accessor names.
     */
    static void addMembers(final TypeSpec.Builder type, final Accessors accessors, final CompositeDef composite)
    {
        final Set<String> taken = new HashSet<>();
        for (final Member member : composite.members())
        {
            taken.add(MemberAccessors.property(accessors.codec(), member));
        }
        for (final Member member : composite.members())
        {
            MemberAccessors.add(type, accessors, member, taken);
        }
        final Member varData = composite.varData();
        if (varData != null)
        {
            // a var-data composite's data has no accessor here (a message's var data reads it), only the
            // reference's metadata: its offset, length -1 (variable), sinceVersion, null/min/max values
            final String name = MemberAccessors.property(accessors.codec(), varData);
            if (taken.add(name))
            {
                // its length is variable: -1, as the reference says, where the model's fixed part is 0 bytes
                MetadataMethods.addStatic(type, taken, name + "EncodingLength", TypeName.INT, CodeBlock.of("-1"));
                taken.add(name + "EncodingLength");
                MetadataMethods.add(type, varData, name, taken);
            }
        }
    }
}
