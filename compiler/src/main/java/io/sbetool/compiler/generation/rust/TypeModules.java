package io.sbetool.compiler.generation.rust;

import io.sbetool.compiler.generation.model.Choice;
import io.sbetool.compiler.generation.model.CompositeDef;
import io.sbetool.compiler.generation.model.EnumDef;
import io.sbetool.compiler.generation.model.EnumValue;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.SetDef;
import io.sbetool.compiler.generation.naming.RustNames;
import io.sbetool.ir.PrimitiveType;

import java.util.List;
import java.util.Map;

/**
 * The modules of named types: an enum with conversions from and to its raw value, a set as a newtype of its
 * bits, and a composite's encoder and decoder, which write and read through the codec that holds them.
 */
final class TypeModules
{
    private TypeModules()
    {
    }

    static String enumModule(final EnumDef enumDef, final RustNames names)
    {
        final RustCode code = new RustCode();
        final String type = names.type(enumDef.name());
        final PrimitiveType primitive = enumDef.encoding().primitiveType();
        final String raw = RustTypes.type(primitive);
        final Map<String, String> variants = RustNames.variants(enumDef.values().stream().map(EnumValue::name).toList());
        final String nullValue = RustTypes.plainLiteral(enumDef.encoding().nullValue(), primitive);
        // A valid value equal to the null value would give two variants one discriminant: such an enum has none.
        final boolean discriminants = enumDef.values().stream()
            .noneMatch(value -> RustTypes.plainLiteral(value.value(), primitive).equals(nullValue));
        code.doc(enumDef.description());
        code.line("#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]");
        if (discriminants)
        {
            code.line("#[repr(" + raw + ")]");
        }
        code.open("pub enum " + type);
        for (final EnumValue value : enumDef.values())
        {
            code.doc(value.description());
            code.line(variants.get(value.name()) +
                (discriminants ? " = " + RustTypes.plainLiteral(value.value(), primitive) : "") + ",");
        }
        code.line("/// The null value, and any value the schema does not name.");
        code.line("#[default]");
        code.line("NullVal" + (discriminants ? " = " + nullValue : "") + ",");
        code.close();

        conversions(code, enumDef, type, raw, variants, nullValue);
        textForms(code, enumDef, type, variants);
        return code.text();
    }

    /** {@code From} the raw value (any value the schema does not name is {@code NullVal}) and back. */
    private static void conversions(final RustCode code, final EnumDef enumDef, final String type, final String raw,
        final Map<String, String> variants, final String nullValue)
    {
        final PrimitiveType primitive = enumDef.encoding().primitiveType();
        code.blank().open("impl From<" + raw + "> for " + type);
        code.line("#[inline]");
        code.fn("fn from", List.of("v: " + raw), "Self");
        code.open("match v");
        for (final EnumValue value : enumDef.values())
        {
            code.arm(RustTypes.plainLiteral(value.value(), primitive), "Self::" + variants.get(value.name()));
        }
        code.line("_ => Self::NullVal,");
        code.close().close().close();

        code.blank().open("impl From<" + type + "> for " + raw);
        code.line("#[inline]");
        code.fn("fn from", List.of("v: " + type), "Self");
        code.open("match v");
        for (final EnumValue value : enumDef.values())
        {
            code.arm(type + "::" + variants.get(value.name()), RustTypes.plainLiteral(value.value(), primitive));
        }
        code.arm(type + "::NullVal", nullValue);
        code.close().close().close();
    }

