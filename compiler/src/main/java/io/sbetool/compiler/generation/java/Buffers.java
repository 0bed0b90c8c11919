package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;

/**
 * The Agrona buffer types generated codecs read and write.
 */
final class Buffers
{
    static final ClassName DIRECT_BUFFER = ClassName.get("org.agrona", "DirectBuffer");
    static final ClassName MUTABLE_DIRECT_BUFFER = ClassName.get("org.agrona", "MutableDirectBuffer");

    private Buffers()
    {
    }
}
