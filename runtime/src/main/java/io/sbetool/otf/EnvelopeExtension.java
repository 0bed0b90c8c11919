package io.sbetool.otf;

/**
 * Adds members to each JSON object after {@code "file"} and {@code "offset"}, e.g. what the capture
 * says about the packet the message came in.
 */
@FunctionalInterface
public interface EnvelopeExtension
{
    /**
     * Appends zero or more {@code "name":value,} members, each followed by a comma.
     */
    void appendTo(ByteSink out);
}
