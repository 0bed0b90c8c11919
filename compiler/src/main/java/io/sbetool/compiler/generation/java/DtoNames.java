package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.TypeDef;

import io.sbetool.compiler.generation.naming.JavaNameAllocator;
import io.sbetool.compiler.generation.naming.NameScope;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The names of the DTO classes ({@code --java-dtos}), as the reference's users know them: the codec's base
 * name with {@code Dto} ({@code CarDto}, {@code EngineDto}, {@code OptionalExtrasDto}), a group's class nested
 * in its parent's ({@code CarDto.FuelFiguresDto}). Derived from the codecs' allocated names, so a DTO always
 * sits beside its codecs.
 */
final class DtoNames
{
    static final String SUFFIX = "Dto";

    /**
     * The methods a DTO class declares for itself beyond those the codecs keep from members ({@code toString},
     * {@code equals}, {@code hashCode}, {@code clear}: {@link MemberAccessors#RESERVED}), by the reference's names.
     */
    static final List<String> OWN_METHODS = List.of("computeEncodedLength", "bytes", "bytesWithHeader", "decodeFrom",
        "decodeWith", "decodeManyWith", "encodeWith", "encodeManyWith", "encodeWithHeaderWith");

    /**
     * The DTO methods a message's or group's getter would clash with: {@code computeEncodedLength()} takes no
     * argument, as a getter does. The others overload their names apart from a getter and setter.
     */
    private static final List<String> BLOCK_GETTERS = List.of("computeEncodedLength");

    private DtoNames()
    {
    }

    /**
     * @param codecNames the codecs' accessor names of a message's or group's fields, groups and var data.
     * @return the DTO's property name of each by its codec name: the codec's, but for a name the DTO keeps for its
     * own methods ({@code computeEncodedLength}), which gets the Java rule's first free alternative
     * ({@code computeEncodedLength_}); the codec's accessor keeps its name.
     */
    static Map<String, String> blockProperties(final Collection<String> codecNames)
    {
        final NameScope scope = new JavaNameAllocator().newMemberScope().reserve(BLOCK_GETTERS);
        codecNames.stream().filter(name -> !BLOCK_GETTERS.contains(name)).forEach(name -> scope.reserve(List.of(name)));
        final Map<String, String> properties = new HashMap<>();
        for (final String name : codecNames)
        {
            properties.put(name, BLOCK_GETTERS.contains(name) ? scope.allocate(name) : name);
        }
        return properties;
    }

    static ClassName typeDto(final CodecNames names, final TypeDef type)
    {
        return dtoOf(names.codecClass(type, Side.DECODER));
    }

    static ClassName messageDto(final CodecNames names, final Message message)
    {
        return dtoOf(names.messageClass(message, Side.DECODER));
    }

    /**
     * @return the DTO of a group whose decoder is {@code groupDecoder}, nested in {@code parentDto}.
     */
    static ClassName groupDto(final ClassName parentDto, final ClassName groupDecoder)
    {
        return parentDto.nestedClass(base(groupDecoder) + SUFFIX);
    }

    private static ClassName dtoOf(final ClassName decoder)
    {
        return ClassName.get(decoder.packageName(), base(decoder) + SUFFIX);
    }

    private static String base(final ClassName decoder)
    {
        final String name = decoder.simpleName();
        return name.substring(0, name.length() - Side.DECODER.suffix().length());
    }
}
