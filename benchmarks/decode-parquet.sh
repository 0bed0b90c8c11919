#!/usr/bin/env bash
# Whole-process benchmark of `sbetool decode --format parquet` against NDJSON on the decode benchmark's
# capture (MdpCaptureGenerator's 1,000,000-message MDP 3.0 mix): wall and CPU time, messages/s, and
# bytes per row of each output; Parquet also on two threads (--threads 2). The figures are in docs/parquet.md.
# Usage: benchmarks/decode-parquet.sh [RUNS]   (after: mvn -pl runtime,parquet,compiler,maven-plugin,benchmarks package -DskipTests)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
source benchmarks/mdp-mix-capture.sh
messages=1000000
echo "capture: $(stat -c %s "$capture") bytes, $messages messages"
for format in json parquet parquet-2; do
  for run in $(seq "$runs"); do
    rm -rf "$work/out"
    if [ "$format" = json ]; then
      /usr/bin/time -f "%e %U %S" -o "$work/time" java -jar "$jar" decode --schema "$schema" --framing u16le-incl \
        --skip 12 --output "$work/out" "$capture"
    else
      threads=1
      [ "$format" = parquet-2 ] && threads=2
      /usr/bin/time -f "%e %U %S" -o "$work/time" java -jar "$jar" decode --schema "$schema" --framing u16le-incl \
        --skip 12 --format parquet --threads "$threads" --output "$work/out" "$capture"
    fi
    read -r wall user sys < "$work/time"
    bytes=$(du -sb "$work/out" | cut -f1)
    awk -v f="$format" -v w="$wall" -v u="$user" -v s="$sys" -v b="$bytes" -v m="$messages" 'BEGIN {
      printf "%-9s wall %6.2f s  cpu %6.2f s  %9.0f messages/s (wall)  %6.1f bytes/row\n", f, w, u + s, m / w, b / m }'
  done
done
