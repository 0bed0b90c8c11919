#!/usr/bin/env bash
# Makes what the release archive holds that is not a plain copy (dist/pom.xml runs it at prepare-package):
#   bin/sbetool                   dist/src/bin/sbetool-head.bash, then the checkout's ./sbetool from its comment
#                                 "# Decoding loads other classes" to its end (the archives and the JVM options)
#   share/doc/sbetool/*.txt       the --help text of sbetool and of each of its commands
# Arguments: the checkout, the stage folder, the java to run the jar with, the jar.
set -euo pipefail
checkout="$1" stage="$2" java="$3" jar="$4"
mkdir -p "$stage/bin" "$stage/share/doc/sbetool"
marker='# Decoding loads other classes'
grep -q "^$marker" "$checkout/sbetool" || { echo "stage.sh: no line '$marker' in $checkout/sbetool" >&2; exit 1; }
{
    cat "$checkout/dist/src/bin/sbetool-head.bash"
    sed -n "/^$marker/,\$p" "$checkout/sbetool"
} >"$stage/bin/sbetool"
chmod 755 "$stage/bin/sbetool"
bash -n "$stage/bin/sbetool"
"$java" -jar "$jar" --help >"$stage/share/doc/sbetool/sbetool-help.txt"
for command in decode encode compat; do
    "$java" -jar "$jar" "$command" --help >"$stage/share/doc/sbetool/sbetool-$command-help.txt"
done
