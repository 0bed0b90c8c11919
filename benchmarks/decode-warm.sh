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
jar=compiler/target/sbetool.jar
schema=testdata/corpus/cme/Cme.Futures.Mdp3.Sbe.v1.12.xml
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
capture=$work/mdp3-mix-1m.pcap
java -cp benchmarks/target/benchmarks.jar io.sbetool.benchmarks.MdpCaptureGenerator "$capture" 1000000 > /dev/null
options=(decode --schema "$schema" --framing u16le-incl --skip 12 --output "$work/out")
[ "$format" = parquet ] && options+=(--format parquet)
java "$@" -cp "$jar" benchmarks/warm/DecodeWarm.java "$rounds" "$work/out" "${options[@]}" "$capture"
