#!/usr/bin/env bash
# Requests per second and latency of public pages (docs/benchmarks.md, "Public pages of the web app"):
#   scripts/web-bench.sh DB PATH...    e.g. scripts/web-bench.sh /tmp/e/everyday-1000.db /divisions/adult/standings
# Serves DB on port 7071 with the optimising compiler (as the launcher serves), warms each page up for 30 s with
# 200 connections, then measures 10 s with wrk (Debian's wrk package).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
db="$1"
shift
java -XX:+UseParallelGC -XX:+UseTransparentHugePages -Dfile.encoding=UTF-8 -jar "$here/chuhe-cli/target/chuhe.jar" \
  serve --db "$db" --port 7071 > /dev/null 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 240); do curl -s -o /dev/null http://127.0.0.1:7071/ && break; sleep 0.5; done
for path in "$@"; do
  curl -s -o /dev/null -w "$path: %{http_code}, %{size_download} bytes, first rendering %{time_total} s\n" \
    "http://127.0.0.1:7071$path"
  wrk -t2 -c200 -d30s --timeout 5s -H "Accept-Encoding: gzip" "http://127.0.0.1:7071$path" > /dev/null
  wrk -t2 -c200 -d10s --latency --timeout 5s -H "Accept-Encoding: gzip" "http://127.0.0.1:7071$path"
done
