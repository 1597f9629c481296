#!/usr/bin/env python3
"""Runs two commands alternately and prints one line: their medians and the ratio against the goal.

On a shared machine a load swing moves whichever command is running at the time, so the two are run
in pairs (A then B, N times) and each pair's ratio is taken: the median of those ratios is the figure.
Wall time and CPU time (user + system, from wait4) are both given; the goal is judged on CPU time,
which the other work on a shared machine moves far less (a loaded 2-core VM adds its run queue's wait
to every wall time). On a quiet machine the two agree.

Usage: paired.py NAME GOAL RUNS 'COMMAND A' 'COMMAND B'
  GOAL: "A<=1.3xB" (A takes at most 1.3 times B) or "A>=3xB" (A is at least 3 times as fast as B).
Commands run through /bin/sh with standard output to /dev/null.
"""
import os
import re
import statistics
import subprocess
import sys
import time


def run(command):
    """Wall seconds and CPU seconds (children's user + system) of one run."""
    with open(os.devnull, "w") as null:
        began = time.perf_counter()
        process = subprocess.Popen(["/bin/sh", "-c", command], stdout=null)
        _, _, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - began
    return wall, usage.ru_utime + usage.ru_stime


def main():
    name, goal, runs, first, second = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
    match = re.fullmatch(r"A(<=|>=)([0-9.]+)xB", goal)
    if not match:
        sys.exit(f"paired.py: goal must look like A<=1.3xB or A>=3xB, not {goal}")
    run(first), run(second)  # warm the page cache and the binaries
    walls, cpus, wall_ratios, cpu_ratios = ([], []), ([], []), [], []
    for _ in range(runs):
        a, b = run(first), run(second)
        for i, measured in enumerate((a, b)):
            walls[i].append(measured[0])
            cpus[i].append(measured[1])
        wall_ratios.append(a[0] / b[0])
        cpu_ratios.append(a[1] / max(b[1], 1e-9))
    wall_ratio, cpu_ratio = statistics.median(wall_ratios), statistics.median(cpu_ratios)
    if match.group(1) == "<=":
        held = cpu_ratio <= float(match.group(2))
        said = f"A takes {cpu_ratio:.2f}x B's CPU time ({wall_ratio:.2f}x its wall time)"
    else:
        held = 1 / cpu_ratio >= float(match.group(2))
        said = f"A is {1 / cpu_ratio:.2f}x as fast as B in CPU time ({1 / wall_ratio:.2f}x in wall time)"
    median = statistics.median
    print(f"{name}: A {median(walls[0]) * 1e3:.1f} ms wall, {median(cpus[0]) * 1e3:.1f} ms CPU; "
          f"B {median(walls[1]) * 1e3:.1f} ms wall, {median(cpus[1]) * 1e3:.1f} ms CPU (medians of {runs} pairs); "
          f"{said}; goal {goal}: {'met' if held else 'NOT met'}")
    print(f"  A: {first}\n  B: {second}")


if __name__ == "__main__":
    main()
