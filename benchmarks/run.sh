#!/usr/bin/env bash
# Builds the benchmarks, runs every codec, on-the-fly decoding and JSON printing benchmark with JMH's
# gc profiler and the C++ codec benchmarks (benchmarks/cpp, Google Benchmark), and writes the report:
# benchmarks.md (a markdown table) and benchmarks.png (a bar chart, log scale), with JMH's and Google
# Benchmark's JSON results and logs beside them.
#
#   benchmarks/run.sh [--smoke] [--no-build] [OUTPUT_DIR]      (default OUTPUT_DIR: benchmarks/results)
#
# The full run takes about 20 minutes on 2 cores: 40 JMH benchmarks, each in 3 forks of 2 warm-up and 3
# measured one-second iterations, then 12 C++ benchmarks of 10 interleaved 0.3-second repetitions, the
# Rust ones, and the whole-process decode (NDJSON, Parquet) and Spark source scripts.
# Run it on a quiet machine; figures from a busy one mean nothing.
# --smoke runs each benchmark once, briefly (about a minute), to check that everything works; its
# report says so in its title. FORKS, WARMUP, ITERATIONS and TIME (e.g. 1s) override the JMH run's
# size, CPP_REPETITIONS and CPP_MIN_TIME (seconds) the C++ run's. --no-build reuses benchmarks.jar;
# the C++ benchmarks are always brought up to date (CMake rebuilds only what changed).
set -euo pipefail

cd "$(dirname "$0")/.."
smoke=false
build=true
out=benchmarks/results
for arg in "$@"; do
    case "$arg" in
        --smoke) smoke=true ;;
        --no-build) build=false ;;
        -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "run.sh: unknown option $arg (see --help)" >&2; exit 2 ;;
        *) out=$arg ;;
    esac
done

if $smoke; then
    forks=${FORKS:-1} warmup=${WARMUP:-0} iterations=${ITERATIONS:-1} time=${TIME:-100ms}
    cpp_repetitions=${CPP_REPETITIONS:-1} cpp_min_time=${CPP_MIN_TIME:-0.001}
    rust_args=(--warm-up-time 0.01 --measurement-time 0.01 --sample-size 10)
    title="Smoke run of benchmarks/run.sh: not a measurement"
else
    forks=${FORKS:-3} warmup=${WARMUP:-2} iterations=${ITERATIONS:-3} time=${TIME:-1s}
    cpp_repetitions=${CPP_REPETITIONS:-10} cpp_min_time=${CPP_MIN_TIME:-0.3}
    rust_args=(--warm-up-time 1 --measurement-time 3)
    title="sbetool benchmarks"
fi

jar=benchmarks/target/benchmarks.jar
if $build; then
    echo "run.sh: building $jar" >&2
    # parquet and spark for the whole-process figures (decode-parquet.sh, spark-speed.sh), at the end
    mvn -B -q -pl runtime,compiler,benchmarks,parquet,spark -am -DskipTests package
fi
if [[ ! -f $jar ]]; then
    echo "run.sh: $jar is missing; run without --no-build" >&2
    exit 1
fi

# The C++ benchmarks are built before anything runs, so that a broken build stops the run at once. The
# reference's SbeTool comes from benchmarks.jar, which holds it; sbetool is this checkout's launcher.
cpp_build=benchmarks/target/cpp
echo "run.sh: building the C++ benchmarks in $cpp_build" >&2
cmake -S benchmarks/cpp -B "$cpp_build" -G Ninja -DREFERENCE_SBE_CLASSPATH="$PWD/$jar" > /dev/null
# sbetool's headers are generated again when the wrapper's jar changed (cmake/Sbetool.cmake depends on it).
# Twice: Ninja learns that the benchmarks include the generated headers only from the compiler's depfile,
# so headers rewritten during a build do not make it compile again; the second build does, when they changed.
cmake --build "$cpp_build" > /dev/null
cmake --build "$cpp_build" > /dev/null

