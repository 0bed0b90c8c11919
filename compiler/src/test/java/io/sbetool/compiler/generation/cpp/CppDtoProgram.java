package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.model.CompositeDef;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.compiler.generation.naming.CppNames;

import java.util.List;
import java.util.Map;

/**
 * Writes a C++ program, for the DTO round-trip test, that checks each message of a manifest through its
 * generated DTO ({@code --cpp-dtos}): decoded into the DTO and encoded back, the body's bytes are the
 * input's; decoded again, the DTO equals the first ({@code operator==}); {@code computeEncodedLength()} is
 * the body's length; {@code operator<<} prints something. Each failure is printed with its input file. Each
 * schema is a translation unit of its own ({@link #schemaUnit}) beside the one holding {@code main} ({@link #main}).
 *
 * <p>The manifest's lines are {@code SCHEMA_INDEX INPUT}, INPUT holding a message header and a message.
 */
public final class CppDtoProgram
{
    private static final String MAIN = """
        #include <cstring>
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
            std::string input;
            int failures = 0;
            int checked = 0;
            while (manifest >> schema >> input)
            {
                std::ifstream in(input, std::ios::binary);
                std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
                try
                {
                    const std::string problem = checkMessage(schema, bytes.data(), bytes.size());
                    if (!problem.empty())
                    {
                        std::cout << input << ": " << problem << std::endl;
                        failures++;
                    }
                    checked++;
                }
                catch (const std::exception &ex)
                {
                    std::cout << input << ": threw " << ex.what() << std::endl;
                    failures++;
                }
            }
            std::cout << "checked " << checked << std::endl;
            return failures == 0 ? 0 : 1;
        }
        """;

    /** The checks of one message, with {@code $Dto$} and {@code $headerLength$} to fill in. */
    private static final String CHECK = """
        {
            const std::uint64_t headerLength = $headerLength$;
            auto dto = $Dto$::decodeFrom(in, headerLength, blockLength, version, inLength);
            std::vector<char> out(static_cast<std::size_t>(inLength - headerLength) + 64);
            const std::size_t length = $Dto$::encodeInto(dto, out.data(), 0, out.size());
            if (length != inLength - headerLength || std::memcmp(out.data(), in + headerLength, length) != 0)
            {
                return "the DTO encodes " + std::to_string(length) + " bytes that differ from the input's body";
            }
            if (dto.computeEncodedLength() != length)
            {
                return "computeEncodedLength() " + std::to_string(dto.computeEncodedLength()) + " != " + std::to_string(length);
            }
            auto again = $Dto$::decodeFrom(out.data(), 0, blockLength, version, length);
            if (!(again == dto) || again != dto)
            {
                return "decoded again, the DTO differs";
            }
            std::ostringstream printed;
            printed << dto;
            if (printed.str().size() < 2 || printed.str() != dto.string())
            {
                return "operator<< printed '" + printed.str() + "'";
            }
            return "";
        }
        """;

    private CppDtoProgram()
    {
    }

    /**
     * One translation unit per schema, so that the units build in parallel: it includes the schema's DTO
     * headers and defines {@code checkSchemaN}, which {@link #main}'s unit calls.
     *
     * @param generator the schema's generator, made with the namespace its headers were generated in.
     * @param headers the includes, relative to the include directory, of the schema's DTO headers.
     */
    public static String schemaUnit(final CppGenerator generator, final List<String> headers, final int index)
    {
        final StringBuilder out = new StringBuilder();
        headers.forEach(header -> out.append("#include \"").append(header).append("\"\n"));
        out.append("#include <cstring>\n#include <sstream>\n\nstd::string checkSchema").append(index)
            .append("(char *in, std::uint64_t inLength);\n\n");
        schemaFunction(out, generator, index);
        return out.toString();
    }

    /** The unit holding {@code main}, which reads the manifest and calls each schema's unit. */
    public static String main(final int schemas)
    {
        final StringBuilder out = new StringBuilder("#include <cstdint>\n#include <stdexcept>\n#include <string>\n\n");
        for (int i = 0; i < schemas; i++)
        {
            out.append("std::string checkSchema").append(i).append("(char *in, std::uint64_t inLength);\n");
        }
        out.append("\nstatic std::string checkMessage(const int schema, char *in, const std::uint64_t inLength)\n{\n"
            + "    switch (schema)\n    {\n");
        for (int i = 0; i < schemas; i++)
        {
            out.append("        case ").append(i).append(": return checkSchema").append(i).append("(in, inLength);\n");
        }
        out.append("        default: throw std::runtime_error(\"unknown schema\");\n    }\n}\n\n");
        return out.append(MAIN).toString();
    }

    private static void schemaFunction(final StringBuilder out, final CppGenerator generator, final int index)
    {
        final Schema schema = generator.schema();
        final CppNames names = generator.names();
        final CompositeDef headerType = schema.header().composite();
        final String header = names.qualified(headerType.name());
        final Map<String, String> fields = CppNames.members(Members.names(headerType.members()), names.type(headerType.name()));
        out.append("std::string checkSchema").append(index).append("(char *in, const std::uint64_t inLength)\n{\n")
            .append("    ").append(header).append(" header(in, 0, inLength, 0);\n")
            .append("    const std::uint64_t blockLength = header.").append(fields.get("blockLength")).append("();\n")
            .append("    const std::uint64_t version = header.").append(fields.get("version")).append("();\n")
            .append("    switch (header.").append(fields.get("templateId")).append("())\n    {\n");
        for (final Message message : schema.messages())
        {
            final String dto = "::" + names.namespace() + "::" + names.message(message.name()) + DtoWriter.SUFFIX;
            final String check = CHECK.replace("$Dto$", dto).replace("$headerLength$", header + "::encodedLength()");
            out.append("        case ").append(message.id()).append(":\n").append(DtoClass.indent(DtoClass.indent(check)))
                .append('\n');
        }
        out.append("        default:\n            throw std::runtime_error(\"unknown template\");\n    }\n}\n\n");
    }
}
