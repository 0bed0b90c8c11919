package io.sbetool.compiler.cli;

import io.sbetool.compiler.LoadResult;
import io.sbetool.compiler.SchemaLoader;
import io.sbetool.compiler.compat.Change;
import io.sbetool.compiler.compat.CompatReport;
import io.sbetool.compiler.compat.CompatibilityChecker;
import io.sbetool.compiler.diagnostics.Diagnostic;
import io.sbetool.compiler.link.LinkedSchema;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/**
 * {@code sbetool compat OLD.xml NEW.xml}: lists every change between two versions of a schema, breaking
 * or safe for old readers of new messages and new readers of old ones, and exits 1 when any breaks.
 */
@Command(
    name = "compat",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    sortOptions = false,
    usageHelpAutoWidth = true,
    description = {
        "Checks that NEW.xml is a compatible evolution of OLD.xml: lists each change with its place in both files, " +
            "breaking changes first.",
        "Exit codes: 0 compatible, 1 not compatible or a bad schema, 2 bad usage."
    })
final class CompatCommand implements Callable<Integer>
{
    /** How the report is written. */
    enum Format
    {
        TEXT, JSON
    }

    private final PrintWriter out;
    private final PrintWriter err;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
        description = "text (one line per change) or json (one document, for CI; default: ${DEFAULT-VALUE}).")
    private Format format;

    @Parameters(index = "0", paramLabel = "OLD.xml", description = "The schema as readers know it now.")
    private Path oldFile;

    @Parameters(index = "1", paramLabel = "NEW.xml", description = "The schema it is to become.")
    private Path newFile;

    CompatCommand(final PrintWriter out, final PrintWriter err)
    {
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call()
    {
        if (CommandWords.isIrFile(oldFile) || CommandWords.isIrFile(newFile))
        {
            // compat compares the schemas' XML (names, places, attributes), which an IR file no longer holds
            final Path irFile = CommandWords.isIrFile(oldFile) ? oldFile : newFile;
            err.println(irFile + ": error: this is an IR file; compat compares XML schemas: give the XML schema " +
                "it was made from");
            err.println("Try 'sbetool compat --help' for usage.");
            err.flush();
            return ExitCode.USAGE;
        }
        final LinkedSchema oldSchema = load(oldFile);
        final LinkedSchema newSchema = load(newFile);
        if (oldSchema == null || newSchema == null)
        {
            err.flush();
            return ExitCode.BAD_INPUT;
        }
        final CompatReport report = CompatibilityChecker.check(oldSchema, newSchema);
        if (format == Format.JSON)
        {
            out.println(CompatJson.write(oldFile.toString(), newFile.toString(), report));
        }
        else
        {
            writeText(report);
        }
        out.flush();
        return report.compatible() ? ExitCode.OK : ExitCode.BAD_INPUT;
    }

    private void writeText(final CompatReport report)
    {
        for (final Change change : report.changes())
        {
            out.println(change.newLocation() + ": " + (change.breaking() ? "breaking" : "safe") + ": " +
                change.message() + " (old: " + change.oldLocation() + ")");
        }
        out.println(oldFile + " -> " + newFile + ": " + (report.compatible() ? "compatible" : "NOT compatible") + ", " +
            report.breakingCount() + " breaking, " + report.safeCount() + " safe change" +
            (report.safeCount() == 1 ? "" : "s"));
    }

    /** @return the linked schema, or null when it has errors (printed, as the compiler prints them). */
    private LinkedSchema load(final Path file)
    {
        final LoadResult loaded = SchemaLoader.load(file);
        for (final Diagnostic diagnostic : loaded.diagnostics())
        {
            err.println(diagnostic.format());
        }
        if (loaded.hasErrors())
        {
            err.println(file + ": " + loaded.errors().size() + " error" + (loaded.errors().size() == 1 ? "" : "s") +
                "; cannot compare it");
        }
        return loaded.schema().orElse(null);
    }
}
