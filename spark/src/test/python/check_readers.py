#!/usr/bin/env python3
"""Reads sbetool's output with the readers its users have in Python, and holds it to `sbetool decode`'s NDJSON.

For each capture below, from the checkout's root (as .ci/run runs it, after the build):

1. `./sbetool decode --format parquet` and `--format ndjson` of the same capture; every Parquet dataset is
   read back with pyarrow and each row compared, value by value, with its NDJSON line (matched by file and
   offset), the types read as docs/parquet.md maps them: unsigned integers as pyarrow's unsigned types,
   timestamps as TIMESTAMP(NANOS, UTC), prices of a constant exponent as decimals, enums and text as
   strings, sets as lists of names, groups as lists of structs, constants left out, nulls as nulls.
2. PySpark (local[2]) with `spark.jars` set to the shaded jar (spark/target/sbetool-spark-*-all.jar) reads
   the same capture, a template at a time, with `spark.read.format("sbe")`; its DataFrame schema must be
   the Parquet schema's Spark form (docs/spark.md: unsigned widened, uint64 decimal(20,0), timestamps a
   long of nanoseconds) and its rows the NDJSON's too.

Any difference is printed with its path (file@offset.field[index]) and the exit code is 1.
Usage: python check_readers.py [--no-spark] [--work DIR]
"""

import argparse
import base64
import glob
import json
import math
import os
import re
import struct
import subprocess
import sys
import time
import xml.etree.ElementTree as ElementTree
from decimal import Decimal

import pyarrow as pa
import pyarrow.parquet as pq

# (name, schema, decode options, captures): the sample market data, the Car sample (char arrays, arrays,
# sets, var data) and the CME MDP 3.0 corpus samples (timestamps, decimals, TCP).
CASES = [
    ("market-data", "schemas/fix-message-samples.xml", ["--framing", "u16le-incl", "--skip", "12"],
     ["samples/captures/market-data.pcap"]),
    ("car", "schemas/car.xml", ["--framing", "sofh"], ["samples/captures/car.sofh"]),
    ("cme-mdp3", "testdata/corpus/cme/Cme.Futures.Mdp3.Sbe.v1.12.xml", ["--framing", "u16le-incl", "--skip", "14"],
     ["testdata/corpus/cme/samples/Mdp3.Sbe.v1.12/MdIncrementalRefreshBookLongQty.pcap",
      "testdata/corpus/cme/samples/Mdp3.Sbe.v1.12/MdIncrementalRefreshTradeSummaryLongQty.pcap",
      "testdata/corpus/cme/samples/Mdp3.Sbe.v1.12/SnapshotFullRefreshTcpLongQty.Tcp.pcap"]),
]

# The metadata columns every row starts with (docs/parquet.md), and their types.
METADATA = [("file", pa.string()), ("offset", pa.int64()), ("templateId", pa.int32()), ("schemaId", pa.int32()),
            ("schemaVersion", pa.int32())]
NANOS_PER_UNIT = {0: 1_000_000_000, 3: 1_000_000, 6: 1_000, 9: 1}


class Mismatch(Exception):
    pass


def expect(condition, where, message):
    if not condition:
        raise Mismatch(f"{where}: {message}")


def decode(sbetool, schema, options, captures, *extra):
    command = [sbetool, "decode", "--schema", schema, *options, *extra, *captures]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise Mismatch(f"{' '.join(command)} exited {done.returncode}: {done.stderr.strip()}")


def read_ndjson(path):
    """@return the NDJSON lines by template name, each a dict by (file, offset)."""
    by_template = {}
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            message = json.loads(line)
            by_template.setdefault(message["template"], {})[(message["file"], message["offset"])] = message
    return by_template


def constant_names(schema):
    """@return the names of the schema's constants: what the Parquet mapping leaves out."""
    root = ElementTree.parse(schema).getroot()
    constant_types = {e.get("name") for e in root.iter() if e.get("presence") == "constant"}
    return constant_types | {e.get("name") for e in root.iter() if e.get("type") in constant_types}


