package io.sbetool.compiler.cli;

import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * docs/cli.md, the command-line reference, is every command's {@code --help} as the command prints it,
 * so it cannot fall behind the options. After changing a command's options or descriptions, rewrite it:
 * <pre>{@code mvn -B -pl runtime,compiler test -Dtest=CliReferenceTest -Dsurefire.failIfNoSpecifiedTests=false -Dsbetool.cli.update=true}</pre>
 */
class CliReferenceTest
{
    static final String UPDATE_PROPERTY = "sbetool.cli.update";
    private static final String FENCE = "```";

    @Test
    void docsCliMdIsEveryCommandsHelp() throws IOException
    {
        final Path page = SharedFiles.projectDir().resolve("docs/cli.md");
        final String rendered = render();
        if (Boolean.getBoolean(UPDATE_PROPERTY))
        {
            Files.writeString(page, rendered, StandardCharsets.UTF_8);
            return;
        }
        assertTrue(Files.exists(page), "no " + page + "; write it with -D" + UPDATE_PROPERTY + "=true");
        assertEquals(rendered, Files.readString(page, StandardCharsets.UTF_8),
            page + " is not the commands' --help; rewrite it with -D" + UPDATE_PROPERTY + "=true");
    }

    /** Every subcommand has a section ({@code SbeToolTest} holds {@link SbeTool#COMMANDS} to picocli's). */
    @Test
    void everyCommandHasASection()
    {
        final String rendered = render();
        assertTrue(rendered.contains("\n## `sbetool`\n"), rendered);
        for (final String name : SbeTool.COMMANDS)
        {
            assertTrue(rendered.contains("\n## `sbetool " + name + "`\n"), name);
        }
    }

    private static String render()
    {
        final StringBuilder page = new StringBuilder()
            .append("# Command-line reference\n\n")
            .append("Each command's `--help`, as it prints it when its output is not a terminal (80 columns).\n")
            .append("`CliReferenceTest` writes this page from the commands themselves and fails when it differs:\n")
            .append("after changing an option, rewrite it with\n\n")
            .append(FENCE).append("sh\n")
            .append("mvn -B -pl runtime,compiler test -Dtest=CliReferenceTest -Dsurefire.failIfNoSpecifiedTests=false ")
            .append("-D").append(UPDATE_PROPERTY).append("=true\n")
            .append(FENCE).append("\n\n")
            .append("Exit codes: 0 done, 1 a bad schema or input (every problem printed), 2 a bad command line.\n");
        section(page, "sbetool", "--help");
        for (final String name : SbeTool.COMMANDS.stream().sorted().toList())
        {
            section(page, "sbetool " + name, name, "--help");
        }
        return page.toString();
    }

    private static void section(final StringBuilder page, final String title, final String... args)
    {
        final InProcessRun sbetool = new InProcessRun();
        assertEquals(ExitCode.OK, sbetool.run(args), () -> String.join(" ", args) + ": " + sbetool.errText());
        assertEquals("", sbetool.errText(), String.join(" ", args));
        page.append("\n## `").append(title).append("`\n\n")
            .append(FENCE).append('\n')
            .append(sbetool.outText().stripTrailing()).append('\n')
            .append(FENCE).append('\n');
    }
}
