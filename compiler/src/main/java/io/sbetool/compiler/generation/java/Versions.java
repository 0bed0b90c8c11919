package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import io.sbetool.ir.Layout;

/**
 * Schema evolution in decoders: an element newer than the acting version of the message being read is not
 * on the wire, so its accessor returns a null value instead of reading. Encoders always write the current
 * version and composites carry no version, so only message and group decoders check.
 */
final class Versions
{
    private Versions()
    {
    }

    /**
     * @return the condition under which an element of the given sinceVersion is absent, or null when it is
     * always present in the decoder.
     */
    static CodeBlock absentWhen(final CodecClass decoder, final int sinceVersion)
    {
        if (!Layout.isVersioned(sinceVersion) || decoder.kind() == CodecClass.Kind.COMPOSITE)
        {
            return null;
        }
        final String actingVersion = decoder.kind() == CodecClass.Kind.MESSAGE ? "actingVersion" : "parentMessage.actingVersion";
        return CodeBlock.of("$L < $L", actingVersion, sinceVersion);
    }

    /**
     * Adds {@code if (<absent>) return <value>;} when the element may be newer than the acting version.
     */
    static void returnWhenAbsent(
        final MethodSpec.Builder method, final CodecClass decoder, final int sinceVersion, final CodeBlock value)
    {
        final CodeBlock absent = absentWhen(decoder, sinceVersion);
        if (absent != null)
        {
            method.beginControlFlow("if ($L)", absent).addStatement("return $L", value).endControlFlow();
        }
    }
}
