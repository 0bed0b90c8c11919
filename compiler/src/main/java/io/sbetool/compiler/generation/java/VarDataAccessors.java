package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
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
    private VarDataAccessors()
    {
    }

    static void add(final TypeSpec.Builder type, final Accessors accessors, final VarData data, final Set<String> taken)
    {
        final String name = MemberAccessors.property(data.name());
        MetadataMethods.addStatic(type, taken, name + "Id", TypeName.INT, CodeBlock.of("$L", data.id()));
        MetadataMethods.addStatic(type, taken, name + "SinceVersion", TypeName.INT, CodeBlock.of("$L", data.sinceVersion()));
        MetadataMethods.addStatic(type, taken, name + "HeaderLength", TypeName.INT, CodeBlock.of("$L", data.headerLength()));
        MetadataMethods.addCharacterEncoding(type, taken, name, data.characterEncoding());
        accessors.varData(type, data, name);
    }

    static MethodSpec.Builder method(final String name, final VarData data)
    {
        final MethodSpec.Builder method = MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC);
        Docs.describe(method, data.description());
        Docs.deprecate(method, data.isDeprecated());
        return method;
    }
}
