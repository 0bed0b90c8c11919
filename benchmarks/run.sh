#!/usr/bin/env bash
# Builds the benchmarks, runs every codec, on-the-fly decoding and JSON printing benchmark with JMH's
# gc profiler, and writes the report: benchmarks.md (a markdown table) and benchmarks.png (a bar chart,
# log scale), with JMH's JSON results and log beside them.
#
#   benchmarks/run.sh [--smoke] [--no-build] [OUTPUT_DIR]      (default OUTPUT_DIR: benchmarks/results)
#
# The full run takes about 13 minutes on 2 cores: 40 benchmarks, each in 3 forks of 2 warm-up and 3
# measured one-second iterations. Run it on a quiet machine; figures from a busy one mean nothing.
# --smoke runs each benchmark once, briefly (about a minute), to check that everything works; its
# report says so in its title. FORKS, WARMUP, ITERATIONS and TIME (e.g. 1s) override the run's size.
set -euo pipefail

cd "$(dirname "$0")/.."
smoke=false
build=true
out=benchmarks/results
for arg in "$@"; do
    case "$arg" in
        --smoke) smoke=true ;;
        --no-build) build=false ;;
        -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "run.sh: unknown option $arg (see --help)" >&2; exit 2 ;;
        *) out=$arg ;;
    esac
done

if $smoke; then
    forks=${FORKS:-1} warmup=${WARMUP:-0} iterations=${ITERATIONS:-1} time=${TIME:-100ms}
    title="Smoke run of benchmarks/run.sh: not a measurement"
else
    forks=${FORKS:-3} warmup=${WARMUP:-2} iterations=${ITERATIONS:-3} time=${TIME:-1s}
    title="sbetool benchmarks"
fi

jar=benchmarks/target/benchmarks.jar
if $build; then
    echo "run.sh: building $jar" >&2
    mvn -B -q -pl runtime,compiler,benchmarks -am -DskipTests package
fi
if [[ ! -f $jar ]]; then
    echo "run.sh: $jar is missing; run without --no-build" >&2
    exit 1
fi

mkdir -p "$out"
jmh_args=(-f "$forks" -wi "$warmup" -w "$time" -i "$iterations" -r "$time" -prof gc -foe true
    -rf json -rff "$out/results.json")
echo "run.sh: java -jar $jar 'io.sbetool.benchmarks.(codecs|otf).' ${jmh_args[*]}" >&2
java -jar "$jar" 'io\.sbetool\.benchmarks\.(codecs|otf)\.' "${jmh_args[@]}" > "$out/jmh.log"

java -Djava.awt.headless=true -cp "$jar" io.sbetool.benchmarks.report.Report "$out/results.json" "$out" "$title"
cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -1)
{
    echo
    echo "Machine: $(nproc) cores${cpu:+, $cpu}; $(java -version 2>&1 | head -1); $(uname -sr)."
    echo "JMH: ${jmh_args[*]:0:10} (every benchmark, the same JVM options for every codec)."
    echo "Ratios are each row's throughput over sbetool's on the same job; B/op is gc.alloc.rate.norm."
} >> "$out/benchmarks.md"
echo "run.sh: wrote $out/benchmarks.md and $out/benchmarks.png" >&2
