#!/usr/bin/env bash
# Render benchmarks (BENCHMARKS.md "Render"): the in-process per-frame render time of every
# presentation of Samples/delivery while its countdown ticks (and from scratch, --cold), then
# whole processes: one dump, the `--version` baseline, and
# `check` over every golden.
# Usage: Tests/Benchmarks/render.sh        (needs hyperfine: apt-get install hyperfine)
#        SCRATCH=.build-other Tests/Benchmarks/render.sh   (another scratch path)
# The last three lines are the goals': ticking and cold frame times, and dump against --version.
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch="$PWD/${SCRATCH:-.build}"
swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product livepeek-bench >/dev/null
swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product livepeek >/dev/null
echo "commit $(git rev-parse --short HEAD); load $(cut -d' ' -f1-3 /proc/loadavg)"
# Three runs: the VM's wall times swing; the goal lines judge the median.
goal() {  # NAME GOAL_MICROSECONDS, reading the runs' lines on standard input
    python3 -c 'import re, statistics, sys
runs = [float(m.group(1)) for m in re.finditer(r"([0-9.]+) µs per frame", sys.stdin.read())]
if not runs: sys.exit("no frame times read")
median = statistics.median(runs)
print(f"{sys.argv[1]}: {median:.1f} µs a frame (median of {len(runs)} runs: {sorted(runs)}); goal <= {sys.argv[2]} µs: " + ("met" if median <= float(sys.argv[2]) else "NOT met"))' "$@"
}
ticking=$(for _ in 1 2 3; do "$scratch/release/livepeek-bench" Samples/delivery 20000; done)
cold=$(for _ in 1 2 3; do "$scratch/release/livepeek-bench" Samples/delivery 5000 --cold; done)
echo "$ticking"; echo "$cold"
bin="${scratch#"$PWD/"}/release/livepeek"
hyperfine -N --warmup 5 \
    "$bin dump Samples/delivery --feed Samples/delivery/feed.ndjson --now 2026-11-22T10:13:00Z" \
    "$bin --version"
# Through a shell: the golden list is a glob.
hyperfine --warmup 3 "$bin check Samples/*/goldens"
echo "$ticking" | goal "render, ticking" 20
echo "$cold" | goal "render, cold" 40
python3 Tests/Benchmarks/paired.py "dump (A) against --version (B)" "A<=1.3xB" "${PAIRS:-40}" \
    "$bin dump Samples/delivery --feed Samples/delivery/feed.ndjson --now 2026-11-22T10:13:00Z" "$bin --version"
