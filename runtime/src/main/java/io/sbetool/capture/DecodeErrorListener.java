package io.sbetool.capture;

/**
 * Told of each error a {@link DecodeSession} meets, e.g. to print it to stderr.
 */
@FunctionalInterface
public interface DecodeErrorListener
{
    /**
     * @param file       the file's name as given to the session.
     * @param fileOffset the byte offset in the file where the problem is.
     * @param message    what is wrong.
     */
    void onError(String file, long fileOffset, String message);
}
