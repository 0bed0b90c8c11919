package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import io.sbetool.compiler.generation.model.EnumDef;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.Schema;
import io.sbetool.compiler.generation.model.TypeDef;
import io.sbetool.compiler.generation.naming.JavaNameAllocator;
import io.sbetool.compiler.generation.naming.NameScope;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Allocates the top-level class names of a schema's codecs so that none clash: an enum becomes one class
 * ({@code Side}), a composite, set or message two ({@code CarEncoder}, {@code CarDecoder}). Names are
 * compared ignoring case (case-insensitive file systems) and must not hide the {@code java.lang} classes
 * generated code uses. Clashes are resolved by the Java rule ({@link JavaNameAllocator}): the later element's
 * base name gets {@code _} appended until free; the header composite is allocated first, then types in order of
 * first use, then messages.
 */
final class CodecNames
{
    static final Set<String> RESERVED = Set.of(
        "Object", "String", "StringBuilder", "Override", "Deprecated", "SuppressWarnings", "Math", "Integer",
        "Long", "Short", "Byte", "Float", "Double", "Character", "Boolean", "Iterable", "CharSequence",
        "Appendable", "System", "Enum", "Class", "IllegalStateException", "IllegalArgumentException",
        "UnsupportedOperationException", "IndexOutOfBoundsException", "Exception", "RuntimeException",
        "Number", "Void", "Iterator", BlockMemoryGenerator.DECODER_NAME,
        BlockMemoryGenerator.ENCODER_NAME,
        // --java-dispatcher's classes, taken whether or not it is given, so that no name changes with the option.
        DispatcherGenerator.HANDLER, DispatcherGenerator.DISPATCHER);

    /**
     * The classes a composite, set or message takes: its codecs and its DTO ({@code --java-dtos}, taken whether or
     * not the option is given, so that no name changes with it): an enum {@code CarDto} moves a later message
     * {@code Car} to {@code Car_} rather than giving two classes {@code CarDto}.
     */
    private static final List<String> PAIR = List.of(Side.ENCODER.suffix(), Side.DECODER.suffix(), DtoNames.SUFFIX);

    private final String packageName;
    private final NameScope scope = new JavaNameAllocator().newScope().reserve(RESERVED);
    private final Map<String, String> typeBases = new HashMap<>();
    private final Map<Integer, String> messageBases = new HashMap<>();
    private final String headerBase;
    private final MemberNames members;
    private final Schema schema;

    CodecNames(final Schema schema, final String packageName)
    {
        this.packageName = packageName;
        for (final TypeDef type : schema.types())
        {
            final String base = JavaNames.className(type.name());
            typeBases.put(type.name(), type instanceof EnumDef ? scope.allocate(base) : scope.allocate(base, PAIR));
        }
        for (final Message message : schema.messages())
        {
            messageBases.put(message.id(), scope.allocate(JavaNames.className(message.name()), PAIR));
        }
        headerBase = schema.header() == null ? null : typeBases.get(schema.header().composite().name());
        members = new MemberNames(schema);
        this.schema = schema;
    }

    /**
     * @return the Java name of a field, composite member, group, var data or set choice ({@link MemberNames}).
     */
    String member(final Object element)
    {
        return members.of(element);
    }

    /**
     * @return the constant of an enum's value by its schema name.
     */
    String constant(final EnumDef type, final String valueName)
    {
        return members.constant(type, valueName);
    }

    /**
     * @return the accessor of the message header's member of that schema name.
     */
    String headerMember(final String schemaName)
    {
        for (final var member : schema.header().composite().members())
        {
            if (member.name().equals(schemaName))
            {
                return members.of(member);
            }
        }
        throw new IllegalStateException("the message header has no member " + schemaName);
    }

    String packageName()
    {
        return packageName;
    }

    ClassName enumClass(final EnumDef type)
    {
        return ClassName.get(packageName, typeBase(type.name()));
    }

    /**
     * @return the encoder or decoder class of a composite or set.
     */
    ClassName codecClass(final TypeDef type, final Side side)
    {
        return ClassName.get(packageName, typeBase(type.name()) + side.suffix());
    }

    ClassName messageClass(final Message message, final Side side)
    {
        return ClassName.get(packageName, messageBases.get(message.id()) + side.suffix());
    }

    /**
     * @return the header composite's encoder or decoder class, or null when the schema has no header.
     */
    ClassName headerClass(final Side side)
    {
        return headerBase == null ? null : ClassName.get(packageName, headerBase + side.suffix());
    }

    private String typeBase(final String typeName)
    {
        final String base = typeBases.get(typeName);
        if (base == null)
        {
            throw new IllegalStateException("no class for type " + typeName);
        }
        return base;
    }
}
