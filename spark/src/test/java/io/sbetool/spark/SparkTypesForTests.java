package io.sbetool.spark;

import org.apache.parquet.schema.GroupType;
import org.apache.spark.sql.types.StructType;

/** {@link SparkTypes} for the tests of other packages: the Spark types a read of one template has. */
public final class SparkTypesForTests
{
    private SparkTypesForTests()
    {
    }

    public static StructType struct(final GroupType type)
    {
        return SparkTypes.struct(type);
    }
}
