package io.sbetool.compiler.generation.rust;

import io.sbetool.compiler.generation.model.CompositeDef;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.MemberType;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.compiler.generation.naming.RustNames;
import io.sbetool.ir.PrimitiveType;

import java.util.List;
import java.util.Map;

/**
 * The accessors of the members at fixed offsets of a message, group or composite: getters on decoders,
 * setters on encoders. In a message or group, a member newer than the acting version reads as its null
 * value (an optional one as {@code None}, a composite as {@code Either::Left}), as the Java and C++ targets
 * read it; composites are read at the version of the block that holds them.
 */
final class FixedMembers
{
    /**
     * Where an encoder writes its members: the block that holds them, {@code length} bytes at {@code offset}
     * (a message's or group entry's block, or the block of the codec that holds a composite), and the codec's
     * own start {@code at} in it. Every write names the whole block, which lets the optimiser check it once.
     *
     * @param at the codec's start in the block, or null for a block's own codec (at 0).
     */
    record Place(String offset, String length, String at)
    {
        /** A composite's encoder: where its holder put it. */
        static final Place COMPOSITE = new Place("self.offset", "self.length", "self.at");

        /** The codec of a block of {@code length} bytes. */
        static Place block(final int length)
        {
            return new Place("self.offset", String.valueOf(length), null);
        }

        String at(final int offset)
        {
            return at == null ? String.valueOf(offset) : offset == 0 ? at : at + " + " + offset;
        }

        /**
         * Binds {@code offset}, and {@code length} and {@code at} where they are not literals, for a member
         * {@code member} bytes into the codec: what names the block ({@code offset, length}) and the member's
         * place in it.
         */
        Binding bind(final RustCode code, final int member)
        {
            if (at == null)
            {
                code.line("let offset = " + offset + ";");
                return new Binding("offset, " + length, String.valueOf(member));
            }
            code.line("let (offset, length, at) = (" + offset + ", " + length + ", " + at(member) + ");");
            return new Binding("offset, length", "at");
        }
    }

    /** The arguments that name a block, and a member's place in it. */
    record Binding(String block, String at)
    {
        String args()
        {
            return block + ", " + at;
        }
    }

    private final RustNames names;
    private final Map<String, String> memberNames;
    private final boolean versioned;
    private final Place place;

    /**
     * @param versioned whether the codec is a message's or group's, whose members check the acting version.
     * @param place where the encoder's members are written (unused by decoders).
     */
    FixedMembers(final RustNames names, final Map<String, String> memberNames, final boolean versioned, final Place place)
    {
        this.names = names;
        this.memberNames = memberNames;
        this.versioned = versioned;
        this.place = place;
    }

    /**
     * {@code self.get_buf_mut().function(args);}, or through a {@code buf} where rustfmt would break the chain
     * (longer than its chain_width).
     */
    private static void write(final RustCode code, final String function, final String args)
    {
        final String chain = "self.get_buf_mut()." + function + "(" + args + ")";
        if (chain.length() <= RustCode.CHAIN_WIDTH)
        {
            code.line(chain + ";");
            return;
        }
        code.line("let buf = self.get_buf_mut();");
        code.call("buf." + function, List.of(args.split(", ")));
    }

    /** {@code a + b}, or {@code b} where {@code a} is 0 (which clippy would flag). */
    private static String sum(final String a, final String b)
    {
        return a.equals("0") ? b : a + " + " + b;
    }

    /**
     * Where a decoder reads a member: its place in the codec's block, through an {@code at} bound on a line of
     * its own in a composite (which keeps the read's chain within rustfmt's chain_width).
     */
    private String readAt(final RustCode code, final int offset)
    {
        if (place.at() == null || offset == 0)
        {
            return place.at(offset);
        }
        code.line("let at = " + place.at(offset) + ";");
        return "at";
    }

    /** A read of a {@code primitive} at {@code at} in the block at {@code self.offset}: zero past the buffer's end. */
    private static String read(final PrimitiveType primitive, final String at)
    {
        return "self.get_buf().get_in::<" + RustTypes.type(primitive) + ">(self.offset, " + at + ")";
    }

    private void guard(final RustCode code, final Member member, final String nullValue)
    {
        if (versioned && member.sinceVersion() > 0)
        {
            code.open("if self.acting_version() < " + member.sinceVersion());
            code.line("return " + nullValue + ";");
            code.close();
        }
    }

