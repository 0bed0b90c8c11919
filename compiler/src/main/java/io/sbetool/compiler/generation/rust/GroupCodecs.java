package io.sbetool.compiler.generation.rust;

import io.sbetool.compiler.generation.model.Block;
import io.sbetool.compiler.generation.model.Dimension;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.naming.RustNames;

import java.util.List;
import java.util.Map;

/**
 * The codecs of repeating groups. An encoder writes the dimension at its parent's limit when made, then
 * {@code advance} moves to each of {@code count} entries; a decoder reads the dimension, and {@code advance}
 * moves by the block length on the wire, so that entries of a newer version are skipped whole. Both
 * refuse, with {@code SbeErr::ShortBuffer}, an entry past the buffer's end.
 */
final class GroupCodecs
{
    private final RustNames names;
    private final Map<String, String> groupTypes;

    GroupCodecs(final RustNames names, final Map<String, String> groupTypes)
    {
        this.names = names;
        this.groupTypes = groupTypes;
    }

    private static String countType(final Dimension dimension)
    {
        return RustTypes.type(dimension.numInGroup().encoding());
    }

    private static String blockLengthType(final Dimension dimension)
    {
        return dimension.blockLength() == null ? "u16" : RustTypes.type(dimension.blockLength().encoding());
    }

    private static String plus(final String base, final int offset)
    {
        return offset == 0 ? base : base + " + " + offset;
    }

    /** The functions of a block's encoder that start its groups. */
    void groupEncoderFunctions(final RustCode code, final Block block, final String prefix, final Map<String, String> members)
    {
        for (final Group group : block.groups())
        {
            final String name = members.get(group.name());
            final String type = groupTypes.get(prefix + group.name()) + "Encoder<Self>";
            code.blank().doc(group.description());
            code.line("/// Writes the group's dimension for `count` entries; `advance` moves to each.");
            code.line("#[inline]");
            code.fn("pub fn " + RustNames.derived(name, "_encoder"),
                List.of("self", "count: " + countType(group.dimension()), "encoder: " + type), type);
            code.line("encoder.wrap(self, count)");
            code.close();
        }
    }

    void groupDecoderFunctions(final RustCode code, final Block block, final String prefix, final Map<String, String> members)
    {
        for (final Group group : block.groups())
        {
            final String name = members.get(group.name());
            final String type = groupTypes.get(prefix + group.name()) + "Decoder";
            code.blank().doc(group.description());
            code.line("#[inline]");
            if (group.sinceVersion() > 0)
            {
                code.line("/// None when the group is newer than the acting version.");
                code.fn("pub fn " + RustNames.derived(name, "_decoder"), List.of("self"), "Option<" + type + "<Self>>");
                code.open("if self.acting_version() < " + group.sinceVersion());
                code.line("return None;");
                code.close();
                code.line("Some(" + type + "::default().wrap(self))");
            }
            else
            {
                code.fn("pub fn " + RustNames.derived(name, "_decoder"), List.of("self"), type + "<Self>");
                code.line(type + "::default().wrap(self)");
            }
            code.close();
        }
    }

    /** The encoders of a block's groups and, after each, those of its nested groups. */
    void encoders(final RustCode code, final Block block, final String prefix)
    {
        for (final Group group : block.groups())
        {
            final String path = prefix + group.name();
            final String type = groupTypes.get(path) + "Encoder";
            final Dimension dimension = group.dimension();
            final Map<String, String> members = MessageModule.blockMembers(group.block());
            code.blank().doc(group.description());
            code.line("#[derive(Debug, Default)]");
            code.open("pub struct " + type + "<P>");
            code.line("parent: Option<P>,");
            code.line("count: " + countType(dimension) + ",");
            code.line("index: usize,");
            if (hasOffset(group))
            {
                code.line("offset: usize,");
            }
            code.close();
            code.blank().implWhere("impl<'a, P> Writer<'a> for " + type + "<P>", "P: Writer<'a>");
            code.line("#[inline]");
            code.fn("fn get_buf_mut", List.of("&mut self"), "&mut WriteBuf<'a>");
            code.line("let parent = self.parent.as_mut().expect(\"parent taken\");");
            code.line("parent.get_buf_mut()");
            code.close().close();
            code.blank().implWhere("impl<'a, P> Encoder<'a> for " + type + "<P>", "P: Encoder<'a>");
            parentLimit(code);
            code.close();
            code.blank().implWhere("impl<'a, P> " + type + "<P>", "P: Encoder<'a> + Default");
            encoderWrap(code, group);
            code.blank().line("/// The bytes of each entry's block.");
            code.line("#[inline]");
            code.fn("pub fn block_length", List.of(), blockLengthType(dimension));
            code.line(String.valueOf(group.block().blockLength()));
            code.close();
            code.blank().line("/// Gives back the codec this one was made from.");
            code.line("#[inline]");
            code.fn("pub fn parent", List.of("&mut self"), "SbeResult<P>");
            code.line("self.parent.take().ok_or(SbeErr::ParentNotSet)");
            code.close();
            encoderAdvance(code, group);
            final FixedMembers.Place place = FixedMembers.Place.block(group.block().blockLength());
            new FixedMembers(names, members, false, place).encoders(code, group.block().fields());
            groupEncoderFunctions(code, group.block(), path + "/", members);
            new VarDataMembers(members).encoders(code, group.block().varData());
            code.close();
            encoders(code, group.block(), path + "/");
        }
    }

