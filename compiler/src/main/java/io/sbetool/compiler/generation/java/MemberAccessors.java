package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.compiler.generation.java.CodecModel.Member;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;
import io.sbetool.ir.Signal;
import io.sbetool.ir.Token;

import java.util.Set;

import javax.lang.model.element.Modifier;

/**
 * Accessors of one fixed-position member (a field, or a composite's member): dispatches on the member's
 * type to scalar, array ({@link ArrayAccessors}), enum, set or composite accessors, then adds its metadata
 * ({@link MetadataMethods}).
 */
final class MemberAccessors
{
    /**
     * Method names generated codecs use for themselves; a member with one of these names gets {@code _}.
     */
    private static final Set<String> RESERVED = Set.of(
        "buffer", "offset", "wrap", "limit", "encodedLength", "toString", "appendTo", "hashCode", "equals",
        "getClass", "notify", "notifyAll", "wait", "clone", "finalize", "count", "hasNext", "next", "iterator",
        "remove", "forEachRemaining", "forEach", "spliterator", "actingBlockLength", "actingVersion", "sbeSkip",
        "clear", "rawValue", "isEmpty", "wrapAndApplyHeader", "index", "parentMessage");

    private MemberAccessors()
    {
    }

    /**
     * @return the accessor name of a member, group or var-data element.
     */
    static String property(final String schemaName)
    {
        final String name = JavaNames.propertyName(schemaName);
        return RESERVED.contains(name) ? name + "_" : name;
    }

    static CodeBlock index(final Member member)
    {
        return Primitives.plus("offset", member.offset());
    }

    static void add(final TypeSpec.Builder type, final Scope scope, final Member member, final Set<String> taken)
    {
        switch (member.kind())
        {
            case ENCODING:
                if (member.typeToken().arrayLength() > 1 ||
                    (member.isConstant() && constValue(member).representation() == PrimitiveValue.Representation.BYTE_ARRAY))
                {
                    ArrayAccessors.add(type, scope, member);
                }
                else
                {
                    addScalar(type, scope, member);
                }
                break;
            case BEGIN_ENUM:
                addEnum(type, scope, member);
                break;
            case BEGIN_SET:
            case BEGIN_COMPOSITE:
                addFlyweight(type, scope, member);
                break;
            default:
                throw new IllegalStateException("unexpected member type: " + member.typeToken());
        }
        MetadataMethods.add(type, scope, member, taken);
    }

    static PrimitiveValue constValue(final Member member)
    {
        final PrimitiveValue fieldValue = member.declaration().encoding().constValue();
        return fieldValue != null ? fieldValue : member.typeToken().encoding().constValue();
    }