    /** {@code FromStr} and {@code Display} by the schema's names. */
    private static void textForms(final RustCode code, final EnumDef enumDef, final String type,
        final Map<String, String> variants)
    {
        code.blank().open("impl core::str::FromStr for " + type);
        code.line("type Err = ();");
        code.blank().line("/// The value of a schema name; `NullVal` for any other text.");
        code.line("#[inline]");
        code.fn("fn from_str", List.of("v: &str"), "core::result::Result<Self, Self::Err>");
        code.open("match v");
        for (final EnumValue value : enumDef.values())
        {
            code.arm(RustTypes.string(value.name()), "Ok(Self::" + variants.get(value.name()) + ")");
        }
        code.line("_ => Ok(Self::NullVal),");
        code.close().close().close();

        code.blank().open("impl core::fmt::Display for " + type);
        code.line("/// The schema's name of the value.");
        code.line("#[inline]");
        code.fn("fn fmt", List.of("&self", "f: &mut core::fmt::Formatter<'_>"), "core::fmt::Result");
        code.open("match self");
        for (final EnumValue value : enumDef.values())
        {
            code.arm("Self::" + variants.get(value.name()), "f.write_str(" + RustTypes.string(value.name()) + ")");
        }
        code.line("Self::NullVal => f.write_str(\"NullVal\"),");
        code.close().close().close();
    }

    static String setModule(final SetDef set, final RustNames names)
    {
        final RustCode code = new RustCode();
        final String type = names.type(set.name());
        final String raw = RustTypes.type(set.encoding().primitiveType());
        final Map<String, String> choices = RustNames.choices(set.choices().stream().map(Choice::name).toList());
        code.doc(set.description());
        code.line("#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]");
        code.line("pub struct " + type + "(pub " + raw + ");");
        code.blank().open("impl " + type);
        code.line("#[inline]");
        code.fn("pub fn new", List.of("value: " + raw), "Self");
        code.line("Self(value)");
        code.close();
        code.blank().line("/// Clears every choice.");
        code.line("#[inline]");
        code.fn("pub fn clear", List.of("&mut self"), "&mut Self");
        code.line("self.0 = 0;");
        code.line("self");
        code.close();
        for (final Choice choice : set.choices())
        {
            final String name = choices.get(choice.name());
            final String mask = "0x" + Long.toHexString(1L << choice.bitPosition());
            code.blank().doc(choice.description());
            code.line("#[inline]");
            code.fn("pub fn get_" + name, List.of("&self"), "bool");
            code.line("(self.0 & " + mask + ") != 0");
            code.close();
            code.blank().line("#[inline]");
            code.fn("pub fn set_" + name, List.of("&mut self", "value: bool"), "&mut Self");
            code.open("if value");
            code.line("self.0 |= " + mask + ";");
            code.close(" else {");
            code.line("    self.0 &= !" + mask + ";");
            code.line("}");
            code.line("self");
            code.close();
        }
        code.close();

        code.blank().open("impl core::fmt::Debug for " + type);
        code.fn("fn fmt", List.of("&self", "f: &mut core::fmt::Formatter<'_>"), "core::fmt::Result");
        code.line("let mut out = f.debug_struct(" + RustTypes.string(type) + ");");
        for (final Choice choice : set.choices())
        {
            final String name = choices.get(choice.name());
            code.call("out.field", List.of(RustTypes.string(name), "&self.get_" + name + "()"));
        }
        code.line("out.finish()");
        code.close().close();
        return code.text();
    }

