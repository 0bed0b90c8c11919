package io.sbetool.compiler.cli;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.sbetool.parquet.PartReader;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.convert.GroupRecordConverter;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.ColumnIOFactory;
import org.apache.parquet.io.MessageColumnIO;
import org.apache.parquet.io.RecordReader;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.Type;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Reads a dataset of {@code sbetool decode --format parquet} back with two real readers: DuckDB (each row
 * as its {@code to_json}) and Parquet's own record reader (each row as JSON built from its Groups, the
 * logical types applied: unsigned integers, decimals, timestamps as {@code "ns:N"}, binary as
 * {@code "b64:..."}). Both in the order of file then offset, run without Hadoop on the class path.
 */
final class ParquetReadBack
{
    static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
        .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS);
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ParquetReadBack()
    {
    }

    /** @return the dataset's part files, in name order. */
    static List<Path> parts(final Path dataset) throws IOException
    {
        try (Stream<Path> files = Files.list(dataset))
        {
            return files.filter(file -> file.getFileName().toString().matches("part-\\d{5}\\.parquet")).sorted()
                .toList();
        }
    }

    /** @return every file and folder under the output, to check that no temporary file is left. */
    static Set<String> allNames(final Path output) throws IOException
    {
        final Set<String> names = new HashSet<>();
        try (Stream<Path> files = Files.walk(output))
        {
            files.forEach(file -> names.add(output.relativize(file).toString()));
        }
        return names;
    }

    static List<JsonNode> duckDb(final Path dataset) throws SQLException, IOException
    {
        final List<JsonNode> rows = new ArrayList<>();
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:");
             Statement statement = connection.createStatement();
             ResultSet result = statement.executeQuery("SELECT to_json(t) FROM read_parquet('" +
                 dataset.resolve("*.parquet") + "') t ORDER BY file, \"offset\""))
        {
            while (result.next())
            {
                rows.add(JSON.readTree(result.getString(1)));
            }
        }
        return rows;
    }

    /** @return the one value a DuckDB query gives. */
    static String duckDbValue(final String sql) throws SQLException
    {
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:");
             Statement statement = connection.createStatement();
             ResultSet result = statement.executeQuery(sql))
        {
            result.next();
            return result.getString(1);
        }
    }

    static ParquetFileReader open(final Path part) throws IOException
    {
        return PartReader.open(part);
    }

    /** @return the compression of every column chunk of the part. */
    static Set<CompressionCodecName> codecs(final Path part) throws IOException
    {
        final Set<CompressionCodecName> codecs = new HashSet<>();
        try (ParquetFileReader reader = open(part))
        {
            for (final BlockMetaData block : reader.getFooter().getBlocks())
            {
                block.getColumns().forEach(column -> codecs.add(column.getCodec()));
            }
        }
        return codecs;
    }

    static List<JsonNode> parquet(final Path dataset) throws IOException
    {
        final List<JsonNode> rows = new ArrayList<>();
        for (final Path part : parts(dataset))
        {
            try (ParquetFileReader reader = open(part))
            {
                final MessageType schema = reader.getFooter().getFileMetaData().getSchema();
                final MessageColumnIO io = new ColumnIOFactory().getColumnIO(schema);
                for (PageReadStore pages = reader.readNextRowGroup(); pages != null; pages = reader.readNextRowGroup())
                {
                    final RecordReader<Group> records = io.getRecordReader(pages, new GroupRecordConverter(schema));
                    for (long i = 0; i < pages.getRowCount(); i++)
                    {
                        rows.add(struct(records.read(), schema));
                    }
                }
            }
        }
        rows.sort(Comparator.comparing((JsonNode row) -> row.get("file").asText())
            .thenComparing(row -> row.get("offset").asLong()));
        return rows;
    }

    private static ObjectNode struct(final Group group, final GroupType type)
    {
        final ObjectNode object = NODES.objectNode();
        for (int i = 0; i < type.getFieldCount(); i++)
        {
            if (group.getFieldRepetitionCount(i) == 0)
            {
                continue;
            }
            final Type field = type.getType(i);
            if (field.isPrimitive())
            {
                object.set(field.getName(), value(group, i, field.asPrimitiveType()));
            }
            else if (field.getLogicalTypeAnnotation() instanceof LogicalTypeAnnotation.ListLogicalTypeAnnotation)
            {
                object.set(field.getName(), list(group.getGroup(i, 0), field.asGroupType()));
            }
            else
            {
                object.set(field.getName(), struct(group.getGroup(i, 0), field.asGroupType()));
            }
        }
        return object;
    }

    private static ArrayNode list(final Group list, final GroupType type)
    {
        final ArrayNode array = NODES.arrayNode();
        final Type element = type.getType(0).asGroupType().getType(0);
        for (int k = 0; k < list.getFieldRepetitionCount(0); k++)
        {
            final Group entry = list.getGroup(0, k);
            array.add(element.isPrimitive() ? value(entry, 0, element.asPrimitiveType()) :
                struct(entry.getGroup(0, 0), element.asGroupType()));
        }
        return array;
    }

    private static JsonNode value(final Group group, final int field, final PrimitiveType type)
    {
        final LogicalTypeAnnotation logical = type.getLogicalTypeAnnotation();
        switch (type.getPrimitiveTypeName())
        {
            case INT32:
            {
                final int value = group.getInteger(field, 0);
                if (logical instanceof LogicalTypeAnnotation.DecimalLogicalTypeAnnotation)
                {
                    return NODES.numberNode(BigDecimal.valueOf(value,
                        ((LogicalTypeAnnotation.DecimalLogicalTypeAnnotation)logical).getScale()));
                }
                final boolean unsigned = logical instanceof LogicalTypeAnnotation.IntLogicalTypeAnnotation &&
                    !((LogicalTypeAnnotation.IntLogicalTypeAnnotation)logical).isSigned();
                return NODES.numberNode(unsigned ? Integer.toUnsignedLong(value) : value);
            }
            case INT64:
            {
                final long value = group.getLong(field, 0);
                if (logical instanceof LogicalTypeAnnotation.TimestampLogicalTypeAnnotation)
                {
                    return NODES.textNode("ns:" + value);
                }
                if (logical instanceof LogicalTypeAnnotation.DecimalLogicalTypeAnnotation)
                {
                    return NODES.numberNode(BigDecimal.valueOf(value,
                        ((LogicalTypeAnnotation.DecimalLogicalTypeAnnotation)logical).getScale()));
                }
                final boolean unsigned = logical instanceof LogicalTypeAnnotation.IntLogicalTypeAnnotation &&
                    !((LogicalTypeAnnotation.IntLogicalTypeAnnotation)logical).isSigned();
                return NODES.numberNode(unsigned ? new BigInteger(Long.toUnsignedString(value)) :
                    BigInteger.valueOf(value));
            }
            case FLOAT:
                return NODES.numberNode(group.getFloat(field, 0));
            case DOUBLE:
                return NODES.numberNode(group.getDouble(field, 0));
            case BINARY:
                return logical instanceof LogicalTypeAnnotation.StringLogicalTypeAnnotation ?
                    NODES.textNode(group.getString(field, 0)) :
                    NODES.textNode("b64:" + Base64.getEncoder().encodeToString(group.getBinary(field, 0).getBytes()));
            default:
                throw new AssertionError("sbetool writes no " + type);
        }
    }
}
