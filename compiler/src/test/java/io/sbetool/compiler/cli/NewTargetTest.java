package io.sbetool.compiler.cli;

import io.sbetool.compiler.build.TargetRegistry;
import io.sbetool.compiler.generation.GeneratedFile;
import io.sbetool.compiler.generation.Generator;
import io.sbetool.compiler.generation.GeneratorInput;
import io.sbetool.compiler.generation.TargetOption;
import io.sbetool.compiler.generation.TargetOptions;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A target added to a registry, as a new generator package adds one line to {@link TargetRegistry}: its
 * name and options appear in {@code --help}, both parsers take them, its generator gets their values,
 * and its files are written with the others, all or nothing.
 */
class NewTargetTest
{
    @TempDir
    Path dir;

    /** Lists the schema's messages in a text file: enough to see what reached it. */
    private static final class ToyTarget implements Generator
    {
        final AtomicBoolean warmedUp = new AtomicBoolean();
        final List<Map<String, String>> optionsSeen = new ArrayList<>();
        volatile String outsidePath;

        @Override
        public String name()
        {
            return "toy";
        }

        @Override
        public List<TargetOption> options()
        {
            return List.of(
                TargetOption.text("--toy-flavour", "toyFlavour", "FLAVOUR", "Flavour of the listing (default: plain).",
                    value -> value.chars().allMatch(Character::isLowerCase) ? null :
                        "'" + value + "' is not a flavour such as mint (lower-case letters only)"),
                TargetOption.flag("--toy-loud", "toyLoud", "Also write LOUD.txt."));
        }

        @Override
        public List<GeneratedFile> generate(final GeneratorInput input, final TargetOptions options)
        {
            optionsSeen.add(options.values());
            final StringBuilder text = new StringBuilder(warmedUp.get() ? "warm " : "cold ");
            text.append(options.text("--toy-flavour") == null ? "plain" : options.text("--toy-flavour")).append(':');
            for (final Message message : input.model().messages())
            {
                text.append(' ').append(message.name());
            }
            final List<GeneratedFile> files = new ArrayList<>();
            files.add(new GeneratedFile("toy/" + input.sourceName() + ".txt", text.toString().getBytes(StandardCharsets.UTF_8)));
            if (options.isSet("--toy-loud"))
            {
                files.add(new GeneratedFile("toy/LOUD.txt", new byte[] {'!'}));
            }
            if (outsidePath != null)
            {
                files.add(new GeneratedFile(outsidePath, new byte[0]));
            }
            return files;
        }

        @Override
        public Optional<Runnable> warmUp()
        {
            return Optional.of(() -> warmedUp.set(true));
        }
    }

    private final ToyTarget toy = new ToyTarget();
    private final TargetRegistry registry = TargetRegistry.standard().with(toy);
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(final String... args)
    {
        out.reset();
        err.reset();
        return SbeTool.run(registry, args, out, err);
    }

