package io.sbetool.compiler.link;

import io.sbetool.compiler.diagnostics.Diagnostics;
import io.sbetool.compiler.diagnostics.SourceLocation;
import io.sbetool.compiler.schema.EnumType;
import io.sbetool.compiler.schema.Type;
import io.sbetool.compiler.schema.ValidValue;
import io.sbetool.ir.Suggestions;

import java.util.ArrayList;
import java.util.List;

/** Resolves {@code valueRef="EnumName.validValueName"}, or explains why it does not resolve. */
final class ValueRefs
{
    private final DeclaredTypes declared;
    private final Diagnostics diagnostics;

    ValueRefs(final DeclaredTypes declared, final Diagnostics diagnostics)
    {
        this.declared = declared;
        this.diagnostics = diagnostics;
    }

    /**
     * @param at   where the reference is written.
     * @param user what carries it, for the diagnostic: "field 'side'", "constant type 'Buy'".
     * @return the referenced value, or null after reporting why there is none.
     */
    ValueRef resolve(final String valueRef, final SourceLocation at, final String user)
    {
        final String problem = problemOrNull(valueRef);
        if (problem != null)
        {
            diagnostics.error(at, problem + " (on " + user + ")");
            return null;
        }
        final int dot = valueRef.lastIndexOf('.');
        final EnumType enumType = (EnumType)declared.declared(valueRef.substring(0, dot));
        return new ValueRef(valueRef, enumType, valueNamed(enumType, valueRef.substring(dot + 1)));
    }

    private String problemOrNull(final String valueRef)
    {
        final int dot = valueRef.lastIndexOf('.');
        if (dot <= 0 || dot == valueRef.length() - 1)
        {
            return "valueRef \"" + valueRef + "\" must have the form EnumName.validValueName";
        }
        final String enumName = valueRef.substring(0, dot);
        final String valueName = valueRef.substring(dot + 1);
        final Type type = declared.declared(enumName);
        if (type == null)
        {
            return "valueRef \"" + valueRef + "\" names unknown enum '" + enumName + "'" +
                Suggestions.didYouMean(enumName, declared.declaredNames());
        }
        if (!(type instanceof EnumType enumType))
        {
            return "valueRef \"" + valueRef + "\" names '" + enumName + "', which is not an enum";
        }
        if (valueNamed(enumType, valueName) != null)
        {
            return null;
        }
        final List<String> valueNames = new ArrayList<>();
        for (final ValidValue value : enumType.validValues())
        {
            if (value.name() != null)
            {
                valueNames.add(value.name());
            }
        }
        return "valueRef \"" + valueRef + "\": enum '" + enumName + "' has no validValue '" + valueName + "'" +
            Suggestions.didYouMean(valueName, valueNames);
    }

    private static ValidValue valueNamed(final EnumType enumType, final String valueName)
    {
        for (final ValidValue value : enumType.validValues())
        {
            if (valueName.equals(value.name()))
            {
                return value;
            }
        }
        return null;
    }
}