# A value's kind, from its Parquet (Arrow) type: what the comparison below does with it.
def kind(arrow_type):
    if pa.types.is_struct(arrow_type):
        return ("struct", [(f.name, kind(f.type)) for f in arrow_type])
    if pa.types.is_list(arrow_type):
        return ("list", kind(arrow_type.value_type))
    if pa.types.is_decimal(arrow_type):
        return ("decimal",)
    if pa.types.is_timestamp(arrow_type):
        expect(arrow_type.unit == "ns" and arrow_type.tz == "UTC", "schema", f"a timestamp of {arrow_type}")
        return ("timestamp",)
    if pa.types.is_string(arrow_type):
        return ("string",)
    if pa.types.is_binary(arrow_type):
        return ("binary",)
    if pa.types.is_integer(arrow_type):
        return ("int",)
    if pa.types.is_float32(arrow_type):
        return ("float", "<f")
    if pa.types.is_float64(arrow_type):
        return ("float", "<d")
    raise Mismatch(f"schema: the Parquet mapping has no {arrow_type}")


def nanos_as_int64(arrow_type):
    """@return the type with every timestamp an int64 of nanoseconds, which Python reads without loss."""
    if pa.types.is_struct(arrow_type):
        return pa.struct([f.with_type(nanos_as_int64(f.type)) for f in arrow_type])
    if pa.types.is_list(arrow_type):
        return pa.list_(arrow_type.value_field.with_type(nanos_as_int64(arrow_type.value_type)))
    return pa.int64() if pa.types.is_timestamp(arrow_type) else arrow_type


def real(value):
    """@return NDJSON's number, or its NaN or infinity, which NDJSON writes as a string."""
    if isinstance(value, str):
        return {"nan": math.nan, "infinity": math.inf, "inf": math.inf, "-infinity": -math.inf,
                "-inf": -math.inf}[value.lower()]
    return float(value)


class Comparison:
    """Compares read rows with NDJSON lines, noting the NDJSON members the rows leave out."""

    def __init__(self, constants):
        self.constants = constants
        self.left_out = {}
        self.values = 0

    def row(self, fields, line, row, where):
        for name, _ in METADATA:
            if name != "schemaId":
                expect(row[name] == line[name], where, f"{name} {row[name]!r}, NDJSON {line[name]!r}")
        self.members(fields, {k: v for k, v in line.items() if k not in ("template", "schemaId")}, row, where,
                     skip={name for name, _ in METADATA})

    def members(self, fields, expected, actual, where, skip=()):
        names = set()
        for name, member in fields:
            names.add(name)
            if name not in skip:
                self.value(member, expected.get(name), actual[name], f"{where}.{name}")
        for name, value in expected.items():
            if name not in names:
                # a constant: the same value wherever it is, and named a constant by the schema
                expect(name in self.constants, where, f"{name} ({value!r}) is in NDJSON, not in the row")
                path = re.sub(r"\[\d+\]", "[]", re.sub(r"^.*?@\d+", "", where))
                self.left_out.setdefault(path + "." + name, set()).add(json.dumps(value))

    def value(self, member, expected, actual, where):
        self.values += 1
        what = member[0]
        if actual is None:
            empty = expected is None or (what in ("decimal", "timestamp") and isinstance(expected, dict) and
                                         (expected.get("mantissa", expected.get("time")) is None))
            expect(empty, where, f"{expected!r} in NDJSON, null in the row")
            return
        expect(expected is not None, where, f"null in NDJSON, {actual!r} in the row")
        if what == "struct":
            expect(isinstance(expected, dict), where, f"{expected!r} in NDJSON, a struct in the row")
            self.members(member[1], expected, actual, where)
        elif what == "list":
            expect(isinstance(expected, list) and len(expected) == len(actual), where,
                   f"{expected!r} in NDJSON, {actual!r} in the row")
            for i, (e, a) in enumerate(zip(expected, actual)):
                self.value(member[1], e, a, f"{where}[{i}]")
        elif what == "decimal":
            decimal = Decimal(expected["mantissa"]).scaleb(expected["exponent"])
            expect(isinstance(actual, Decimal) and actual == decimal, where,
                   f"{expected!r} ({decimal}) in NDJSON, {actual!r} in the row")
        elif what == "timestamp":
            nanos = expected if isinstance(expected, int) else expected["time"] * NANOS_PER_UNIT[expected["unit"]]
            expect(actual == nanos, where, f"{expected!r} ({nanos} ns) in NDJSON, {actual!r} ns in the row")
        elif what == "string":
            expect(actual == expected, where, f"{expected!r} in NDJSON, {actual!r} in the row")
        elif what == "binary":
            expect(bytes(actual) == base64.b64decode(expected), where,
                   f"{expected!r} (base64) in NDJSON, {bytes(actual)!r} in the row")
        elif what == "int":
            expect(isinstance(expected, int) and actual == expected and int(actual) == actual, where,
                   f"{expected!r} in NDJSON, {actual!r} in the row")
        else:
            bits = member[1]
            expect(struct.pack(bits, real(expected)) == struct.pack(bits, actual), where,
                   f"{expected!r} in NDJSON, {actual!r} in the row")

    def check_constants(self):
        for path, values in self.left_out.items():
            expect(len(values) == 1, path, f"left out of the rows but not constant in NDJSON: {sorted(values)}")


