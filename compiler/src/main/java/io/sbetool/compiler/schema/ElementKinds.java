package io.sbetool.compiler.schema;

/** What an element is, as diagnostics name it: "type", "composite", "ref", "field", "data"... */
public final class ElementKinds
{
    private ElementKinds()
    {
    }

    public static String of(final CompositeMember member)
    {
        if (member instanceof EncodedType)
        {
            return "type";
        }
        if (member instanceof CompositeType)
        {
            return "composite";
        }
        if (member instanceof EnumType)
        {
            return "enum";
        }
        if (member instanceof SetType)
        {
            return "set";
        }
        return "ref";
    }

    public static String of(final BlockMember member)
    {
        if (member instanceof Field)
        {
            return "field";
        }
        return member instanceof Data ? "data" : "group";
    }
}
