package io.sbetool.compiler.validation;

import io.sbetool.compiler.diagnostics.Suggestions;
import io.sbetool.compiler.schema.EnumType;
import io.sbetool.compiler.schema.MessageSchema;
import io.sbetool.compiler.schema.Type;
import io.sbetool.compiler.schema.ValidValue;

import java.util.Optional;

/** Resolves {@code valueRef="EnumName.validValueName"} and explains why one does not resolve. */
final class ValueRefs
{
    private ValueRefs()
    {
    }

    /** Empty when the reference names an existing validValue, otherwise what is wrong with it. */
    static Optional<String> problemWith(final MessageSchema schema, final String valueRef)
    {
        final int dot = valueRef.lastIndexOf('.');
        if (dot <= 0 || dot == valueRef.length() - 1)
        {
            return Optional.of("valueRef \"" + valueRef + "\" must have the form EnumName.validValueName");
        }
        final String enumName = valueRef.substring(0, dot);
        final String valueName = valueRef.substring(dot + 1);
        final Optional<Type> type = schema.registry().declared(enumName);
        if (type.isEmpty())
        {
            return Optional.of("valueRef \"" + valueRef + "\" names unknown enum '" + enumName + "'" +
                Suggestions.didYouMean(enumName, schema.registry().declaredNames()));
        }
        if (!(type.get() instanceof EnumType enumType))
        {
            return Optional.of("valueRef \"" + valueRef + "\" names '" + enumName + "', which is not an enum");
        }
        if (enumType.validValue(valueName).isEmpty())
        {
            return Optional.of("valueRef \"" + valueRef + "\": enum '" + enumName + "' has no validValue '" +
                valueName + "'" + Suggestions.didYouMean(valueName,
                enumType.validValues().stream().map(ValidValue::name).toList()));
        }
        return Optional.empty();
    }
}
