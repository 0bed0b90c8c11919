package io.sbetool.compiler;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.diagnostics.SourceLocation;
import io.sbetool.compiler.link.LinkedSchema;
import io.sbetool.compiler.link.Linker;
import io.sbetool.compiler.schema.MessageSchema;
import io.sbetool.compiler.schema.reader.SchemaReader;
import io.sbetool.compiler.validation.SchemaValidator;
import io.sbetool.compiler.xml.XmlElement;
import io.sbetool.compiler.xml.XmlTreeReader;

import java.nio.file.Path;
import java.util.Optional;

/**
 * The front end in one call: read the XML (with includes), build the model, link it and validate it.
 * It never throws for bad input; every problem, I/O included, comes back as a diagnostic.
 */
public final class SchemaLoader
{
    private SchemaLoader()
    {
    }

    public static LoadResult load(final Path file)
    {
        final Diagnostics diagnostics = new Diagnostics();
        LinkedSchema linked = null;
        final XmlTreeReader xmlReader = new XmlTreeReader(diagnostics);
        try
        {
            final XmlElement root = xmlReader.read(file).orElse(null);
            final MessageSchema schema = root == null ? null : new SchemaReader(diagnostics).read(root, file).orElse(null);
            if (schema != null)
            {
                linked = Linker.link(schema, diagnostics);
                SchemaValidator.validate(linked, diagnostics);
            }
        }
        catch (final RuntimeException ex)
        {
            // A bug in a rule must not hide the other diagnostics or show the user a stack trace.
            diagnostics.error(SourceLocation.ofFile(file.toString()), "internal error while reading the schema: " + ex);
        }
        return new LoadResult(diagnostics.hasErrors() ? Optional.empty() : Optional.ofNullable(linked),
            diagnostics.sorted(), xmlReader.filesRead());
    }
}
