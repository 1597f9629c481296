#!/usr/bin/env bash
# Runs one fuzz input again and again, two executions per process (as a campaign runs an input after
# others), for SECONDS; a process still running after STALL seconds is taken as stalled: its state,
# each thread's stack (gdb) and libFuzzer's output are kept, and the run stops.
#
#   Tests/Fuzz/repeat.sh TARGET FILE [SECONDS [STALL]]      (after Tests/Fuzz/run.sh has built the binary)
#
# Writes .build-fuzz/repeat/result (runs made, stalls) and .build-fuzz/repeat/last.log.
set -uo pipefail
cd "$(dirname "$0")/../.."
target=${1:?usage: Tests/Fuzz/repeat.sh TARGET FILE [SECONDS [STALL]]}
file=${2:?usage: Tests/Fuzz/repeat.sh TARGET FILE [SECONDS [STALL]]}
seconds=${3:-600}
stall=${4:-20}
binary=".build-fuzz/${FUZZ_CONFIGURATION:-debug}/livepeek-fuzz"
test -x "$binary" || { echo "build it first: Tests/Fuzz/run.sh $target 1" >&2; exit 1; }
out=.build-fuzz/repeat
mkdir -p "$out"
: > "$out/result"
end=$(( $(date +%s) + seconds ))
runs=0
while [ "$(date +%s)" -lt "$end" ]; do
    runs=$((runs + 1))
    LIVEPEEK_FUZZ_TARGET="$target" ASAN_OPTIONS=detect_leaks=0 "$binary" -runs=2 "$file" > "$out/last.log" 2>&1 &
    pid=$!
    for _ in $(seq 1 $((stall * 2))); do sleep 0.5; kill -0 "$pid" 2>/dev/null || break; done
    if kill -0 "$pid" 2>/dev/null; then
        {
            echo "stalled: process $runs ran over $stall s"
            grep -E "State|ctxt_switches" "/proc/$pid/status"
            awk '{print "user ticks " $14 ", system ticks " $15}' "/proc/$pid/stat"
            gdb -p "$pid" -batch -ex "thread apply all bt 30" 2>/dev/null | grep -E "^#|^Thread"
        } >> "$out/result"
        kill -9 "$pid"
        break
    fi
    wait "$pid" || echo "process $runs exited $?" >> "$out/result"
done
echo "$runs processes, $((runs * 2)) executions of $file" >> "$out/result"
cat "$out/result"
