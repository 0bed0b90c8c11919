package io.sbetool.compiler.generation;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.cpp.CppGenerator;
import io.sbetool.compiler.generation.cpp.CppOptions;
import io.sbetool.compiler.generation.cpp.CppTarget;
import io.sbetool.compiler.generation.cpp.NativeBuild;
import io.sbetool.compiler.generation.java.InMemoryCompiler;
import io.sbetool.compiler.generation.java.JavaGenerator;
import io.sbetool.compiler.generation.java.JavaNames;
import io.sbetool.compiler.generation.java.JavaOptions;
import io.sbetool.compiler.generation.java.JavaTarget;
import io.sbetool.compiler.generation.naming.CppNames;
import io.sbetool.compiler.naming.Keywords;
import io.sbetool.compiler.schema.Names;
import io.sbetool.ir.Ir;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Every word the allocators reserve, used as every kind of schema name (message, field, group, var data,
 * enum, enum value, set, set choice, composite and composite member), gives Java that compiles with
 * {@code -Xlint:all -Werror} and C++ that compiles with g++ and clang++ as C++17 with
 * {@code -Wall -Wextra -Wpedantic -Werror}: each clash is renamed by the allocator's rule, and generated code
 * names the standard library and the support code by their full names, so namespaces such as
 * {@code names::std::sbetool} work too.
 */
class ReservedNamesCompileTest
{
    /** The names the schemas below give their own fixed types, which reserved words must not repeat. */
    private static final Set<String> FIXED = Set.of("messageheader", "groupsizeencoding", "vardataencoding");

    private static final List<Path> SCHEMAS = new ArrayList<>();

    /**
     * @return every reserved word of both languages' allocators that is a valid schema name.
     */
    static List<String> reservedWords()
    {
        final Set<String> words = new TreeSet<>();
        words.addAll(Keywords.cppReserved());
        words.addAll(Keywords.javaReserved());
        words.addAll(CppNames.classMembers());
        words.addAll(CppNames.parameters());
        words.addAll(CppNames.generatedClasses());
        words.addAll(CppNames.dtoMembers());
        // Names the prefix rule of CppNames.isOwnName keeps for generated code, including those it uses today.
        words.addAll(List.of("sbeBlockLength", "sbeTemplateId", "sbeSchemaId", "sbeSemanticType", "sbePosition",
            "sbeOut", "sbeWriteJson", "sbeRewind", "sbeLength", "m_buffer", "m_block", "m_offset", "m_position",
            "SBETOOL_BOUNDS_CHECKS", "SBETOOL_NO_BOUNDS_CHECK"));
        words.addAll(JavaNames.reservedMembers());
        words.addAll(JavaNames.reservedClasses());
        words.addAll(JavaNames.dtoMethods());
        final List<String> valid = new ArrayList<>();
        for (final String word : words)
        {
            if (Names.isIdentifier(word) && !FIXED.contains(word.toLowerCase(Locale.ROOT)))
            {
                valid.add(word);
            }
        }
        return valid;
    }

    @BeforeAll
    static void writeSchemas() throws Exception
    {
        final Path dir = NativeBuild.fresh("reserved-names");
        final List<String> words = reservedWords();
        SCHEMAS.add(write(dir.resolve("members.xml"), membersSchema(words)));
        for (int rotation = 0; rotation < 3; rotation++)
        {
            SCHEMAS.add(write(dir.resolve("types" + rotation + ".xml"), typesSchema(words, rotation)));
        }
    }

    @Test
    void javaCompilesWithEveryReservedWordAsEveryName() throws Exception
    {
        for (final Path schema : SCHEMAS)
        {
            InMemoryCompiler.compile(javaWithDispatcher(schema));
        }
    }

    /** The Java target's sources with its dispatcher too (the dispatcher's class names are reserved words). */
    private static Map<String, String> javaWithDispatcher(final Path schema)
    {
        final Map<String, String> sources = new TreeMap<>();
        for (final GeneratedFile file : new JavaTarget().generate(new GeneratorInput(Compilation.compileOrThrow(schema), schema),
            TargetOptions.of(Map.of(JavaTarget.DISPATCHER, "", JavaTarget.DTOS, ""))))
        {
            sources.put(file.path().replace('/', '.').replaceFirst("\\.java$", ""), new String(file.content(), StandardCharsets.UTF_8));
        }
        return sources;
    }

