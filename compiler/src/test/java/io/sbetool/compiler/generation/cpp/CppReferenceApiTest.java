package io.sbetool.compiler.generation.cpp;

import io.sbetool.testing.ReferenceIr;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * sbetool's C++ is a drop-in for the reference implementation's: {@code src/test/cpp/ReferenceApiProgram.cpp},
 * written against the reference's generated C++ for the benchmarks' Car (fields in lower camel case) and FIX
 * messages (upper camel case: {@code TransactTime}, group {@code MdIncGrp}), is built unchanged against the
 * reference's headers and against ours (with g++, and with clang++ too), under the sanitizers. The builds must
 * compile and print the same:
 * each message's bytes, and every value read back from them (read through flyweights made by each of
 * the reference's constructors too), {@code computeLength(...)} beside the length
 * actually encoded among them, a var-data composite's {@code varData} metadata, and whether
 * {@code sbePositionPtr()} can be called (it cannot: the reference's is private). The C++ counterpart
 * of the Java {@code InteropTest}.
 */
class CppReferenceApiTest
{
    private static final List<String> SCHEMAS = List.of("car.xml", "fix-message-samples.xml");

    @Test
    void aProgramWrittenForTheReferencesCppBuildsAgainstOursAndPrintsTheSame() throws Exception
    {
        final Path root = NativeBuild.fresh("reference-api");
        final Path ours = Files.createDirectories(root.resolve("ours"));
        final Path reference = Files.createDirectories(root.resolve("reference"));
        for (final String name : SCHEMAS)
        {
            final Path schema = SharedFiles.projectSchema(name);
            NativeBuild.generate(schema, ours, null);
            uk.co.real_logic.sbe.SbeTool.generate(ReferenceIr.referenceIr(schema), reference.toString(), "Cpp");
        }
        final List<Path> sources = List.of(NativeBuild.cppSource("ReferenceApiProgram.cpp"));

        final Path referenceProgram =
            NativeBuild.buildProgramOverSystemHeaders(reference, root.resolve("with-reference"), sources);
        final Path oursProgram = NativeBuild.buildProgram(ours, root.resolve("with-sbetool"), sources);
        final Path clangProgram = NativeBuild.buildProgramWith("clang++", ours, root.resolve("with-sbetool-clang"), sources);
        final String referenceOutput = NativeBuild.run(root, List.of(referenceProgram.toString()));
        final String oursOutput = NativeBuild.run(root, List.of(oursProgram.toString()));

        assertEquals(referenceOutput, oursOutput);
        assertEquals(oursOutput, NativeBuild.run(root, List.of(clangProgram.toString())), "built with clang++");
        assertEquals(14, oursOutput.lines().count(), oursOutput);
        // A group's operator<< prints its current element, nested groups included; an array of three chars
        // set by putManufacturerCode('A', 'B', 'C'), the engine's other bytes left as they were ('x', 78).
        assertTrue(oursOutput.contains("Group elements {\"speed\":30,\"mpg\":35.9};{\"speed\":55,\"mpg\":49};"
            + "{\"octaneRating\":95,\"acceleration\":[{\"mph\":30,\"seconds\":4},{\"mph\":60,\"seconds\":7.5}]};"
            + " engine code=ABC engine 8 bytes: 78 78 78 78 41 42 43 78"), oursOutput);
        // Every constructor of message, composite and set that reference users call, as each wraps.
        assertTrue(oursOutput.contains("Constructed header=1,41,1 actingVersion=1 decoder serialNumber=1234 offset=8"
            + " position=49 atStart serialNumber=1234 modelYear=2013 position=41 encoder offset=0"
            + " position=41 actingVersion=1 written=4321 engine=2000,4,123 extras=110"), oursOutput);
        assertTrue(oursOutput.contains("transactTime(id 60)=1700000000000000002"), oursOutput);
        assertTrue(oursOutput.contains("model=Civic VTi"), oursOutput);
        // computeLength(...) of Car (nested groups, var data), NewOrder, the trades and MassQuote (nested groups),
        // each compared by the program with the length it encoded.
        assertEquals(4, oursOutput.split(" matches", -1).length - 1, oursOutput);
        // Car's: 65535 figures refused, 65534 not; 1073741825 bytes of manufacturer refused, 1073741824 not.
        assertTrue(oursOutput.contains("rejects=1010"), oursOutput);
        assertTrue(oursOutput.contains("getFuel=6:Petrol getFuel(3)=3:Pet"), oursOutput);
        // The var-data composite's varData member: the data found at its offset, and its metadata (the
        // length -1 as a size_t). sbePositionPtr() is private in the reference, and not callable in ours.
        assertTrue(oursOutput.contains("VarStringEncoding varData=Honda id=65535 sinceVersion=0 inActingVersion=1"
            + " encodingOffset=4 encodingLength=18446744073709551615 presence=required semanticType=[]"
            + " limits=255,0,254"), oursOutput);
        assertTrue(oursOutput.contains("sbePositionPtr callable on message=0 group=0 nested group=0 (a public one=1)"),
            oursOutput);
        // The reference's SBE_* constants of a message, equal to sbeBlockLength() and the others, and a set's
        // static choice setters: sunRoof set, cruiseControl set, sunRoof cleared (bits 0 and 2), then read.
        assertTrue(oursOutput.contains("Constants blockLength=41 templateId=1 schemaId=1 schemaVersion=1"
            + " semanticVersion=5.2 same=1 extras bits=4 cruiseControl=1 sunRoof=0"), oursOutput);
    }
}
