package io.sbetool.encode;

/**
 * What a message or group element holds, in wire order: the fixed fields of its block, then its
 * groups, then its var data; and the block length to write for each acting version.
 */
final class Block
{
    final FieldWriter[] fields;
    final GroupWriter[] groups;
    final VarDataWriter[] varData;
    private final int schemaBlockLength;
    /** Block length by acting version, 0 to the schema's version. */
    private final int[] lengthByVersion;

    Block(final FieldWriter[] fields, final GroupWriter[] groups, final VarDataWriter[] varData,
        final int schemaBlockLength, final int schemaVersion)
    {
        this.fields = fields;
        this.groups = groups;
        this.varData = varData;
        this.schemaBlockLength = schemaBlockLength;
        lengthByVersion = new int[schemaVersion + 1];
        final int fullEnd = endOfFields(Integer.MAX_VALUE);
        for (int version = 0; version <= schemaVersion; version++)
        {
            final int end = endOfFields(version);
            lengthByVersion[version] = end == fullEnd ? schemaBlockLength : end;
        }
    }

    /**
     * The block length a writer of that version used, as far as the schema tells: the schema's own
     * when the version has every field, else the end of the last field the version has (a
     * {@code blockLength} the schema gave explicitly for an older version is not recorded in it).
     */
    int blockLength(final int actingVersion)
    {
        return actingVersion >= 0 && actingVersion < lengthByVersion.length ? lengthByVersion[actingVersion] :
            schemaBlockLength;
    }

    private int endOfFields(final int version)
    {
        int end = 0;
        for (final FieldWriter field : fields)
        {
            if (field.sinceVersion <= version && field.encodedLength > 0)
            {
                end = Math.max(end, field.offset + field.encodedLength);
            }
        }
        return end;
    }
}
