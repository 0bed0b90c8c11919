#!/usr/bin/env bash
# Generates the crates the Rust benchmarks build against, under benchmarks/rust/target/generated:
# sbetool's (sbetool/, by this checkout's ./sbetool --target rust) and the reference implementation's
# (reference/, by its SbeTool with sbe.target.language=Rust) for schemas/car.xml and
# schemas/fix-message-samples.xml. Both name their crates alike, so the reference's packages are renamed
# reference_car and reference_fix (only their Cargo.toml's names: the code is as its tool wrote it).
#
#   REFERENCE_SBE_CLASSPATH=<jars holding uk.co.real_logic.sbe.SbeTool> benchmarks/rust/generate.sh
#
# SBETOOL (default: this checkout's ./sbetool) is the command that runs sbetool, split at spaces; JAVA
# (default: java) runs the reference's SbeTool. Everything is written to a new folder, then moved into
# place, so a failed run leaves the previous crates whole.
set -euo pipefail

cd "$(dirname "$0")/../.."
if [[ -z ${REFERENCE_SBE_CLASSPATH:-} ]]; then
    echo "generate.sh: set REFERENCE_SBE_CLASSPATH to the jars holding uk.co.real_logic.sbe.SbeTool" \
        "(e.g. benchmarks/target/benchmarks.jar after mvn -pl runtime,compiler,benchmarks -am package)" >&2
    exit 2
fi
read -r -a sbetool <<< "${SBETOOL:-./sbetool}"
java=${JAVA:-java}
schemas=(schemas/car.xml schemas/fix-message-samples.xml)
generated=benchmarks/rust/target/generated
fresh=$generated.new
rm -rf "$fresh"
mkdir -p "$fresh"

"${sbetool[@]}" --target rust -o "$fresh/sbetool" "${schemas[@]}" >&2
"$java" -Dsbe.target.language=Rust "-Dsbe.output.dir=$fresh/reference" -cp "$REFERENCE_SBE_CLASSPATH" \
    uk.co.real_logic.sbe.SbeTool "${schemas[@]}" >&2
for pair in car:uk_co_real_logic_sbe_benchmarks fix:uk_co_real_logic_sbe_benchmarks_fix; do
    name=reference_${pair%%:*}
    crate=${pair#*:}
    if [[ ! -f $fresh/reference/$crate/Cargo.toml ]]; then
        echo "generate.sh: the reference's SbeTool wrote no crate $crate" >&2
        exit 1
    fi
    mv "$fresh/reference/$crate" "$fresh/reference/$name"
    sed -i "s/^name = \"$crate\"\$/name = \"$name\"/" "$fresh/reference/$name/Cargo.toml"
done
rm -rf "$generated"
mv "$fresh" "$generated"
