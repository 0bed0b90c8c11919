package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.model.Group;
import io.sbetool.compiler.generation.model.Member;
import io.sbetool.compiler.generation.model.MemberType;
import io.sbetool.compiler.generation.model.PrimitiveEncoding;
import io.sbetool.compiler.generation.model.VarData;

import java.util.Set;

/**
 * The accessors one side generates for the elements of a block or composite. {@link MemberAccessors} and
 * {@link BlockBody} walk the model and add what both sides share (constants, metadata, fields); the
 * encoder's setters and the decoder's getters come from the two implementations,
 * {@link EncoderAccessors} and {@link DecoderAccessors}.
 */
interface Accessors
{
    CodecClass codec();

    /**
     * A single primitive value that is not constant.
     */
    void scalar(TypeSpec.Builder type, Member member, PrimitiveEncoding encoding);

    /**
     * An enum value that is not constant.
     */
    void enumValue(TypeSpec.Builder type, Member member, MemberType.EnumRef enumRef);

    /**
     * The accessor of a set or composite member, whose flyweight field {@code name} is already declared.
     */
    void flyweight(TypeSpec.Builder type, Member member, ClassName flyweight, String name);

    /**
     * A fixed-length array that is not constant, after its static length.
     */
    void array(TypeSpec.Builder type, Member member, PrimitiveEncoding encoding, String name);

    /**
     * The method that starts a group ({@code xCount(n)}) or reads it ({@code x()}).
     */
    void groupAccessor(TypeSpec.Builder type, Group group, ClassName groupClass, String name);

    /**
     * @return the nested class of a group's codec.
     */
    TypeSpec groupClass(CodecClass groupCodec, Group group, Set<String> enclosing);

    /**
     * The methods of a var-data element, after its metadata.
     */
    void varData(TypeSpec.Builder type, VarData data, String name);
}