def compare_rows(comparison, fields, lines, rows, where):
    expect(len(rows) == len(lines), where, f"{len(rows)} rows, {len(lines)} NDJSON lines")
    for row in rows:
        key = (row["file"], row["offset"])
        expect(key in lines, where, f"a row NDJSON lacks: {key}")
        comparison.row(fields, lines[key], row, f"{key[0]}@{key[1]}")
    # The comparison itself: each of the first row's values changed in its NDJSON line must be seen.
    row = rows[0]
    line = lines[(row["file"], row["offset"])]
    changes = 0
    for changed, path in alterations(line, comparison.constants):
        try:
            Comparison(comparison.constants).row(fields, changed, row, "altered")
        except Mismatch:
            changes += 1
            continue
        raise Mismatch(f"{where}: a changed NDJSON value was not seen: {path}")
    expect(changes > 0, where, "no value to change")


def alterations(value, constants, path=""):
    """@return copies of an NDJSON value with one leaf changed (a number plus one, a string's end), each leaf
    in turn but constants and the line's template, with the leaf's path."""
    if isinstance(value, dict):
        for name, member in value.items():
            if name not in constants and name != "template":
                for changed, where in alterations(member, constants, f"{path}.{name}"):
                    yield {**value, name: changed}, where
    elif isinstance(value, list):
        for i, element in enumerate(value):
            for changed, where in alterations(element, constants, f"{path}[{i}]"):
                yield value[:i] + [changed] + value[i + 1:], where
    elif isinstance(value, bool) or value is None:
        return
    elif isinstance(value, (int, float)):
        yield value + 1, path
    elif isinstance(value, str):
        yield value + "x", path