    void decoders(final RustCode code, final List<Member> members)
    {
        for (final Member member : members)
        {
            code.blank().doc(member.description());
            code.line("#[inline]");
            final String name = memberNames.get(member.name());
            if (member.type() instanceof MemberType.Encoded encoded)
            {
                encodedDecoder(code, member, encoded.encoding(), name);
            }
            else if (member.type() instanceof MemberType.EnumRef enumRef)
            {
                final String type = names.module(enumRef.definition().name()) + "::" + names.type(enumRef.definition().name());
                code.fn("pub fn " + name, List.of("&self"), type);
                if (member.isConstant())
                {
                    code.line(type + "::" + RustNames.variants(valueNames(enumRef)).get(member.valueRefName()));
                }
                else
                {
                    guard(code, member, type + "::NullVal");
                    code.line(read(enumRef.encoding().primitiveType(), readAt(code, member.offset())) + ".into()");
                }
                code.close();
            }
            else if (member.type() instanceof MemberType.SetRef setRef)
            {
                final String type = names.module(setRef.definition().name()) + "::" + names.type(setRef.definition().name());
                code.fn("pub fn " + name, List.of("&self"), type);
                guard(code, member, type + "::default()");
                code.let("raw", read(setRef.definition().encoding().primitiveType(), readAt(code, member.offset())));
                code.line(type + "::new(raw)");
                code.close();
            }
            else
            {
                compositeDecoder(code, member, ((MemberType.CompositeRef)member.type()).definition(), name);
            }
        }
    }

    private static List<String> valueNames(final MemberType.EnumRef enumRef)
    {
        return enumRef.definition().values().stream().map(value -> value.name()).toList();
    }

    private void compositeDecoder(final RustCode code, final Member member, final CompositeDef composite, final String name)
    {
        final String type = names.module(composite.name()) + "::" + names.type(composite.name()) + "Decoder<Self>";
        final boolean newer = versioned && member.sinceVersion() > 0;
        code.fn("pub fn " + RustNames.derived(name, "_decoder"), List.of("self"), newer ? "Either<Self, " + type + ">" : type);
        if (newer)
        {
            code.open("if self.acting_version() < " + member.sinceVersion());
            code.line("return Either::Left(self);");
            code.close();
        }
        code.line("let (offset, at) = (self.offset, " + place.at(member.offset()) + ");");
        code.let("decoder", names.module(composite.name()) + "::" + names.type(composite.name()) + "Decoder::default()");
        code.line(newer ? "Either::Right(decoder.wrap_in(self, offset, at))" : "decoder.wrap_in(self, offset, at)");
        code.close();
    }

    private void encodedDecoder(final RustCode code, final Member member, final PrimitiveEncoding encoding, final String name)
    {
        final PrimitiveType primitive = encoding.primitiveType();
        final String type = RustTypes.type(primitive);
        if (member.isConstant())
        {
            if (primitive == PrimitiveType.CHAR)
            {
                code.fn("pub fn " + name, List.of("&self"), "&'static [u8]");
                code.line(RustTypes.byteString(member.constValue().representation() ==
                    io.sbetool.ir.PrimitiveValue.Representation.BYTE_ARRAY ?
                    member.constValue().byteArrayValue() : new byte[] {(byte)member.constValue().longValue()}));
            }
            else
            {
                code.fn("pub fn " + name, List.of("&self"), type);
                code.line(RustTypes.literal(member.constValue(), primitive));
            }
            code.close();
            return;
        }
        final String nullValue = RustTypes.literal(encoding.nullValue(), primitive);
        if (encoding.isArray())
        {
            final String arrayType = "[" + type + "; " + encoding.length() + "]";
            code.fn("pub fn " + name, List.of("&self"), arrayType);
            guard(code, member, "[" + nullValue + "; " + encoding.length() + "]");
            if (encoding.elementSize() == 1 && primitive != PrimitiveType.INT8)
            {
                code.line("self.get_buf().get_bytes_in(self.offset, " + readAt(code, member.offset()) + ")");
            }
            else
            {
                code.line("let buf = self.get_buf();");
                code.line("let (offset, at) = (self.offset, " + place.at(member.offset()) + ");");
                code.line("core::array::from_fn(|i| buf.get_in::<" + type + ">(offset, at + " +
                    (encoding.elementSize() == 1 ? "i" : "i * " + encoding.elementSize()) + "))");
            }
            code.close();
            return;
        }
        if (member.isOptional())
        {
            code.fn("pub fn " + name, List.of("&self"), "Option<" + type + ">");
            guard(code, member, "None");
            code.let("value", read(primitive, readAt(code, member.offset())));
            code.open("if " + RustTypes.isNull("value", encoding));
            code.line("None");
            code.close(" else {");
            code.line("    Some(value)");
            code.line("}");
        }
        else
        {
            code.fn("pub fn " + name, List.of("&self"), type);
            guard(code, member, nullValue);
            code.line(read(primitive, readAt(code, member.offset())));
        }
        code.close();
    }

