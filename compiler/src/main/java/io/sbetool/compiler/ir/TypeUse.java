package io.sbetool.compiler.ir;

/**
 * Where and how a type is used: by a field, a group's dimension, a var-data element, or as a member
 * of a composite. Carries what the type's tokens take from their user rather than from the type.
 *
 * @param name              the token name: the type's name for a field's type, the member's name in a composite.
 * @param referencedName    for a {@code <ref>}, the referenced type's name; else null.
 * @param offset            from the start of the enclosing block or composite.
 * @param version           sinceVersion of the user, given to the type's tokens.
 * @param deprecated        version the use is deprecated in, or null to take the type's own.
 * @param semanticType      semanticType of the user, for composite, enum and set tokens that declare none.
 * @param epoch             the field's epoch, or null.
 * @param timeUnit          the field's timeUnit, or null.
 * @param inComposite       whether the type is a member of a composite.
 * @param varData           whether the type is a var-data composite or its {@code varData} member,
 *                          whose length is variable whatever the schema gives as its length.
 */
record TypeUse(
    String name,
    String referencedName,
    int offset,
    int version,
    Integer deprecated,
    String semanticType,
    String epoch,
    String timeUnit,
    boolean inComposite,
    boolean varData)
{
    static final String VAR_DATA_MEMBER = "varData";

    static TypeUse of(final String name, final int offset, final int version)
    {
        return new TypeUse(name, null, offset, version, null, null, null, null, false, false);
    }

    static TypeUse ofVarData(final String name, final int offset, final int version)
    {
        return new TypeUse(name, null, offset, version, null, null, null, null, false, true);
    }

    TypeUse member(final String memberName, final String referenced, final int memberOffset, final Integer memberDeprecated,
        final String inheritedSemanticType)
    {
        return new TypeUse(memberName, referenced, memberOffset, version, memberDeprecated, inheritedSemanticType,
            null, null, true, varData && VAR_DATA_MEMBER.equals(memberName));
    }
}