def check_parquet(sbetool, work, case):
    """@return the Parquet schema of each template (for the Spark check) and the NDJSON lines by template."""
    name, schema, options, captures = case
    ndjson = os.path.join(work, name + ".ndjson")
    parquet = os.path.join(work, name + ".parquet")
    decode(sbetool, schema, options, captures, "--output", ndjson)
    decode(sbetool, schema, options, captures, "--format", "parquet", "--output", parquet)
    by_template = read_ndjson(ndjson)
    datasets = sorted(os.listdir(parquet))
    expect(datasets == sorted(by_template), name, f"datasets {datasets}, NDJSON's templates {sorted(by_template)}")
    schema_id = int(ElementTree.parse(schema).getroot().get("id"))
    comparison = Comparison(constant_names(schema))
    arrow_schemas = {}
    for template in datasets:
        table = pq.read_table(os.path.join(parquet, template))
        where = f"{name}/{template}"
        for column, arrow_type in METADATA:
            field = table.schema.field(column)
            expect(field.type == arrow_type and not field.nullable, where, f"{column} is {field}, not {arrow_type}")
        expect(table.schema.metadata[b"sbetool.template"].decode() == template, where, "sbetool.template")
        expect(set(table.column("schemaId").to_pylist()) == {schema_id}, where, f"schemaId not {schema_id}")
        fields = [(f.name, kind(f.type)) for f in table.schema]
        rows = table.cast(pa.schema([f.with_type(nanos_as_int64(f.type)) for f in table.schema])).to_pylist()
        compare_rows(comparison, fields, by_template[template], rows, where)
        arrow_schemas[template] = table.schema
    comparison.check_constants()
    print(f"pyarrow: {name}: {sum(map(len, by_template.values()))} messages of {len(datasets)} templates, "
          f"{comparison.values} values equal to NDJSON's (constants left out: {', '.join(sorted(comparison.left_out))})")
    return arrow_schemas, by_template, comparison.constants


def spark_type(arrow_type, types):
    """@return the Spark type docs/spark.md gives a Parquet column of this type."""
    if pa.types.is_struct(arrow_type):
        return types.StructType([types.StructField(f.name, spark_type(f.type, types), f.nullable)
                                 for f in arrow_type])
    if pa.types.is_list(arrow_type):
        return types.ArrayType(spark_type(arrow_type.value_type, types), arrow_type.value_field.nullable)
    if pa.types.is_decimal(arrow_type):
        return types.DecimalType(arrow_type.precision, arrow_type.scale)
    simple = {pa.int8(): types.ByteType(), pa.int16(): types.ShortType(), pa.int32(): types.IntegerType(),
              pa.int64(): types.LongType(), pa.uint8(): types.ShortType(), pa.uint16(): types.IntegerType(),
              pa.uint32(): types.LongType(), pa.uint64(): types.DecimalType(20, 0), pa.float32(): types.FloatType(),
              pa.float64(): types.DoubleType(), pa.string(): types.StringType(), pa.binary(): types.BinaryType()}
    if pa.types.is_timestamp(arrow_type):
        return types.LongType()
    expect(arrow_type in simple, "schema", f"docs/spark.md gives no Spark type for {arrow_type}")
    return simple[arrow_type]


def check_spark(spark, case, arrow_schemas, by_template, constants):
    from pyspark.sql import types
    name, schema, options, captures = case
    framing = options[options.index("--framing") + 1]
    skip = options[options.index("--skip") + 1] if "--skip" in options else "0"
    comparison = Comparison(constants)
    partitions = 0
    for template, arrow_schema in arrow_schemas.items():
        where = f"spark {name}/{template}"
        # libpcap files cut into partitions of about 128 bytes: market-data.pcap's four messages in several
        frame = (spark.read.format("sbe")
                 .option("schema", schema).option("framing", framing).option("skip", skip)
                 .option("template", template).option("splitBytes", "128")
                 .load(captures))
        partitions = max(partitions, frame.rdd.getNumPartitions())
        expected = spark_type(pa.struct(list(arrow_schema)), types)
        expect(frame.schema == expected, where,
               f"schema\n  {frame.schema.simpleString()}\nnot the Parquet schema's\n  {expected.simpleString()}")
        rows = [row.asDict(recursive=True) for row in frame.collect()]
        fields = [(f.name, kind(f.type)) for f in arrow_schema]
        compare_rows(comparison, fields, by_template[template], rows, where)
    comparison.check_constants()
    print(f"pyspark: {name}: {sum(map(len, by_template.values()))} messages of {len(arrow_schemas)} templates, "
          f"{comparison.values} values equal to NDJSON's (up to {partitions} partitions a read)")


def spark_session(jar):
    from pyspark.sql import SparkSession
    # on the loopback address alone: local mode needs no other
    os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    spark = (SparkSession.builder.master("local[2]").appName("sbetool-check")
             .config("spark.jars", jar)
             .config("spark.driver.host", "127.0.0.1")
             .config("spark.ui.enabled", "false")
             .config("spark.ui.showConsoleProgress", "false")
             .getOrCreate())
    spark.sparkContext.setLogLevel("ERROR")
    return spark


