package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.CompositeDef;
import io.sbetool.compiler.generation.model.Message;
import io.sbetool.compiler.generation.model.SetDef;
import io.sbetool.compiler.generation.model.TypeDef;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code --java-dtos}: beside the codecs, a plain value class (a DTO) per message, group, composite and set,
 * named and called as the reference implementation's DTOs are ({@code CarDto.decodeWith(decoder, dto)},
 * {@code CarDto.encodeWith(encoder, dto)}, {@code CarDto.bytesWithHeader(dto)}), with {@code equals},
 * {@code hashCode} and {@code toString}. Enums are the codecs' own. For code that keeps messages past the
 * next one (tests, tools, replay): a DTO allocates, the flyweights stay the hot path. See docs/dtos.md.
 */
public final class DtoGenerator
{
    private final JavaGenerator codecs;
    private final CodecNames names;
    private final JavaContext context;

    public DtoGenerator(final JavaGenerator codecs)
    {
        this.codecs = codecs;
        this.context = codecs.context();
        this.names = context.names();
    }

    /**
     * @return the DTOs' sources as UTF-8 by fully qualified class name: types in schema order, then messages.
     */
    Map<String, byte[]> generateUtf8()
    {
        final Map<String, byte[]> sources = new LinkedHashMap<>();
        generateSources().forEach((className, source) -> sources.put(className, source.getBytes(StandardCharsets.UTF_8)));
        return sources;
    }

    /**
     * @return the DTOs' sources by fully qualified class name.
     */
    public Map<String, String> generateSources()
    {
        final Map<String, String> sources = new LinkedHashMap<>();
        for (final TypeSpec type : classes())
        {
            sources.put(names.packageName() + "." + type.name(), codecs.print(codecs.javaFile(type)));
        }
        return sources;
    }

    private List<TypeSpec> classes()
    {
        final List<TypeSpec> classes = new ArrayList<>();
        for (final TypeDef type : context.schema().types())
        {
            if (type instanceof SetDef set)
            {
                classes.add(DtoTypeGenerator.set(names, set));
            }
            else if (type instanceof CompositeDef composite)
            {
                classes.add(DtoTypeGenerator.composite(names, composite));
            }
        }
        final ClassName header = names.headerClass(Side.ENCODER);
        for (final Message message : context.schema().messages())
        {
            classes.add(message(message, header));
        }
        return classes;
    }

    private TypeSpec message(final Message message, final ClassName header)
    {
        final ClassName decoder = names.messageClass(message, Side.DECODER);
        final ClassName encoder = names.messageClass(message, Side.ENCODER);
        final ClassName self = DtoNames.messageDto(names, message);
        final TypeSpec.Builder type = new DtoBlockGenerator(names, self,
            new CodecClass(context, Side.DECODER, decoder, CodecClass.Kind.MESSAGE, decoder),
            new CodecClass(context, Side.ENCODER, encoder, CodecClass.Kind.MESSAGE, encoder),
            message.block(), Set.of(decoder.simpleName()), Set.of(encoder.simpleName())).generate(false);
        type.addJavadoc("A value of the message {@code $L} (template id $L).\n", message.name(), message.id());
        DtoMessageMethods.add(type, self, decoder, encoder, header);
        return type.build();
    }
}
