package io.sbetool.encode;

import io.sbetool.ir.PresentExtent;

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
        final PresentExtent.Builder extent = PresentExtent.builder();
        for (final FieldWriter field : fields)
        {
            extent.add(field.sinceVersion, field.offset, field.encodedLength);
        }
        final PresentExtent present = extent.build();
        for (int version = 0; version <= schemaVersion; version++)
        {
            final int end = present.endAt(version);
            lengthByVersion[version] = end == present.end() ? schemaBlockLength : end;
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
}
