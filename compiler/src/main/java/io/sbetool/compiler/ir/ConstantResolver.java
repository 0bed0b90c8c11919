package io.sbetool.compiler.ir;

import io.sbetool.compiler.schema.EncodedType;
import io.sbetool.compiler.schema.EnumType;
import io.sbetool.compiler.schema.MessageSchema;
import io.sbetool.compiler.schema.ValidValue;
import io.sbetool.compiler.schema.ValueTexts;
import io.sbetool.ir.PrimitiveValue;

/**
 * The value of a constant type: its element text, or for {@code valueRef="Enum.value"} the value of
 * that enum's valid value, so that consumers of the IR need not look the reference up.
 */
final class ConstantResolver
{
    private final MessageSchema schema;

    ConstantResolver(final MessageSchema schema)
    {
        this.schema = schema;
    }

    PrimitiveValue of(final EncodedType type, final String characterEncoding)
    {
        final String text = type.valueRef() != null ? validValueText(type.valueRef()) : type.constantValue();
        return ValueTexts.constant(type.primitiveType(), type.length(), text, characterEncoding);
    }

    /**
     * @param valueRef {@code EnumName.validValueName}, which validation has checked.
     */
    String validValueText(final String valueRef)
    {
        final int dot = valueRef.indexOf('.');
        final EnumType enumType = (EnumType)schema.registry().declared(valueRef.substring(0, dot)).orElseThrow();
        final ValidValue value = enumType.validValue(valueRef.substring(dot + 1)).orElseThrow();
        return value.value();
    }
}
