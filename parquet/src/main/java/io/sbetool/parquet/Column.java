package io.sbetool.parquet;

import org.apache.parquet.io.api.Binary;

/**
 * What one element of a message (a field, composite member, group or var data) becomes in the Parquet
 * schema: its kind says how {@link RowWriter} writes the decoder's callbacks for it. Every element of the
 * plan has one, in the plan's order, so the writer finds it by counting; those that have no column
 * (constants) are {@link Kind#NONE}.
 */
final class Column
{
    enum Kind
    {
        /** A constant: no column. */
        NONE,
        /** An integer, by its width and signedness. */
        INTEGER,
        /** An integer with semanticType UTCTimestamp: a TIMESTAMP(NANOS). */
        TIMESTAMP,
        FLOAT,
        DOUBLE,
        /** A list of integers, from a fixed-length array. */
        INTEGER_LIST,
        /** A list of floats or doubles. */
        REAL_LIST,
        /** A char or char array: a string cut at the first NUL. */
        CHARS,
        ENUM,
        /** A list of the names of the choices set. */
        SET,
        /** A composite written as a struct of its members. */
        STRUCT,
        /** A composite of a mantissa and a constant exponent, written as one DECIMAL. */
        DECIMAL,
        /** A composite of a time and a constant unit, written as one TIMESTAMP(NANOS). */
        TIME_COMPOSITE,
        /** The member of a DECIMAL or TIME_COMPOSITE that holds its value. */
        VALUE_MEMBER,
        /** A repeating group: a list of structs. */
        GROUP,
        VAR_TEXT,
        VAR_BINARY
    }

    final Kind kind;
    /** The Parquet field's name in its struct (the schema's name, renamed where it would clash). */
    final String name;
    /** The field's position in its Parquet struct; -1 for NONE and VALUE_MEMBER. */
    final int index;
    /** The members of a STRUCT, DECIMAL or TIME_COMPOSITE, or a GROUP's element fields; else null. */
    final Column[] members;
    /** For TIMESTAMP and TIME_COMPOSITE, what one unit of the value is in nanoseconds; 1 otherwise. */
    final long nanosPerUnit;
    /**
     * For INTEGER, INTEGER_LIST and DECIMAL: whether the value is Parquet's INT32 (int8 to int32, uint8 to
     * uint32); for REAL_LIST whether the elements are floats.
     */
    final boolean int32;
    /** For ENUM its values' names, for SET its choices' names, by index; else null. */
    final Binary[] names;

    Column(final Kind kind, final String name, final int index, final Column[] members, final long nanosPerUnit,
        final boolean int32, final Binary[] names)
    {
        this.names = names;
        this.kind = kind;
        this.name = name;
        this.index = index;
        this.members = members;
        this.nanosPerUnit = nanosPerUnit;
        this.int32 = int32;
    }

    static Column none()
    {
        return new Column(Kind.NONE, null, -1, null, 1, false, null);
    }

    @Override
    public String toString()
    {
        return kind + " " + name + "@" + index;
    }
}
