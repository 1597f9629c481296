#!/usr/bin/env bash
# Ingest benchmark: decode + contract + lifecycle for a 100,000-line feed of delivery pushes,
# through the whole `livepeek validate` process, against `jq -c .aps` over the same file.
# Usage: Tests/Benchmarks/ingest.sh [COUNT] [PAIRS]   (needs jq and hyperfine: apt-get install jq hyperfine)
#        LIVEPEEK_BINARY=path Tests/Benchmarks/ingest.sh   (a binary already built)
# The last line is the goal's: validate at least 3 times as fast as jq, from paired runs.
set -euo pipefail
cd "$(dirname "$0")/../.."
count="${1:-100000}"
pairs="${2:-10}"
mkdir -p bench-data
feed="bench-data/delivery-$count.ndjson"
[ -f "$feed" ] || python3 Tests/Benchmarks/make-delivery-feed.py "$count" > "$feed"
if [ -z "${LIVEPEEK_BINARY:-}" ]; then
    swift build -c release --static-swift-stdlib --product livepeek >/dev/null
fi
bin="${LIVEPEEK_BINARY:-.build/release/livepeek}"
echo "feed: $feed, $(wc -l < "$feed") lines, $(wc -c < "$feed") bytes; commit $(git rev-parse --short HEAD); load $(cut -d' ' -f1-3 /proc/loadavg)"
# validate exits 1 because the feed holds rejected pushes on purpose; -i keeps hyperfine going.
hyperfine --warmup 2 --runs 20 -i --export-markdown bench-data/ingest.md \
    "$bin validate Samples/delivery $feed --format json > /dev/null" \
    "$bin validate Samples/delivery $feed > /dev/null" \
    "jq -c .aps $feed > /dev/null"
cat bench-data/ingest.md
python3 Tests/Benchmarks/paired.py "ingest, validate --format json (A) against jq -c .aps (B)" "A>=3xB" "$pairs" \
    "$bin validate Samples/delivery $feed --format json" "jq -c .aps $feed"
