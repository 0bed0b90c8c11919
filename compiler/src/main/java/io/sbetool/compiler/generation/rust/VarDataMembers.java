package io.sbetool.compiler.generation.rust;

import io.sbetool.compiler.generation.model.VarData;

import io.sbetool.compiler.generation.naming.RustNames;

import java.util.List;
import java.util.Map;

/**
 * The var data functions of a message or group codec. An encoder appends the length prefix and the bytes at
 * its limit; a decoder gives the coordinates (offset, length) of the bytes at its limit, then the bytes as a
 * slice of the buffer, so that nothing is copied or allocated.
 */
final class VarDataMembers
{
    private final Map<String, String> memberNames;

    VarDataMembers(final Map<String, String> memberNames)
    {
        this.memberNames = memberNames;
    }

    void encoders(final RustCode code, final List<VarData> varData)
    {
        for (final VarData data : varData)
        {
            final String name = memberNames.get(data.name());
            final String lengthType = RustTypes.type(data.length().encoding());
            final int header = data.headerLength();
            code.blank().doc(data.description());
            code.line("/// Appends the bytes; a buffer too short or bytes too many are refused (see `try_" + name + "`),");
            code.line("/// and the message encoder's `try_encoded_length` reports it.");
            code.line("#[inline]");
            code.fn("pub fn " + name, List.of("&mut self", "value: &[u8]"), null);
            code.open("if self.try_" + name + "(value).is_err()");
            code.line("self.get_buf_mut().refuse();");
            code.close().close();

            code.blank().line("/// Appends the bytes, or refuses them: more than " + data.maxLength() +
                " bytes, or past the buffer's end.");
            code.line("#[inline]");
            code.fn("pub fn try_" + name, List.of("&mut self", "value: &[u8]"), "SbeResult<()>");
            code.open("if value.len() > " + data.maxLength());
            code.line("let (length, max) = (value.len(), " + data.maxLength() + ");");
            code.line("return Err(SbeErr::TooLong { length, max });");
            code.close();
            code.line("let limit = self.get_limit();");
            code.line("let length = " + header + " + value.len();");
            code.line("let prefix = " + RustTypes.cast("value.len()", "usize", lengthType) + ";");
            // The prefix and the bytes in one check of the buffer.
            code.line("let buf = self.get_buf_mut();");
            code.open("if !buf.put_var_data(limit, " + header + ", " + data.length().offset() + ", prefix, value)");
            code.line("let offset = limit;");
            code.line("return Err(SbeErr::ShortBuffer { offset, length });");
            code.close();
            code.line("self.set_limit(limit + length);");
            code.line("Ok(())");
            code.close();
        }
    }

    void decoders(final RustCode code, final List<VarData> varData, final boolean versioned)
    {
        for (final VarData data : varData)
        {
            final String name = memberNames.get(data.name());
            final int header = data.headerLength();
            code.blank().doc(data.description());
            code.line("/// The coordinates (offset, length) of the bytes; past the buffer's end, none at its end.");
            code.line("#[inline]");
            code.fn("pub fn " + RustNames.derived(name, "_decoder"), List.of("&mut self"), "(usize, usize)");
            code.open("match self.try_" + RustNames.derived(name, "_decoder") + "()");
            code.line("Ok(coordinates) => coordinates,");
            code.open("Err(_) =>");
            code.line("let end = self.get_buf().len();");
            code.line("self.set_limit(end);");
            code.line("(end, 0)");
            code.close().close().close();

            code.blank().line("/// The coordinates (offset, length) of the bytes, or where the buffer ends before them.");
            code.line("#[inline]");
            code.fn("pub fn try_" + RustNames.derived(name, "_decoder"), List.of("&mut self"), "SbeResult<(usize, usize)>");
            if (versioned && data.sinceVersion() > 0)
            {
                code.open("if self.acting_version() < " + data.sinceVersion());
                code.line("return Ok((self.get_limit(), 0));");
                code.close();
            }
            code.line("let offset = self.get_limit();");
            code.line("let buf = self.get_buf();");
            code.line("buf.check_range(offset, " + header + ")?;");
            final String at = data.length().offset() == 0 ? "offset" : "offset + " + data.length().offset();
            code.line("let length = buf." + RustTypes.getter(data.length().encoding().primitiveType()) + "(" + at + ");");
            code.line("let end = buf.check_range(offset + " + header + ", length as usize)?;");
            code.line("self.set_limit(end);");
            code.line("Ok((offset + " + header + ", length as usize))");
            code.close();

            code.blank().line("/// The bytes at the coordinates `" + RustNames.derived(name, "_decoder") + "` gave.");
            code.line("#[inline]");
            code.fn("pub fn " + RustNames.derived(name, "_slice"), List.of("&self", "coordinates: (usize, usize)"), "&'a [u8]");
            code.line("self.get_buf().get_slice_at(coordinates.0, coordinates.1)");
            code.close();
        }
    }
}
