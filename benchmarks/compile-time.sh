#!/usr/bin/env bash
# Whole-process compile time and peak memory: ./sbetool against the reference implementation's jar
# (uk.co.real-logic:sbe-tool, fetched from Maven Central into the local repository), generating Java
# for the same schemas. The two tools run in alternation, round by round (benchmarks/alternate.py):
# on a shared virtual machine the speed drifts over a minute, and running one tool's runs before the
# other's put that drift into the ratio. Prints, per schema, each tool's median wall and CPU time
# (user + sys) with their spread, the median of the per-round ratios with theirs, and the largest peak
# RSS; then the table docs/performance.md shows.
#
#   benchmarks/compile-time.sh [RUNS] [SCHEMA...]   (default 10 rounds and docs/performance.md's four schemas;
#                                                    needs jq and python3, installs jq on Debian)
#   SBETOOL=/other/checkout/sbetool benchmarks/compile-time.sh ...   times another build of sbetool
#
# Wall time is what users wait for, but it is only comparable on a quiet machine; CPU time is much less
# disturbed by other work on a shared one, so both are shown, with the load average before and after.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
runs="${1:-10}"
shift || true
sbetool="${SBETOOL:-./sbetool}"
ref_version="$(sed -n 's:.*<sbe.reference.version>\(.*\)</sbe.reference.version>.*:\1:p' pom.xml)"
# the reference runs in its own JVM, on the Agrona its release was built with (not sbetool's)
agrona_version="$(sed -n 's:.*<sbe.reference.agrona.version>\(.*\)</sbe.reference.agrona.version>.*:\1:p' pom.xml)"
repo="$HOME/.m2/repository"   # where dependency:get below puts the jars

if ! command -v jq >/dev/null; then
    apt-get update -q >/dev/null && apt-get install -y -q jq >/dev/null
fi
for artifact in "uk.co.real-logic:sbe-tool:$ref_version" "org.agrona:agrona:$agrona_version"; do
    jar="$repo/$(echo "${artifact%:*}" | tr '.:' '//')/${artifact##*:}/$(echo "$artifact" | cut -d: -f2)-${artifact##*:}.jar"
    [ -f "$jar" ] || mvn -q -B dependency:get -Dartifact="$artifact" -Dtransitive=false >/dev/null
done
ref_cp="$repo/uk/co/real-logic/sbe-tool/$ref_version/sbe-tool-$ref_version.jar:$repo/org/agrona/agrona/$agrona_version/agrona-$agrona_version.jar"

"$sbetool" --version >/dev/null   # builds the jar and its class-data archive on first use
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
schemas=("$@")
if [ "${#schemas[@]}" -eq 0 ]; then
    schemas=(
        schemas/car.xml
        testdata/corpus/cme/Cme.Futures.Mdp3.Sbe.v1.12.xml
        testdata/corpus/binance/spot_3_5.xml
        testdata/corpus/cme/Cme.Futures.iLink3.Sbe.v8.5.xml
    )
fi
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores; $(java -version 2>&1 | head -1)"
table=()
for schema in "${schemas[@]}"; do
    name="$(basename "$schema" .xml)"
    ours="$sbetool $schema --target java --output-dir $out/ours-$name"
    ref="java -Dsbe.output.dir=$out/ref-$name -Dsbe.target.language=Java -cp $ref_cp uk.co.real_logic.sbe.SbeTool $schema"
    python3 benchmarks/alternate.py "$runs" sbetool "$ours" reference "$ref" "rm -rf $out/ours-$name $out/ref-$name" \
        >"$out/$name.json"
    read -r wall_ours wall_ours_min wall_ours_max cpu_ours cpu_ours_min cpu_ours_max rss_ours \
        wall_ref wall_ref_min wall_ref_max cpu_ref cpu_ref_min cpu_ref_max rss_ref \
        wall_ratio wall_ratio_min wall_ratio_max cpu_ratio cpu_ratio_min cpu_ratio_max < <(jq -r \
        '[(.sbetool, .reference | .wall.median, .wall.min, .wall.max, .cpu.median, .cpu.min, .cpu.max, .rss),
          (.ratio.wall, .ratio.cpu | .median, .min, .max)] | @tsv' "$out/$name.json")
    r() { printf '%.2f' "$1"; }
    echo "$name: wall $wall_ours ms ($wall_ours_min-$wall_ours_max) vs $wall_ref ms ($wall_ref_min-$wall_ref_max)," \
        "ratio $(r "$wall_ratio")x ($(r "$wall_ratio_min")-$(r "$wall_ratio_max")); CPU $cpu_ours ms ($cpu_ours_min-$cpu_ours_max)" \
        "vs $cpu_ref ms ($cpu_ref_min-$cpu_ref_max), ratio $(r "$cpu_ratio")x ($(r "$cpu_ratio_min")-$(r "$cpu_ratio_max"));" \
        "peak RSS $rss_ours MB vs $rss_ref MB"
    table+=("| \`$name\` | $wall_ours ms | $wall_ref ms | $(r "$wall_ratio")x ($(r "$wall_ratio_min")-$(r "$wall_ratio_max")) | $cpu_ours ms | $cpu_ref ms | $(r "$cpu_ratio")x ($(r "$cpu_ratio_min")-$(r "$cpu_ratio_max")) | $rss_ours MB | $rss_ref MB |")
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| schema | wall sbetool | wall reference | wall ratio (spread) | CPU sbetool | CPU reference | CPU ratio (spread) | peak RSS sbetool | peak RSS reference |"
echo "|---|---|---|---|---|---|---|---|---|"
printf '%s\n' "${table[@]}"
