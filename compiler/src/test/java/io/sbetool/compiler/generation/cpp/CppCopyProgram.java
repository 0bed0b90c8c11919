package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.model.Block;
import io.sbetool.compiler.generation.model.CompositeDef;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.MemberType;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.compiler.generation.model.VarData;
import io.sbetool.compiler.generation.naming.CppNames;
import io.sbetool.ir.Ir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Writes a C++ program, for the interop tests, that decodes messages of several schemas with the
 * generated codecs, prints each as JSON and encodes it again by copying every field, group and var
 * data element through the getters and setters into a fresh buffer.
 *
 * <p>The program reads a manifest of lines {@code SCHEMA_INDEX INPUT OUTPUT JSON}; for each line it
 * decodes INPUT (a message header and message), writes the copy's bytes to OUTPUT and the JSON to JSON.
 */
public final class CppCopyProgram
{
    /**
     * A schema to include.
     *
     * @param namespace the namespace its headers were generated in.
     */
    public record Entry(Ir ir, Path schemaFile, String namespace)
    {
    }

    private static final String MAIN = """
        #include <fstream>
        #include <iostream>
        #include <iterator>
        #include <sstream>
        #include <string>
        #include <vector>

        int main(int argc, char **argv)
        {
            if (argc != 2)
            {
                std::cerr << "usage: " << argv[0] << " MANIFEST" << std::endl;
                return 2;
            }
            std::ifstream manifest(argv[1]);
            int schema;
            std::string input, output, json;
            int failures = 0;
            while (manifest >> schema >> input >> output >> json)
            {
                std::ifstream in(input, std::ios::binary);
                std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
                std::vector<char> copy(bytes.size() + 64);
                std::ostringstream text;
                try
                {
                    const std::uint64_t length = copyMessage(schema, bytes.data(), bytes.size(), copy.data(), copy.size(), text);
                    std::ofstream(output, std::ios::binary).write(copy.data(), static_cast<std::streamsize>(length));
                    std::ofstream(json, std::ios::binary) << text.str();
                }
                catch (const std::exception &ex)
                {
                    std::cerr << input << ": " << ex.what() << std::endl;
                    failures++;
                }
            }
            return failures == 0 ? 0 : 1;
        }
        """;

    private CppCopyProgram()
    {
    }

    /**
     * @param headers the includes, relative to the include directory, of every generated header.
     */
    public static String write(final List<Entry> entries, final List<String> headers)
    {
        return write(entries, headers, false);
    }

    /**
     * @param checkComplete whether each copy ends with {@code checkEncodingIsComplete()}: for headers generated
     *                      with {@code --cpp-access-order-checks}.
     */
    public static String write(final List<Entry> entries, final List<String> headers, final boolean checkComplete)
    {
        final StringBuilder out = new StringBuilder();
        headers.forEach(header -> out.append("#include \"").append(header).append("\"\n"));
        out.append('\n');
        final StringBuilder dispatch = new StringBuilder(
            "static std::uint64_t copyMessage(const int schema, char *in, const std::uint64_t inLength, char *out,\n" +
            "    const std::uint64_t outLength, std::ostream &json)\n{\n    switch (schema)\n    {\n");
        for (int i = 0; i < entries.size(); i++)
        {
            final Entry entry = entries.get(i);
            final CppGenerator generator = new CppGenerator(entry.ir(), new CppOptions(entry.namespace(), entry.schemaFile()));
            schemaFunctions(out, generator, i, checkComplete);
            dispatch.append("        case ").append(i).append(": return copySchema").append(i)
                .append("(in, inLength, out, outLength, json);\n");
        }
        dispatch.append("        default: throw std::runtime_error(\"unknown schema\");\n    }\n}\n\n");
        return out.append(dispatch).append(MAIN).toString();
    }

