package io.sbetool.ir.file;

/**
 * An IR file could not be decoded: it is truncated, corrupt, or holds a code this reader does not
 * know. Carries the byte offset, from the start of the decoded region, where the problem was found.
 */
public final class IrFileException extends RuntimeException
{
    private static final long serialVersionUID = 1L;

    private final int offset;

    public IrFileException(final int offset, final String problem)
    {
        super("IR file invalid at byte offset " + offset + ": " + problem);
        this.offset = offset;
    }

    public IrFileException(final int offset, final String problem, final Throwable cause)
    {
        super("IR file invalid at byte offset " + offset + ": " + problem, cause);
        this.offset = offset;
    }

    /**
     * @return the byte offset, relative to the start of the decoded region, of the problem.
     */
    public int offset()
    {
        return offset;
    }
}
