#!/usr/bin/env bash
# serve under load (BENCHMARKS.md "serve"): h2load -n COUNT -c 8 -m 10 with one valid Live Activity
# push against `serve --headless --record` and against nginx (`listen … http2`, `return 200`) in the
# same run; p99 from h2load's log; every apns-id counted in the record; serve's RSS sampled over a
# second run of RSS_COUNT requests. Loopback only; every process started here is stopped here.
# Needs: apt-get install nghttp2-client nginx-light
# Usage: Tests/Benchmarks/serve.sh [COUNT] [RSS_COUNT]    (LIVEPEEK_BINARY=… skips the release build)
set -euo pipefail
cd "$(dirname "$0")/../.."
count="${1:-200000}"
rss_count="${2:-1000000}"
scratch="$PWD/${SCRATCH:-.build-release}"
if [ -n "${LIVEPEEK_BINARY:-}" ]; then bin="$LIVEPEEK_BINARY"; else   # a binary already built (a quick check of this script)
    swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product livepeek >/dev/null
    bin="$scratch/release/livepeek"
fi
work="$PWD/bench-data/serve"
rm -rf "$work" && mkdir -p "$work/nginx/logs"
token=$(printf 'a1%.0s' $(seq 40))
printf '%s' '{"aps":{"timestamp":1795341600,"event":"update","content-state":{"driverName":"Marco","estimatedDeliveryTime":[817035900,817036500],"currentStep":"preparing"}}}' > "$work/push.json"
headers=(-H 'apns-push-type: liveactivity' -H 'apns-topic: com.example.delivery.push-type.liveactivity')

start_serve() {  # record file -> sets serve_pid, serve_port
    "$bin" serve Samples/delivery --headless --port 0 --record "$1" > /dev/null 2> "$work/serve.err" &
    serve_pid=$!
    for _ in $(seq 100); do grep -q '^listening on' "$work/serve.err" 2>/dev/null && break; sleep 0.1; done
    serve_port=$(grep '^listening on' "$work/serve.err" | sed 's/.*://')
}
stop_serve() { kill -TERM "$serve_pid"; wait "$serve_pid" || true; }

p99() {  # h2load log file: start(µs) status latency(µs) per line
    sort -n -k3 "$1" | awk '{ l[NR] = $3 } END { i = int(NR * 0.99); if (i < 1) i = 1; printf "%.2f ms (p50 %.2f ms, max %.2f ms, %d requests)\n", l[i] / 1000, l[int(NR / 2)] / 1000, l[NR] / 1000, NR }'
}

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
h2load -n "$count" -c 8 -m 10 -d "$work/push.json" "${headers[@]}" --log-file "$work/serve.log" \
    "http://127.0.0.1:$serve_port/3/device/$token" | grep -E 'finished in|requests:|status codes:'
echo "p99: $(p99 "$work/serve.log")"
stop_serve
echo "record: $(wc -l < "$work/record.ndjson") lines, $(grep -o '"id":"[0-9a-f-]*"' "$work/record.ndjson" | sort -u | wc -l) distinct apns-ids"

echo "== nginx $(nginx -v 2>&1 | sed 's/.*\///') return 200 (port $nginx_port), $count requests"
h2load -n "$count" -c 8 -m 10 -d "$work/push.json" "${headers[@]}" --log-file "$work/nginx.log" \
    "http://127.0.0.1:$nginx_port/3/device/$token" | grep -E 'finished in|requests:|status codes:'
echo "p99: $(p99 "$work/nginx.log")"
kill -TERM "$nginx_pid"; wait "$nginx_pid" || true

echo "== serve RSS over $rss_count requests (KB, sampled every 2 s)"
rm -f "$work/record.ndjson"
start_serve "$work/record.ndjson"
h2load -n "$rss_count" -c 8 -m 10 -d "$work/push.json" "${headers[@]}" "http://127.0.0.1:$serve_port/3/device/$token" > "$work/rss-h2load.txt" &
load_pid=$!
samples=""
while kill -0 "$load_pid" 2>/dev/null; do samples="$samples $(ps -o rss= -p "$serve_pid" | tr -d ' ')"; sleep 2; done
wait "$load_pid" || true
grep -E 'finished in|requests:' "$work/rss-h2load.txt"
echo "rss:$samples"
stop_serve
echo "record: $(wc -l < "$work/record.ndjson") lines"
rm -f "$work/record.ndjson"
