#!/usr/bin/env bash
# The CPU time `serve` spends before its first answer (docs/benchmarks.md, "The everyday path"):
#   scripts/serve-start.sh DB [RUNS [LAUNCHER]]    e.g. scripts/serve-start.sh /tmp/k1.db 5
# Starts LAUNCHER serve --db DB (default: this repository's ./chuhe, with the launcher's JVM options) RUNS times (5),
# asks for the home page every 20 ms until it answers 200, then reads the Java process's user and system CPU seconds
# from /proc (what it spent until then: loading classes, opening the database, reading the event, rendering the page,
# and the JIT compilers' work meanwhile) and stops it. Prints each run's CPU and wall seconds, then the median CPU.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
db="$1"
runs="${2:-5}"
launcher="${3:-$here/chuhe}"
port=7412
tck="$(getconf CLK_TCK)"
cpus=()
for run in $(seq "$runs"); do
  start="$(date +%s.%N)"
  "$launcher" serve --db "$db" --port "$port" > /dev/null 2>&1 &
  pid=$!
  code=000
  for _ in $(seq 3000); do
    code="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/" 2>/dev/null || true)"
    [ "$code" = 200 ] && break
    kill -0 "$pid" 2>/dev/null || { echo "run $run: serve ended without answering" >&2; exit 1; }
    sleep 0.02
  done
  wall="$(echo "$(date +%s.%N) - $start" | bc)"
  # The launcher runs java as a child (the first run after a build) or execs it (every later run).
  java_pid="$(pgrep -P "$pid" java || echo "$pid")"
  read -r user system < <(sed 's/.*) //' "/proc/$java_pid/stat" | awk '{print $12, $13}')
  cpu="$(echo "scale=2; ($user + $system) / $tck" | bc)"
  kill "$java_pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  [ "$code" = 200 ] || { echo "run $run: no answer 200 (last: $code)" >&2; exit 1; }
  printf 'run %d: %s s CPU, %.2f s wall\n' "$run" "$cpu" "$wall"
  cpus+=("$cpu")
done
printf '%s\n' "${cpus[@]}" | sort -n | awk '{a[NR]=$1} END {print "median CPU: " a[int((NR+1)/2)] " s"}'