def shown_examples(page):
    """@return the page's code blocks in order, as (language, text, the text block shown after it or None)."""
    blocks = re.findall(r"^```(\w*)\n(.*?)^```\n", open(page, encoding="utf-8").read(), re.S | re.M)
    return [(language, text, blocks[i + 1][1] if i + 1 < len(blocks) and blocks[i + 1][0] == "text" else None)
            for i, (language, text) in enumerate(blocks) if language != "text"]


def check_doc_examples(jar):
    """Every Python and Scala (spark-shell) example of the README, parquet.md and spark.md, run from the root
    as shown (after the page's ./sbetool commands, their output folders under target/ made anew): each exits 0
    and prints the lines of the text block shown after it, if any."""
    spark_shell = os.path.join(os.path.dirname(__import__("pyspark").__file__), "bin", "spark-shell")
    examples = []
    for page in ("README.md", "docs/parquet.md", "docs/spark.md"):
        for language, text, shown in shown_examples(page):
            command = None
            words = text.replace("\\\n", " ").split()
            if language == "sh" and words[:1] == ["./sbetool"] and "--output" in words:
                # what the examples after it read (ReadmeCommandFilesTest runs every ./sbetool command too)
                output = words[words.index("--output") + 1]
                expect(output.startswith("target/"), page, f"an example's output outside target/: {output}")
                subprocess.run(["rm", "-rf", output], check=True)
                command = ["bash", "-c", text]
            elif language == "python":
                command = [sys.executable, "-c", text]
            elif language == "scala":
                command = [spark_shell, "--master", "local[2]", "--conf", "spark.ui.enabled=false", "--jars", jar]
            if command is None:
                continue
            started = time.monotonic()
            done = subprocess.run(command, input=text if language == "scala" else None, capture_output=True, text=True)
            where = f"{page}: the {language} example"
            expect(done.returncode == 0, where, f"exited {done.returncode}: {done.stderr.strip()[-2000:]}")
            printed = [re.sub(r"^scala> ", "", line.rstrip()) for line in done.stdout.splitlines()]
            at = 0
            for line in (shown or "").splitlines():
                expect(line.rstrip() in printed[at:], where, f"does not print {line!r}; it printed:\n{done.stdout}")
                at = printed.index(line.rstrip(), at) + 1
            examples.append(f"{page} {language} {time.monotonic() - started:.0f} s")
    expect(len(examples) >= 4, "docs", f"{examples}: not the four examples of parquet.md and spark.md")
    print(f"docs: the examples ran and printed what they show ({', '.join(examples)})")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", default="target/python-check", help="where the outputs go (made anew)")
    parser.add_argument("--no-spark", action="store_true", help="the pyarrow check alone")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    for old in glob.glob(os.path.join(args.work, "*")):
        subprocess.run(["rm", "-rf", old], check=True)
    sbetool = "./sbetool"
    checked = []
    try:
        for case in CASES:
            checked.append((case, *check_parquet(sbetool, args.work, case)))
        if not args.no_spark:
            jars = glob.glob("spark/target/sbetool-spark-*-all.jar")
            expect(len(jars) == 1, "spark", f"one shaded jar in spark/target, not {jars} (build it first)")
            spark = spark_session(os.path.abspath(jars[0]))
            try:
                for case, arrow_schemas, by_template, constants in checked:
                    check_spark(spark, case, arrow_schemas, by_template, constants)
            finally:
                spark.stop()
            check_doc_examples(jars[0])
    except Mismatch as mismatch:
        print(f"check_readers: {mismatch}", file=sys.stderr)
        return 1
    print("check_readers: every value read back by pyarrow" + ("" if args.no_spark else " and PySpark") +
          " equals sbetool decode's NDJSON")
    return 0


if __name__ == "__main__":
    sys.exit(main())
