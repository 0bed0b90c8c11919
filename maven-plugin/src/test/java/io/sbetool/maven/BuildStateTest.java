package io.sbetool.maven;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The state file decides whether a run may skip generation: every reason to regenerate is seen. */
class BuildStateTest
{
    @TempDir
    Path dir;

    private Path write(final String name, final String content) throws IOException
    {
        return Files.writeString(dir.resolve(name), content);
    }

    private BuildState saved(final List<String> settings, final List<Path> inputs, final List<Path> outputs)
        throws IOException
    {
        final Path stateFile = dir.resolve("state/exec.state");
        BuildState.of(settings, inputs, outputs).write(stateFile);
        return BuildState.read(stateFile).orElseThrow();
    }

    @Test
    void unchangedInputsSettingsAndOutputsAreUpToDateAfterARoundTripThroughTheFile() throws IOException
    {
        final Path schema = write("a.xml", "<schema/>");
        final Path include = write("types.xml", "<types/>");
        final Path output = write("A.java", "class A {}");
        final BuildState state = saved(List.of("targets [JAVA]", "javaPackage x\ny"), List.of(schema, include), List.of(output));

        assertEquals(Optional.empty(), state.changeSince(List.of("targets [JAVA]", "javaPackage x\ny")));
        assertEquals(List.of(output), state.outputs());
        assertEquals(BuildState.sha256(include), state.inputs().get(include));
    }

    @Test
    void anIncludedFileChangedASettingChangedOrAnOutputDeletedMeansRegenerate() throws IOException
    {
        final Path schema = write("a.xml", "<schema/>");
        final Path include = write("types.xml", "<types/>");
        final Path output = write("A.java", "class A {}");
        final BuildState state = saved(List.of("targets [JAVA]"), List.of(schema, include), List.of(output));

        assertEquals(Optional.of("the configuration or the plugin changed"), state.changeSince(List.of("targets [CPP]")));
        write("types.xml", "<types><type/></types>");
        assertEquals(Optional.of(include + " changed"), state.changeSince(List.of("targets [JAVA]")));
        write("types.xml", "<types/>");
        Files.delete(output);
        assertEquals(Optional.of(output + " is missing"), state.changeSince(List.of("targets [JAVA]")));
        Files.delete(include);
        assertEquals(Optional.of(include + " changed"), state.changeSince(List.of("targets [JAVA]")));
    }

    @Test
    void afterAFailedRunTheNextRegeneratesAndStillKnowsTheLastGoodOutputs() throws IOException
    {
        final Path output = write("A.java", "class A {}");
        final Path stateFile = dir.resolve("failed.state");
        BuildState.failed(List.of(output)).write(stateFile);
        final BuildState state = BuildState.read(stateFile).orElseThrow();

        assertEquals(Optional.of("the last run failed"), state.changeSince(List.of("targets [JAVA]")));
        assertEquals(List.of(output), state.outputs());
    }

    @Test
    void noFileOrAFileOfAnotherFormatMeansNoState() throws IOException
    {
        assertTrue(BuildState.read(dir.resolve("none.state")).isEmpty());
        assertTrue(BuildState.read(write("old.state", "something else\n")).isEmpty());
        assertTrue(BuildState.read(write("bad.state", "sbetool-maven-plugin state 1\nbogus line\n")).isEmpty());
    }
}
