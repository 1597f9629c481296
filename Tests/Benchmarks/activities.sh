#!/usr/bin/env bash
# Feeds of many activities (BENCHMARKS.md "Many activities"): validate, dump --now and lint over
# COUNT pushes spread over ACTIVITIES activities, each timed once with /usr/bin/time.
# Usage: Tests/Benchmarks/activities.sh [COUNT] [ACTIVITIES]
#        SCRATCH=.build-other Tests/Benchmarks/activities.sh   (another scratch path, e.g. an older commit)
set -euo pipefail
cd "$(dirname "$0")/../.."
count="${1:-20000}"
activities="${2:-10000}"
scratch="$PWD/${SCRATCH:-.build}"
swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product livepeek >/dev/null
bin="$scratch/release/livepeek"
mkdir -p bench-data
feed="bench-data/delivery-$count-over-$activities.ndjson"
[ -f "$feed" ] || python3 Tests/Benchmarks/make-delivery-feed.py "$count" "$activities" > "$feed"
run() {  # label command...
    /usr/bin/time -f "$1: %e s, max RSS %M KB" "${@:2}" > /dev/null 2> >(grep -v '^livepeek:' >&2) || true
}
run "validate" "$bin" validate Samples/delivery "$feed"
run "dump --now (the middle of the feed)" "$bin" dump Samples/delivery --feed "$feed" --now 2026-11-22T13:30:00Z --format json
run "lint --feed" "$bin" lint Samples/delivery --feed "$feed"