    private static void encoderWrap(final RustCode code, final Group group)
    {
        final Dimension dimension = group.dimension();
        code.fn("pub fn wrap", List.of("mut self", "mut parent: P", "count: " + countType(dimension)), "Self");
        code.line("let offset = parent.get_limit();");
        code.line("parent.set_limit(offset + " + dimension.encodedLength() + ");");
        code.line("let buf = parent.get_buf_mut();");
        final int dimensionLength = dimension.encodedLength();
        if (dimension.blockLength() != null)
        {
            code.line("buf.put_in(offset, " + dimensionLength + ", " + dimension.blockLength().offset() +
                ", Self::block_length());");
        }
        code.line("buf.put_in(offset, " + dimensionLength + ", " + dimension.numInGroup().offset() + ", count);");
        code.line("self.parent = Some(parent);");
        code.line("self.count = count;");
        code.line("self.index = usize::MAX;");
        if (hasOffset(group))
        {
            code.line("self.offset = usize::MAX;");
        }
        code.line("self");
        code.close();
    }

    private static void encoderAdvance(final RustCode code, final Group group)
    {
        code.blank().line("/// Moves to the next entry: its index, or None after the last.");
        code.line("#[inline]");
        code.fn("pub fn advance", List.of("&mut self"), "SbeResult<Option<usize>>");
        code.line("let index = self.index.wrapping_add(1);");
        code.open("if index >= self.count as usize");
        code.line("return Ok(None);");
        code.close();
        code.line("let parent = self.parent.as_mut().ok_or(SbeErr::ParentNotSet)?;");
        code.line("let offset = parent.get_limit();");
        code.line("let length = " + group.block().blockLength() + ";");
        code.open("if !parent.get_buf_mut().holds(offset, length)");
        code.line("return Err(SbeErr::ShortBuffer { offset, length });");
        code.close();
        code.line("parent.set_limit(offset + length);");
        if (hasOffset(group))
        {
            code.line("self.offset = offset;");
        }
        code.line("self.index = index;");
        code.line("Ok(Some(index))");
        code.close();
    }

    void decoders(final RustCode code, final Block block, final String prefix)
    {
        for (final Group group : block.groups())
        {
            final String path = prefix + group.name();
            final String type = groupTypes.get(path) + "Decoder";
            final Dimension dimension = group.dimension();
            final Map<String, String> members = MessageModule.blockMembers(group.block());
            code.blank().doc(group.description());
            code.line("#[derive(Debug, Default)]");
            code.open("pub struct " + type + "<P>");
            code.line("parent: Option<P>,");
            code.line("block_length: " + blockLengthType(dimension) + ",");
            code.line("count: " + countType(dimension) + ",");
            code.line("index: usize,");
            if (hasOffset(group))
            {
                code.line("offset: usize,");
            }
            code.line("dimension_at: Option<usize>,");
            code.close();
            code.blank().implWhere("impl<P> ActingVersion for " + type + "<P>", "P: ActingVersion");
            code.line("#[inline]");
            code.fn("fn acting_version", List.of("&self"), "u16");
            code.line("self.parent.as_ref().map_or(0, |p| p.acting_version())");
            code.close().close();
            code.blank().implWhere("impl<'a, P> Reader<'a> for " + type + "<P>", "P: Reader<'a>");
            TypeModules.parentBuf(code);
            code.close();
            code.blank().implWhere("impl<'a, P> Decoder<'a> for " + type + "<P>", "P: Decoder<'a>");
            parentLimit(code);
            code.close();
            code.blank().implWhere("impl<'a, P> " + type + "<P>", "P: Decoder<'a> + ActingVersion + Default");
            decoderWrap(code, group);
            code.blank().line("/// Gives back the codec this one was made from.");
            code.line("#[inline]");
            code.fn("pub fn parent", List.of("&mut self"), "SbeResult<P>");
            code.line("self.parent.take().ok_or(SbeErr::ParentNotSet)");
            code.close();
            code.blank().line("/// The number of entries.");
            code.line("#[inline]");
            code.fn("pub fn count", List.of("&self"), countType(dimension));
            code.line("self.count");
            code.close();
            decoderAdvance(code, group);
            final FixedMembers.Place place = FixedMembers.Place.block(group.block().blockLength());
            new FixedMembers(names, members, true, place).decoders(code, group.block().fields());
            groupDecoderFunctions(code, group.block(), path + "/", members);
            new VarDataMembers(members).decoders(code, group.block().varData(), true);
            code.close();
            decoders(code, group.block(), path + "/");
        }
    }

