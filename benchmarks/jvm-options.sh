#!/usr/bin/env bash
# Which of the launcher's JVM options pay: for each workload, the full option set the launcher passes
# (SBETOOL_PRINT_JVM_OPTIONS=1 ./sbetool ...) against the same set with one option left out, each in turn,
# in interleaved rounds (benchmarks/leave-one-out.py: every round runs every variant, starting at a
# different one each round, so a shared machine's drift falls on all alike). Prints, per workload, a
# Markdown table of the median wall and CPU time (user + sys) and the median (min-max) of the per-round
# ratios variant / full set: a ratio above 1 is what leaving the option out costs. Two rows are controls:
# "full set again" (the same command as the baseline: its distance from 1 is the noise) and "no option"
# (a bare java, the class-data archive included, since that is not a JVM option but a file).
#
#   benchmarks/jvm-options.sh [ROUNDS] [MESSAGES]   (default 20 rounds, 1,000,000 messages; needs python3
#                                                    and benchmarks/target/benchmarks.jar:
#                                                    mvn -B -q -pl benchmarks -am package -DskipTests)
#   SBETOOL_BENCH_CPUS=1 (the default) pins every run to that core with taskset: one core's CPU time is the
#   least disturbed figure on a shared machine, and the JIT's threads then compete with the decode as they
#   do on a loaded one; SBETOOL_BENCH_CPUS= (empty) runs unpinned.
#
# Workloads: compiling the CME MDP 3.0 schema to Java (as benchmarks/compile-time.sh does); decoding the
# decode benchmark's capture (MdpCaptureGenerator's MDP 3.0 mix) to standard output; decoding the sample
# capture (46 messages: a run that is nearly all start-up).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
rounds="${1:-20}"
messages="${2:-1000000}"
cpus="${SBETOOL_BENCH_CPUS-1}"
jar=compiler/target/sbetool.jar
main=io.sbetool.compiler.cli.SbeTool
mdp=testdata/corpus/cme/Cme.Futures.Mdp3.Sbe.v1.12.xml
[ -f benchmarks/target/benchmarks.jar ] || {
    echo "jvm-options.sh: benchmarks/target/benchmarks.jar is missing: mvn -B -q -pl benchmarks -am package -DskipTests" >&2
    exit 2
}
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The first compile and the first decode make the launcher's class-data archives, which every variant uses.
./sbetool schemas/car.xml --target java --output-dir "$work/warm" >/dev/null
./sbetool decode --schema schemas/fix-message-samples.xml --framing u16le-incl --skip 12 \
    samples/captures/market-data.pcap >/dev/null
java -cp benchmarks/target/benchmarks.jar io.sbetool.benchmarks.MdpCaptureGenerator "$work/mdp.pcap" "$messages" >/dev/null

pin=()
[ -n "$cpus" ] && pin=(taskset -c "$cpus")

# variants NAME OPTION... -- ARGUMENT...: writes the variants file of one workload, the full set first.
# Options that only serve another are left out with it: -XX:+UnlockDiagnosticVMOptions with
# ArchiveRelocationMode (the one diagnostic option), -XX:CompileCommand=quiet with the CompileCommands
# (it only silences them); -XX:SharedArchiveFile is the archive, measured as "no option" keeps it.
variants() {
    local file="$1"
    shift
    local opts=() args=()
    while [ "$1" != -- ]; do opts+=("$1"); shift; done
    shift
    args=("$@")
    line() { printf '%s\t%s\n' "$1" "$(printf '%q ' "${pin[@]}" java "${@:2}" -cp "$jar" "$main" "${args[@]}")"; }
    {
        line "full set" "${opts[@]}"
        line "full set again" "${opts[@]}"
        local archive=() compile_commands=()
        for opt in "${opts[@]}"; do
            [[ "$opt" == -XX:SharedArchiveFile=* ]] && archive+=("$opt")
            [[ "$opt" == -XX:CompileCommand=dontinline* ]] && compile_commands+=("$opt")
        done
        line "no option" ${archive[@]+"${archive[@]}"}
        for left_out in "${opts[@]}"; do
            case "$left_out" in
                -XX:+UnlockDiagnosticVMOptions|-XX:CompileCommand=quiet|-XX:SharedArchiveFile=*) continue ;;
            esac
            local kept=()
            for opt in "${opts[@]}"; do
                [ "$opt" = "$left_out" ] && continue
                [ "$left_out" = -XX:ArchiveRelocationMode=0 ] && [ "$opt" = -XX:+UnlockDiagnosticVMOptions ] && continue
                kept+=("$opt")
            done
            line "without \`$left_out\`" "${kept[@]}"
        done
        if [ "${#compile_commands[@]}" -gt 1 ]; then
            local kept=()
            for opt in "${opts[@]}"; do
                [[ "$opt" == -XX:CompileCommand=* ]] || kept+=("$opt")
            done
            line "without any \`CompileCommand\`" "${kept[@]}"
        fi
    } >"$file"
}

run() {
    local title="$1" file="$2" prepare="$3"
    echo
    echo "### $title"
    echo
    echo "| variant | wall | wall ratio (min-max) | CPU | CPU ratio (min-max) |"
    echo "|---|---|---|---|---|"
    python3 benchmarks/leave-one-out.py "$rounds" "$file" "$prepare"
}

mapfile -t compile_opts < <(SBETOOL_PRINT_JVM_OPTIONS=1 ./sbetool "$mdp")
mapfile -t decode_opts < <(SBETOOL_PRINT_JVM_OPTIONS=1 ./sbetool decode x)
variants "$work/compile" "${compile_opts[@]}" -- "$mdp" --target java --output-dir "$work/out"
variants "$work/decode" "${decode_opts[@]}" -- decode --schema "$mdp" --framing u16le-incl --skip 12 "$work/mdp.pcap"
variants "$work/small" "${decode_opts[@]}" -- decode --schema schemas/fix-message-samples.xml --framing u16le-incl \
    --skip 12 samples/captures/market-data.pcap

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(git rev-parse --short HEAD), $rounds rounds, pinned to: ${cpus:-none};" \
    "$(nproc) cores, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1);" \
    "$(java -version 2>&1 | head -1); load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
run "Compiling $(basename "$mdp") to Java" "$work/compile" "rm -rf $work/out"
run "Decoding $messages MDP 3.0 messages ($(stat -c %s "$work/mdp.pcap") bytes) to standard output" "$work/decode" true
run "Decoding the sample capture (46 messages)" "$work/small" true
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
