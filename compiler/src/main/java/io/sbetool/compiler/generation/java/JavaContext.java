package io.sbetool.compiler.generation.java;

import io.sbetool.compiler.generation.model.Schema;

/**
 * What every part of the Java generator shares for one schema: its codec model, the allocated class names
 * and the options.
 */
record JavaContext(Schema schema, CodecNames names, JavaOptions options)
{
}