    private static void decoderWrap(final RustCode code, final Group group)
    {
        final Dimension dimension = group.dimension();
        code.line("/// Reads the group's dimension at the parent's limit.");
        code.fn("pub fn wrap", List.of("mut self", "mut parent: P"), "Self");
        code.line("let offset = parent.get_limit();");
        code.line("let buf = parent.get_buf();");
        code.line("let short = buf.check_range(offset, " + dimension.encodedLength() + ").is_err();");
        code.line("self.block_length = " + (dimension.blockLength() == null ? String.valueOf(group.block().blockLength()) :
            "buf." + RustTypes.getter(dimension.blockLength().encoding().primitiveType()) + "(" +
            plus("offset", dimension.blockLength().offset()) + ")") + ";");
        code.line("self.count = buf." + RustTypes.getter(dimension.numInGroup().encoding().primitiveType()) + "(" +
            plus("offset", dimension.numInGroup().offset()) + ");");
        code.line("self.dimension_at = short.then_some(offset);");
        code.line("parent.set_limit(offset + " + dimension.encodedLength() + ");");
        code.line("self.parent = Some(parent);");
        code.line("self.index = usize::MAX;");
        if (hasOffset(group))
        {
            code.line("self.offset = 0;");
        }
        code.line("self");
        code.close();
    }

    private static void decoderAdvance(final RustCode code, final Group group)
    {
        final Dimension dimension = group.dimension();
        code.blank().line("/// Moves to the next entry: its index, None after the last, or where the buffer ends.");
        code.fn("pub fn advance", List.of("&mut self"), "SbeResult<Option<usize>>");
        code.open("if let Some(offset) = self.dimension_at");
        code.line("let length = " + dimension.encodedLength() + ";");
        code.line("return Err(SbeErr::ShortBuffer { offset, length });");
        code.close();
        code.line("let index = self.index.wrapping_add(1);");
        code.open("if index >= self.count as usize");
        code.line("return Ok(None);");
        code.close();
        code.line("let length = self.block_length as usize;");
        code.line("let parent = self.parent.as_mut().ok_or(SbeErr::ParentNotSet)?;");
        code.line("let offset = parent.get_limit();");
        // The entry checked as its reads find it, so that the optimiser drops their first check.
        code.open("if !parent.get_buf().holds(offset, length)");
        code.line("return Err(SbeErr::ShortBuffer { offset, length });");
        code.close();
        code.line("parent.set_limit(offset + length);");
        if (hasOffset(group))
        {
            code.line("self.offset = offset;");
        }
        code.line("self.index = index;");
        code.line("Ok(Some(index))");
        code.close();
    }

    private static void parentLimit(final RustCode code)
    {
        code.line("#[inline]");
        code.fn("fn get_limit", List.of("&self"), "usize");
        code.line("self.parent.as_ref().map_or(0, |parent| parent.get_limit())");
        code.close();
        code.blank().line("#[inline]");
        code.fn("fn set_limit", List.of("&mut self", "limit: usize"), null);
        code.open("if let Some(parent) = self.parent.as_mut()");
        code.line("parent.set_limit(limit);");
        code.close().close();
    }

    /** The block's offset is kept only where accessors read it. */
    private static boolean hasOffset(final Group group)
    {
        return group.block().fields().stream().anyMatch(field -> !field.isConstant());
    }
}