    static MethodSpec.Builder accessor(final String name, final Member member)
    {
        final MethodSpec.Builder method = MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC);
        Docs.describe(method, member.description());
        Docs.deprecate(method, member.isDeprecated());
        return method;
    }

    /**
     * Adds {@code if (<absent>) return <value>;} when the member may be newer than the acting version.
     */
    static void returnWhenAbsent(final MethodSpec.Builder method, final Scope scope, final Member member, final Object value)
    {
        final CodeBlock absent = scope.absentWhen(member.sinceVersion());
        if (absent != null)
        {
            method.beginControlFlow("if ($L)", absent).addStatement("return $L", value).endControlFlow();
        }
    }

    private static void addScalar(final TypeSpec.Builder type, final Scope scope, final Member member)
    {
        final Token token = member.typeToken();
        final PrimitiveType primitive = token.encoding().primitiveType();
        final TypeName javaType = Primitives.javaType(primitive);
        final String name = property(member.name());
        if (member.isConstant())
        {
            type.addMethod(accessor(name, member).returns(javaType)
                .addStatement("return $L", Primitives.literal(constValue(member), primitive)).build());
            return;
        }
        if (scope.encoder())
        {
            type.addMethod(accessor(name, member).returns(scope.self())
                .addParameter(javaType, "value", Modifier.FINAL)
                .addStatement(Primitives.put(primitive, token.encoding().byteOrder(), "buffer", index(member), "value"))
                .addStatement("return this")
                .build());
        }
        else
        {
            final MethodSpec.Builder getter = accessor(name, member).returns(javaType);
            returnWhenAbsent(getter, scope, member, Primitives.literal(token.encoding().applicableNullValue(), primitive));
            type.addMethod(getter
                .addStatement("return $L", Primitives.get(primitive, token.encoding().byteOrder(), "buffer", index(member)))
                .build());
        }
    }

    private static void addEnum(final TypeSpec.Builder type, final Scope scope, final Member member)
    {
        final Token token = member.typeToken();
        final PrimitiveType primitive = token.encoding().primitiveType();
        final TypeName rawType = Primitives.javaType(primitive);
        final ClassName enumClass = scope.names().enumClass(token);
        final String name = property(member.name());
        if (member.isConstant())
        {
            final String constant = enumConstant(member);
            final MethodSpec.Builder getter = accessor(name, member).returns(enumClass)
                .addStatement("return $T.$L", enumClass, constant);
            final MethodSpec.Builder raw = accessor(name + "Raw", member).returns(rawType)
                .addStatement("return $T.$L.value()", enumClass, constant);
            if (EnumGenerator.isDeprecatedValue(member.type(), constValue(member).toString()))
            {
                getter.addAnnotation(Suppressions.DEPRECATION);
                raw.addAnnotation(Suppressions.DEPRECATION);
            }
            type.addMethod(getter.build()).addMethod(raw.build());
            return;
        }
        final CodeBlock get = Primitives.get(primitive, token.encoding().byteOrder(), "buffer", index(member));
        if (scope.encoder())
        {
            type.addMethod(accessor(name, member).returns(scope.self())
                .addParameter(enumClass, "value", Modifier.FINAL)
                .addStatement(Primitives.put(primitive, token.encoding().byteOrder(), "buffer", index(member), "value.value()"))
                .addStatement("return this")
                .build());
            return;
        }
        final MethodSpec.Builder raw = accessor(name + "Raw", member).returns(rawType);
        returnWhenAbsent(raw, scope, member, Primitives.literal(token.encoding().applicableNullValue(), primitive));
        type.addMethod(raw.addStatement("return $L", get).build());
        final MethodSpec.Builder getter = accessor(name, member).returns(enumClass);
        returnWhenAbsent(getter, scope, member, CodeBlock.of("$T.NULL_VAL", enumClass));
        type.addMethod(getter.addStatement("return $T.get($L)", enumClass, get).build());
    }

    /**
     * @return the Java name of the enum value a constant field refers to ({@code valueRef="Enum.Value"}).
     */
    static String enumConstant(final Member member)
    {
        final String ref = constValue(member).toString();
        return JavaNames.constantName(ref.substring(ref.lastIndexOf('.') + 1));
    }

    private static void addFlyweight(final TypeSpec.Builder type, final Scope scope, final Member member)
    {
        final Token token = member.typeToken();
        final ClassName codec = scope.names().codecClass(token, scope.encoder());
        final String name = property(member.name());
        type.addField(FieldSpec.builder(codec, name, Modifier.PRIVATE, Modifier.FINAL)
            .initializer("new $T()", codec).build());
        final MethodSpec.Builder getter = accessor(name, member).returns(codec);
        if (!scope.encoder() && scope.absentWhen(member.sinceVersion()) != null)
        {
            getter.addJavadoc("@return the flyweight, or null when the acting version predates this field.\n");
            returnWhenAbsent(getter, scope, member, "null");
        }
        type.addMethod(getter.addStatement("$L.wrap(buffer, $L)", name, index(member))
            .addStatement("return $L", name).build());
    }

    /**
     * @return whether the member is a composite-typed ({@link Signal#BEGIN_COMPOSITE}) member.
     */
    static boolean isComposite(final Member member)
    {
        return member.kind() == Signal.BEGIN_COMPOSITE;
    }
}
