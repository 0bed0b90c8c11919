package io.sbetool.compiler.generation.java;

import io.sbetool.codec.Flyweight;
import io.sbetool.ir.Ir;
import io.sbetool.testing.SharedFiles;
import org.agrona.DirectBuffer;
import org.junit.jupiter.api.Test;

import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Generated Java needs nothing at run time but the sbetool-codec artifact and Agrona: the generated code of
 * several schemas compiles against those two alone (the codec module's classes or jar, and Agrona's jar), with
 * {@code -Xlint:all -Werror}, the flyweight interfaces included.
 */
class CodecArtifactTest
{
    /** Where the codec support and Agrona were loaded from: the codec module's build output and Agrona's jar. */
    private static final String CODEC_ONLY = location(Flyweight.class) + File.pathSeparator + location(DirectBuffer.class);

    @Test
    void theCodecArtifactHoldsNoRuntimeClass()
    {
        // The IR model lives in sbetool-runtime: were the codec support still there, the test below would
        // compile against the whole runtime.
        assertNotEquals(location(Flyweight.class), location(Ir.class));
    }

    @Test
    void carWithInterfacesCompilesAgainstTheCodecAlone() throws Exception
    {
        compileAgainstCodec(SharedFiles.projectSchema("car.xml"), JavaOptions.defaults().withInterfaces(true));
    }

    @Test
    void fixMessageSamplesCompileAgainstTheCodecAlone() throws Exception
    {
        compileAgainstCodec(SharedFiles.projectSchema("fix-message-samples.xml"), JavaOptions.defaults());
    }

    @Test
    void theStandardsExamplesCompileAgainstTheCodecAlone() throws Exception
    {
        compileAgainstCodec(SharedFiles.spec("Examples.xml"), JavaOptions.defaults().withInterfaces(true));
    }

    @Test
    void mdp3CompilesAgainstTheCodecAlone() throws Exception
    {
        // GenerateAndCompileTest compiles every corpus schema against the test classpath; one large one here.
        compileAgainstCodec(SharedFiles.corpus("cme/Cme.Futures.Mdp3.Sbe.v1.12.xml"), JavaOptions.defaults());
    }

    @Test
    void codeThatNeedsTheRuntimeDoesNotCompileAgainstTheCodecAlone()
    {
        // The classpath really is the codec and Agrona only: a class of the runtime is not found on it.
        final Map<String, String> needsRuntime = Map.of("probe.NeedsRuntime",
            "package probe;\npublic final class NeedsRuntime { io.sbetool.ir.Ir ir; }\n");
        final AssertionError failure = assertThrows(AssertionError.class,
            () -> InMemoryCompiler.compile(needsRuntime, true, CODEC_ONLY));
        assertTrue(failure.getMessage().contains("package io.sbetool.ir does not exist"), failure.getMessage());
    }

    private static void compileAgainstCodec(final Path schema, final JavaOptions options) throws Exception
    {
        InMemoryCompiler.compile(GenerateAndCompileTest.generate(schema, options), true, CODEC_ONLY);
    }

    private static String location(final Class<?> type)
    {
        try
        {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        }
        catch (final URISyntaxException ex)
        {
            throw new IllegalStateException(ex);
        }
    }
}
