package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;

/**
 * The codec class being generated: its name, whether it is a message's, a group's (nested in its message's
 * codec) or a composite's, and so how it reaches the message limit. A message codec holds the limit itself;
 * a group codec asks its message ({@code parentMessage}); a composite has none.
 *
 * @param message the enclosing message codec for a message or group; null for a composite.
 */
record CodecClass(JavaContext context, Side side, ClassName self, Kind kind, ClassName message)
{
    enum Kind
    {
        MESSAGE, GROUP, COMPOSITE
    }

    CodecClass nested(final ClassName nestedClass)
    {
        return new CodecClass(context, side, nestedClass, Kind.GROUP, message);
    }

    ClassName bufferType()
    {
        return side.bufferType();
    }

    JavaOptions options()
    {
        return context.options();
    }

    CodecNames names()
    {
        return context.names();
    }

    /**
     * @return the method that reads ({@code limit()}) and moves ({@code limit(n)}) the message limit.
     */
    CodeBlock limit()
    {
        return kind == Kind.MESSAGE ? CodeBlock.of("limit") : CodeBlock.of("parentMessage.limit");
    }
}
