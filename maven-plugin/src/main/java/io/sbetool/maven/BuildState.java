package io.sbetool.maven;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What one successful run of an execution saw and wrote, kept in a small text file so that the next run can
 * tell whether anything changed: the settings (options, schema list, the identity of the plugin's and
 * compiler's jars), the SHA-256 of every file read (each schema and everything it includes), and every file
 * written (so that files a later run no longer writes can be deleted).
 *
 * @param settings one line per setting; a run with other settings regenerates.
 * @param inputs   each file read, absolute, with the SHA-256 of its content.
 * @param outputs  each file written, absolute.
 */
record BuildState(List<String> settings, Map<Path, String> inputs, List<Path> outputs)
{
    private static final String HEADER = "sbetool-maven-plugin state 1";
    private static final String FAILED = "the last run failed";

    BuildState
    {
        settings = List.copyOf(settings);
        inputs = Map.copyOf(inputs);
        outputs = List.copyOf(outputs);
    }

    /** The state after a run that read {@code inputFiles} and wrote {@code outputs}. */
    static BuildState of(final List<String> settings, final List<Path> inputFiles, final List<Path> outputs)
        throws IOException
    {
        final Map<Path, String> inputs = new LinkedHashMap<>();
        for (final Path input : inputFiles)
        {
            inputs.put(input, sha256(input));
        }
        return new BuildState(settings, inputs, outputs);
    }

    /** After a failed run: the next must regenerate, and may delete what the last good run wrote. */
    static BuildState failed(final List<Path> lastGoodOutputs)
    {
        return new BuildState(List.of(FAILED), Map.of(), lastGoodOutputs);
    }

    /**
     * @return why a run with these settings must regenerate (the first difference found), or empty when the
     * settings are the same, no file read has changed and every file written is still there.
     */
    Optional<String> changeSince(final List<String> currentSettings) throws IOException
    {
        if (settings.equals(List.of(FAILED)))
        {
            return Optional.of(FAILED);
        }
        if (!settings.equals(currentSettings.stream().map(BuildState::oneLine).toList()))
        {
            return Optional.of("the configuration or the plugin changed");
        }
        for (final Map.Entry<Path, String> input : inputs.entrySet())
        {
            if (!Files.isRegularFile(input.getKey()) || !sha256(input.getKey()).equals(input.getValue()))
            {
                return Optional.of(input.getKey() + " changed");
            }
        }
        for (final Path output : outputs)
        {
            if (!Files.isRegularFile(output))
            {
                return Optional.of(output + " is missing");
            }
        }
        return Optional.empty();
    }

    /** @return the state in the file, or empty when there is none or it cannot be understood (regenerate). */
    static Optional<BuildState> read(final Path file) throws IOException
    {
        final List<String> lines;
        try
        {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        }
        catch (final NoSuchFileException ex)
        {
            return Optional.empty();
        }
        if (lines.isEmpty() || !HEADER.equals(lines.get(0)))
        {
            return Optional.empty();
        }
        final List<String> settings = new ArrayList<>();
        final Map<Path, String> inputs = new LinkedHashMap<>();
        final List<Path> outputs = new ArrayList<>();
        for (final String line : lines.subList(1, lines.size()))
        {
            final String[] parts = line.split("\t", 3);
            if (parts[0].equals("setting") && parts.length == 2)
            {
                settings.add(parts[1]);
            }
            else if (parts[0].equals("input") && parts.length == 3)
            {
                inputs.put(Paths.get(parts[2]), parts[1]);
            }
            else if (parts[0].equals("output") && parts.length == 2)
            {
                outputs.add(Paths.get(parts[1]));
            }
            else
            {
                return Optional.empty();
            }
        }
        return Optional.of(new BuildState(settings, inputs, outputs));
    }

    void write(final Path file) throws IOException
    {
        final List<String> lines = new ArrayList<>();
        lines.add(HEADER);
        settings.forEach(s -> lines.add("setting\t" + oneLine(s)));
        inputs.forEach((path, hash) -> lines.add("input\t" + hash + "\t" + path));
        outputs.forEach(path -> lines.add("output\t" + path));
        Files.createDirectories(file.getParent());
        Files.write(file, lines, StandardCharsets.UTF_8);
    }

    private static String oneLine(final String setting)
    {
        return setting.replace('\n', ' ').replace('\r', ' ');
    }

    static String sha256(final Path file) throws IOException
    {
        final MessageDigest digest;
        try
        {
            digest = MessageDigest.getInstance("SHA-256");
        }
        catch (final NoSuchAlgorithmException ex)
        {
            throw new IllegalStateException("every JDK has SHA-256", ex);
        }
        try (InputStream in = Files.newInputStream(file))
        {
            final byte[] buffer = new byte[8192];
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer))
            {
                digest.update(buffer, 0, n);
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }
}
