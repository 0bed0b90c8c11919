package com.palantir.javapoet;

/**
 * sbetool's, not JavaPoet's: the text a {@code CodeWriter} prints for the commonest type names, found without
 * printing them. {@code TypeName.emit} hands its text to the writer in pieces, each of which the writer splits
 * into lines with a regular expression; for a class name with no annotations the text is just the writer's
 * {@code lookupName}, and for a primitive its keyword.
 */
final class PlainTypeNames
{
    private PlainTypeNames()
    {
    }

    /**
     * @return what {@code type.emit(writer)} would print, with the same effect on the writer's import
     * bookkeeping; null for a type name this does not know how to print (annotated, parameterised, an array...),
     * which the caller prints through the writer.
     */
    static String text(final CodeWriter writer, final TypeName type)
    {
        if (type instanceof ClassName className)
        {
            for (ClassName name = className; name != null; name = name.enclosingClassName())
            {
                if (name.isAnnotated())
                {
                    return null;
                }
            }
            return writer.lookupName(className);
        }
        if ((type.isPrimitive() && !type.isAnnotated()) || type == TypeName.VOID)
        {
            // A primitive's toString() is its keyword (void's too), cached in the TypeName after the first call.
            return type.toString();
        }
        return null;
    }
}
