#!/usr/bin/env bash
# serve under load (BENCHMARKS.md "serve"): h2load -n COUNT -c 8 -m 10 with one valid Live Activity
# push against `serve --headless --record` and against nginx (`listen … http2`, `return 200`) in the
# same run; p99 from h2load's log; every apns-id counted in the record; serve's RSS sampled over a
# second run of RSS_COUNT requests. Loopback only; every process started here is stopped here.
# The last line is a summary: the ratio to nginx and whether each goal (BENCHMARKS.md, "serve") is met.
# Needs: apt-get install nghttp2-client nginx-light (and valgrind for --callgrind)
# Usage: Tests/Benchmarks/serve.sh [COUNT] [RSS_COUNT]    (LIVEPEEK_BINARY=… skips the release build)
#        Tests/Benchmarks/serve.sh --callgrind [COUNT]     instructions per request, counted by callgrind
#          (serve's user-space instructions over COUNT requests, 20000 by default, startup excluded:
#          a figure that does not depend on what else the machine is doing; kernel time is not in it)
#        Tests/Benchmarks/serve.sh --compare OLD_BINARY [COUNT]   OLD_BINARY and this one, alternately,
#          twice each: on a shared machine only runs a few seconds apart compare
set -euo pipefail
cd "$(dirname "$0")/../.."
callgrind=0
compare=""
if [ "${1:-}" = "--callgrind" ]; then callgrind=1; shift; fi
if [ "${1:-}" = "--compare" ]; then compare="$2"; shift 2; fi
count="${1:-200000}"
rss_count="${2:-1000000}"
scratch="$PWD/${SCRATCH:-.build-release}"
if [ -n "${LIVEPEEK_BINARY:-}" ]; then bin="$LIVEPEEK_BINARY"; else   # a binary already built (a quick check of this script)
    swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product livepeek >/dev/null
    bin="$scratch/release/livepeek"
fi
work="${BENCH_WORK:-$PWD/bench-data/serve}"
rm -rf "$work" && mkdir -p "$work/nginx/logs"
token=$(printf 'a1%.0s' $(seq 40))
printf '%s' '{"aps":{"timestamp":1795341600,"event":"update","content-state":{"driverName":"Marco","estimatedDeliveryTime":[817035900,817036500],"currentStep":"preparing"}}}' > "$work/push.json"
headers=(-H 'apns-push-type: liveactivity' -H 'apns-topic: com.example.delivery.push-type.liveactivity')

start_serve() {  # record file [command prefix…] -> sets serve_pid, serve_port
    local record="$1"; shift
    "$@" "$bin" serve Samples/delivery --headless --port 0 --record "$record" > /dev/null 2> "$work/serve.err" &
    serve_pid=$!
    for _ in $(seq 600); do grep -q '^listening on' "$work/serve.err" 2>/dev/null && break; sleep 0.1; done
    serve_port=$(grep '^listening on' "$work/serve.err" | sed 's/.*://')
}
stop_serve() { kill -TERM "$serve_pid"; wait "$serve_pid" || true; }
load() {  # count port [h2load options…]: the load every figure here comes from
    local n="$1" port="$2"; shift 2
    h2load -n "$n" -c 8 -m 10 -d "$work/push.json" "${headers[@]}" "$@" "http://127.0.0.1:$port/3/device/$token"
}
p99() {  # h2load log file: start(µs) status latency(µs) per line
    sort -n -k3 "$1" | awk '{ l[NR] = $3 } END { i = int(NR * 0.99); if (i < 1) i = 1; printf "%.2f ms (p50 %.2f ms, max %.2f ms, %d requests)\n", l[i] / 1000, l[int(NR / 2)] / 1000, l[NR] / 1000, NR }'
}
rate() { sed -n 's/.*finished in [^,]*, \([0-9.]*\) req\/s.*/\1/p' "$1"; }

if [ "$callgrind" = 1 ]; then
    # valgrind 3.19 cannot read the DWARF 5 of Swift 6's binaries: profile a copy without it (the
    # symbols stay). Counters are zeroed once serve listens; SIGINT ends it (valgrind lets the
    # DispatchSource see SIGINT, not SIGTERM) and callgrind writes its totals.
    strip --strip-debug -o "$work/livepeek-nodebug" "$bin"
    bin="$work/livepeek-nodebug"
    start_serve "$work/record.ndjson" valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out"
    callgrind_control -z "$serve_pid" > /dev/null 2>&1
    load "$count" "$serve_port" | grep -E 'finished in|requests:|status codes:'
    kill -INT "$serve_pid"; wait "$serve_pid" || true
    instructions=$(sed -n 's/^summary: //p' "$work/callgrind.out")
    echo "record: $(grep -c . "$work/record.ndjson") lines"
    echo "callgrind: $instructions instructions over $count requests: $((instructions / count)) per request ($(git rev-parse --short HEAD))"
    echo "(callgrind_annotate $work/callgrind.out, or Tests/Benchmarks/callgrind-functions.py, for where they go)"
    exit 0