    private String outText()
    {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String errText()
    {
        return err.toString(StandardCharsets.UTF_8);
    }

    private Path output()
    {
        return dir.resolve("out");
    }

    private static String car()
    {
        return SharedFiles.projectSchema("car.xml").toString();
    }

    @Test
    void helpListsTheTargetAndItsOptionsBeforeTheHelpOptions()
    {
        assertEquals(ExitCode.OK, run("--help"), this::errText);
        final String help = outText();
        assertTrue(help.contains("What to generate: java, cpp, rust, ir or toy;"), help);
        assertTrue(help.contains("--toy-flavour=FLAVOUR"), help);
        assertTrue(help.contains("Flavour of the listing (default: plain)."), help);
        assertTrue(help.contains("--toy-loud"), help);
        assertTrue(help.indexOf("--cpp-namespace=NAMESPACE") < help.indexOf("--toy-flavour=FLAVOUR"), help);
        assertTrue(help.indexOf("--toy-loud") < help.indexOf("--help"), help);
        assertFalse(TargetRegistry.standard().options().stream().anyMatch(o -> o.name().startsWith("--toy")),
            "the standard registry is not changed by with()");
    }

    @Test
    void bothParsersTakeItsOptionsAsTheSameRequest()
    {
        final String[] args = {"-t", "toy", "--toy-flavour", "mint", "--toy-loud", "--java-package=a.b", car()};
        final Optional<CompileRequest> plain = PlainCompileLine.parse(args, SbeTool.COMMANDS, registry);
        assertTrue(plain.isPresent());
        final PrintWriter writer = new PrintWriter(new StringWriter());
        final CommandLine picocli = SbeTool.commandLine(registry, new ByteArrayOutputStream(), writer, writer);
        picocli.parseArgs(args);
        final CompileRequest parsed = ((CompileCommand)picocli.getCommand()).request();
        assertEquals(parsed, plain.get());
        assertEquals(Map.of("--toy-flavour", "mint", "--toy-loud", "true", "--java-package", "a.b"), parsed.targetOptions());
        assertEquals(List.of(toy), parsed.targets());
    }

    @Test
    void itsOptionsReachItsGeneratorAloneAndItsFilesAreWritten() throws IOException
    {
        // -oDIR is picocli's alone: both parsers' requests must reach the generator the same way
        for (final String outputOption : List.of("-o", "-o" + output()))
        {
            final List<String> args = new ArrayList<>(List.of(outputOption));
            if (outputOption.equals("-o"))
            {
                args.add(output().toString());
            }
            args.addAll(List.of("--target", "TOY", "--toy-flavour=mint", "--toy-loud", "--java-package", "a.b", car()));
            assertEquals(ExitCode.OK, run(args.toArray(String[]::new)), this::errText);

            assertEquals("warm mint: Car", Files.readString(output().resolve("toy/car.xml.txt")));
            assertEquals("!", Files.readString(output().resolve("toy/LOUD.txt")));
            assertEquals(car() + ": toy: wrote 2 files under " + output() + System.lineSeparator(), outText());
            assertEquals(Map.of("--toy-flavour", "mint", "--toy-loud", "true"), toy.optionsSeen.get(toy.optionsSeen.size() - 1));
        }
    }

    @Test
    void aValueItRefusesIsAUsageError()
    {
        assertEquals(ExitCode.USAGE, run("-t", "toy", "--toy-flavour", "Mint", car()));
        assertEquals("sbetool: Invalid value for option '--toy-flavour': 'Mint' is not a flavour such as mint " +
            "(lower-case letters only)" + System.lineSeparator() + "Try 'sbetool --help' for usage." + System.lineSeparator(),
            errText());
        assertFalse(Files.exists(output()));
    }

    @Test
    void itsFilesAreWrittenWithTheOthersAllOrNothing() throws IOException
    {
        // A folder where its second file goes: neither its first file nor the Java codecs are written.
        Files.createDirectories(output().resolve("toy/LOUD.txt"));
        assertEquals(ExitCode.BAD_INPUT, run("-o", output().toString(), "-t", "java", "-t", "toy", "--toy-loud", car()));
        assertTrue(errText().contains("cannot write " + output().resolve("toy/LOUD.txt") + ": a folder of that name exists"),
            this::errText);
        assertTrue(errText().contains("sbetool: nothing was written"), this::errText);
        try (Stream<Path> files = Files.walk(output()))
        {
            assertEquals(List.of(output(), output().resolve("toy"), output().resolve("toy/LOUD.txt")), files.sorted().toList(),
                "nothing written, no staging files left behind");
        }
    }

    @Test
    void aFileOutsideTheOutputDirectoryIsAnInternalErrorAndWritesNothing()
    {
        toy.outsidePath = "../escaped.txt";
        assertEquals(ExitCode.BAD_INPUT, run("-o", output().toString(), "-t", "toy", car()));
        assertTrue(errText().startsWith("sbetool: internal error: java.lang.IllegalStateException: target toy made a " +
            "file outside the output directory: ../escaped.txt"), this::errText);
        assertFalse(Files.exists(dir.resolve("escaped.txt")));
        assertFalse(Files.exists(output()));
    }
}
