package io.sbetool.compiler.build;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.CompiledSchema;
import io.sbetool.compiler.diagnostics.Diagnostic;
import io.sbetool.ir.Ir;
import io.sbetool.ir.file.IrFileException;
import io.sbetool.ir.file.IrFileReader;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * Reading {@code .sbeir} files for the commands that take {@code --ir}, with one wording for what goes wrong.
 */
public final class IrFiles
{
    private IrFiles()
    {
    }

    /**
     * @param errors takes the one line that says what is wrong with the file.
     * @return the IR in the file, or null when it cannot be read or is not a valid IR file (said to {@code errors}).
     */
    public static Ir read(final Path irFile, final Consumer<String> errors)
    {
        try
        {
            return IrFileReader.read(irFile);
        }
        catch (final IOException ex)
        {
            errors.accept(irFile + ": error: cannot read: " + describe(ex));
        }
        catch (final IrFileException ex)
        {
            errors.accept(irFile + ": error: " + ex.getMessage());
        }
        return null;
    }

    /**
     * @return the IR of the XML schema, or null after printing its errors on {@code err}.
     */
    public static Ir compile(final Path schema, final PrintWriter err)
    {
        final CompiledSchema compiled = Compilation.compile(schema);
        for (final Diagnostic diagnostic : compiled.diagnostics())
        {
            if (diagnostic.isError())
            {
                err.println(diagnostic.format());
            }
        }
        return compiled.ir();
    }

    /** An I/O failure in the words a shell would use, with the file it concerns. */
    public static String describe(final IOException ex)
    {
        final String reason = reason(ex);
        return reason == null ? ex.getMessage() : ((FileSystemException)ex).getFile() + ": " + reason;
    }

    /**
     * @return why a file operation failed, as a shell would say it ("permission denied"), or null when the
     * exception does not say.
     */
    public static String reason(final IOException ex)
    {
        // NIO's exceptions carry the path but not the reason in words; say it as a shell would.
        if (ex instanceof NoSuchFileException)
        {
            return "no such file or directory";
        }
        if (ex instanceof FileAlreadyExistsException)
        {
            return "exists and is not a directory";
        }
        if (ex instanceof AccessDeniedException)
        {
            return "permission denied";
        }
        if (ex instanceof FileSystemException && ((FileSystemException)ex).getReason() != null)
        {
            return ((FileSystemException)ex).getReason();
        }
        return null;
    }
}
