package io.sbetool.spark;

import io.sbetool.otf.MessageDecoder;
import org.apache.spark.sql.connector.catalog.SupportsRead;
import org.apache.spark.sql.connector.catalog.Table;
import org.apache.spark.sql.connector.catalog.TableCapability;
import org.apache.spark.sql.connector.catalog.TableProvider;
import org.apache.spark.sql.connector.expressions.Transform;
import org.apache.spark.sql.connector.read.ScanBuilder;
import org.apache.spark.sql.sources.DataSourceRegister;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

import java.util.Map;
import java.util.Set;

/**
 * {@code spark.read.format("sbe")}: SBE captures decoded on the executors by the on-the-fly decoder, one
 * template per read with the columns of {@code decode --format parquet}, or all at once with the union of
 * theirs ({@link TemplateUnion}; docs/spark.md).
 */
public final class SbeDataSource implements TableProvider, DataSourceRegister
{
    @Override
    public String shortName()
    {
        return "sbe";
    }

    @Override
    public StructType inferSchema(final CaseInsensitiveStringMap options)
    {
        return schema(SbeOptions.parse(options));
    }

    static StructType schema(final SbeOptions options)
    {
        if (options.allTemplates())
        {
            return TemplateUnion.of(options.ir(), options.mapping(), options.packetFields).schema;
        }
        final MessageDecoder decoder = new MessageDecoder(options.ir());
        return SparkTypes.struct(options.mapping().schema(decoder.plan(options.templateId)));
    }

    @Override
    public Table getTable(final StructType schema, final Transform[] partitioning, final Map<String, String> properties)
    {
        final SbeOptions options = SbeOptions.parse(new CaseInsensitiveStringMap(properties));
        return new SbeTable(options, schema, properties);
    }

    /** The captures of one read. */
    static final class SbeTable implements SupportsRead
    {
        private final SbeOptions options;
        private final StructType schema;
        private final Map<String, String> properties;

        SbeTable(final SbeOptions options, final StructType schema, final Map<String, String> properties)
        {
            this.options = options;
            this.schema = schema;
            this.properties = properties;
        }

        @Override
        public ScanBuilder newScanBuilder(final CaseInsensitiveStringMap read)
        {
            return new SbeScan(options, schema, SbeScan.paths(properties),
                options.allTemplates() ? TemplateUnion.of(options.ir(), options.mapping(), options.packetFields) : null);
        }

        @Override
        public String name()
        {
            return "sbe:" + options.templateName;
        }

        @Override
        @Deprecated
        public StructType schema()
        {
            return schema;
        }

        @Override
        public Set<TableCapability> capabilities()
        {
            return Set.of(TableCapability.BATCH_READ);
        }
    }
}
