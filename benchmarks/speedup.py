#!/usr/bin/env python3
"""Measures `--threads 2` against one core, beside what the machine gives perfectly parallel work.

    speedup.py ROUNDS SBETOOL CAPTURE IR [DECODE_ARG...]

Each round runs, in a rotated order after one untimed warm-up round:
  one     `SBETOOL decode --threads 1` pinned to core 0 (taskset -c 0);
  two     `SBETOOL decode --threads 2` on both cores;
  copies  two of `one` at once, one pinned to core 0 and one to core 1, each writing its own file.

`copies` gives the ceiling: two independent processes share nothing but the hardware, the kernel
and the file system, so what the two cores do together with no coordination at all is the most any
two-thread run could gain on this machine at that moment. As the workers of `--threads` share the
chunks out as they go, a faster core taking more, the ceiling adds the two cores' rates: one's wall
time x (1 / first copy's + 1 / second copy's). On a virtual machine whose two vCPUs slow each other
down (a shared physical core, a neighbour, the host's interrupts on one of them) that is under 2.

Prints one JSON object: each run's median wall and CPU ms, and the medians (min, max) of the
per-round speed-up (one / two), ceiling and efficiency (speed-up / ceiling).
Each round's runs ran minutes apart at most, so their ratios are the figures least moved by drift.
Outputs go to /tmp/speedup-PID-N.ndjson and are removed, with a `sync`, before every run and at the end.
"""
import json
import os
import statistics
import subprocess
import sys
import time


def spawn(command, output):
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        return os.posix_spawnp(command[0], command + ["--output", output], os.environ, file_actions=[
            (os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)])
    finally:
        os.close(devnull)


def run_together(commands, outputs):
    """Starts every command at once; returns each one's (wall ms, CPU ms)."""
    start = time.perf_counter()
    pids = [spawn(command, output) for command, output in zip(commands, outputs)]
    results = [None] * len(pids)
    for _ in pids:
        # whichever ends first: its wall time is its own, not the slower one's
        pid, status, usage = os.wait4(-1, 0)
        index = pids.index(pid)
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit(f"speedup.py: {' '.join(commands[index])} failed")
        results[index] = ((time.perf_counter() - start) * 1000, (usage.ru_utime + usage.ru_stime) * 1000)
    return results


def spread(values, digits):
    return {"median": round(statistics.median(values), digits), "min": round(min(values), digits),
            "max": round(max(values), digits)}


def main():
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    rounds, sbetool, capture, ir = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
    decode = [sbetool, "decode", "--ir", ir] + sys.argv[5:]
    one = ["taskset", "-c", "0"] + decode + ["--threads", "1"]
    other = ["taskset", "-c", "1"] + decode + ["--threads", "1"]
    two = decode + ["--threads", "2"]
    outputs = [f"/tmp/speedup-{os.getpid()}-{i}.ndjson" for i in range(2)]

    def prepare():
        for output in outputs:
            if os.path.exists(output):
                os.remove(output)
        subprocess.run(["sync"], check=True)

    runs = {
        "one": lambda: run_together([one + [capture]], outputs[:1])[0],
        "two": lambda: run_together([two + [capture]], outputs[:1])[0],
        "copies": lambda: run_together([one + [capture], other + [capture]], outputs),
    }
    names = list(runs)
    samples = {name: [] for name in names}
    for round_number in range(rounds + 1):
        order = names[round_number % 3:] + names[:round_number % 3]
        for name in order:
            prepare()
            result = runs[name]()
            if round_number > 0:
                samples[name].append(result)
    prepare()

    one_wall = [s[0] for s in samples["one"]]
    two_wall = [s[0] for s in samples["two"]]
    speedup = [a / b for a, b in zip(one_wall, two_wall)]
    ceiling = [a * (1 / pair[0][0] + 1 / pair[1][0]) for a, pair in zip(one_wall, samples["copies"])]
    report = {
        "one": {"wall": spread(one_wall, 0), "cpu": spread([s[1] for s in samples["one"]], 0)},
        "two": {"wall": spread(two_wall, 0), "cpu": spread([s[1] for s in samples["two"]], 0)},
        "copies": {"wall each": spread([p[i][0] for p in samples["copies"] for i in (0, 1)], 0),
                   "cpu each": spread([p[i][1] for p in samples["copies"] for i in (0, 1)], 0)},
        "speed-up": spread(speedup, 3),
        "ceiling": spread(ceiling, 3),
        "efficiency": spread([s / c for s, c in zip(speedup, ceiling)], 3),
        "load": os.getloadavg()[0],
    }
    print(json.dumps(report))


if __name__ == "__main__":
    main()
