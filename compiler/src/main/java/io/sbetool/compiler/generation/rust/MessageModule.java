package io.sbetool.compiler.generation.rust;

import io.sbetool.compiler.generation.model.Block;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.MessageHeader;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.compiler.generation.naming.RustNames;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A message's module: {@code SBE_BLOCK_LENGTH} and {@code SBE_TEMPLATE_ID}, then an {@code encoder} module with
 * the message encoder and one encoder per group, and a {@code decoder} module likewise ({@link GroupCodecs}).
 */
final class MessageModule
{
    private final Schema schema;
    private final Message message;
    private final RustNames names;
    private final String type;
    private final String headerModule;
    private final String headerType;
    private final Map<String, String> headerMembers;
    private final Map<String, String> groupTypes;

    MessageModule(final Schema schema, final Message message, final RustNames names)
    {
        this.schema = schema;
        this.message = message;
        this.names = names;
        this.type = names.messageType(message.name());
        final String header = schema.header().composite().name();
        this.headerModule = names.module(header);
        this.headerType = names.type(header);
        this.headerMembers = RustNames.compositeMembers(
            schema.header().composite().members().stream().map(Member::name).toList());
        final List<String> paths = new ArrayList<>();
        final List<String> groupNames = new ArrayList<>();
        collectGroups(message.block(), "", paths, groupNames);
        final List<String> taken = new ArrayList<>(RustNames.SUPPORT_ITEMS);
        taken.addAll(List.of(type + "Encoder", type + "Decoder", headerType + "Encoder", headerType + "Decoder"));
        this.groupTypes = RustNames.groups(paths, groupNames, taken);
    }

    private static void collectGroups(final Block block, final String prefix, final List<String> paths,
        final List<String> groupNames)
    {
        for (final Group group : block.groups())
        {
            paths.add(prefix + group.name());
            groupNames.add(group.name());
            collectGroups(group.block(), prefix + group.name() + "/", paths, groupNames);
        }
    }

    static Map<String, String> blockMembers(final Block block)
    {
        final List<String> schemaNames = new ArrayList<>();
        block.fields().forEach(field -> schemaNames.add(field.name()));
        block.groups().forEach(group -> schemaNames.add(group.name()));
        block.varData().forEach(data -> schemaNames.add(data.name()));
        return RustNames.blockMembers(schemaNames);
    }

    private String headerMemberType(final Member member, final String fallback)
    {
        return member == null ? fallback : RustTypes.type(member.encoding());
    }

    String write()
    {
        final MessageHeader header = schema.header();
        final RustCode code = new RustCode();
        code.line("use crate::*;");
        code.blank().line("pub use decoder::" + type + "Decoder;");
        code.line("pub use encoder::" + type + "Encoder;");
        code.blank().line("pub use crate::SBE_SCHEMA_ID;");
        code.line("pub use crate::SBE_SCHEMA_VERSION;");
        code.line("pub use crate::SBE_SEMANTIC_VERSION;");
        code.blank().line("pub const SBE_BLOCK_LENGTH: " + headerMemberType(header.blockLength(), "u16") + " = " +
            message.block().blockLength() + ";");
        code.line("pub const SBE_TEMPLATE_ID: " + headerMemberType(header.templateId(), "u16") + " = " + message.id() + ";");
        encoderModule(code);
        decoderModule(code);
        return code.text();
    }

