package io.sbetool.compiler.generation.rust;

import io.sbetool.compiler.generation.model.Block;
import io.sbetool.compiler.generation.model.CompositeDef;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.MemberType;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.compiler.generation.model.VarData;
import io.sbetool.compiler.generation.naming.RustNames;

import java.util.List;
import java.util.Map;

/**
 * Writes a Rust program, for the interop test, that decodes messages of several schemas with the generated
 * crates and encodes each again by copying every field, composite, group entry and var data element through
 * the getters and setters into a fresh buffer: the bytes it writes equal what it read only when both the
 * decoders and the encoders are right.
 *
 * <p>The program reads a manifest of lines {@code SCHEMA_INDEX INPUT OUTPUT}; for each it decodes INPUT (a
 * message header and message) and writes the copy to OUTPUT.
 */
public final class RustCopyProgram
{
    /** The inner attribute a file holding the copy functions needs first. */
    public static final String ALLOWS = """
        // A copy reassigns its decoder and encoder after each composite and group, whether or not more follows,
        // and an empty message reads nothing.
        #![allow(unused_mut, unused_assignments, unused_variables)]
        """;

    private static final String MAIN = """
        //! Copies messages through the generated codecs: see RustCopyProgram.
        """ + ALLOWS + """

        fn main() {
            let args: Vec<String> = std::env::args().collect();
            let manifest = std::fs::read_to_string(&args[1]).expect("a manifest");
            let mut failures = 0;
            for line in manifest.lines() {
                let parts: Vec<&str> = line.split(' ').collect();
                let schema: usize = parts[0].parse().expect("a schema index");
                let input = std::fs::read(parts[1]).expect("an input");
                let mut output = vec![0_u8; input.len() + 64];
                match copy(schema, &input, &mut output) {
                    Ok(length) => std::fs::write(parts[2], &output[..length]).expect("an output"),
                    Err(problem) => {
                        eprintln!("{}: {problem}", parts[1]);
                        failures += 1;
                    }
                }
            }
            std::process::exit(if failures == 0 { 0 } else { 1 });
        }
        """;

    private final StringBuilder out = new StringBuilder();
    private int variables;
    private RustNames names;

    private RustCopyProgram()
    {
    }

    /**
     * @param schemas the schemas in manifest order; schema {@code i} is the crate {@code crates.get(i)}.
     */
    public static String write(final List<Schema> schemas, final List<String> crates)
    {
        return MAIN + functions(schemas, crates);
    }

    /**
     * The function {@code copy(schema: usize, input: &[u8], output: &mut [u8]) -> Result<usize, String>} and
     * a module per schema behind it, without a {@code main}: what the decoder fuzz target runs.
     */
    public static String functions(final List<Schema> schemas, final List<String> crates)
    {
        final RustCopyProgram program = new RustCopyProgram();
        program.out.append("\nfn copy(schema: usize, input: &[u8], output: &mut [u8]) -> Result<usize, String> {\n");
        program.out.append("    match schema {\n");
        for (int i = 0; i < schemas.size(); i++)
        {
            program.out.append("        ").append(i).append(" => s").append(i).append("::copy(input, output),\n");
        }
        program.out.append("        _ => Err(format!(\"no schema {schema}\")),\n    }\n}\n");
        for (int i = 0; i < schemas.size(); i++)
        {
            program.schema(i, schemas.get(i), crates.get(i));
        }
        return program.out.toString();
    }

    private void schema(final int index, final Schema schema, final String crate)
    {
        names = RustGenerator.names(schema);
        final CompositeDef header = schema.header().composite();
        final String headerPath = "c::" + names.module(header.name());
        final String headerDecoder = headerPath + "::" + names.type(header.name()) + "Decoder";
        final String templateId = RustNames.compositeMembers(header.members().stream().map(Member::name).toList())
            .get(schema.header().templateId().name());
        out.append("\nmod s").append(index).append(" {\n    use ").append(crate).append(" as c;\n");
        out.append("    use c::{ReadBuf, SbeErr, SbeResult, WriteBuf};\n\n");
        out.append("    pub fn copy(input: &[u8], output: &mut [u8]) -> Result<usize, String> {\n");
        out.append("        let header = ").append(headerDecoder).append("::default().wrap(ReadBuf::new(input), 0);\n");
        out.append("        let copied: SbeResult<usize> = match header.").append(templateId).append("() {\n");
        for (final Message message : schema.messages())
        {
            out.append("            ").append(message.id()).append(" => ").append(fn(message)).append("(input, output),\n");
        }
        out.append("            found => Err(SbeErr::WrongTemplateId { found: found as u64 }),\n        };\n");
        out.append("        copied.map_err(|e| e.to_string())\n    }\n");
        for (final Message message : schema.messages())
        {
            message(message, headerPath, headerDecoder);
        }
        out.append("}\n");
    }

