#!/usr/bin/env python3
"""Times two commands run in alternation, for benchmarks/compile-time.sh.

    alternate.py RUNS NAME_A COMMAND_A NAME_B COMMAND_B PREPARE

Each round runs PREPARE (through the shell, untimed) before each command, then both commands, A first
in odd rounds and B first in even ones, so that drift in a shared virtual machine (other work starting,
the host's clock stepping) falls on both tools alike instead of on whichever ran later. One untimed
warm-up round comes first (page cache, the wrapper's archive). Every run is measured by wait4():
wall time, CPU time (user + sys, the process and everything it waited for) and peak RSS.

Prints one JSON object: per command the median and the spread (min, max) of wall and CPU in ms and
the largest peak RSS in MB, and the median of the per-round ratios A/B (each round's two runs were
next to each other, so their ratio is the least disturbed figure) with its min and max.
"""
import json
import os
import shlex
import statistics
import subprocess
import sys
import time


def measure(command):
    """Runs one command with its output discarded; returns (wall ms, CPU ms, peak RSS MB)."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        start = time.perf_counter()
        pid = os.posix_spawnp(command[0], command, os.environ, file_actions=[
            (os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)])
        _, status, usage = os.wait4(pid, 0)
        wall = (time.perf_counter() - start) * 1000
    finally:
        os.close(devnull)
    if os.waitstatus_to_exitcode(status) != 0:
        # Named after the script run (alternate.py, or leave-one-out.py, which uses this too).
        sys.exit(f"{os.path.basename(sys.argv[0])}: {shlex.join(command)} failed with exit code "
                 f"{os.waitstatus_to_exitcode(status)}")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000, usage.ru_maxrss / 1024


def summary(values):
    return {"median": round(statistics.median(values)), "min": round(min(values)), "max": round(max(values))}


def ratio_summary(values):
    return {"median": round(statistics.median(values), 3), "min": round(min(values), 3),
            "max": round(max(values), 3)}


def main():
    runs = int(sys.argv[1])
    names = [sys.argv[2], sys.argv[4]]
    commands = [shlex.split(sys.argv[3]), shlex.split(sys.argv[5])]
    prepare = sys.argv[6]
    results = {name: [] for name in names}
    for round_number in range(runs + 1):
        order = (0, 1) if round_number % 2 == 0 else (1, 0)
        for index in order:
            subprocess.run(prepare, shell=True, check=True)
            sample = measure(commands[index])
            if round_number > 0:
                results[names[index]].append(sample)
    report = {}
    for name in names:
        samples = results[name]
        report[name] = {"wall": summary([s[0] for s in samples]), "cpu": summary([s[1] for s in samples]),
                        "rss": round(max(s[2] for s in samples))}
    a, b = results[names[0]], results[names[1]]
    report["ratio"] = {"wall": ratio_summary([x[0] / y[0] for x, y in zip(a, b)]),
                       "cpu": ratio_summary([x[1] / y[1] for x, y in zip(a, b)])}
    print(json.dumps(report))


if __name__ == "__main__":
    main()
