package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.java.CodecModel.Member;
import io.sbetool.ir.Token;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A composite type (including the message header and group and var-data dimension composites) as an
 * encoder and a decoder flyweight over its fixed layout.
 */
final class CompositeGenerator
{
    private CompositeGenerator()
    {
    }

    static TypeSpec generate(final List<Token> tokens, final Scope scope)
    {
        final Token begin = tokens.get(0);
        final List<Member> members = CodecModel.compositeMembers(tokens);
        final TypeSpec.Builder type = Flyweights.compositeClass(scope, begin, encodedLength(begin, members));
        final Set<String> taken = new HashSet<>();
        for (final Member member : members)
        {
            taken.add(MemberAccessors.property(member.name()));
        }
        for (final Member member : members)
        {
            MemberAccessors.add(type, scope, member, taken);
        }
        if (scope.encoder())
        {
            AppendToGenerator.addEncoderToString(type, scope.names().decoderClass(begin), CodeBlock.of("buffer, offset"));
        }
        else
        {
            AppendToGenerator.addComposite(type, scope, members);
        }
        return type.build();
    }

    /**
     * @return the composite's length; for a var-data composite, whose length is variable, the length of its
     * fixed part (the length prefix).
     */
    private static int encodedLength(final Token begin, final List<Member> members)
    {
        if (begin.encodedLength() >= 0)
        {
            return begin.encodedLength();
        }
        int length = 0;
        for (final Member member : members)
        {
            length = Math.max(length, member.offset() + member.encodedLength());
        }
        return length;
    }
}