    @ParameterizedTest
    @ValueSource(strings = {"g++", "clang++"})
    void cppCompilesWithEveryReservedWordAsEveryName(final String compiler) throws Exception
    {
        final Path out = NativeBuild.fresh("reserved-names-" + compiler);
        for (final Path schema : SCHEMAS)
        {
            // With the dispatcher: MessageDispatcher.h beside the codecs, whose class name is a reserved word.
            for (final GeneratedFile file : new CppTarget().generate(new GeneratorInput(Compilation.compileOrThrow(schema), schema),
                TargetOptions.of(Map.of(CppTarget.DISPATCHER, "", CppTarget.DTOS, ""))))
            {
                final Path path = out.resolve(file.path());
                Files.createDirectories(path.getParent());
                Files.write(path, file.content());
            }
        }
        syntaxCheck(compiler, out);
    }

    /**
     * A schema package {@code sbetool} (the support header's namespace) with a message {@code BoundsError}
     * (one of its classes), and packages {@code std} and {@code java.lang}, compile in both languages.
     */
    @Test
    void packagesNamedAsTheLibrariesGeneratedCodeUsesCompile() throws Exception
    {
        final Path dir = NativeBuild.fresh("reserved-packages");
        final StringBuilder field = new StringBuilder("<field name=\"f\" id=\"1\" type=\"uint8\"/>\n");
        final Path out = dir.resolve("cpp");
        for (final String packageName : List.of("sbetool", "std", "java.lang"))
        {
            final Path schema = write(dir.resolve(packageName + ".xml"),
                schema(packageName, "", message("BoundsError", 1, field) + message("ValueError", 2, field)));
            final Ir ir = Compilation.compileOrThrow(schema);
            InMemoryCompiler.compile(new JavaGenerator(ir, JavaOptions.defaults()).generateSources());
            new CppGenerator(ir, new CppOptions(null, schema)).generate(out);
        }
        syntaxCheck("g++", out);
    }

    /**
     * Every identifier generated C++ spells for itself (not made from a schema name, not a keyword, not
     * reached through {@code ::}, {@code .} or {@code ->}) is one the allocator knows: a member a schema name
     * must not take, or a parameter or local the compile test above proves harmless as a member name.
     */
    @Test
    void cppNamesEveryIdentifierItDeclaresOrUses() throws Exception
    {
        final List<String> words = List.of("zqOne", "ZqTwo", "zq_three", "Zq4");
        final Path dir = NativeBuild.fresh("reserved-names-scan");
        final Path members = write(dir.resolve("members.xml"), membersSchema(words).replace("names.std.sbetool", "zq.ns"));
        final Path types = write(dir.resolve("types.xml"), typesSchema(words, 0).replace("\"types0\"", "\"zq.types\""));
        final Set<String> unknown = new TreeSet<>();
        for (final Path schema : List.of(members, types))
        {
            final CppGenerator generator = new CppGenerator(Compilation.compileOrThrow(schema), new CppOptions(null, schema));
            generator.generateSources().forEach((file, text) ->
            {
                if (!file.startsWith("sbetool/"))
                {
                    unknown.addAll(CppIdentifiers.unqualified(text));
                }
            });
        }
        unknown.removeIf(id -> id.toLowerCase(Locale.ROOT).contains("zq") || Keywords.isCppKeyword(id) ||
            Keywords.isCppMacro(id) || id.startsWith("SBETOOL_") ||
            CppIdentifiers.fromFixedSchemaNames(id) || CppNames.isOwnName(id) || CppNames.parameters().contains(id));
        assertEquals(Set.of(), unknown, "identifiers of generated C++ that CppNames does not list");
    }

    static void syntaxCheck(final String compiler, final Path out) throws Exception
    {
        final StringBuilder unit = new StringBuilder();
        try (Stream<Path> headers = Files.walk(out))
        {
            headers.filter(path -> path.toString().endsWith(".h")).sorted()
                .forEach(header -> unit.append("#include \"").append(out.relativize(header)).append("\"\n"));
        }
        unit.append("\nint main()\n{\n    return 0;\n}\n");
        final Path source = Files.writeString(out.resolve("all.cpp"), unit.toString(), StandardCharsets.UTF_8);
        final List<String> command = new ArrayList<>(List.of(compiler, "-std=c++17", "-fsyntax-only"));
        command.addAll(NativeBuild.WARNINGS);
        command.addAll(List.of("-I" + out, source.toString()));
        assertEquals("", NativeBuild.run(out, command), "no diagnostics");
    }

    private static Path write(final Path file, final String xml) throws Exception
    {
        return Files.writeString(file, xml, StandardCharsets.UTF_8);
    }

