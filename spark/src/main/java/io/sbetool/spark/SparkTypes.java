package io.sbetool.spark;

import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.Type;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * The Spark types of the Parquet mapping (docs/parquet.md), derived from the Parquet schema the mapping
 * gives rather than from the SBE schema again, so that the two cannot drift. They are what Spark's own
 * Parquet reader makes of sbetool's Parquet output: unsigned integers widened (uint8 to short, uint16 to
 * int, uint32 to long, uint64 to decimal(20,0)), decimals as decimals, lists as arrays, structs as structs;
 * and, as Spark has no nanosecond timestamp, TIMESTAMP(NANOS) as the long count of nanoseconds since the
 * epoch (Spark's reader with {@code spark.sql.legacy.parquet.nanosAsLong}).
 */
final class SparkTypes
{
    /** The precision of an unsigned 64-bit integer as a decimal: 18446744073709551615 has 20 digits. */
    static final int UINT64_DIGITS = 20;

    private SparkTypes()
    {
    }

    static StructType struct(final GroupType group)
    {
        final StructField[] fields = new StructField[group.getFieldCount()];
        for (int i = 0; i < fields.length; i++)
        {
            final Type type = group.getType(i);
            fields[i] = DataTypes.createStructField(type.getName(), type(type),
                type.getRepetition() != Type.Repetition.REQUIRED);
        }
        return DataTypes.createStructType(fields);
    }

    static DataType type(final Type type)
    {
        if (!type.isPrimitive())
        {
            final GroupType group = type.asGroupType();
            if (group.getLogicalTypeAnnotation() instanceof LogicalTypeAnnotation.ListLogicalTypeAnnotation)
            {
                final Type element = group.getType(0).asGroupType().getType(0);
                return ArrayType.apply(type(element), element.getRepetition() != Type.Repetition.REQUIRED);
            }
            return struct(group);
        }
        final PrimitiveType primitive = type.asPrimitiveType();
        final LogicalTypeAnnotation logical = primitive.getLogicalTypeAnnotation();
        if (logical instanceof LogicalTypeAnnotation.DecimalLogicalTypeAnnotation)
        {
            final LogicalTypeAnnotation.DecimalLogicalTypeAnnotation decimal =
                (LogicalTypeAnnotation.DecimalLogicalTypeAnnotation)logical;
            return DataTypes.createDecimalType(decimal.getPrecision(), decimal.getScale());
        }
        switch (primitive.getPrimitiveTypeName())
        {
            case INT32:
                return int32(logical);
            case INT64:
                if (logical instanceof LogicalTypeAnnotation.IntLogicalTypeAnnotation &&
                    !((LogicalTypeAnnotation.IntLogicalTypeAnnotation)logical).isSigned())
                {
                    return DataTypes.createDecimalType(UINT64_DIGITS, 0);
                }
                return DataTypes.LongType;
            case FLOAT:
                return DataTypes.FloatType;
            case DOUBLE:
                return DataTypes.DoubleType;
            case BINARY:
                return logical instanceof LogicalTypeAnnotation.StringLogicalTypeAnnotation ? DataTypes.StringType :
                    DataTypes.BinaryType;
            default:
                throw new IllegalStateException("the Parquet mapping has no " + primitive);
        }
    }

    private static DataType int32(final LogicalTypeAnnotation logical)
    {
        if (!(logical instanceof LogicalTypeAnnotation.IntLogicalTypeAnnotation))
        {
            return DataTypes.IntegerType;
        }
        final LogicalTypeAnnotation.IntLogicalTypeAnnotation integer =
            (LogicalTypeAnnotation.IntLogicalTypeAnnotation)logical;
        final int bits = integer.getBitWidth() + (integer.isSigned() ? 0 : 1);
        return bits <= 8 ? DataTypes.ByteType : bits <= 16 ? DataTypes.ShortType :
            bits <= 32 ? DataTypes.IntegerType : DataTypes.LongType;
    }
}
