package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.sbetool.codec.BoundsCheckException;
import io.sbetool.codec.BoundsChecks;
import io.sbetool.ir.Ir;

/**
 * Where accessors are being generated: the class, whether it encodes or decodes, and how that class reaches
 * the acting version and the message limit. A message codec holds both itself; a group codec asks its
 * message ({@code parentMessage}); a composite has neither.
 */
record Scope(Ir ir, CodecNames names, JavaOptions options, ClassName self, boolean encoder, Kind kind, ClassName message)
{
    enum Kind
    {
        MESSAGE, GROUP, COMPOSITE
    }

    static final ClassName DIRECT_BUFFER = ClassName.get("org.agrona", "DirectBuffer");
    static final ClassName MUTABLE_DIRECT_BUFFER = ClassName.get("org.agrona", "MutableDirectBuffer");
    static final ClassName BOUNDS = ClassName.get(BoundsChecks.class);
    static final ClassName BOUNDS_EXCEPTION = ClassName.get(BoundsCheckException.class);

    Scope nested(final ClassName nestedClass)
    {
        return new Scope(ir, names, options, nestedClass, encoder, Kind.GROUP, message);
    }

    TypeName bufferType()
    {
        return encoder ? MUTABLE_DIRECT_BUFFER : DIRECT_BUFFER;
    }

    /**
     * @return the expression of the acting version, or null where versions do not apply.
     */
    String actingVersion()
    {
        if (encoder)
        {
            return null;
        }
        switch (kind)
        {
            case MESSAGE: return "actingVersion";
            case GROUP: return "parentMessage.actingVersion";
            default: return null;
        }
    }

    /**
     * @return the object holding the message limit: {@code this} or {@code parentMessage}.
     */
    String limitOwner()
    {
        return kind == Kind.MESSAGE ? "this" : "parentMessage";
    }

    /**
     * @return the condition under which an element of the given sinceVersion is absent, or null when it is
     * always present here.
     */
    CodeBlock absentWhen(final int sinceVersion)
    {
        final String actingVersion = actingVersion();
        if (sinceVersion <= 0 || actingVersion == null)
        {
            return null;
        }
        return CodeBlock.of("$L < $L", actingVersion, sinceVersion);
    }

    /**
     * @return {@code if (BoundsChecks.ENABLED && (condition)) throw new BoundsCheckException(message);}
     */
    static CodeBlock check(final CodeBlock condition, final CodeBlock message)
    {
        return CodeBlock.builder()
            .beginControlFlow("if ($T.ENABLED && ($L))", BOUNDS, condition)
            .addStatement("throw new $T($L)", BOUNDS_EXCEPTION, message)
            .endControlFlow()
            .build();
    }
}
