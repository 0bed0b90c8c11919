#!/usr/bin/env bash
# The run-time cost of --cpp-access-order-checks, in instructions (valgrind --tool=callgrind, so the figure
# does not depend on the machine's load): car.xml's message encoded and decoded N and 2N times by
# access-order/car-round-trips.cpp, built -O2 with the checks' macro and without it; the difference of the two
# counts over N is the instructions per round trip, start-up cancelled out. Usage: benchmarks/access-order-cost.sh [N]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
rounds="${1:-2000}"
out="$root/benchmarks/target/access-order-cost"
rm -rf "$out" && mkdir -p "$out"
"$root/sbetool" --target cpp --cpp-access-order-checks --cpp-namespace bench_car -o "$out/gen" "$root/schemas/car.xml" >/dev/null
count() {
    valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.out" "$@" >/dev/null 2>"$out/valgrind.log"
    sed -n 's/^summary: //p;s/^totals: //p' "$out/callgrind.out" | head -1
}
for build in unchecked checked; do
    flags=()
    [ "$build" = checked ] && flags=(-DSBE_ENABLE_PRECEDENCE_CHECKS)
    g++ -std=c++17 -O2 -DNDEBUG -Wall -Wextra -Wpedantic -Werror "${flags[@]}" -I"$out/gen" \
        "$here/access-order/car-round-trips.cpp" -o "$out/$build"
    once="$(count "$out/$build" "$rounds")"
    twice="$(count "$out/$build" "$((2 * rounds))")"
    echo "$build: $(( (twice - once) / rounds )) instructions per encode and decode of Car ($rounds rounds)"
done