    void encoders(final RustCode code, final List<Member> members)
    {
        for (final Member member : members)
        {
            if (member.isConstant())
            {
                continue;
            }
            final String name = memberNames.get(member.name());
            if (member.type() instanceof MemberType.Encoded encoded && encoded.encoding().isArray())
            {
                arrayEncoders(code, member, encoded.encoding(), name);
                continue;
            }
            code.blank().doc(member.description());
            code.line("#[inline]");
            if (member.type() instanceof MemberType.CompositeRef compositeRef)
            {
                final String type = names.module(compositeRef.definition().name()) + "::" +
                    names.type(compositeRef.definition().name()) + "Encoder";
                code.fn("pub fn " + RustNames.derived(name, "_encoder"), List.of("self"), type + "<Self>");
                final Binding binding = place.bind(code, member.offset());
                code.let("encoder", type + "::default()");
                code.line("encoder.wrap_in(self, " + binding.args() + ")");
                code.close();
                continue;
            }
            final String type;
            final String raw;
            final PrimitiveType primitive;
            if (member.type() instanceof MemberType.EnumRef enumRef)
            {
                type = names.module(enumRef.definition().name()) + "::" + names.type(enumRef.definition().name());
                primitive = enumRef.encoding().primitiveType();
                raw = RustTypes.type(primitive) + "::from(value)";
            }
            else if (member.type() instanceof MemberType.SetRef setRef)
            {
                type = names.module(setRef.definition().name()) + "::" + names.type(setRef.definition().name());
                primitive = setRef.definition().encoding().primitiveType();
                raw = "value.0";
            }
            else
            {
                primitive = member.encoding().primitiveType();
                type = RustTypes.type(primitive);
                raw = "value";
            }
            code.fn("pub fn " + name, List.of("&mut self", "value: " + type), null);
            write(code, "put_in", place.bind(code, member.offset()).args() + ", " + raw);
            code.close();
        }
    }

    private void arrayEncoders(final RustCode code, final Member member, final PrimitiveEncoding encoding, final String name)
    {
        final PrimitiveType primitive = encoding.primitiveType();
        final String type = RustTypes.type(primitive);
        final int length = encoding.length();
        final String element = encoding.elementSize() == 1 ? "i" : "i * " + encoding.elementSize();
        code.blank().line("/// Sets element `index` of " + length + "; an index past the array writes nothing.");
        code.line("#[inline]");
        code.fn("pub fn " + RustNames.derived(name, "_at"), List.of("&mut self", "index: usize", "value: " + type), null);
        code.open("if index < " + length);
        final Binding one = place.bind(code, member.offset());
        code.line("let at = " + sum(one.at(), encoding.elementSize() == 1 ? "index" : "index * " + encoding.elementSize()) + ";");
        write(code, "put_in", one.block() + ", at, value");
        code.close();
        code.close();

        code.blank().doc(member.description());
        code.line("/// Sets all " + length + " elements: those `value` lacks are zero, those past them ignored.");
        code.line("#[inline]");
        code.fn("pub fn " + name, List.of("&mut self", "value: &[" + type + "]"), null);
        code.line("self." + RustNames.derived(name, "_zero_padded") + "(value);");
        code.close();

        code.blank().line("/// Sets the elements from an iterator, at most " + length + "; the others keep their bytes.");
        code.line("#[inline]");
        code.fn("pub fn " + RustNames.derived(name, "_from_iter"),
            List.of("&mut self", "iter: impl Iterator<Item = " + type + ">"), null);
        final Binding array = place.bind(code, member.offset());
        code.line("let buf = self.get_buf_mut();");
        code.open("for (i, v) in iter.take(" + length + ").enumerate()");
        code.line("buf.put_in(" + array.block() + ", " + sum(array.at(), element) + ", v);");
        code.close();
        code.close();

        code.blank().line("/// Sets all " + length + " elements, zero past the end of `value`.");
        code.line("#[inline]");
        code.fn("pub fn " + RustNames.derived(name, "_zero_padded"), List.of("&mut self", "value: &[" + type + "]"), null);
        // One bounds check for the whole array (the support code writes it in the schema's byte order).
        write(code, "put_array_in::<" + type + ", " + length + ">", place.bind(code, member.offset()).args() + ", value");
        code.close();
    }
}
