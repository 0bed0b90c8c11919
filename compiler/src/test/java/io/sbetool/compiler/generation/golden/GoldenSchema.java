package io.sbetool.compiler.generation.golden;

import io.sbetool.testing.SharedFiles;

import java.nio.file.Path;
import java.util.List;

/**
 * A schema whose generated code is kept, byte for byte, under {@code golden/java/<name>/} and
 * {@code golden/cpp/<name>/}.
 *
 * <p>The set is small on purpose: a change to a generator shows as a diff a reader can go through, once per
 * feature, not as the same change repeated over hundreds of files. One schema per feature, each written for
 * this (under {@code golden/schemas/}), then the schemas a user meets first and two real ones for what the
 * feature schemas cannot show. That the generated code compiles, runs and agrees with the reference
 * implementation for the whole corpus is left to GenerateAndCompileTest, CppCompileAllTest, InteropTest and
 * CorpusRoundTripTest, which need no kept copies. {@code golden/README.md} says the same for a reader of the
 * files.
 */
record GoldenSchema(String name, Path file)
{
    static final List<GoldenSchema> ALL = List.of(
        feature("primitives"),
        feature("enums-and-sets"),
        feature("composites"),
        feature("groups-and-var-data"),
        feature("versions"),
        feature("big-endian"),
        // the first schema of the README and of the samples
        new GoldenSchema("car", SharedFiles.projectSchema("car.xml")),
        // the standard's own examples: optional decimals with constant exponents, char enums, a group, var data
        new GoldenSchema("spec-examples", SharedFiles.spec("Examples.xml")),
        // real: the pre-standard namespace (ns2: prefix), a constant char[13], eight groups
        new GoldenSchema("cme-session", SharedFiles.corpus("cme/Cme.Futures.SessionMgmt.Sbe.v0.2.xml")),
        // real: a 32-byte message header whose seven session fields, a set among them, precede the standard four
        new GoldenSchema("coinbase-session", SharedFiles.corpus("coinbase/Coinbase.Derivatives.Session.Sbe.v1.2.xml")));

    /** The folder under the golden root that holds the schemas written for the golden files. */
    static final String FEATURE_SCHEMAS = "schemas";

    private static GoldenSchema feature(final String name)
    {
        return new GoldenSchema(name, GoldenFiles.root().resolve(FEATURE_SCHEMAS).resolve(name + ".xml"));
    }

    static List<String> names()
    {
        return ALL.stream().map(GoldenSchema::name).toList();
    }

    @Override
    public String toString()
    {
        return name;
    }
}
