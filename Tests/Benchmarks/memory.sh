#!/usr/bin/env bash
# Memory of `validate` over a long feed (BENCHMARKS.md "Goals"): the maximum resident set of the whole
# process over 100,000 and 1,000,000 delivery pushes, three runs each, beside `livepeek --version`
# (the floor: the static binary's pages any command touches).
# Usage: Tests/Benchmarks/memory.sh                     (builds the release binary)
#        LIVEPEEK_BINARY=path Tests/Benchmarks/memory.sh  (a binary already built)
# The last line is the goal's: at most 25 MB over 1,000,000 pushes, and flat (within 1 MB of the
# 100,000-push figure).
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p bench-data
for count in 100000 1000000; do
    feed="bench-data/delivery-$count.ndjson"
    [ -f "$feed" ] || python3 Tests/Benchmarks/make-delivery-feed.py "$count" > "$feed"
done
if [ -z "${LIVEPEEK_BINARY:-}" ]; then
    swift build -c release --static-swift-stdlib --product livepeek >/dev/null
fi
bin="${LIVEPEEK_BINARY:-.build/release/livepeek}"
echo "commit $(git rev-parse --short HEAD); load $(cut -d' ' -f1-3 /proc/loadavg)"
# Kilobytes of `time -f %M`, one line per run; validate exits 1 on the feed's rejected pushes.
rss() { for _ in 1 2 3; do /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1; done; }
version=$(rss "$bin" --version)
short=$(rss "$bin" validate Samples/delivery bench-data/delivery-100000.ndjson --format json)
long=$(rss "$bin" validate Samples/delivery bench-data/delivery-1000000.ndjson --format json)
python3 - "$version" "$short" "$long" <<'PY'
import statistics, sys
version, short, long = ([int(v) / 1000 for v in arg.split()] for arg in sys.argv[1:])
for name, runs in (("--version", version), ("validate, 100,000 pushes", short), ("validate, 1,000,000 pushes", long)):
    print(f"{name}: {statistics.median(runs):.1f} MB (runs {', '.join(f'{r:.1f}' for r in runs)})")
peak, growth = statistics.median(long), statistics.median(long) - statistics.median(short)
met = peak <= 25 and growth <= 1
print(f"memory of validate over 1,000,000 pushes: {peak:.1f} MB, {growth:+.1f} MB over 100,000; goal <= 25 MB and flat: " + ("met" if met else "NOT met"))
PY
