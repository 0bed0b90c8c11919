package io.sbetool.compiler.generation.java;

import io.sbetool.compiler.Compilation;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A DTO's constant members as the reference's DTOs give them (JavaDropInApiTest found the text missing): a
 * constant char array's text as a String, whether its type has a length (CME's) or not (car.xml's
 * Engine.fuel, "Petrol"; CME's Negotiate200.HMACVersion, "CME-1-SHA-256").
 */
class DtoConstantsTest
{
    @Test
    void aConstantTextIsItsString() throws Exception
    {
        assertEquals("Petrol", constant("car.xml", "uk.co.real_logic.sbe.benchmarks.EngineDto", "fuel"));
    }

    @Test
    void aMessagesConstantTextIsItsString() throws Exception
    {
        assertEquals("CME-1-SHA-256", constant(null, "mdpsessionmgmt.Negotiate200Dto", "hMACVersion"));
    }

    private static Object constant(final String projectSchema, final String dtoClass, final String method) throws Exception
    {
        final JavaGenerator codecs = new JavaGenerator(Compilation.compileOrThrow(projectSchema != null ?
            SharedFiles.projectSchema(projectSchema) : SharedFiles.corpus("cme/Cme.Futures.SessionMgmt.Sbe.v0.2.xml")),
            JavaOptions.defaults());
        final Map<String, String> sources = new LinkedHashMap<>(codecs.generateSources());
        sources.putAll(new DtoGenerator(codecs).generateSources());
        return InMemoryCompiler.compile(sources, true).loadClass(dtoClass).getMethod(method).invoke(null);
    }
}
