#!/usr/bin/env bash
# Instructions per operation of every codec and row (callgrind's count of a run of N iterations less that
# of a run of none, over N), which the load of a shared machine does not change. Needs valgrind and the
# crates generate.sh writes.
#
#   benchmarks/rust/count.sh [N]   (default N: 20000)
set -euo pipefail
cd "$(dirname "$0")"
n=${1:-20000}
cargo build -q --profile bench --example count
binary=target/release/examples/count
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$@" 2>&1 |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
printf '%-10s %-7s %10s %10s %10s\n' message op sbetool reference floor
for message in car market; do
    for op in encode decode; do
        row=()
        for codec in sbetool reference floor; do
            base=$(instructions "$message" "$op" "$codec" 0)
            full=$(instructions "$message" "$op" "$codec" "$n")
            row+=("$(( (full - base) / n ))")
        done
        printf '%-10s %-7s %10s %10s %10s\n' "$message" "$op" "${row[@]}"
    done
done
