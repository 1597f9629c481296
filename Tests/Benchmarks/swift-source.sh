#!/usr/bin/env bash
# Swift sources against activity.yaml (BENCHMARKS.md "Swift sources"): whole-process `dump` of each
# sample read from its widget's .swift file and from its activity.yaml, in one hyperfine run per sample.
# Usage: Tests/Benchmarks/swift-source.sh          (needs hyperfine: apt-get install hyperfine)
#        SCRATCH=.build-other Tests/Benchmarks/swift-source.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch="$PWD/${SCRATCH:-.build}"
swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product livepeek >/dev/null
bin="${scratch#"$PWD/"}/release/livepeek"
for sample in Samples/*/; do
    sample="${sample%/}"
    swift_file=$(ls "$sample"/*.swift | head -1)
    hyperfine -N --warmup 5 --runs 40 \
        "$bin dump $sample --feed $sample/feed.ndjson --now 2026-11-22T10:13:00Z" \
        "$bin dump $swift_file --feed $sample/feed.ndjson --now 2026-11-22T10:13:00Z"
done