    private static void schemaFunctions(final StringBuilder out, final CppGenerator generator, final int index,
        final boolean checkComplete)
    {
        final Schema schema = generator.schema();
        final CppNames names = generator.names();
        for (final Message message : schema.messages())
        {
            final String type = "::" + names.namespace() + "::" + names.message(message.name());
            out.append("static void copy").append(index).append('_').append(names.message(message.name()))
                .append("(").append(type).append(" &src, ").append(type).append(" &dst)\n{\n")
                .append("    (void)src;\n    (void)dst;\n");
            block(out, message.block(), "src", "dst", names, names.message(message.name()), 1);
            out.append("}\n\n");
        }
        final CompositeDef headerType = schema.header().composite();
        final String header = names.qualified(headerType.name());
        final Map<String, String> fields = CppNames.members(Members.names(headerType.members()), names.type(headerType.name()));
        out.append("static std::uint64_t copySchema").append(index)
            .append("(char *in, const std::uint64_t inLength, char *out, const std::uint64_t outLength, std::ostream &json)\n{\n")
            .append("    ").append(header).append(" header(in, 0, inLength, 0);\n")
            .append("    switch (header.").append(fields.get("templateId")).append("())\n    {\n");
        for (final Message message : schema.messages())
        {
            final String type = "::" + names.namespace() + "::" + names.message(message.name());
            out.append("        case ").append(message.id()).append(":\n        {\n")
                .append("            ").append(type).append(" src;\n")
                .append("            src.wrapForDecode(in, ").append(header).append("::encodedLength(), header.")
                .append(fields.get("blockLength")).append("(), header.").append(fields.get("version"))
                .append("(), inLength);\n")
                .append("            json << src;\n")
                .append("            ").append(type).append(" dst;\n")
                .append("            dst.wrapAndApplyHeader(out, 0, outLength);\n")
                .append("            copy").append(index).append('_').append(names.message(message.name())).append("(src, dst);\n")
                .append(checkComplete ? "            dst.checkEncodingIsComplete();\n" : "")
                .append("            return ").append(header).append("::encodedLength() + dst.encodedLength();\n        }\n");
        }
        out.append("        default:\n            throw std::runtime_error(\"unknown template\");\n    }\n}\n\n");
    }

    private static void block(final StringBuilder out, final Block block, final String src, final String dst,
        final CppNames names, final String className, final int depth)
    {
        final String indent = "    ".repeat(depth);
        final Map<String, String> members = CppNames.blockMembers(Members.names(block), className);
        for (final Member member : block.fields())
        {
            member(out, member, members.get(member.name()), src, dst, names, indent, depth);
        }
        for (final Group group : block.groups())
        {
            final String name = members.get(group.name());
            final String s = "sg" + depth;
            final String d = "dg" + depth;
            out.append(indent).append("{\n")
                .append(indent).append("    auto &").append(s).append(" = ").append(src).append('.').append(name).append("();\n")
                .append(indent).append("    auto &").append(d).append(" = ").append(dst).append('.').append(name)
                .append("Count(static_cast<").append(CppTypes.type(group.dimension().numInGroup().encoding().primitiveType()))
                .append(">(").append(s).append(".count()));\n")
                .append(indent).append("    while (").append(s).append(".hasNext())\n")
                .append(indent).append("    {\n")
                .append(indent).append("        ").append(s).append(".next();\n")
                .append(indent).append("        ").append(d).append(".next();\n");
            block(out, group.block(), s, d, names, "", depth + 2);
            out.append(indent).append("    }\n").append(indent).append("}\n");
        }
        for (final VarData data : block.varData())
        {
            final String name = members.get(data.name());
            out.append(indent).append("{\n")
                .append(indent).append("    const std::uint64_t length = ").append(src).append('.').append(name).append("Length();\n")
                .append(indent).append("    const char *bytes = ").append(src).append('.').append(name).append("();\n")
                .append(indent).append("    ").append(dst).append(".put").append(CppNames.upperFirst(name))
                .append("(bytes, static_cast<std::uint32_t>(length));\n")
                .append(indent).append("}\n");
        }
    }

    private static void member(final StringBuilder out, final Member member, final String name, final String src,
        final String dst, final CppNames names, final String indent, final int depth)
    {
        if (member.isConstant())
        {
            return;
        }
        switch (Members.kind(member))
        {
            case SCALAR:
            case ENUM:
                out.append(indent).append(dst).append('.').append(name).append('(').append(src).append('.')
                    .append(name).append("());\n");
                break;
            case ARRAY:
                out.append(indent).append(dst).append(".put").append(CppNames.upperFirst(name)).append('(')
                    .append(src).append('.').append(name).append("());\n");
                break;
            case SET:
                out.append(indent).append(dst).append('.').append(name).append("().raw(").append(src).append('.')
                    .append(name).append("().raw());\n");
                break;
            default:
                final CompositeDef composite = ((MemberType.CompositeRef)member.type()).definition();
                final String s = "sc" + depth;
                final String d = "dc" + depth;
                out.append(indent).append("{\n")
                    .append(indent).append("    auto &").append(s).append(" = ").append(src).append('.').append(name).append("();\n")
                    .append(indent).append("    auto &").append(d).append(" = ").append(dst).append('.').append(name).append("();\n");
                final Map<String, String> inners = CppNames.members(Members.names(composite.members()), names.type(composite.name()));
                for (final Member inner : composite.members())
                {
                    member(out, inner, inners.get(inner.name()), s, d, names, indent + "    ", depth + 1);
                }
                out.append(indent).append("}\n");
                break;
        }
    }
}
