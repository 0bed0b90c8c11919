package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.codec.BufferMemory;
import io.sbetool.compiler.generation.model.Semantics;
import io.sbetool.compiler.generation.model.VarData;

import java.util.Set;

import javax.lang.model.element.Modifier;

/**
 * What the accessors of a var-data element share on both sides: its static metadata and the javadoc of its
 * methods. A var-data element is a length prefix from its composite, then the bytes, at the message's current
 * limit; reading or writing one moves the limit past it, so elements are accessed in schema order
 * ({@link VarDataEncoderMethods}, {@link VarDataDecoderMethods}).
 */
final class VarDataAccessors
{
    /** The model keeps no epoch, timeUnit or semanticType for var data: the reference's are empty too. */
    private static final Semantics NO_SEMANTICS = new Semantics(null, null, null);

    private VarDataAccessors()
    {
    }

    static void add(final TypeSpec.Builder type, final Accessors accessors, final VarData data, final Set<String> taken)
    {
        final String name = MemberAccessors.property(accessors.codec(), data);
        MetadataMethods.addStatic(type, taken, name + "Id", TypeName.INT, CodeBlock.of("$L", data.id()));
        MetadataMethods.addStatic(type, taken, name + "SinceVersion", TypeName.INT, CodeBlock.of("$L", data.sinceVersion()));
        MetadataMethods.addStatic(type, taken, name + "HeaderLength", TypeName.INT, CodeBlock.of("$L", data.headerLength()));
        MetadataMethods.addCharacterEncoding(type, taken, name, data.characterEncoding());
        MetadataMethods.addMetaAttribute(type, taken, name, NO_SEMANTICS, "required");
        accessors.varData(type, data, name);
    }

    static MethodSpec.Builder method(final String name, final VarData data)
    {
        final MethodSpec.Builder method = MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC);
        Docs.describe(method, data.description());
        Docs.deprecate(method, data.isDeprecated());
        return method;
    }

    /**
     * Copies between a Java array and the data in the buffer through {@link BufferMemory#copy}, inline for a
     * short text, rather than through Agrona, which calls the JVM's copy stub (issue #10: the Car benchmark's
     * two short texts). The buffer's side was checked (decoder) or made room for (encoder) before; the Java
     * array's range is checked here. The memory is the buffer's, not the codec's captured memory, which is a
     * scratch block for a group before its first entry.
     *
     * @param intoArray whether the bytes go into {@code dst} ({@code bytesCopied} of them, which may be
     *                  negative) or come from {@code src} ({@code length}, checked before).
     */
    static CodeBlock arrayCopy(final VarData data, final boolean intoArray)
    {
        final String array = intoArray ? "dst" : "src";
        final String offset = array + "Offset";
        final String count = intoArray ? "bytesCopied" : "length";
        final CodeBlock javaSide = CodeBlock.of("$L, $T.ARRAY_BASE_OFFSET + $L", array, BufferMemory.class, offset);
        final CodeBlock bufferSide = CodeBlock.of("buffer.byteArray(), buffer.addressOffset() + dataOffset");
        return CodeBlock.builder()
            .add(Checks.check(CodeBlock.of("$L$L < 0 || $L > $L.length - $L", intoArray ? count + " < 0 || " : "", offset,
                    count, array, offset),
                CodeBlock.of("$S + $L + $S + $L + $S + $L.length", data.name() + ": ", count,
                    " bytes at " + offset + " ", offset, " do not fit " + array + " of ", array)))
            .addStatement("$T.copy($L, $L, $L)", BufferMemory.class, intoArray ? bufferSide : javaSide,
                intoArray ? javaSide : bufferSide, count)
            .build();
    }
}
