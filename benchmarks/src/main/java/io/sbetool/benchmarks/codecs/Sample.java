package io.sbetool.benchmarks.codecs;

import java.io.Serializable;

/**
 * A message as a plain Java object, which Java serialisation can write as it is.
 */
public interface Sample extends Serializable
{
    /**
     * Hands every field to the sink in schema order, in the forms a decoder of the message must give.
     */
    void report(ValueSink sink);
}
