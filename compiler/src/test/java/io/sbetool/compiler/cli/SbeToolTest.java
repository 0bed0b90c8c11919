package io.sbetool.compiler.cli;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.java.InMemoryCompiler;
import io.sbetool.ir.Ir;
import io.sbetool.ir.file.IrFileReader;
import io.sbetool.testing.IrAssertions;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The command end to end, through {@link SbeTool#run}: exit codes, files written, what is printed.
 */
class SbeToolTest
{
    @TempDir
    Path dir;

    private final Output out = new Output();
    private final Output err = new Output();

    private int run(final String... args)
    {
        return SbeTool.run(args, out, err);
    }

    /**
     * Captures what the command prints.
     */
    static final class Output extends ByteArrayOutputStream
    {
        @Override
        public synchronized String toString()
        {
            return toString(StandardCharsets.UTF_8);
        }
    }

    @Test
    void writesAnIrFileThatReadsBackAsTheSchemasIr() throws IOException
    {
        final Path car = SharedFiles.projectSchema("car.xml");

        assertEquals(ExitCode.OK, run("--target", "ir", "--output-dir", dir.toString(), car.toString()), err::toString);

        final Path irFile = dir.resolve("car.sbeir");
        assertTrue(Files.size(irFile) > 0);
        IrAssertions.assertSameIr(Compilation.compileOrThrow(car), IrFileReader.read(irFile));
        assertTrue(out.toString().contains("car.xml: ir: wrote 1 file"), out::toString);
        assertEquals("", err.toString());
    }

    @Test
    void writesJavaCodecsThatCompileStrictly() throws Exception
    {
        final Path car = SharedFiles.projectSchema("car.xml");

        assertEquals(ExitCode.OK, run("--target", "java", "--java-package", "demo.car", "-o", dir.toString(), car.toString()),
            err::toString);

        final Path packageDir = dir.resolve("demo/car");
        assertTrue(Files.exists(packageDir.resolve("CarEncoder.java")));
        assertTrue(Files.exists(packageDir.resolve("CarDecoder.java")));
        assertTrue(Files.exists(packageDir.resolve("MessageHeaderEncoder.java")));
        final Map<String, String> sources = new TreeMap<>();
        try (Stream<Path> files = Files.list(packageDir))
        {
            for (final Path file : (Iterable<Path>)files::iterator)
            {
                final String className = file.getFileName().toString().replace(".java", "");
                sources.put("demo.car." + className, Files.readString(file));
            }
        }
        final ClassLoader loader = InMemoryCompiler.compile(sources);
        assertEquals(1, loader.loadClass("demo.car.CarEncoder").getMethod("sbeTemplateId").invoke(null));
        assertTrue(out.toString().contains("car.xml: java: wrote " + sources.size() + " files"), out::toString);
    }

    @Test
    void aSchemaWithoutAPackageGeneratesIntoOneNamedAfterItsFile() throws Exception
    {
        final Path schema = write("2024-orders.xml", String.join("\n",
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<sbe:messageSchema xmlns:sbe=\"http://fixprotocol.io/2016/sbe\" id=\"7\" version=\"0\">",
            "  <types>",
            "    <composite name=\"messageHeader\">",
            "      <type name=\"blockLength\" primitiveType=\"uint16\"/>",
            "      <type name=\"templateId\" primitiveType=\"uint16\"/>",
            "      <type name=\"schemaId\" primitiveType=\"uint16\"/>",
            "      <type name=\"version\" primitiveType=\"uint16\"/>",
            "    </composite>",
            "  </types>",
            "  <sbe:message name=\"Ping\" id=\"1\">",
            "    <field name=\"sequence\" id=\"1\" type=\"uint64\"/>",
            "  </sbe:message>",
            "</sbe:messageSchema>"));
        final Path out = dir.resolve("out");

        assertEquals(ExitCode.OK, run("-o", out.toString(), schema.toString()), err::toString);

        // "2024-orders" is not a Java package: the digit gets a leading '_', the '-' becomes '_'.
        final Path packageDir = out.resolve("_2024_orders");
        final Map<String, String> sources = new TreeMap<>();
        for (final String className : List.of("PingEncoder", "PingDecoder", "MessageHeaderEncoder", "MessageHeaderDecoder",
            "BlockMemory", "MutableBlockMemory"))
        {
            sources.put("_2024_orders." + className, Files.readString(packageDir.resolve(className + ".java")));
        }
        InMemoryCompiler.compile(sources);
    }

    @Test
    void javaIsTheDefaultTarget()
    {
        final Path car = SharedFiles.projectSchema("car.xml");

        assertEquals(ExitCode.OK, run("-o", dir.toString(), car.toString()), err::toString);

        assertTrue(Files.exists(dir.resolve("uk/co/real_logic/sbe/benchmarks/CarDecoder.java")));
        assertFalse(Files.exists(dir.resolve("car.sbeir")));
    }

    @Test
    void generateIrIsTheSameAsTargetIr() throws IOException
    {
        final Path car = SharedFiles.projectSchema("car.xml");

        assertEquals(ExitCode.OK, run("--generate-ir", "-o", dir.toString(), car.toString()), err::toString);

        final Ir ir = IrFileReader.read(dir.resolve("car.sbeir"));
        assertEquals(1, ir.id());
    }

    @Test
    void reportsEveryErrorOfABadSchemaWithItsLocationAndExitsOne() throws IOException
    {
        final Path bad = write("bad.xml", String.join("\n",
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<sbe:messageSchema xmlns:sbe=\"http://fixprotocol.io/2016/sbe\" package=\"bad\" id=\"1\" version=\"0\">",
            "  <types>",
            "    <composite name=\"messageHeader\">",
            "      <type name=\"blockLength\" primitiveType=\"uint16\"/>",
            "      <type name=\"templateId\" primitiveType=\"uint16\"/>",
            "      <type name=\"schemaId\" primitiveType=\"uint16\"/>",
            "      <type name=\"version\" primitiveType=\"uint16\"/>",
            "    </composite>",
            "    <type name=\"Price\" primitiveType=\"int65\"/>",
            "  </types>",
            "  <sbe:message name=\"Order\" id=\"1\">",
            "    <field name=\"price\" id=\"1\" type=\"Prcie\"/>",
            "    <field name=\"qty\" id=\"2\" type=\"uint32\" sinceVersion=\"3\"/>",
            "  </sbe:message>",
            "</sbe:messageSchema>"));

        assertEquals(ExitCode.BAD_INPUT, run("-o", dir.toString(), "--target", "ir", bad.toString()));

        final String errors = err.toString();
        assertTrue(errors.contains(bad + ":10:5: error: unknown primitiveType \"int65\""), errors);
        assertTrue(errors.contains(bad + ":13:5: error: type 'Prcie' of field 'price' is not a declared type; did you mean 'Price'?"), errors);
        assertTrue(errors.contains(bad + ":14:5: error: sinceVersion 3 of field 'qty' is greater than the schema version 0"), errors);
        assertTrue(errors.contains(bad + ": 3 errors, 0 warnings"), errors);
        assertFalse(errors.contains("Exception"), errors);
        assertFalse(Files.exists(dir.resolve("bad.sbeir")));
    }

    @Test
    void malformedXmlIsABadSchemaNotACrash() throws IOException
    {
        final Path broken = write("broken.xml", "<messageSchema package=\"x\" id=\"1\">\n  <types>\n</messageSchema>\n");

        assertEquals(ExitCode.BAD_INPUT, run("--validate-only", broken.toString()));

        assertTrue(err.toString().startsWith(broken + ":3:"), err::toString);
        assertTrue(err.toString().contains("malformed XML"), err::toString);
    }

    @Test
    void missingSchemaFileIsBadInput()
    {
        final Path missing = dir.resolve("nope.xml");

        assertEquals(ExitCode.BAD_INPUT, run("--validate-only", missing.toString()));

        assertTrue(err.toString().contains("nope.xml"), err::toString);
        assertTrue(err.toString().contains("not found"), err::toString);
    }

    @Test
    void aDirectoryIsNotASchema()
    {
        assertEquals(ExitCode.BAD_INPUT, run("--validate-only", dir.toString()));

        assertTrue(err.toString().startsWith(dir + ": error: cannot read '" + dir + "': it is a directory"), err::toString);
    }

    @Test
    void anOutputDirectoryThatIsAFileIsReportedInWords() throws IOException
    {
        final Path file = write("not-a-dir", "");

        assertEquals(ExitCode.BAD_INPUT, run("-t", "ir", "-o", file.toString(), SharedFiles.projectSchema("car.xml").toString()));

        assertTrue(err.toString().contains("cannot write output under " + file + ": " + file + ": exists and is not a directory"),
            err::toString);
    }

    @Test
    void goodSchemasAreStillCheckedWhenAnotherIsBadButNothingIsWritten() throws IOException
    {
        final Path bad = write("bad.xml", "<messageSchema/>");
        final Path car = write("car.xml", Files.readString(SharedFiles.projectSchema("car.xml"))
            .replace("dimensionType=\"groupSizeEncoding\"", "dimensionType=\"noSuchType\""));

        assertEquals(ExitCode.BAD_INPUT, run("-t", "ir", "-o", dir.toString(), bad.toString(), car.toString()));

        assertTrue(err.toString().contains(car + ":") && err.toString().contains("noSuchType"),
            "the second schema's errors are reported too: " + err);
        assertFalse(Files.exists(dir.resolve("car.sbeir")));
    }

    @Test
    void validateOnlyWritesNothing()
    {
        final Path car = SharedFiles.projectSchema("car.xml");

        assertEquals(ExitCode.OK, run("--validate-only", "-o", dir.toString(), car.toString()), err::toString);

        assertEquals(car + ": ok\n", out.toString());
        assertEquals(0, dir.toFile().list().length);
    }

    @Test
    void warningsAreFatalOnlyWhenAsked() throws IOException
    {
        final Path warns = write("warns.xml", String.join("\n",
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<sbe:messageSchema xmlns:sbe=\"http://fixprotocol.io/2016/sbe\" package=\"w\" id=\"1\" version=\"0\">",
            "  <types>",
            "    <composite name=\"messageHeader\">",
            "      <type name=\"blockLength\" primitiveType=\"uint16\"/>",
            "      <type name=\"templateId\" primitiveType=\"uint16\"/>",
            "      <type name=\"schemaId\" primitiveType=\"uint16\"/>",
            "      <type name=\"version\" primitiveType=\"uint16\"/>",
            "    </composite>",
            "    <enum name=\"Flag\" encodingType=\"uint8\">",
            "      <validValue name=\"new\">1</validValue>",
            "    </enum>",
            "  </types>",
            "  <sbe:message name=\"M\" id=\"1\">",
            "    <field name=\"flag\" id=\"1\" type=\"Flag\"/>",
            "  </sbe:message>",
            "</sbe:messageSchema>"));

        assertEquals(ExitCode.OK, run("--validate-only", warns.toString()));
        assertTrue(err.toString().contains(warns + ":11:7: warning:"), err::toString);

        assertEquals(ExitCode.BAD_INPUT, run("--validate-only", "--warnings-fatal", warns.toString()));
        assertTrue(err.toString().contains("(--warnings-fatal)"), err::toString);
    }

    @Test
    void usageErrorsExitTwoWithAHint()
    {
        assertEquals(ExitCode.USAGE, run());
        assertTrue(err.toString().contains("Missing required parameter: 'SCHEMA'"), err::toString);
        assertTrue(err.toString().contains("Try 'sbetool --help'"), err::toString);

        assertEquals(ExitCode.USAGE, run("--targte", "ir", "x.xml"));
        assertTrue(err.toString().contains("--target"), "suggests the close option: " + err);

        assertEquals(ExitCode.USAGE, run("--target", "go", "x.xml"));
        assertTrue(err.toString().contains("unknown target 'go' (choose java, cpp, rust or ir)"), err::toString);
    }

    @Test
    void rustTargetWritesACrateNamedAfterThePackage()
    {
        final Path car = SharedFiles.projectSchema("car.xml");
        assertEquals(ExitCode.OK, run("--target", "rust", "-o", dir.toString(), car.toString()), err::toString);
        final Path crate = dir.resolve("uk_co_real_logic_sbe_benchmarks");
        assertTrue(Files.isRegularFile(crate.resolve("Cargo.toml")), out::toString);
        assertTrue(Files.isRegularFile(crate.resolve("src/lib.rs")), out::toString);
        assertTrue(Files.isRegularFile(crate.resolve("src/car_codec.rs")), out::toString);
        assertTrue(Files.isRegularFile(crate.resolve("src/boolean_type.rs")), out::toString);
    }

    @Test
    void cppTargetWritesAHeaderPerTypeInTheNamespacesFolder()
    {
        final Path car = SharedFiles.projectSchema("car.xml");
        assertEquals(ExitCode.OK, run("--target", "cpp", "-o", dir.toString(), car.toString()), err::toString);
        assertTrue(Files.isRegularFile(dir.resolve("uk_co_real_logic_sbe_benchmarks/Car.h")), out::toString);
        assertTrue(Files.isRegularFile(dir.resolve("uk_co_real_logic_sbe_benchmarks/MessageHeader.h")), out::toString);
        assertTrue(Files.isRegularFile(dir.resolve("sbetool/sbetool.h")), out::toString);

        assertEquals(ExitCode.OK, run("--target", "cpp", "--cpp-namespace", "cars::v1", "-o", dir.toString(), car.toString()),
            err::toString);
        assertTrue(Files.isRegularFile(dir.resolve("cars_v1/Car.h")), out::toString);
    }

    @Test
    void aCppNamespaceThatIsNotOneIsAUsageError()
    {
        assertEquals(ExitCode.USAGE, run("--target", "cpp", "--cpp-namespace", "a.b", SharedFiles.projectSchema("car.xml").toString()));
        assertTrue(err.toString().contains("is not a C++ namespace such as a::b"), err::toString);
    }

    @Test
    void aCppNamespaceGeneratedCodeCannotUseIsAUsageErrorSayingWhy()
    {
        final String car = SharedFiles.projectSchema("car.xml").toString();
        assertEquals(ExitCode.USAGE, run("--target", "cpp", "--cpp-namespace", "a::class", car));
        assertTrue(err.toString().contains("'a::class' has the segment 'class', a C++ keyword; use another, such as 'class_'"),
            err::toString);
        err.reset();
        assertEquals(ExitCode.USAGE, run("--target", "cpp", "--cpp-namespace", "a::EINVAL", car));
        assertTrue(err.toString().contains("'EINVAL', a C++ macro name"), err::toString);
        err.reset();
        assertEquals(ExitCode.USAGE, run("--target", "cpp", "--cpp-namespace", "std::codecs", car));
        assertTrue(err.toString().contains("starts with 'std', the namespace of the C++ standard library"), err::toString);
        err.reset();
        assertEquals(ExitCode.USAGE, run("--target", "cpp", "--cpp-namespace", "sbetool", car));
        assertTrue(err.toString().contains("starts with 'sbetool', the namespace of sbetool's support header"), err::toString);
        assertFalse(err.toString().contains("Exception"), err::toString);
    }

    @Test
    void aJavaPackageTheJvmRefusesIsAUsageError()
    {
        final String car = SharedFiles.projectSchema("car.xml").toString();
        assertEquals(ExitCode.USAGE, run("--java-package", "java.lang", car));
        assertTrue(err.toString().contains("'java.lang' is in java.*, where the JVM loads no classes but its own"), err::toString);
        err.reset();
        assertEquals(ExitCode.USAGE, run("--java-package", "a.new.b", car));
        assertTrue(err.toString().contains("'a.new.b' has the segment 'new', a Java keyword"), err::toString);
        err.reset();
        assertEquals(ExitCode.USAGE, run("--java-package", "a..b", car));
        assertTrue(err.toString().contains("is not a Java package such as com.example.codecs"), err::toString);
    }

    @Test
    void helpAndVersionExitZero()
    {
        assertEquals(ExitCode.OK, run("--help"));
        final String help = out.toString();
        for (final String option : List.of("--output-dir", "--target", "--validate-only", "--warnings-fatal", "--generate-ir", "--ir"))
        {
            assertTrue(help.contains(option), () -> option + " missing from help: " + help);
        }

        assertEquals(ExitCode.OK, run("--version"));
        assertTrue(out.toString().contains("sbetool"), out::toString);
    }

    @Test
    void helpNamingACommandPrintsThatCommandsHelp()
    {
        // "sbetool help decode" was read as a compile of a schema 'help' followed by a decode with no FILE
        for (final String command : List.of("decode", "encode", "compat", "help"))
        {
            out.reset();
            err.reset();
            assertEquals(ExitCode.OK, run(command, "--help"), err::toString);
            final String expected = out.toString();
            assertTrue(expected.contains("Usage: sbetool " + command), expected);

            out.reset();
            assertEquals(ExitCode.OK, run("help", command), () -> "help " + command + ": " + err);
            assertEquals(expected, out.toString(), "help " + command);
            assertEquals("", err.toString());
        }

        out.reset();
        assertEquals(ExitCode.OK, run("help"), err::toString);
        assertTrue(out.toString().startsWith("Usage: sbetool [-hV]"), out::toString);

        err.reset();
        assertEquals(ExitCode.USAGE, run("help", "decod"));
        assertTrue(err.toString().contains("decod"), err::toString);
    }

    private Path write(final String name, final String text) throws IOException
    {
        return Files.writeString(dir.resolve(name), text);
    }
}
