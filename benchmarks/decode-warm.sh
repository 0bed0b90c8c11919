#!/usr/bin/env bash
# The decode benchmark's capture (MdpCaptureGenerator's 1,000,000-message MDP 3.0 mix) decoded ROUNDS times
# in one JVM, to NDJSON or Parquet, printing the main thread's CPU time of each round (warm/DecodeWarm.java):
# what a decode costs once compiled, where benchmarks/decode-parquet.sh measures the whole process.
# Usage: benchmarks/decode-warm.sh [json|parquet] [ROUNDS] [JVM OPTIONS...]
#        (after: mvn -pl runtime,parquet,compiler,maven-plugin,benchmarks package -DskipTests)
set -euo pipefail
cd "$(dirname "$0")/.."
format=${1:-parquet}
rounds=${2:-5}
shift $(( $# < 2 ? $# : 2 ))
source benchmarks/mdp-mix-capture.sh
options=(decode --schema "$schema" --framing u16le-incl --skip 12 --output "$work/out")
[ "$format" = parquet ] && options+=(--format parquet)
java "$@" -cp "$jar" benchmarks/warm/DecodeWarm.java "$rounds" "$work/out" "${options[@]}" "$capture"
