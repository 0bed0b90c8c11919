package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import io.sbetool.ir.Ir;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Allocates the top-level class names of a schema's codecs so that none clash: an enum becomes one class
 * ({@code Side}), a composite, set or message two ({@code CarEncoder}, {@code CarDecoder}). Names are
 * compared ignoring case (case-insensitive file systems) and must not hide the {@code java.lang} classes
 * generated code uses. On a clash the later element's base name gets {@code _} appended until free; the
 * header composite is allocated first, then types in order of first use, then messages.
 */
final class CodecNames
{
    private static final Set<String> RESERVED = Set.of(
        "Object", "String", "StringBuilder", "Override", "Deprecated", "SuppressWarnings", "Math", "Integer",
        "Long", "Short", "Byte", "Float", "Double", "Character", "Boolean", "Iterable", "CharSequence",
        "Appendable", "System", "Enum", "Class", "IllegalStateException", "IllegalArgumentException",
        "UnsupportedOperationException", "IndexOutOfBoundsException", "Exception", "RuntimeException",
        "Number", "Void", "Iterator");

    private final String packageName;
    private final Set<String> taken = new HashSet<>();
    private final Map<String, String> typeBases = new HashMap<>();
    private final Map<Integer, String> messageBases = new HashMap<>();
    private final String headerBase;

    CodecNames(final Ir ir, final String packageName)
    {
        this.packageName = packageName;
        for (final String reserved : RESERVED)
        {
            taken.add(reserved.toLowerCase(Locale.ROOT));
        }
        for (final List<Token> type : ir.types())
        {
            final Token begin = type.get(0);
            final boolean pair = begin.signal() != Signal.BEGIN_ENUM;
            typeBases.put(CodecModel.typeName(begin), allocate(JavaNames.className(CodecModel.typeName(begin)), pair));
        }
        for (final List<Token> message : ir.messages())
        {
            final Token begin = message.get(0);
            messageBases.put(begin.id(), allocate(JavaNames.className(begin.name()), true));
        }
        final List<Token> header = ir.headerTokens();
        headerBase = header.isEmpty() ? null : typeBases.get(CodecModel.typeName(header.get(0)));
    }

    private String allocate(final String base, final boolean pair)
    {
        String candidate = base;
        while (!free(candidate, pair))
        {
            candidate = candidate + "_";
        }
        if (pair)
        {
            taken.add((candidate + "Encoder").toLowerCase(Locale.ROOT));
            taken.add((candidate + "Decoder").toLowerCase(Locale.ROOT));
        }
        else
        {
            taken.add(candidate.toLowerCase(Locale.ROOT));
        }
        return candidate;
    }

    private boolean free(final String base, final boolean pair)
    {
        if (pair)
        {
            return !taken.contains((base + "Encoder").toLowerCase(Locale.ROOT)) &&
                !taken.contains((base + "Decoder").toLowerCase(Locale.ROOT));
        }
        return !taken.contains(base.toLowerCase(Locale.ROOT));
    }

    String packageName()
    {
        return packageName;
    }

    /**
     * @param typeToken BEGIN_ENUM of an enum.
     */
    ClassName enumClass(final Token typeToken)
    {
        return ClassName.get(packageName, typeBase(typeToken));
    }

    /**
     * @param typeToken BEGIN_COMPOSITE or BEGIN_SET.
     */
    ClassName encoderClass(final Token typeToken)
    {
        return ClassName.get(packageName, typeBase(typeToken) + "Encoder");
    }

    ClassName decoderClass(final Token typeToken)
    {
        return ClassName.get(packageName, typeBase(typeToken) + "Decoder");
    }

    ClassName codecClass(final Token typeToken, final boolean encoder)
    {
        return encoder ? encoderClass(typeToken) : decoderClass(typeToken);
    }

    ClassName messageClass(final Token beginMessage, final boolean encoder)
    {
        return ClassName.get(packageName, messageBases.get(beginMessage.id()) + (encoder ? "Encoder" : "Decoder"));
    }

    /**
     * @return the header composite's encoder or decoder class, or null when the schema has no header.
     */
    ClassName headerClass(final boolean encoder)
    {
        return headerBase == null ? null : ClassName.get(packageName, headerBase + (encoder ? "Encoder" : "Decoder"));
    }

    private String typeBase(final Token typeToken)
    {
        final String base = typeBases.get(CodecModel.typeName(typeToken));
        if (base == null)
        {
            throw new IllegalStateException("no class for type " + CodecModel.typeName(typeToken));
        }
        return base;
    }
}
