#!/usr/bin/env bash
# Preview benchmarks, driven in tmux (apt-get install tmux):
#   1. bytes written to the terminal per countdown tick once nothing but the clock changes;
#   2. max RSS after streaming COUNT pushes through `--feed -`, and after a tenth of them (flat?);
#   3. CPU used while idle and ticking, over IDLE seconds.
# Usage: Tests/Benchmarks/preview.sh [COUNT] [IDLE]
#   STEPS="2" runs only some of the steps; BIN=path measures that binary instead of building one.
set -euo pipefail
cd "$(dirname "$0")/../.."
count="${1:-1000000}"
idle="${2:-60}"
mkdir -p bench-data
steps="${STEPS:-1 2 3}"
bin="${BIN:-}"
if [ -z "$bin" ]; then
    # Statically linked Swift runtime and Foundation, as a Linux CLI ships (README: "Release build").
    swift build -c release --static-swift-stdlib --product livepeek >/dev/null
    bin="$PWD/.build/release/livepeek"
fi
session="livepeek-bench-$$"
trap 'tmux -L livepeek-bench kill-session -t "$session" 2>/dev/null || true' EXIT

start_session() {  # command...
    tmux -L livepeek-bench kill-session -t "$session" 2>/dev/null || true
    tmux -L livepeek-bench new-session -d -s "$session" -x 100 -y 30 -e TERM=xterm-256color -e LANG=C.UTF-8
    tmux -L livepeek-bench set-option -t "$session" remain-on-exit on
    tmux -L livepeek-bench send-keys -t "$session" -l "cd $PWD && $*"
    tmux -L livepeek-bench send-keys -t "$session" Enter
}
wait_for() {  # text [seconds]
    for _ in $(seq 1 $(( ${2:-30} * 10 ))); do
        tmux -L livepeek-bench capture-pane -p -t "$session" | grep -qF -- "$1" && return 0
        sleep 0.1
    done
    echo "timed out waiting for '$1'" >&2; tmux -L livepeek-bench capture-pane -p -t "$session" >&2; return 1
}

# 1. Bytes per tick, recorded with script(1), once a countdown runs and nothing else changes (the
#    status bar's clock shows minutes):
#    - the delivery script at 10:25 (countdown 10:23-10:30, on the sample's #1c1c1e tint): on
#      iphone-standard it shows three times (Lock Screen, expanded, compact trailing), on
#      iphone-no-island twice in the same colours (the Lock Screen and the banner);
#    - the rideshare script at 10:02 (ETA 10:00-10:07, no tint, so white on black everywhere, but
#      bold on the Lock Screen and regular in the island).
bytes_per_tick() {  # sample now device
    typescript=bench-data/preview-$(basename "$1")-$3.typescript
    rm -f "$typescript"
    start_session "script -q -f -c '$bin preview $1 --now $2 --device $3' $typescript"
    wait_for "Lock Screen"
    sleep 2
    before=$(stat -c %s "$typescript")
    sleep 10
    after=$(stat -c %s "$typescript")
    tmux -L livepeek-bench send-keys -t "$session" q
    echo "bytes per tick, $(basename "$1") on $3: $(( (after - before) / 10 )) (over 10 s: $((after - before)) bytes)"
    # One tick's bytes as written (the last 1/10 of the ticking), escapes visible:
    python3 -c "import sys; d=open(sys.argv[1],'rb').read()[$before:$after]; print('  one tick:', repr(d[-len(d)//10:]))" "$typescript"
}
[[ " $steps " == *" 1 "* ]] && for device in iphone-standard iphone-no-island; do
    bytes_per_tick Samples/delivery 2026-11-22T10:25:00Z "$device"
    bytes_per_tick Samples/rideshare 2026-11-22T10:02:00Z "$device"
done

# 2. RSS streaming pushes through stdin.
[[ " $steps " == *" 2 "* ]] && for n in $(( count / 10 )) "$count"; do
    feed="bench-data/delivery-$n.ndjson"
    [ -f "$feed" ] || python3 Tests/Benchmarks/make-delivery-feed.py "$n" > "$feed"
    rm -f bench-data/preview-rss
    start_session "/usr/bin/time -f %M -o bench-data/preview-rss $bin preview Samples/delivery --feed - < $feed"
    began=$(date +%s.%N)
    wait_for "ended" 600
    ended=$(date +%s.%N)
    tmux -L livepeek-bench send-keys -t "$session" q
    for _ in $(seq 1 50); do [ -s bench-data/preview-rss ] && break; sleep 0.1; done
    echo "$n pushes through --feed -: $(python3 -c "print(f'{$ended - $began:.1f}')") s to the end of the feed, max RSS $(( $(cat bench-data/preview-rss) / 1024 )) MB"
done

# 3. CPU while idle and ticking: utime + stime of the process over IDLE seconds.
[[ " $steps " == *" 3 "* ]] || exit 0
start_session "$bin preview Samples/delivery --now 2026-11-22T10:25:00Z"
wait_for "Lock Screen"
sleep 2
pid=$(pgrep -n -f "livepeek preview Samples/delivery --now")
ticks=$(getconf CLK_TCK)
cpu() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
c0=$(cpu); sleep "$idle"; c1=$(cpu)
echo "idle and ticking: $(( (c1 - c0) * 1000 / ticks )) ms CPU over ${idle} s ($(python3 -c "print(f'{($c1 - $c0) / $ticks / $idle * 100:.2f}')")% of one core)"
tmux -L livepeek-bench send-keys -t "$session" q
