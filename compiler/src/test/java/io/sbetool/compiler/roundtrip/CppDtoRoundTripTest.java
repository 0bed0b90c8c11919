package io.sbetool.compiler.roundtrip;

import io.sbetool.compiler.generation.cpp.CppDtoProgram;
import io.sbetool.compiler.generation.cpp.CppGenerator;
import io.sbetool.compiler.generation.cpp.CppOptions;
import io.sbetool.compiler.generation.cpp.NativeBuild;
import io.sbetool.compiler.generation.java.DtoGenerator;
import io.sbetool.compiler.generation.java.InMemoryCompiler;
import io.sbetool.compiler.generation.java.JavaGenerator;
import io.sbetool.compiler.generation.java.JavaOptions;
import io.sbetool.compiler.generation.java.RandomDtos;
import io.sbetool.compiler.generation.model.CodecModelBuilder;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.ir.Token;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The C++ DTOs ({@code --cpp-dtos}) against the Java codecs, for every schema {@link CppInteropTest} takes
 * (Car, the standard's examples, every corpus schema, the round-trip tests' edge cases, big-endian among
 * them): the messages our Java encoder writes with seeded random values ({@link MessageFiller}) are decoded
 * into the C++ DTO and encoded back to the same bytes, decoded again to an equal DTO, and printed
 * ({@link CppDtoProgram}). So are random Java DTOs ({@code --java-dtos}, {@link RandomDtos}, seeded) encoded
 * with their header by Java: the C++ DTO encodes the values the Java DTO holds to the Java DTO's bytes. The
 * program is built by g++ under the address and undefined-behaviour sanitizers, one unit per schema, and
 * checked by clang++, warnings as errors.
 */
class CppDtoRoundTripTest
{
    private static final int SEEDS = 2;
    private static final int JAVA_DTOS = 2;
    private static final Path ROOT = NativeBuild.ROOT.resolve("dto-roundtrip");

    @TempDir
    Path scratch;

    @Test
    void cppDtosDecodeAndEncodeEveryRandomMessageToTheSameBytes() throws Exception
    {
        NativeBuild.fresh("dto-roundtrip");
        final Path data = Files.createDirectories(ROOT.resolve("data"));
        final StringBuilder manifest = new StringBuilder();
        int messages = 0;
        int javaDtos = 0;
        final List<Path> schemas = CppInteropTest.schemas();
        final Path program;
        final ExecutorService pool = Executors.newFixedThreadPool(2);
        try
        {
            final List<Future<String>> compiles = new ArrayList<>();
            final List<Path> objects = new ArrayList<>();
            for (int i = 0; i < schemas.size(); i++)
            {
                final Path schema = schemas.get(i);
                final SchemaCodecs codecs = SchemaCodecs.compile(schema, null, scratch);
                final CppGenerator generator = new CppGenerator(codecs.ir, new CppOptions("dtos::schema" + i, schema));
                // a folder of headers per schema: each writes the support header, which another unit may be reading
                final Path include = Files.createDirectories(ROOT.resolve("gen").resolve("schema" + i));
                generator.generate(include);
                final List<String> headers = new ArrayList<>();
                for (final Map.Entry<String, String> file : generator.dtoSources().entrySet())
                {
                    Files.writeString(include.resolve(file.getKey()), file.getValue(), StandardCharsets.UTF_8);
                    headers.add(file.getKey());
                }
                final Path unit = Files.writeString(ROOT.resolve("schema" + i + ".cpp"),
                    CppDtoProgram.schemaUnit(generator, headers, i), StandardCharsets.UTF_8);
                // compiled while the Java side writes this schema's messages and the next schemas are generated
                objects.add(submit(pool, include, unit, compiles));
                for (final List<Token> message : codecs.ir.messages())
                {
                    for (int seed = 0; seed < SEEDS; seed++)
                    {
                        final byte[] bytes = CorpusRoundTripTest.encode(codecs, Api.OURS, message,
                            31L * message.get(0).id() + seed).bytes();
                        final Path input = data.resolve("s" + i + "_m" + message.get(0).id() + "_" + seed + ".bin");
                        Files.write(input, bytes);
                        manifest.append(i).append(' ').append(input).append('\n');
                        messages++;
                    }
                }
                javaDtos += writeJavaDtos(CodecModelBuilder.build(codecs.ir), i, data, manifest);
            }
            messages += javaDtos;
            final Path main = Files.writeString(ROOT.resolve("main.cpp"), CppDtoProgram.main(schemas.size()),
                StandardCharsets.UTF_8);
            objects.add(submit(pool, ROOT, main, compiles));
            program = link(objects, compiles);
        }
        finally
        {
            pool.shutdownNow();
        }
        final Path manifestFile = Files.writeString(ROOT.resolve("manifest.txt"), manifest, StandardCharsets.UTF_8);
        final String printed = NativeBuild.run(ROOT, List.of(program.toString(), manifestFile.toString()));
        assertTrue(printed.contains("checked " + messages), printed);
        assertTrue(messages > 500, "messages checked: " + messages);
        assertTrue(javaDtos > 250, "Java DTOs checked: " + javaDtos);
    }