    private String fn(final Message message)
    {
        return "m_" + names.messageModule(message.name());
    }

    private void message(final Message message, final String headerPath, final String headerDecoder)
    {
        final String codec = "c::" + names.messageModule(message.name()) + "::" + names.messageType(message.name());
        out.append("\n    fn ").append(fn(message)).append("(input: &[u8], output: &mut [u8]) -> SbeResult<usize> {\n");
        out.append("        let header = ").append(headerDecoder).append("::default().wrap(ReadBuf::new(input), 0);\n");
        out.append("        let mut d = ").append(codec).append("Decoder::default().try_header(header, 0)?;\n");
        out.append("        let length = ").append(headerPath).append("::ENCODED_LENGTH;\n");
        out.append("        let mut e = ").append(codec).append("Encoder::default().wrap(WriteBuf::new(output), length);\n");
        out.append("        e = e.header(0).parent()?;\n");
        block(message.block(), "d", "e", "        ");
        out.append("        Ok(length + e.try_encoded_length()?)\n    }\n");
    }

    private void block(final Block block, final String d, final String e, final String indent)
    {
        final Map<String, String> members = MessageModule.blockMembers(block);
        fields(block.fields(), members, d, e, indent, true);
        for (final Group group : block.groups())
        {
            final String name = members.get(group.name());
            final int n = ++variables;
            final String gd = "gd" + n;
            final String ge = "ge" + n;
            if (group.sinceVersion() > 0)
            {
                line(indent, "let Some(mut " + gd + ") = " + d + "." + RustNames.derived(name, "_decoder") + "() else {");
                line(indent, "    return Err(SbeErr::ParentNotSet);");
                line(indent, "};");
            }
            else
            {
                line(indent, "let mut " + gd + " = " + d + "." + RustNames.derived(name, "_decoder") + "();");
            }
            line(indent, "let mut " + ge + " = " + e + "." + RustNames.derived(name, "_encoder") + "(" + gd + ".count(), Default::default());");
            line(indent, "while " + gd + ".advance()?.is_some() {");
            line(indent, "    " + ge + ".advance()?;");
            block(group.block(), gd, ge, indent + "    ");
            line(indent, "}");
            line(indent, d + " = " + gd + ".parent()?;");
            line(indent, e + " = " + ge + ".parent()?;");
        }
        for (final VarData data : block.varData())
        {
            final String name = members.get(data.name());
            line(indent, "let coordinates = " + d + ".try_" + RustNames.derived(name, "_decoder") + "()?;");
            line(indent, e + ".try_" + name + "(" + d + "." + RustNames.derived(name, "_slice") + "(coordinates))?;");
        }
    }

    private void fields(final List<Member> fields, final Map<String, String> members, final String d, final String e,
        final String indent, final boolean versioned)
    {
        for (final Member field : fields)
        {
            if (field.isConstant())
            {
                continue;
            }
            final String name = members.get(field.name());
            if (field.type() instanceof MemberType.CompositeRef compositeRef)
            {
                final CompositeDef composite = compositeRef.definition();
                final int n = ++variables;
                final String cd = "cd" + n;
                final String ce = "ce" + n;
                if (versioned && field.sinceVersion() > 0)
                {
                    line(indent, "let c::Either::Right(mut " + cd + ") = " + d + "." + RustNames.derived(name, "_decoder") + "() else {");
                    line(indent, "    return Err(SbeErr::ParentNotSet);");
                    line(indent, "};");
                }
                else
                {
                    line(indent, "let mut " + cd + " = " + d + "." + RustNames.derived(name, "_decoder") + "();");
                }
                line(indent, "let mut " + ce + " = " + e + "." + RustNames.derived(name, "_encoder") + "();");
                fields(composite.members(), RustNames.compositeMembers(composite.members().stream().map(Member::name).toList()),
                    cd, ce, indent, false);
                line(indent, d + " = " + cd + ".parent()?;");
                line(indent, e + " = " + ce + ".parent()?;");
            }
            else if (field.type() instanceof MemberType.Encoded encoded && encoded.encoding().isArray())
            {
                line(indent, e + "." + name + "(&" + d + "." + name + "());");
            }
            else if (field.type() instanceof MemberType.Encoded encoded && field.isOptional())
            {
                line(indent, e + "." + name + "(" + d + "." + name + "().unwrap_or(" +
                    RustTypes.literal(encoded.encoding().nullValue(), encoded.encoding().primitiveType()) + "));");
            }
            else
            {
                line(indent, e + "." + name + "(" + d + "." + name + "());");
            }
        }
    }

    private void line(final String indent, final String text)
    {
        out.append(indent).append(text).append('\n');
    }
}
