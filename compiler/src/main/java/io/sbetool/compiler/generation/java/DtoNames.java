package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.TypeDef;

/**
 * The names of the DTO classes ({@code --java-dtos}), as the reference's users know them: the codec's base
 * name with {@code Dto} ({@code CarDto}, {@code EngineDto}, {@code OptionalExtrasDto}), a group's class nested
 * in its parent's ({@code CarDto.FuelFiguresDto}). Derived from the codecs' allocated names, so a DTO always
 * sits beside its codecs.
 */
final class DtoNames
{
    static final String SUFFIX = "Dto";

    private DtoNames()
    {
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
