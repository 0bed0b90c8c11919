package io.sbetool.maven;

import io.sbetool.compiler.build.GeneratorOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a run's settings say about the compiler that generates: a rebuilt one must regenerate. */
class SettingsTest
{
    @TempDir
    Path dir;

    @Test
    void aClassFolderChangesIdentityWhenAnyClassInItIsRebuilt() throws IOException
    {
        final Path classes = dir.resolve("classes");
        final Path nested = Files.createDirectories(classes.resolve("io/sbetool/gen")).resolve("Generator.class");
        Files.write(nested, new byte[]{1, 2, 3});
        Files.setLastModifiedTime(nested, FileTime.fromMillis(1_000_000));
        final String before = Settings.identity(classes);
        assertEquals(before, Settings.identity(classes));

        Files.setLastModifiedTime(nested, FileTime.fromMillis(2_000_000));
        assertNotEquals(before, Settings.identity(classes));
    }

    @Test
    void aJarIsKnownByItsSizeAndTime() throws IOException
    {
        final Path jar = Files.write(dir.resolve("sbetool-compiler.jar"), new byte[]{1, 2, 3, 4});
        Files.setLastModifiedTime(jar, FileTime.fromMillis(5_000));
        assertEquals(jar + " 4 5000", Settings.identity(jar));
    }

    @Test
    void everyOptionAndFileIsASetting()
    {
        final List<String> lines = new Settings(List.of(dir.resolve("a.xml")), List.of(), dir.resolve("out"),
            GeneratorOptions.defaults()).lines();
        assertTrue(lines.contains("schema " + dir.resolve("a.xml")), lines::toString);
        assertTrue(lines.contains("targets [java]"), lines::toString);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("compiler ")), lines::toString);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("plugin ")), lines::toString);
    }
}