    static String compositeModule(final CompositeDef composite, final RustNames names)
    {
        final RustCode code = new RustCode();
        final String type = names.type(composite.name());
        final Map<String, String> members = RustNames.compositeMembers(composite.members().stream().map(Member::name).toList());
        final FixedMembers accessors = new FixedMembers(names, members, false, FixedMembers.Place.COMPOSITE);
        code.line("use crate::*;");
        code.blank().line("pub use decoder::" + type + "Decoder;");
        code.line("pub use encoder::" + type + "Encoder;");
        code.blank().line("/// The bytes of the composite.");
        code.line("pub const ENCODED_LENGTH: usize = " + composite.encodedLength() + ";");

        code.blank().open("pub mod encoder");
        code.line("use super::*;");
        code.blank().doc(composite.description());
        code.line("#[derive(Debug, Default)]");
        code.open("pub struct " + type + "Encoder<P>");
        code.line("parent: Option<P>,");
        for (final String field : List.of("offset", "length", "at"))
        {
            if (composite.members().stream().allMatch(Member::isConstant))
            {
                code.line("#[allow(dead_code)] // read by no accessor: every member is a constant");
            }
            code.line(field + ": usize,");
        }
        code.close();
        code.blank().implWhere("impl<'a, P> Writer<'a> for " + type + "Encoder<P>", "P: Writer<'a>");
        code.line("#[inline]");
        code.fn("fn get_buf_mut", List.of("&mut self"), "&mut WriteBuf<'a>");
        code.line("let parent = self.parent.as_mut().expect(\"parent taken\");");
        code.line("parent.get_buf_mut()");
        code.close().close();
        code.blank().implWhere("impl<'a, P> " + type + "Encoder<P>", "P: Writer<'a> + Default");
        code.line("/// Encodes the composite at `offset`, a block of its own.");
        code.line("#[inline]");
        code.fn("pub fn wrap", List.of("self", "parent: P", "offset: usize"), "Self");
        code.line("self.wrap_in(parent, offset, ENCODED_LENGTH, 0)");
        code.close();
        code.blank().line("/// Encodes the composite `at` bytes into the block of `length` bytes at `offset` that holds it.");
        code.line("#[inline]");
        code.fn("pub fn wrap_in", List.of("mut self", "parent: P", "offset: usize", "length: usize", "at: usize"), "Self");
        code.line("self.parent = Some(parent);");
        code.line("self.offset = offset;");
        code.line("self.length = length;");
        code.line("self.at = at;");
        code.line("self");
        code.close();
        parentFunction(code);
        accessors.encoders(code, composite.members());
        code.close().close();

        code.blank().open("pub mod decoder");
        code.line("use super::*;");
        code.blank().doc(composite.description());
        code.line("#[derive(Debug, Default)]");
        code.open("pub struct " + type + "Decoder<P>");
        code.line("parent: Option<P>,");
        if (composite.members().stream().allMatch(Member::isConstant))
        {
            code.line("#[allow(dead_code)] // read by no accessor: every member is a constant");
        }
        code.line("offset: usize,");
        if (composite.members().stream().allMatch(Member::isConstant))
        {
            code.line("#[allow(dead_code)] // read by no accessor: every member is a constant");
        }
        code.line("at: usize,");
        code.close();
        code.blank().implWhere("impl<P> ActingVersion for " + type + "Decoder<P>", "P: ActingVersion");
        code.line("#[inline]");
        code.fn("fn acting_version", List.of("&self"), "u16");
        code.line("self.parent.as_ref().map_or(0, |p| p.acting_version())");
        code.close().close();
        code.blank().implWhere("impl<'a, P> Reader<'a> for " + type + "Decoder<P>", "P: Reader<'a>");
        parentBuf(code);
        code.close();
        code.blank().implWhere("impl<'a, P> " + type + "Decoder<P>", "P: Reader<'a> + Default");
        code.line("/// Decodes the composite at `offset`.");
        code.line("#[inline]");
        code.fn("pub fn wrap", List.of("self", "parent: P", "offset: usize"), "Self");
        code.line("self.wrap_in(parent, offset, 0)");
        code.close();
        code.blank().line("/// Decodes the composite `at` bytes into the block at `offset` that holds it.");
        code.line("#[inline]");
        code.fn("pub fn wrap_in", List.of("mut self", "parent: P", "offset: usize", "at: usize"), "Self");
        code.line("self.parent = Some(parent);");
        code.line("self.offset = offset;");
        code.line("self.at = at;");
        code.line("self");
        code.close();
        parentFunction(code);
        accessors.decoders(code, composite.members());
        code.close().close();
        return code.text();
    }

    /** The {@code get_buf} of a decoder that reads through its parent, or reads nothing without one. */
    static void parentBuf(final RustCode code)
    {
        code.line("#[inline]");
        code.fn("fn get_buf", List.of("&self"), "&ReadBuf<'a>");
        code.open("match &self.parent");
        code.line("Some(parent) => parent.get_buf(),");
        code.line("None => &ReadBuf::EMPTY,");
        code.close().close();
    }

    private static void parentFunction(final RustCode code)
    {
        code.blank().line("/// Gives back the codec this one was made from.");
        code.line("#[inline]");
        code.fn("pub fn parent", List.of("&mut self"), "SbeResult<P>");
        code.line("self.parent.take().ok_or(SbeErr::ParentNotSet)");
        code.close();
    }
}
