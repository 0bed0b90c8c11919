#!/usr/bin/env bash
# Builds hsdis-amd64.so into benchmarks/target/hsdis, so that C2's code can be read on this machine:
#
#   benchmarks/hsdis/build.sh
#   LD_LIBRARY_PATH=benchmarks/target/hsdis java -XX:+UnlockDiagnosticVMOptions \
#     -XX:CompileCommand=print,io.sbetool.benchmarks.codecs.SbetoolTrades::decode ...
#
# Needs gcc and Debian's libhsdis0-fcml (apt-get install libhsdis0-fcml). See hsdis-shim.c for why a shim.
set -euo pipefail
cd "$(dirname "$0")"
fcml=$(dpkg -L libhsdis0-fcml 2>/dev/null | grep -m1 'libhsdis\.so\.0$' || true)
if [[ -z $fcml ]]; then
    echo "build.sh: libhsdis0-fcml is not installed (apt-get install libhsdis0-fcml)" >&2
    exit 1
fi
mkdir -p ../target/hsdis
gcc -shared -fPIC -O2 -Wall -Wextra -Werror -DFCML_HSDIS="\"$fcml\"" -o ../target/hsdis/hsdis-amd64.so hsdis-shim.c -ldl
echo "build.sh: built benchmarks/target/hsdis/hsdis-amd64.so over $fcml" >&2