    private void encoderModule(final RustCode code)
    {
        final Block block = message.block();
        final Map<String, String> members = blockMembers(block);
        code.blank().open("pub mod encoder");
        code.line("use super::*;");
        code.blank().doc(message.description());
        code.line("#[derive(Debug, Default)]");
        code.open("pub struct " + type + "Encoder<'a>");
        code.line("buf: WriteBuf<'a>,");
        code.line("offset: usize,");
        code.line("limit: usize,");
        code.close();
        code.blank().open("impl<'a> Writer<'a> for " + type + "Encoder<'a>");
        code.line("#[inline]");
        code.fn("fn get_buf_mut", List.of("&mut self"), "&mut WriteBuf<'a>");
        code.line("&mut self.buf");
        code.close().close();
        code.blank().open("impl<'a> Encoder<'a> for " + type + "Encoder<'a>");
        limitFunctions(code, "self.limit", "self.limit = limit;");
        code.close();
        code.blank().open("impl<'a> " + type + "Encoder<'a>");
        code.line("/// Encodes the message's block at `offset`; what follows it goes after it.");
        code.line("#[inline]");
        code.fn("pub fn wrap", List.of("mut self", "buf: WriteBuf<'a>", "offset: usize"), "Self");
        code.line("self.buf = buf;");
        code.line("self.offset = offset;");
        code.line("self.limit = offset + SBE_BLOCK_LENGTH as usize;");
        code.line("self");
        code.close();
        code.blank().line("/// The bytes from the block's start to the end of what was encoded.");
        code.line("#[inline]");
        code.fn("pub fn encoded_length", List.of("&self"), "usize");
        code.line("self.limit - self.offset");
        code.close();
        code.blank().line("/// The encoded length, or the first write the buffer refused.");
        code.fn("pub fn try_encoded_length", List.of("&self"), "SbeResult<usize>");
        code.line("let (offset, length) = (self.offset, self.limit - self.offset);");
        code.open("if self.buf.is_refused() || self.limit > self.buf.len()");
        code.line("return Err(SbeErr::ShortBuffer { offset, length });");
        code.close();
        code.line("Ok(length)");
        code.close();
        code.blank()
            .line("/// Encodes the message header at `offset`, with the message's block length, template, schema and version.");
        code.line("#[inline]");
        code.fn("pub fn header", List.of("self", "offset: usize"), headerModule + "::" + headerType + "Encoder<Self>");
        final MessageHeader header = schema.header();
        final List<String> sets = new ArrayList<>();
        addHeaderSet(sets, header.blockLength(), "SBE_BLOCK_LENGTH");
        addHeaderSet(sets, header.templateId(), "SBE_TEMPLATE_ID");
        addHeaderSet(sets, header.schemaId(), "SBE_SCHEMA_ID");
        addHeaderSet(sets, header.schemaVersion(), "SBE_SCHEMA_VERSION");
        code.let((sets.isEmpty() ? "" : "mut ") + "header",
            headerModule + "::" + headerType + "Encoder::default().wrap(self, offset)");
        sets.forEach(code::line);
        code.line("header");
        code.close();
        final GroupCodecs groups = new GroupCodecs(names, groupTypes);
        final FixedMembers.Place place = FixedMembers.Place.block(block.blockLength());
        new FixedMembers(names, members, true, place).encoders(code, block.fields());
        groups.groupEncoderFunctions(code, block, "", members);
        new VarDataMembers(members).encoders(code, block.varData());
        code.close();
        groups.encoders(code, block, "");
        code.close();
    }

    private void addHeaderSet(final List<String> sets, final Member member, final String constant)
    {
        if (member != null && !member.isConstant())
        {
            sets.add("header." + headerMembers.get(member.name()) + "(" + constant + ");");
        }
    }

