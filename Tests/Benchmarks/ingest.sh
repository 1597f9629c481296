#!/usr/bin/env bash
# Ingest benchmark: decode + contract + lifecycle for a 100,000-line feed of delivery pushes,
# through the whole `livepeek validate` process, against `jq -c .aps` over the same file.
# Usage: Tests/Benchmarks/ingest.sh [COUNT]     (needs jq and hyperfine: apt-get install jq hyperfine)
set -euo pipefail
cd "$(dirname "$0")/../.."
count="${1:-100000}"
mkdir -p bench-data
feed="bench-data/delivery-$count.ndjson"
[ -f "$feed" ] || python3 Tests/Benchmarks/make-delivery-feed.py "$count" > "$feed"
swift build -c release --static-swift-stdlib --product livepeek >/dev/null
bin=.build/release/livepeek
echo "feed: $feed, $(wc -l < "$feed") lines, $(wc -c < "$feed") bytes"
# validate exits 1 because the feed holds rejected pushes on purpose; -i keeps hyperfine going.
hyperfine --warmup 2 --runs 20 -i --export-markdown bench-data/ingest.md \
    "$bin validate Samples/delivery $feed --format json > /dev/null" \
    "$bin validate Samples/delivery $feed > /dev/null" \
    "jq -c .aps $feed > /dev/null"
cat bench-data/ingest.md
