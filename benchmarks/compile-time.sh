#!/usr/bin/env bash
# Whole-process compile time and peak memory: ./sbetool against the reference implementation's jar
# (uk.co.real-logic:sbe-tool, fetched from Maven Central into the local repository), generating Java
# for the same schemas. Prints, per schema, hyperfine's median wall time and mean CPU time (user + sys)
# of each tool and their ratios, and /usr/bin/time's peak RSS; then the table the README shows.
#
#   benchmarks/compile-time.sh [RUNS] [SCHEMA...]   (default 7 runs each and the README's four schemas;
#                                                    needs hyperfine, jq and bc, installs them on Debian)
#
# Wall time is what users wait for, but it is only comparable on a quiet machine; CPU time is much less
# disturbed by other work on a shared one, so both are shown, with the load average before and after.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
runs="${1:-7}"
shift || true
ref_version="$(sed -n 's:.*<sbe.reference.version>\(.*\)</sbe.reference.version>.*:\1:p' pom.xml)"
agrona_version="$(sed -n 's:.*<agrona.version>\(.*\)</agrona.version>.*:\1:p' pom.xml)"
repo="$HOME/.m2/repository"   # where dependency:get below puts the jars

if ! command -v hyperfine >/dev/null || ! command -v jq >/dev/null || ! command -v bc >/dev/null || [ ! -x /usr/bin/time ]; then
    apt-get update -q >/dev/null && apt-get install -y -q hyperfine jq bc time >/dev/null
fi
for artifact in "uk.co.real-logic:sbe-tool:$ref_version" "org.agrona:agrona:$agrona_version"; do
    jar="$repo/$(echo "${artifact%:*}" | tr '.:' '//')/${artifact##*:}/$(echo "$artifact" | cut -d: -f2)-${artifact##*:}.jar"
    [ -f "$jar" ] || mvn -q -B dependency:get -Dartifact="$artifact" -Dtransitive=false >/dev/null
done
ref_cp="$repo/uk/co/real-logic/sbe-tool/$ref_version/sbe-tool-$ref_version.jar:$repo/org/agrona/agrona/$agrona_version/agrona-$agrona_version.jar"

./sbetool --version >/dev/null   # builds the jar and its class-data archive on first use
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
schemas=("$@")
if [ "${#schemas[@]}" -eq 0 ]; then
    schemas=(
        schemas/car.xml
        ../shared/corpus/cme/Cme.Futures.Mdp3.Sbe.v1.12.xml
        ../shared/corpus/binance/spot_3_5.xml
        ../shared/corpus/cme/Cme.Futures.iLink3.Sbe.v8.5.xml
    )
fi
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores; $(java -version 2>&1 | head -1)"
table=()
for schema in "${schemas[@]}"; do
    name="$(basename "$schema" .xml)"
    ours="./sbetool $schema --target java --output-dir $out/ours-$name"
    ref="java -Dsbe.output.dir=$out/ref-$name -Dsbe.target.language=Java -cp $ref_cp uk.co.real_logic.sbe.SbeTool $schema"
    hyperfine --style none --warmup 1 --runs "$runs" --export-json "$out/$name.json" \
        -n sbetool "$ours" -n reference "$ref" \
        --prepare "rm -rf $out/ours-$name $out/ref-$name" >/dev/null 2>&1
    read -r wall_ours cpu_ours wall_ref cpu_ref < <(jq -r \
        '[.results[] | (.median * 1000 | round), ((.user + .system) * 1000 | round)] | @tsv' "$out/$name.json")
    rss=()
    for cmd in "$ours" "$ref"; do
        rm -rf "$out/ours-$name" "$out/ref-$name"
        rss+=("$(( $( /usr/bin/time -f '%M' $cmd 2>&1 >/dev/null | tail -1) / 1024 ))")
    done
    wall_ratio="$(echo "scale=3; $wall_ours / $wall_ref" | bc | xargs printf '%.2f')"
    cpu_ratio="$(echo "scale=3; $cpu_ours / $cpu_ref" | bc | xargs printf '%.2f')"
    echo "$name: wall $wall_ours ms vs $wall_ref ms (${wall_ratio}x), CPU $cpu_ours ms vs $cpu_ref ms (${cpu_ratio}x), peak RSS ${rss[0]} MB vs ${rss[1]} MB"
    table+=("| \`$name\` | $wall_ours ms | $wall_ref ms | ${wall_ratio}x | $cpu_ours ms | $cpu_ref ms | ${cpu_ratio}x | ${rss[0]} MB | ${rss[1]} MB |")
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| schema | wall sbetool | wall reference | ratio | CPU sbetool | CPU reference | ratio | peak RSS sbetool | peak RSS reference |"
echo "|---|---|---|---|---|---|---|---|---|"
printf '%s\n' "${table[@]}"
