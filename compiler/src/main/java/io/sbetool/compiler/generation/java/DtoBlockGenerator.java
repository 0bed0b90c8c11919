package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.Block;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.VarData;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * The DTO of a message's or a group entry's block: its fields, a {@code List} of entry DTOs per group
 * (nested classes), a {@code String} per text var data and a {@code byte[]} per binary one, with the
 * static {@code decodeWith}/{@code encodeWith} pair over the block's codecs and {@code computeEncodedLength()}.
 * A message's DTO adds what {@link DtoMessageMethods} makes.
 */
final class DtoBlockGenerator
{
    private final CodecNames names;
    private final ClassName self;
    private final CodecClass decoder;
    private final CodecClass encoder;
    private final Block block;
    private final Set<String> decoderEnclosing;
    private final Set<String> encoderEnclosing;

    /**
     * @param decoder          the block's decoder class; {@code encoder} its encoder.
     * @param decoderEnclosing the simple names of the decoder classes enclosing the block's groups' decoders, by
     *                         which {@link BlockBody} allocates them; {@code encoderEnclosing} the encoders'.
     */
    DtoBlockGenerator(final CodecNames names, final ClassName self, final CodecClass decoder, final CodecClass encoder,
        final Block block, final Set<String> decoderEnclosing, final Set<String> encoderEnclosing)
    {
        this.names = names;
        this.self = self;
        this.decoder = decoder;
        this.encoder = encoder;
        this.block = block;
        this.decoderEnclosing = decoderEnclosing;
        this.encoderEnclosing = encoderEnclosing;
    }

    TypeSpec.Builder generate(final boolean nested)
    {
        final TypeSpec.Builder type = TypeSpec.classBuilder(self).addModifiers(Modifier.PUBLIC, Modifier.FINAL);
        if (nested)
        {
            type.addModifiers(Modifier.STATIC);
        }
        else
        {
            // a DTO copies every member, deprecated ones (and messages) included, as the codecs still have them
            type.addAnnotation(DtoTypeGenerator.SUPPRESS_DEPRECATION);
        }
        final DtoBeans beans = new DtoBeans(self);
        final CodeBlock.Builder decode = CodeBlock.builder();
        final CodeBlock.Builder encode = CodeBlock.builder();
        final CodeBlock.Builder length = CodeBlock.builder()
            .addStatement("int encodedLength = $T.BLOCK_LENGTH", decoder.self());
        final List<String> codecNames = new ArrayList<>();
        block.fields().forEach(field -> codecNames.add(names.member(field)));
        block.groups().forEach(group -> codecNames.add(names.member(group)));
        block.varData().forEach(data -> codecNames.add(names.member(data)));
        final Map<String, String> properties = DtoNames.blockProperties(codecNames);
        for (final Member field : block.fields())
        {
            final DtoProperty property = DtoProperty.named(names, field, properties.get(names.member(field)));
            if (field.isConstant())
            {
                final MethodSpec constant = property.constantAccessor();
                if (constant != null)
                {
                    type.addMethod(constant);
                }
                continue;
            }
            beans.add(type, new DtoBeans.Property(property.name(), property.type(),
                property.isDtoValued() ? CodeBlock.of("new $T()", property.type()) : null, property.check()), false);
            decode.add(property.decode(decoder.self()));
            encode.add(property.encode(encoder.self()));
        }
        addGroups(type, beans, decode, encode, length, properties);
        for (final VarData data : block.varData())
        {
            final DtoVarData varData = new DtoVarData(properties.get(names.member(data)), names.member(data), data);
            beans.add(type, new DtoBeans.Property(varData.name(), varData.type(), varData.initial()), false);
            decode.add(varData.decode(decoder.self()));
            encode.add(varData.encode());
            length.add(varData.length(decoder.self()));
        }
        type.addMethod(MethodSpec.methodBuilder("decodeWith").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .addJavadoc("Reads every member of the block {@code decoder} is wrapped at into {@code dto}, then its groups' entries and var data.\n")
            .addParameter(decoder.self(), "decoder", Modifier.FINAL).addParameter(self, "dto", Modifier.FINAL)
            .addCode(decode.build()).build());
        type.addMethod(MethodSpec.methodBuilder("encodeWith").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .addJavadoc("Writes every member of {@code dto} with {@code encoder}, in schema order; a null member as its null value.\n")
            .addParameter(encoder.self(), "encoder", Modifier.FINAL).addParameter(self, "dto", Modifier.FINAL)
            .addCode(encode.build()).build());
        type.addMethod(MethodSpec.methodBuilder("computeEncodedLength").addModifiers(Modifier.PUBLIC)
            .addJavadoc("@return the bytes this DTO takes encoded, without a message header.\n")
            .returns(TypeName.INT).addCode(length.build()).addStatement("return encodedLength").build());
        if (nested)
        {
            type.addMethod(decodeMany()).addMethod(encodeMany());
        }
        beans.addValueMethods(type);
        return type;
    }