# The Rust benchmarks (benchmarks/rust, criterion) build against crates generated from this checkout and
# the reference's SbeTool (from benchmarks.jar); cargo keeps them in benchmarks/rust/target.
echo "run.sh: generating and building the Rust benchmarks in benchmarks/rust/target" >&2
REFERENCE_SBE_CLASSPATH="$PWD/$jar" benchmarks/rust/generate.sh
(cd benchmarks/rust && cargo bench --bench codecs --no-run --quiet)

mkdir -p "$out"
jmh_args=(-f "$forks" -wi "$warmup" -w "$time" -i "$iterations" -r "$time" -prof gc -foe true
    -rf json -rff "$out/results.json")
echo "run.sh: java -jar $jar 'io.sbetool.benchmarks.(codecs|otf).' ${jmh_args[*]}" >&2
java -jar "$jar" 'io\.sbetool\.benchmarks\.(codecs|otf)\.' "${jmh_args[@]}" > "$out/jmh.log"

# Random interleaving runs the repetitions of all benchmarks in a shuffled order, so that a drift in the
# machine's load spreads over every codec instead of landing on whichever ran last.
cpp_args=(--benchmark_repetitions="$cpp_repetitions" --benchmark_min_time="$cpp_min_time"
    --benchmark_enable_random_interleaving=true)
echo "run.sh: $cpp_build/cpp_benchmarks ${cpp_args[*]}" >&2
"$cpp_build/cpp_benchmarks" "${cpp_args[@]}" --benchmark_out="$out/cpp-results.json" --benchmark_out_format=json \
    > "$out/cpp.log" 2>&1 || { cat "$out/cpp.log" >&2; echo "run.sh: the C++ benchmarks failed" >&2; exit 1; }

echo "run.sh: cargo bench --bench codecs -- ${rust_args[*]}" >&2
rm -rf benchmarks/rust/target/criterion
(cd benchmarks/rust && cargo bench --bench codecs --quiet -- "${rust_args[@]}") > "$out/rust.log" 2>&1 ||
    { cat "$out/rust.log" >&2; echo "run.sh: the Rust benchmarks failed" >&2; exit 1; }
rm -rf "$out/criterion"
cp -r benchmarks/rust/target/criterion "$out/criterion"

java -Djava.awt.headless=true -cp "$jar" io.sbetool.benchmarks.report.Report --cpp "$out/cpp-results.json" \
    "$out/results.json" "$out" "$title"
cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -1)
{
    echo
    echo "Machine: $(nproc) cores${cpu:+, $cpu}; $(java -version 2>&1 | head -1); $(uname -sr)."
    echo "JMH: ${jmh_args[*]:0:10} (every benchmark, the same JVM options for every codec)."
    echo "C++: $(c++ --version | head -1), -O3; Google Benchmark ${cpp_args[*]}; protobuf $(protoc --version);" \
        "scores from the benchmark thread's CPU time per operation, each C++ row compared with sbetool C++."
    echo "Ratios are each row's throughput over sbetool's on the same job; B/op is gc.alloc.rate.norm."
    echo
    echo "Rust (benchmarks/rust, criterion ${rust_args[*]}; $(rustc --version)):"
    echo
    benchmarks/rust/report.py "$out/criterion"
} >> "$out/benchmarks.md"
# Whole process on the decode benchmark's 1,000,000-message MDP 3.0 mix: NDJSON and Parquet (one and two
# threads), and the Spark source in local[1] and local[2] against decode to Parquet (docs/parquet.md,
# docs/spark.md say what the columns are). Minutes of work, so not in a smoke run, whose report says so.
{
    echo
    if $smoke; then
        echo "Whole-process decode and Spark figures: not run (smoke run)."
    else
        echo "Whole process, the MDP 3.0 mix (benchmarks/decode-parquet.sh 1, benchmarks/spark-speed.sh 2):"
        echo
        echo '```'
        benchmarks/decode-parquet.sh 1
        benchmarks/spark-speed.sh 2
        echo '```'
    fi
} >> "$out/benchmarks.md"
echo "run.sh: wrote $out/benchmarks.md and $out/benchmarks.png" >&2
