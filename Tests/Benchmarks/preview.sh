#!/usr/bin/env bash
# Preview benchmarks, driven in tmux (apt-get install tmux):
#   1. bytes written to the terminal per countdown tick once nothing but the clock changes;
#   2. max RSS after streaming COUNT pushes through `--feed -`, and after a tenth of them (flat?);
#   3. CPU used while idle and ticking, over IDLE seconds.
# Usage: Tests/Benchmarks/preview.sh [COUNT] [IDLE]
set -euo pipefail
cd "$(dirname "$0")/../.."
count="${1:-1000000}"
idle="${2:-60}"
mkdir -p bench-data
# Statically linked Swift runtime and Foundation, as a Linux CLI ships (README: "Release build").
swift build -c release --static-swift-stdlib --product livepeek >/dev/null
bin="$PWD/.build/release/livepeek"
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

# 1. Bytes per tick: the delivery script at 10:25, while the delivery countdown runs (10:23-10:30),
#    recorded with script(1). On iphone-standard the countdown shows three times (Lock Screen,
#    expanded, compact trailing); on iphone-no-island twice, in the same colours (the Lock Screen and
#    the banner). The status bar's clock shows minutes, so it is not part of a tick.
bytes_per_tick() {  # device
    typescript=bench-data/preview-$1.typescript
    rm -f "$typescript"
    start_session "script -q -f -c '$bin preview Samples/delivery --now 2026-11-22T10:25:00Z --device $1' $typescript"
    wait_for "Lock Screen"
    sleep 2
    before=$(stat -c %s "$typescript")
    sleep 10
    after=$(stat -c %s "$typescript")
    tmux -L livepeek-bench send-keys -t "$session" q
    echo "bytes per tick, $1: $(( (after - before) / 10 )) (over 10 s: $((after - before)) bytes)"
    # One tick's bytes as written (the last 1/10 of the ticking), escapes visible:
    python3 -c "import sys; d=open(sys.argv[1],'rb').read()[$before:$after]; print('  one tick:', repr(d[-len(d)//10:]))" "$typescript"
}
bytes_per_tick iphone-standard
bytes_per_tick iphone-no-island

# 2. RSS streaming pushes through stdin.
for n in $(( count / 10 )) "$count"; do
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
start_session "$bin preview Samples/delivery --now 2026-11-22T10:25:00Z"
wait_for "Lock Screen"
sleep 2
pid=$(pgrep -n -f "livepeek preview Samples/delivery --now")
ticks=$(getconf CLK_TCK)
cpu() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
c0=$(cpu); sleep "$idle"; c1=$(cpu)
echo "idle and ticking: $(( (c1 - c0) * 1000 / ticks )) ms CPU over ${idle} s ($(python3 -c "print(f'{($c1 - $c0) / $ticks / $idle * 100:.2f}')")% of one core)"
tmux -L livepeek-bench send-keys -t "$session" q
