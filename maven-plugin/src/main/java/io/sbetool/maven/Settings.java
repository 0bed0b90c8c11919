package io.sbetool.maven;

import io.sbetool.compiler.build.GeneratorOptions;
import io.sbetool.compiler.build.SchemaBuild;
import io.sbetool.compiler.build.TargetRegistry;
import io.sbetool.compiler.generation.TargetOption;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Everything besides the schemas' content that decides what a run generates, as lines for the
 * {@link BuildState}: the files given, the output directory, every option, and which build of the plugin
 * and of the compiler is running (a new jar regenerates, as its generators may have changed).
 */
record Settings(List<Path> schemas, List<Path> irFiles, Path outputDir, GeneratorOptions options)
{
    List<String> lines()
    {
        final List<String> lines = new ArrayList<>();
        schemas.forEach(s -> lines.add("schema " + s.toAbsolutePath().normalize()));
        irFiles.forEach(s -> lines.add("ir " + s.toAbsolutePath().normalize()));
        lines.add("outputDirectory " + outputDir);
        lines.add("targets " + options.targetNames());
        for (final TargetOption option : TargetRegistry.standard().options())
        {
            // as the parameters' values read: false for a switch not given, null for a value not given
            final String value = options.targetOptions().values().get(option.name());
            lines.add(option.pluginName() + " " +
                (option.type() == TargetOption.Type.SWITCH ? String.valueOf(value != null) : value));
        }
        lines.add("warningsFatal " + options.warningsFatal());
        lines.add("validateOnly " + options.validateOnly());
        lines.add("plugin " + identity(Settings.class));
        lines.add("compiler " + identity(SchemaBuild.class));
        return lines;
    }

    /**
     * The jar a class was loaded from, with its size and time: a rebuilt jar differs. In a reactor build that
     * has not packaged yet, the class folder, with its files' count, total size and latest time, so that a
     * changed generator regenerates there too.
     */
    private static String identity(final Class<?> type)
    {
        final CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null)
        {
            return "unknown";
        }
        try
        {
            return identity(Paths.get(source.getLocation().toURI()));
        }
        catch (final URISyntaxException | IOException | RuntimeException ex)
        {
            return source.getLocation() + " (unreadable: " + ex.getMessage() + ")";
        }
    }

    /** @see #identity(Class) */
    static String identity(final Path location) throws IOException
    {
        if (!Files.isDirectory(location))
        {
            return location + " " + Files.size(location) + " " + Files.getLastModifiedTime(location).toMillis();
        }
        long count = 0;
        long size = 0;
        long latest = 0;
        try (Stream<Path> files = Files.walk(location))
        {
            for (final Path file : (Iterable<Path>)files.filter(Files::isRegularFile)::iterator)
            {
                count++;
                size += Files.size(file);
                latest = Math.max(latest, Files.getLastModifiedTime(file).toMillis());
            }
        }
        return location + " " + count + " files " + size + " " + latest;
    }
}
