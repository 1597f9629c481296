#!/usr/bin/env bash
# Builds the libFuzzer binary (all targets in one) and runs one target for SECONDS.
#
#   Tests/Fuzz/run.sh TARGET SECONDS [libFuzzer flags...]     targets: feed payload definition expression views swiftsource http
#   Tests/Fuzz/run.sh TARGET merge [more dirs, flags]         minimises Corpus/TARGET in place (-merge=1),
#                                                             e.g. merge -use_counters=0 .build-fuzz/corpus/TARGET
#
# Why SwiftPM with an environment gate, not swiftc: the targets drive five modules and Yams (whose
# libyaml is C), and only SwiftPM knows how to build that graph; the `livepeek-fuzz` product exists
# only when LIVEPEEK_FUZZ=1 (Package.swift), because an executable without `main` links only with
# -sanitize=fuzzer and would break a plain `swift build`. Measured here: the first build of the graph
# takes 2 minutes, a rebuild after a change to FuzzTargets about 100 s, a change to the entry 9 s.
# Both sanitizer spellings are needed: SwiftPM's --sanitize=fuzzer links libFuzzer's `main` but
# instrumented only the entry module (4,663 counters); -Xswiftc -sanitize=fuzzer instruments every
# module (32,515) but alone left SwiftPM's `main` in charge, and libFuzzer never ran. Its own scratch
# path (.build-fuzz) keeps the normal build untouched. Debug configuration: the machine is shared and a
# release build of the graph costs minutes; FUZZ_CONFIGURATION=release for a long campaign.
# Leak detection is off: LeakSanitizer reports a few hundred bytes the fixture allocates once and a
# static holds for the whole run (enum payloads; likely because Swift packs enum tags into pointers'
# spare bits, which LSan does not follow), and libFuzzer would stop on that at the end of every run.
# One process (libFuzzer's default; -jobs=1 would only move its output to fuzz-0.log).
# New inputs go to .build-fuzz/corpus/TARGET (the committed corpus is read, not written); crashes to
# .build-fuzz/crashes/TARGET. Keep a crash by copying it to Tests/Fuzz/Crashes/TARGET/ with a unit
# test for its fix; FuzzReplayTests replays every file there on each `swift test`.
set -euo pipefail
cd "$(dirname "$0")/../.."
target=${1:?usage: Tests/Fuzz/run.sh TARGET SECONDS|merge [libFuzzer flags]}
seconds=${2:?usage: Tests/Fuzz/run.sh TARGET SECONDS|merge [libFuzzer flags]}
shift 2

case "$target" in
    feed) max_len=4096 ;;          # several NDJSON pushes, each at APNs' 4 KB
    payload) max_len=4096 ;;       # APNs' body limit
    definition) max_len=8192 ;;    # the samples' definitions are 3-6 KB
    expression) max_len=256 ;;     # one line of a view
    views) max_len=2048 ;;         # a lock screen's view tree
    swiftsource) max_len=16384 ;;  # the test widgets' sources, joined, are 3-12 KB
    http) max_len=8192 ;;          # a few requests on one connection, one over APNs' 4 KB body limit
    *) echo "unknown target '$target'; expected feed, payload, definition, expression, views, swiftsource or http" >&2; exit 2 ;;
esac

LIVEPEEK_FUZZ=1 swift build --scratch-path .build-fuzz -c "${FUZZ_CONFIGURATION:-debug}" --product livepeek-fuzz \
    --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer 2>&1 | grep -v "Cannot export local symbol" || true
binary=".build-fuzz/${FUZZ_CONFIGURATION:-debug}/livepeek-fuzz"
test -x "$binary" || { echo "the fuzz build failed" >&2; exit 1; }

corpus="Tests/Fuzz/Corpus/$target"
export LIVEPEEK_FUZZ_TARGET="$target" SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
if [ "$seconds" = merge ]; then
    staging=".build-fuzz/merge/$target"
    rm -rf "$staging" && mkdir -p "$staging"
    "$binary" -merge=1 -max_len="$max_len" -rss_limit_mb=2048 "$staging" "$corpus" "$@"
    rm -f "$corpus"/* && cp "$staging"/* "$corpus"/
    echo "$corpus: $(ls "$corpus" | wc -l) files, $(du -sk "$corpus" | cut -f1) KB"
    exit 0
fi
mkdir -p ".build-fuzz/corpus/$target" ".build-fuzz/crashes/$target"
exec "$binary" -max_total_time="$seconds" -max_len="$max_len" -rss_limit_mb=2048 -timeout=10 \
    -artifact_prefix=".build-fuzz/crashes/$target/" -print_final_stats=1 \
    ".build-fuzz/corpus/$target" "$corpus" "$@"
