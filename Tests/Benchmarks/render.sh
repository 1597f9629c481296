#!/usr/bin/env bash
# Render benchmarks (BENCHMARKS.md "Render"): the in-process per-frame render time of every
# presentation of Samples/delivery while its countdown ticks (and from scratch, --cold), then
# whole processes: one dump, the `--version` baseline, and
# `check` over every golden.
# Usage: Tests/Benchmarks/render.sh        (needs hyperfine: apt-get install hyperfine)
#        SCRATCH=.build-other Tests/Benchmarks/render.sh   (another scratch path)
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch="$PWD/${SCRATCH:-.build}"
swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product livepeek-bench >/dev/null
swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product livepeek >/dev/null
# Three runs: the VM's wall times swing, so BENCHMARKS.md gives the minimum and the median.
for _ in 1 2 3; do "$scratch/release/livepeek-bench" Samples/delivery 20000; done
for _ in 1 2 3; do "$scratch/release/livepeek-bench" Samples/delivery 5000 --cold; done
bin="${scratch#"$PWD/"}/release/livepeek"
hyperfine -N --warmup 5 \
    "$bin dump Samples/delivery --feed Samples/delivery/feed.ndjson --now 2026-11-22T10:13:00Z" \
    "$bin --version"
# Through a shell: the golden list is a glob.
hyperfine --warmup 3 "$bin check Samples/*/goldens"