    private void decoderModule(final RustCode code)
    {
        final Block block = message.block();
        final Map<String, String> members = blockMembers(block);
        final MessageHeader header = schema.header();
        final String blockLengthType = headerMemberType(header.blockLength(), "u16");
        code.blank().open("pub mod decoder");
        code.line("use super::*;");
        code.blank().doc(message.description());
        code.line("#[derive(Clone, Copy, Debug, Default)]");
        code.open("pub struct " + type + "Decoder<'a>");
        code.line("buf: ReadBuf<'a>,");
        code.line("offset: usize,");
        code.line("limit: usize,");
        code.line("pub acting_block_length: " + blockLengthType + ",");
        code.line("pub acting_version: u16,");
        code.close();
        code.blank().open("impl ActingVersion for " + type + "Decoder<'_>");
        code.line("#[inline]");
        code.fn("fn acting_version", List.of("&self"), "u16");
        code.line("self.acting_version");
        code.close().close();
        code.blank().open("impl<'a> Reader<'a> for " + type + "Decoder<'a>");
        code.line("#[inline]");
        code.fn("fn get_buf", List.of("&self"), "&ReadBuf<'a>");
        code.line("&self.buf");
        code.close().close();
        code.blank().open("impl<'a> Decoder<'a> for " + type + "Decoder<'a>");
        limitFunctions(code, "self.limit", "self.limit = limit;");
        code.close();
        code.blank().open("impl<'a> " + type + "Decoder<'a>");
        code.line("/// Decodes a block of `acting_block_length` bytes at `offset`, encoded at `acting_version`.");
        code.fn("pub fn wrap", List.of("mut self", "buf: ReadBuf<'a>", "offset: usize",
            "acting_block_length: " + blockLengthType, "acting_version: u16"), "Self");
        code.line("self.buf = buf;");
        code.line("self.offset = offset;");
        code.line("self.limit = offset + acting_block_length as usize;");
        code.line("self.acting_block_length = acting_block_length;");
        code.line("self.acting_version = acting_version;");
        code.line("self");
        code.close();
        code.blank().line("/// The bytes from the block's start to the end of what was decoded.");
        code.line("#[inline]");
        code.fn("pub fn encoded_length", List.of("&self"), "usize");
        code.line("self.limit - self.offset");
        code.close();
        headerFunctions(code, header);
        new FixedMembers(names, members, true, FixedMembers.Place.block(block.blockLength()))
            .decoders(code, block.fields());
        final GroupCodecs groups = new GroupCodecs(names, groupTypes);
        groups.groupDecoderFunctions(code, block, "", members);
        new VarDataMembers(members).decoders(code, block.varData(), true);
        code.close();
        groups.decoders(code, block, "");
        code.close();
    }

    private void headerFunctions(final RustCode code, final MessageHeader header)
    {
        final String headerDecoder = headerModule + "::" + headerType + "Decoder<ReadBuf<'a>>";
        code.blank().line("/// Decodes the message after the header at `offset`, with the block length and version it gives.");
        code.fn("pub fn header", List.of("self", "mut header: " + headerDecoder, "offset: usize"), "Self");
        code.line("let acting_block_length = " + (header.blockLength() == null ? "SBE_BLOCK_LENGTH" :
            "header." + headerMembers.get(header.blockLength().name()) + "()") + ";");
        code.line("let acting_version = " + (header.schemaVersion() == null ? "SBE_SCHEMA_VERSION" :
            "header." + headerMembers.get(header.schemaVersion().name()) + "()") + ";");
        code.line("let buf = header.parent().unwrap_or_default();");
        code.let("offset", "offset + " + headerModule + "::ENCODED_LENGTH");
        final String versionType = headerMemberType(header.schemaVersion(), "u16");
        code.line("self.wrap(buf, offset, acting_block_length, " +
            RustTypes.cast("acting_version", versionType, "u16") + ")");
        code.close();
        code.blank().line("/// As `header`, refusing a header of another template or a buffer that ends before the block.");
        code.fn("pub fn try_header", List.of("self", "header: " + headerDecoder, "offset: usize"), "SbeResult<Self>");
        code.let("length", headerModule + "::ENCODED_LENGTH");
        code.line("header.get_buf().check_range(offset, length)?;");
        if (header.templateId() != null)
        {
            final String templateType = headerMemberType(header.templateId(), "u16");
            code.line("let template_id = header." + headerMembers.get(header.templateId().name()) + "();");
            code.open("if template_id != SBE_TEMPLATE_ID");
            code.line("let found = " + RustTypes.cast("template_id", templateType, "u64") + ";");
            code.line("return Err(SbeErr::WrongTemplateId { found });");
            code.close();
        }
        code.line("let decoder = self.header(header, offset);");
        code.line("let length = decoder.acting_block_length as usize;");
        code.line("decoder.buf.check_range(decoder.offset, length)?;");
        code.line("Ok(decoder)");
        code.close();
    }

    static void limitFunctions(final RustCode code, final String get, final String set)
    {
        code.line("#[inline]");
        code.fn("fn get_limit", List.of("&self"), "usize");
        code.line(get);
        code.close();
        code.blank().line("#[inline]");
        code.fn("fn set_limit", List.of("&mut self", "limit: usize"), null);
        code.line(set);
        code.close();
    }

}
