#!/usr/bin/env bash
# Instructions per frame of `livepeek-bench Samples/delivery` (BENCHMARKS.md "Goals"), which load
# does not move: a cold frame as a 600-frame run less a 300-frame run, over 300; a ticking frame as
# 2,000 frames less 1,000, over 1,000. SWIFT_DETERMINISTIC_HASHING=1 fixes the hash seed: with a
# random one every dictionary probes differently and a cold frame varies by about 5,000.
# Usage: Tests/Benchmarks/frame-instructions.sh                      (needs valgrind)
#        SCRATCH=.build-other Tests/Benchmarks/frame-instructions.sh  (another scratch path)
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch="$PWD/${SCRATCH:-.build}"
swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product livepeek-bench >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Without debug information valgrind starts in seconds rather than minutes; the code is the same.
cp "$scratch/release/livepeek-bench" "$work/bench"
strip --strip-debug "$work/bench"
count() {  # FRAMES [--cold]: the instructions of one whole run
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$work/out" \
        "$work/bench" Samples/delivery "$@" >/dev/null 2>"$work/err"
    sed -n 's/.*Collected : //p' "$work/err"
}
cold=$(( ($(count 600 --cold) - $(count 300 --cold)) / 300 ))
ticking=$(( ($(count 2000) - $(count 1000)) / 1000 ))
echo "commit $(git rev-parse --short HEAD)"
echo "cold frame: $cold instructions"
echo "ticking frame: $ticking instructions"
