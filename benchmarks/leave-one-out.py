#!/usr/bin/env python3
"""Times variants of one command in interleaved rounds, for benchmarks/jvm-options.sh.

    leave-one-out.py ROUNDS VARIANTS_FILE PREPARE

VARIANTS_FILE holds one variant a line, NAME<TAB>COMMAND (COMMAND split as a shell would, not run through
one); the first line is the baseline the others are compared with. Each round runs every variant once,
PREPARE (through the shell, untimed) before each run, starting at a different variant each round (round r
starts at variant r mod n), so that drift on a shared machine falls on all variants alike. One untimed
warm-up round comes first. Each run is measured by wait4(): wall time and CPU time (user + sys).

Prints one Markdown table row a variant: the median wall and CPU time in ms, and the median (min-max) of the
per-round ratios variant / baseline for each (a ratio above 1 means leaving the option out costs that much).
"""
import shlex
import statistics
import subprocess
import sys

from alternate import measure  # wall ms, CPU ms and peak RSS of one run, by wait4()


def read_variants(path):
    variants = []
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                name, command = line.rstrip("\n").split("\t", 1)
                variants.append((name, shlex.split(command)))
    return variants


def spread(values):
    return f"{statistics.median(values):.3f} ({min(values):.3f}-{max(values):.3f})"


def main():
    rounds = int(sys.argv[1])
    variants = read_variants(sys.argv[2])
    prepare = sys.argv[3]
    samples = [[] for _ in variants]
    for round_number in range(rounds + 1):
        for step in range(len(variants)):
            index = (round_number + step) % len(variants)
            subprocess.run(prepare, shell=True, check=True)
            sample = measure(variants[index][1])
            if round_number > 0:
                samples[index].append(sample)
    baseline = samples[0]
    for (name, _), runs in zip(variants, samples):
        wall_ratios = [run[0] / base[0] for run, base in zip(runs, baseline)]
        cpu_ratios = [run[1] / base[1] for run, base in zip(runs, baseline)]
        print(f"| {name} | {statistics.median(r[0] for r in runs):.0f} ms | {spread(wall_ratios)} "
              f"| {statistics.median(r[1] for r in runs):.0f} ms | {spread(cpu_ratios)} |")


if __name__ == "__main__":
    main()