    private static final List<String> SANITIZERS = List.of("-fsanitize=address,undefined", "-fno-sanitize-recover=all",
        "-fno-omit-frame-pointer");

    /**
     * ccache, when on the PATH, in front of g++ (its cache under target/, so that a rerun with unchanged headers
     * compiles nothing; clang++'s syntax check it does not cache, and runs each time).
     */
    private static final List<String> CACHE = onPath("ccache") ?
        List.of("env", "CCACHE_DIR=" + NativeBuild.ROOT.resolve("ccache"), "ccache") : List.of();

    /**
     * Queues a unit's compiles: checked by clang++ and compiled by g++ with the address and undefined-behaviour
     * sanitizers, two compiles at a time (one unit for every schema took over eight minutes under the sanitizers).
     *
     * @return the object file g++ writes.
     */
    private static Path submit(final ExecutorService pool, final Path include, final Path unit,
        final List<Future<String>> compiles)
    {
        final List<String> clang = new ArrayList<>(List.of("clang++", "-std=c++17", "-fsyntax-only"));
        clang.addAll(NativeBuild.WARNINGS);
        clang.addAll(List.of("-I" + include, unit.toString()));
        compiles.add(pool.submit(() -> NativeBuild.run(ROOT, clang)));
        final Path object = unit.resolveSibling(unit.getFileName().toString().replace(".cpp", ".o"));
        final List<String> gcc = new ArrayList<>(CACHE);
        gcc.addAll(List.of("g++", "-std=c++17", "-O0", "-g"));
        gcc.addAll(SANITIZERS);
        gcc.addAll(NativeBuild.WARNINGS);
        gcc.addAll(List.of("-I" + include, "-c", unit.toString(), "-o", object.toString()));
        compiles.add(pool.submit(() -> NativeBuild.run(ROOT, gcc)));
        return object;
    }

    /** Waits for every compile (failing on the first that failed), then links the objects. */
    private static Path link(final List<Path> objects, final List<Future<String>> compiles) throws Exception
    {
        for (final Future<String> compile : compiles)
        {
            try
            {
                compile.get();
            }
            catch (final ExecutionException ex)
            {
                if (ex.getCause() instanceof Error error)
                {
                    throw error;
                }
                throw ex;
            }
        }
        final List<String> link = new ArrayList<>(List.of("g++"));
        link.addAll(SANITIZERS);
        objects.forEach(object -> link.add(object.toString()));
        final Path program = ROOT.resolve("dtos");
        link.addAll(List.of("-o", program.toString()));
        NativeBuild.run(ROOT, link);
        return program;
    }

    private static boolean onPath(final String command)
    {
        final String path = System.getenv("PATH");
        if (path == null)
        {
            return false;
        }
        for (final String dir : path.split(File.pathSeparator))
        {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, command)))
            {
                return true;
            }
        }
        return false;
    }

    /**
     * Random Java DTOs of every message of the schema, encoded with their header: written to {@code data} and
     * listed in the manifest. The Java is generated in a package of its own (sbe-ir.xml's own package is the
     * reference jar's IR codecs, which the test class path holds).
     */
    private static int writeJavaDtos(final Schema schema, final int index, final Path data, final StringBuilder manifest)
        throws Exception
    {
        final JavaOptions options = JavaOptions.defaults().withPackageName("dtobytes.schema" + index);
        final JavaGenerator codecs = new JavaGenerator(schema, options);
        final Map<String, String> sources = new LinkedHashMap<>(codecs.generateSources());
        sources.putAll(new DtoGenerator(codecs).generateSources());
        final RandomDtos random = new RandomDtos(schema, options, InMemoryCompiler.compile(sources, true), 17L * index);
        int written = 0;
        for (final Message message : schema.messages())
        {
            final Class<?> type = random.dtoClass(message);
            for (int round = 0; round < JAVA_DTOS; round++)
            {
                final byte[] bytes = (byte[])type.getMethod("bytesWithHeader", type).invoke(null, random.message(message));
                final Path input = data.resolve("s" + index + "_m" + message.id() + "_java" + round + ".bin");
                Files.write(input, bytes);
                manifest.append(index).append(' ').append(input).append('\n');
                written++;
            }
        }
        return written;
    }
}