    /**
     * Each word as a field (of each kind of type in turn), group, var data, enum value, set choice and
     * composite member, in a namespace with the segments {@code std} and {@code sbetool}.
     */
    static String membersSchema(final List<String> words)
    {
        final StringBuilder types = new StringBuilder();
        types.append("<enum name=\"Values\" encodingType=\"uint16\">\n");
        for (int i = 0; i < words.size(); i++)
        {
            types.append("<validValue name=\"").append(words.get(i)).append("\">").append(i).append("</validValue>\n");
        }
        types.append("</enum>\n");
        final int sets = (words.size() + 63) / 64;
        for (int set = 0; set < sets; set++)
        {
            types.append("<set name=\"Choices").append(set).append("\" encodingType=\"uint64\">\n");
            for (int bit = 0; bit < 64 && set * 64 + bit < words.size(); bit++)
            {
                types.append("<choice name=\"").append(words.get(set * 64 + bit)).append("\">").append(bit).append("</choice>\n");
            }
            types.append("</set>\n");
        }
        types.append("<composite name=\"Members\">\n");
        words.forEach(word -> types.append("<type name=\"").append(word).append("\" primitiveType=\"uint8\"/>\n"));
        types.append("</composite>\n");
        final List<String> fieldTypes = List.of("uint8", "Values", "Choices0", "Text", "Price");
        final StringBuilder fields = new StringBuilder();
        final StringBuilder groups = new StringBuilder();
        final StringBuilder data = new StringBuilder();
        for (int i = 0; i < words.size(); i++)
        {
            final String word = words.get(i);
            fields.append("<field name=\"").append(word).append("\" id=\"").append(i + 1).append("\" type=\"")
                .append(fieldTypes.get(i % fieldTypes.size())).append("\"/>\n");
            groups.append("<group name=\"").append(word).append("\" id=\"").append(i + 1)
                .append("\" dimensionType=\"groupSizeEncoding\">\n<field name=\"").append(word)
                .append("\" id=\"1\" type=\"uint8\"/>\n</group>\n");
            data.append("<data name=\"").append(word).append("\" id=\"").append(i + 1).append("\" type=\"varDataEncoding\"/>\n");
        }
        fields.append("<field name=\"zqMembers\" id=\"").append(words.size() + 1).append("\" type=\"Members\"/>\n");
        return schema("names.std.sbetool", types.toString(),
            message("Fields", 1, fields) + message("Groups", 2, groups) + message("Data", 3, data));
    }

    /**
     * Each word as the name of an enum, a set or a composite (rotating which), and in the first rotation
     * also as a message's name.
     */
    static String typesSchema(final List<String> words, final int rotation)
    {
        final StringBuilder types = new StringBuilder();
        final StringBuilder messages = new StringBuilder();
        for (int i = 0; i < words.size(); i++)
        {
            final String word = words.get(i);
            switch ((i + rotation) % 3)
            {
                case 0 -> types.append("<enum name=\"").append(word)
                    .append("\" encodingType=\"uint8\"><validValue name=\"A\">0</validValue></enum>\n");
                case 1 -> types.append("<set name=\"").append(word)
                    .append("\" encodingType=\"uint8\"><choice name=\"a\">0</choice></set>\n");
                default -> types.append("<composite name=\"").append(word)
                    .append("\"><type name=\"a\" primitiveType=\"uint8\"/></composite>\n");
            }
            if (rotation == 0)
            {
                messages.append(message(word, i + 1, new StringBuilder("<field name=\"f\" id=\"1\" type=\"")
                    .append(word).append("\"/>\n")));
            }
        }
        if (rotation != 0)
        {
            messages.append(message("M", 1, new StringBuilder("<field name=\"f\" id=\"1\" type=\"uint8\"/>\n")));
        }
        return schema("types" + rotation, types.toString(), messages.toString());
    }

    private static String message(final String name, final int id, final CharSequence body)
    {
        return "<sbe:message name=\"" + name + "\" id=\"" + id + "\">\n" + body + "</sbe:message>\n";
    }

    private static String schema(final String packageName, final String types, final String messages)
    {
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <sbe:messageSchema xmlns:sbe="http://fixprotocol.io/2016/sbe" package="%s" id="7" version="0">
            <types>
            <composite name="messageHeader">
                <type name="blockLength" primitiveType="uint16"/>
                <type name="templateId" primitiveType="uint16"/>
                <type name="schemaId" primitiveType="uint16"/>
                <type name="version" primitiveType="uint16"/>
            </composite>
            <composite name="groupSizeEncoding">
                <type name="blockLength" primitiveType="uint16"/>
                <type name="numInGroup" primitiveType="uint16"/>
            </composite>
            <composite name="varDataEncoding">
                <type name="length" primitiveType="uint16"/>
                <type name="varData" primitiveType="uint8" length="0" characterEncoding="UTF-8"/>
            </composite>
            <type name="Text" primitiveType="char" length="4"/>
            <composite name="Price">
                <type name="mantissa" primitiveType="int64"/>
                <type name="exponent" primitiveType="int8" presence="constant">-4</type>
            </composite>
            %s</types>
            %s</sbe:messageSchema>
            """.formatted(packageName, types, messages);
    }
}
