#!/usr/bin/env python3
"""Prints the Rust benchmarks' rows for benchmarks.md from criterion's JSON.

    benchmarks/rust/report.py CRITERION_DIR      (e.g. benchmarks/rust/target/criterion)

Each benchmark is named "<message>/<encode|decode>" (criterion's group) and "<codec>" (its function);
its row gives criterion's median time per operation with that median's 95% confidence interval, the
throughput it means, and its ratios to sbetool's row and the floor's row of the same group (throughput
over throughput: above 1.00x is faster). Exits 1 when the directory holds no results.
"""
import json
import sys
from pathlib import Path

CODECS = ["sbetool", "reference", "floor"]


def read(directory):
    results = {}
    for benchmark in sorted(Path(directory).glob("*/*/new/benchmark.json")):
        names = json.loads(benchmark.read_text())
        estimates = json.loads((benchmark.parent / "estimates.json").read_text())
        median = estimates["median"]
        interval = median["confidence_interval"]
        results[(names["group_id"], names["function_id"])] = (
            median["point_estimate"], interval["lower_bound"], interval["upper_bound"])
    return results


def main(arguments):
    if len(arguments) != 1:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    results = read(arguments[0])
    if not results:
        print(f"report.py: no criterion results under {arguments[0]}", file=sys.stderr)
        return 1
    print("| Message | Operation | Codec | ns/op (median) | 95% CI | ops/µs | vs sbetool | vs floor |")
    print("| --- | --- | --- | ---: | --- | ---: | ---: | ---: |")
    groups = sorted({group for group, _ in results}, key=lambda g: (g.split("/")[0], g.split("/")[1] != "encode"))
    for group in groups:
        message, operation = group.split("/")
        ours = results.get((group, "sbetool"), (float("nan"),))[0]
        floor = results.get((group, "floor"), (float("nan"),))[0]
        for codec in sorted((c for g, c in results if g == group), key=lambda c: (CODECS + [c]).index(c)):
            median, lower, upper = results[(group, codec)]
            print(f"| {message} | {operation} | {codec} Rust | {median:.1f} | {lower:.1f}-{upper:.1f} | "
                  f"{1000 / median:.3f} | {ours / median:.2f}x | {floor / median:.2f}x |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
