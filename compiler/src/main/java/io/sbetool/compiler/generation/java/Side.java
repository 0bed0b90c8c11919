package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import io.sbetool.codec.CompositeDecoderFlyweight;
import io.sbetool.codec.EncoderFlyweight;
import io.sbetool.codec.MessageDecoderFlyweight;
import io.sbetool.codec.MessageEncoderFlyweight;

/**
 * The two codecs generated for a composite, set, message or group, and what differs between them as data:
 * the class-name suffix, the buffer they hold, the common interfaces they may implement. What differs in
 * behaviour lives in separate generators ({@code ...EncoderGenerator}, {@code ...DecoderGenerator}).
 */
enum Side
{
    ENCODER("Encoder", Buffers.MUTABLE_DIRECT_BUFFER, ClassName.get(EncoderFlyweight.class),
        ClassName.get(MessageEncoderFlyweight.class)),
    DECODER("Decoder", Buffers.DIRECT_BUFFER, ClassName.get(CompositeDecoderFlyweight.class),
        ClassName.get(MessageDecoderFlyweight.class));

    private final String suffix;
    private final ClassName bufferType;
    private final ClassName compositeInterface;
    private final ClassName messageInterface;

    Side(final String suffix, final ClassName bufferType, final ClassName compositeInterface, final ClassName messageInterface)
    {
        this.suffix = suffix;
        this.bufferType = bufferType;
        this.compositeInterface = compositeInterface;
        this.messageInterface = messageInterface;
    }

    /**
     * @return {@code Encoder} or {@code Decoder}: the suffix of class names and the word in their javadoc.
     */
    String suffix()
    {
        return suffix;
    }

    ClassName bufferType()
    {
        return bufferType;
    }

    ClassName compositeInterface()
    {
        return compositeInterface;
    }

    ClassName messageInterface()
    {
        return messageInterface;
    }
}
