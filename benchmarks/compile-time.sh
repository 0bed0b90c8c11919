#!/usr/bin/env bash
# Whole-process compile time and peak memory: ./sbetool against the reference implementation's jar
# (uk.co.real-logic:sbe-tool, fetched from Maven Central into the local repository), generating Java
# for the same schemas. Prints hyperfine's table and /usr/bin/time's peak RSS per tool and schema.
#
#   benchmarks/compile-time.sh [RUNS]        (default 5 runs each; needs hyperfine, installs it on Debian)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
runs="${1:-5}"
ref_version="$(sed -n 's:.*<sbe.reference.version>\(.*\)</sbe.reference.version>.*:\1:p' pom.xml)"
agrona_version="$(sed -n 's:.*<agrona.version>\(.*\)</agrona.version>.*:\1:p' pom.xml)"
repo="$HOME/.m2/repository"   # where dependency:get below puts the jars

if ! command -v hyperfine >/dev/null; then
    apt-get update -q >/dev/null && apt-get install -y -q hyperfine time >/dev/null
fi
for artifact in "uk.co.real-logic:sbe-tool:$ref_version" "org.agrona:agrona:$agrona_version"; do
    mvn -q -B dependency:get -Dartifact="$artifact" -Dtransitive=false >/dev/null
done
ref_cp="$repo/uk/co/real-logic/sbe-tool/$ref_version/sbe-tool-$ref_version.jar:$repo/org/agrona/agrona/$agrona_version/agrona-$agrona_version.jar"

./sbetool --version >/dev/null   # builds the jar and its class-data archive on first use
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
schemas=(
    schemas/car.xml
    ../shared/corpus/cme/Cme.Futures.Mdp3.Sbe.v1.12.xml
    ../shared/corpus/binance/spot_3_5.xml
    ../shared/corpus/cme/Cme.Futures.iLink3.Sbe.v8.5.xml
)
for schema in "${schemas[@]}"; do
    name="$(basename "$schema" .xml)"
    ours="./sbetool $schema --target java --output-dir $out/ours-$name"
    ref="java -Dsbe.output.dir=$out/ref-$name -Dsbe.target.language=Java -cp $ref_cp uk.co.real_logic.sbe.SbeTool $schema"
    echo "## $name"
    hyperfine --style basic --warmup 1 --runs "$runs" -n sbetool "$ours" -n reference "$ref" \
        --prepare "rm -rf $out/ours-$name $out/ref-$name" 2>&1 | grep -vE '^\s*$'
    for tool in ours ref; do
        cmd="$ours"; [ "$tool" = ref ] && cmd="$ref"
        rss="$(/usr/bin/time -f '%M' $cmd 2>&1 >/dev/null | tail -1)"
        echo "peak RSS $tool: $((rss / 1024)) MB"
    done
done
