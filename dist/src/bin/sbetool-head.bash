#!/usr/bin/env bash
# sbetool from a release: bin/sbetool runs lib/sbetool.jar with the JVM options of the checkout's ./sbetool (whose
# second part, from "Decoding loads other classes" on, dist/ appends to these lines). No Maven: the jar is built.
set -euo pipefail
script="${BASH_SOURCE[0]}"
# Started through a symbolic link (ln -s /opt/sbetool-X/bin/sbetool /usr/local/bin/sbetool), it works from where
# the link points.
[ -L "$script" ] && script="$(readlink -f "$script")"
[[ "$script" == */* ]] || script="./$script"
here="$(cd "${script%/*}/.." && pwd)"
jar="$here/lib/sbetool.jar"
main=io.sbetool.compiler.cli.SbeTool

# Without java the script below would end at its first use under set -e with no word said. A java that
# is only in JAVA_HOME is taken from there.
if ! hash java 2>/dev/null; then
    if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ]; then
        PATH="$JAVA_HOME/bin:$PATH"
    else
        echo "sbetool: no java on the PATH or in JAVA_HOME; sbetool needs Java 17 or later" \
            "(on Debian: apt-get install openjdk-17-jdk-headless)" >&2
        exit 1
    fi
fi

# The class-data-sharing archives (made at a compile's and a decode's first run) go beside the jar when the
# install is writable, else in the user's cache, under the install's own path (so two installs never share
# one): a read-only install (owned by root, run by another user) still starts fast. With neither writable
# (no HOME, as for nobody) the runs go without an archive, quietly. mkdir runs only the first time.
if [ -w "$here/lib" ]; then
    archives="$here/lib"
else
    archives="${XDG_CACHE_HOME:-${HOME:-/nonexistent}/.cache}/sbetool$here"
    [ -d "$archives" ] || mkdir -p "$archives" 2>/dev/null || true
fi

# The training runs' inputs, shipped in share/sbetool/samples.
train_car="$here/share/sbetool/samples/car.xml"
train_fix="$here/share/sbetool/samples/fix-message-samples.xml"
train_pcap="$here/share/sbetool/samples/market-data.pcap"

