package io.sbetool.encode;

/**
 * A message compiled for encoding: its template id, name and root block.
 */
final class MessageLayout
{
    final Name name;
    final int templateId;
    final Block body;

    MessageLayout(final String name, final int templateId, final Block body)
    {
        this.name = new Name(name);
        this.templateId = templateId;
        this.body = body;
    }
}