    private void addGroups(final TypeSpec.Builder type, final DtoBeans beans, final CodeBlock.Builder decode,
        final CodeBlock.Builder encode, final CodeBlock.Builder length, final Map<String, String> properties)
    {
        final List<Map.Entry<Group, ClassName>> decoders = BlockBody.groupClasses(block, decoder, decoderEnclosing);
        final List<Map.Entry<Group, ClassName>> encoders = BlockBody.groupClasses(block, encoder, encoderEnclosing);
        for (int i = 0; i < decoders.size(); i++)
        {
            final Group group = decoders.get(i).getKey();
            final ClassName groupDecoder = decoders.get(i).getValue();
            final ClassName groupEncoder = encoders.get(i).getValue();
            final ClassName entry = DtoNames.groupDto(self, groupDecoder);
            final DtoBlockGenerator nested = new DtoBlockGenerator(names, entry, decoder.nested(groupDecoder),
                encoder.nested(groupEncoder), group.block(), with(decoderEnclosing, groupDecoder),
                with(encoderEnclosing, groupEncoder));
            type.addType(nested.generate(true).build());
            final String codecName = names.member(group);
            final String name = properties.get(codecName);
            final ParameterizedTypeName list = ParameterizedTypeName.get(ClassName.get(List.class), entry);
            beans.add(type, new DtoBeans.Property(name, list, CodeBlock.of("new $T<>()", ArrayList.class)), false);
            final CodeBlock read = CodeBlock.of("dto.$N($T.decodeManyWith(decoder.$N()));\n", name, entry, codecName);
            if (group.sinceVersion() > 0)
            {
                decode.beginControlFlow("if (decoder.actingVersion() >= $T.$NSinceVersion())", decoder.self(), codecName)
                    .add(read).nextControlFlow("else").addStatement("dto.$N(null)", name).endControlFlow();
            }
            else
            {
                decode.add(read);
            }
            final String entries = name + "Entries";
            encode.addStatement("final $T $N = dto.$N() != null ? dto.$N() : $T.emptyList()", list, entries, name, name,
                    Collections.class)
                .addStatement("$T.encodeManyWith(encoder.$NCount($N.size()), $N)", entry, codecName, entries, entries);
            length.addStatement("encodedLength += $T.HEADER_SIZE", groupDecoder)
                .beginControlFlow("if (this.$N != null)", name)
                .beginControlFlow("for (final $T entry : this.$N)", entry, name)
                .addStatement("encodedLength += entry.computeEncodedLength()")
                .endControlFlow()
                .endControlFlow();
        }
    }

    private MethodSpec decodeMany()
    {
        final ParameterizedTypeName list = ParameterizedTypeName.get(ClassName.get(List.class), self);
        return MethodSpec.methodBuilder("decodeManyWith").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .addJavadoc("@return a DTO per entry {@code decoder} has left, read in order.\n")
            .returns(list).addParameter(decoder.self(), "decoder", Modifier.FINAL)
            .addStatement("final $T dtos = new $T<>(decoder.count())", list, ArrayList.class)
            .beginControlFlow("while (decoder.hasNext())")
            .addStatement("final $T dto = new $T()", self, self)
            .addStatement("decodeWith(decoder.next(), dto)")
            .addStatement("dtos.add(dto)")
            .endControlFlow()
            .addStatement("return dtos")
            .build();
    }

    /**
     * The entries' loop in a method of the group's DTO, so that a message's {@code encodeWith} is two statements a
     * group: hundreds of groups inline overflow the JVM's 64 KiB of code a method.
     */
    private MethodSpec encodeMany()
    {
        final ParameterizedTypeName list = ParameterizedTypeName.get(ClassName.get(List.class), self);
        return MethodSpec.methodBuilder("encodeManyWith").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .addJavadoc("Writes each of {@code dtos} as the next entry of {@code encoder}, which has their count.\n")
            .addParameter(encoder.self(), "encoder", Modifier.FINAL).addParameter(list, "dtos", Modifier.FINAL)
            .beginControlFlow("for (final $T dto : dtos)", self)
            .addStatement("encodeWith(encoder.next(), dto)")
            .endControlFlow()
            .build();
    }

    private static Set<String> with(final Set<String> enclosing, final ClassName nested)
    {
        final Set<String> names = new HashSet<>(enclosing);
        names.add(nested.simpleName());
        return names;
    }
}
