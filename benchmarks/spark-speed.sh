#!/usr/bin/env bash
# Whole-process benchmark of the Spark source against `sbetool decode --format parquet` on the decode
# benchmark's capture (MdpCaptureGenerator's 1,000,000-message MDP 3.0 mix): the book updates
# (MDIncrementalRefreshBookLongQty64, 84% of the messages) read by the Spark source in local[1] and in
# local[2] (SparkRead: count and sum of a hash of every column, so every value is assembled; the file cut into
# partitions of SPLIT_MIB), several rounds in one JVM, against decode to Parquet of the same template. Prints
# each round's wall and CPU time (the whole process's, every thread's, during the round; Spark's start-up is
# left out) and rows per CPU second, and decode's whole-process figures. The figures are in docs/spark.md.
# Usage: benchmarks/spark-speed.sh [ROUNDS] [SPLIT_MIB]
#   (after: mvn -pl runtime,parquet,compiler,benchmarks,spark -am install -DskipTests, which builds
#    spark/target/test-classes; the script writes spark/target/test.classpath with mvn -o once)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
split=$(( ${2:-8} << 20 ))
template=MDIncrementalRefreshBookLongQty64
classpath=spark/target/test.classpath
if [ ! -s "$classpath" ]; then
  mvn -B -o -q ${MAVEN_REPO:+-Dmaven.repo.local=$MAVEN_REPO} -pl spark dependency:build-classpath \
    -Dmdep.includeScope=test -Dmdep.outputFile="$PWD/$classpath" > /dev/null
fi
source benchmarks/mdp-mix-capture.sh
echo "capture: $(stat -c %s "$capture") bytes, 1000000 messages; load: $(cut -d' ' -f1-3 /proc/loadavg)"
opens=()
for package in java.lang java.lang.invoke java.lang.reflect java.io java.net java.nio java.util java.util.concurrent \
    java.util.concurrent.atomic sun.nio.ch sun.nio.cs sun.security.action sun.util.calendar; do
  opens+=("--add-opens=java.base/$package=ALL-UNNAMED")
done
for master in 'local[1]' 'local[2]'; do
  echo "spark $master:"
  java "${opens[@]}" -Djdk.reflect.useDirectMethodHandle=false -Xmx2g \
    -cp "spark/target/test-classes:spark/target/classes:$(cat "$classpath")" io.sbetool.spark.SparkRead "$master" \
    "$rounds" "$split" "$schema" u16le-incl 12 "$template" "$capture" 2> "$work/spark.err" | tee "$work/spark.out" |
    awk '/^rows=/ { split($1, r, "="); rows = r[2]; print; next }
         { split($2, w, "="); split($3, c, "="); printf "  %s  %8.0f rows/s (wall)  %8.0f rows per CPU second\n", $0, rows / w[2], rows / c[2] }'
  grep -q '^rows=' "$work/spark.out" || { cat "$work/spark.err" >&2; exit 1; }
done
echo "decode --format parquet --template $template (whole process):"
for run in $(seq "$rounds"); do
  rm -rf "$work/out"
  /usr/bin/time -f "%e %U %S" -o "$work/time" java -jar "$jar" decode --schema "$schema" --framing u16le-incl \
    --skip 12 --template "$template" --format parquet --output "$work/out" "$capture"
  read -r wall user sys < "$work/time"
  rows=$(grep -m1 -o 'rows=[0-9]*' "$work/spark.out" | cut -d= -f2)
  awk -v w="$wall" -v u="$user" -v s="$sys" -v m="$rows" 'BEGIN {
    printf "  wall %6.2f s  cpu %6.2f s  %8.0f rows/s (wall)  %8.0f rows per CPU second\n", w, u + s, m / w, m / (u + s) }'
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
