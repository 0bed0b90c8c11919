package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.Compilation;
import io.sbetool.testing.ReferenceIr;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * sbetool's C++ DTOs as a drop-in for the reference's: {@code src/test/cpp/ReferenceDtoProgram.cpp}, written
 * against the reference's generated DTOs for car.xml and fix-message-samples.xml, builds unchanged against
 * theirs and ours (under the sanitizers) and both print the same: the members {@code CppDropInApiTest} found
 * missing, called.
 */
class CppReferenceDtoTest
{
    @Test
    void aProgramWrittenForTheReferencesDtosBuildsAgainstOursAndPrintsTheSame() throws Exception
    {
        final Path root = NativeBuild.fresh("reference-dto");
        final Path ours = Files.createDirectories(root.resolve("ours"));
        final Path reference = Files.createDirectories(root.resolve("reference"));
        System.setProperty("sbe.cpp.generate.dtos", "true");
        try
        {
            for (final String name : List.of("car.xml", "fix-message-samples.xml"))
            {
                final Path schema = SharedFiles.projectSchema(name);
                final CppGenerator generator = new CppGenerator(Compilation.compileOrThrow(schema), new CppOptions(null, schema));
                generator.generate(ours);
                for (final Map.Entry<String, String> dto : generator.dtoSources().entrySet())
                {
                    Files.writeString(ours.resolve(dto.getKey()), dto.getValue());
                }
                uk.co.real_logic.sbe.SbeTool.generate(ReferenceIr.referenceIr(schema), reference.toString(), "Cpp");
            }
        }
        finally
        {
            System.clearProperty("sbe.cpp.generate.dtos");
        }
        final List<Path> sources = List.of(NativeBuild.cppSource("ReferenceDtoProgram.cpp"));
        final String referenceOutput = NativeBuild.run(root,
            List.of(NativeBuild.buildProgramOverSystemHeaders(reference, root.resolve("with-reference"), sources).toString()));
        final String oursOutput = NativeBuild.run(root,
            List.of(NativeBuild.buildProgram(ours, root.resolve("with-sbetool"), sources).toString()));
        assertEquals(referenceOutput, oursOutput);
        // 71: the 41-byte block, two empty groups' headers (4 each), Honda and Civic VTi after their 4-byte lengths
        assertEquals("serialNumber=1234 manufacturer=Honda model=Civic VTi length=71 mdEntryType=2\n", oursOutput);
    }
}