fi
echo "load average at the start: $(uptime | sed 's/.*load average: //') ($(git rev-parse --short HEAD))"

if [ -n "$compare" ]; then
    this="$bin"
    for round in 1 2; do
        for which in old this; do
            if [ "$which" = old ]; then bin="$compare"; else bin="$this"; fi
            rm -f "$work/record.ndjson" "$work/compare.log"
            start_serve "$work/record.ndjson"
            load "$count" "$serve_port" --log-file "$work/compare.log" > "$work/compare.txt"
            stop_serve
            echo "$which ($bin): $(rate "$work/compare.txt") req/s, p99 $(p99 "$work/compare.log"); record $(wc -l < "$work/record.ndjson") lines"
        done
    done
    exit 0
fi


nginx_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cat > "$work/nginx/nginx.conf" <<CONF
worker_processes auto;
pid $work/nginx/nginx.pid;
error_log $work/nginx/logs/error.log;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path $work/nginx/body;
    keepalive_requests 10000000;
    server {
        listen 127.0.0.1:$nginx_port http2;
        location / { return 200; }
    }
}
CONF
nginx -p "$work/nginx" -c "$work/nginx/nginx.conf" -g 'daemon off;' &
nginx_pid=$!
sleep 1

start_serve "$work/record.ndjson"
echo "== serve --headless --record (port $serve_port), $count requests"
load "$count" "$serve_port" --log-file "$work/serve.log" > "$work/serve-h2load.txt"
grep -E 'finished in|requests:|status codes:' "$work/serve-h2load.txt"
echo "p99: $(p99 "$work/serve.log")"
stop_serve
ids=$(grep -o '"id":"[0-9a-f-]*"' "$work/record.ndjson" | sort -u | wc -l)
echo "record: $(wc -l < "$work/record.ndjson") lines, $ids distinct apns-ids"

echo "== nginx $(nginx -v 2>&1 | sed 's/.*\///') return 200 (port $nginx_port), $count requests"
load "$count" "$nginx_port" --log-file "$work/nginx.log" > "$work/nginx-h2load.txt"
grep -E 'finished in|requests:|status codes:' "$work/nginx-h2load.txt"
echo "p99: $(p99 "$work/nginx.log")"
kill -TERM "$nginx_pid"; wait "$nginx_pid" || true

echo "== serve RSS over $rss_count requests (KB, sampled every 2 s)"
rm -f "$work/record.ndjson"
start_serve "$work/record.ndjson"
load "$rss_count" "$serve_port" > "$work/rss-h2load.txt" &
load_pid=$!
samples=""
while kill -0 "$load_pid" 2>/dev/null; do samples="$samples $(ps -o rss= -p "$serve_pid" | tr -d ' ')"; sleep 2; done
wait "$load_pid" || true
grep -E 'finished in|requests:' "$work/rss-h2load.txt"
echo "rss:$samples"
stop_serve
echo "record: $(wc -l < "$work/record.ndjson") lines"
rm -f "$work/record.ndjson"

# The goals (BENCHMARKS.md, "serve"). RSS is flat when the last sample is within 10% of the second (the first is
# taken while serve is still warming up).
serve_rate=$(rate "$work/serve-h2load.txt"); nginx_rate=$(rate "$work/nginx-h2load.txt")
p99_ms=$(p99 "$work/serve.log" | cut -d' ' -f1)
second=$(echo $samples 0 | awk '{ print (NF > 2 ? $2 : $1) }'); last=$(echo 0 $samples | awk '{ print $NF }')
awk -v s="$serve_rate" -v n="$nginx_rate" -v p="$p99_ms" -v ids="$ids" -v c="$count" -v a="$second" -v b="$last" 'BEGIN {
    r = s / n; flat = (a > 0 && b <= a * 1.1)
    printf "summary: serve %.0f req/s, nginx %.0f req/s, ratio %.2f (>= 0.3: %s); p99 %.2f ms (< 5: %s); %d of %d apns-ids in the record (%s); RSS %d KB -> %d KB (flat: %s)\n",
        s, n, r, (r >= 0.3 ? "met" : "NOT met"), p, (p < 5 ? "met" : "NOT met"), ids, c, (ids == c ? "met" : "NOT met"), a, b, (flat ? "met" : "NOT met")
}'
