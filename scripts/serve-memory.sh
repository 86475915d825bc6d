#!/usr/bin/env bash
# The memory of `serve` on a 10,000-player division (docs/web.md, "Memory"):
#   scripts/serve-memory.sh [ROUNDS [CLIENTS]]    e.g. scripts/serve-memory.sh 2 4
# Simulates and imports the division once (/tmp/serve-memory.db), serves it through ./chuhe (its -Xmx1g; more options
# in CHUHE_JAVA_OPTS, e.g. CHUHE_JAVA_OPTS=-Xmx512m), then requests every large public page in both languages,
# CLIENTS at a time (half of them with gzip), ROUNDS times, each address with a query of its own so that no page comes
# from the kept ones. Prints the answers' status codes, the resident memory, and from the GC log the heap in use after
# the full collections.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
rounds="${1:-2}"
clients="${2:-4}"
db=/tmp/serve-memory.db
log=/tmp/serve-memory-gc.log
port=7411
if [ ! -f "$db" ]; then
  "$here/chuhe" simulate --preset xiaoyi-2019 --players 10000 --rounds 5 --seed 1 --out /tmp/serve-memory.json
  "$here/chuhe" import json /tmp/serve-memory.json --db "$db"
fi
rm -f "$log"
CHUHE_JAVA_OPTS="${CHUHE_JAVA_OPTS:-} -Xlog:gc:file=$log" "$here/chuhe" serve --db "$db" --port "$port" > /dev/null 2>&1 &
for _ in $(seq 240); do curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.5; done
pid="$(pgrep -f -- "chuhe.jar serve --db $db --port $port")"
trap 'kill "$pid" 2>/dev/null || true' EXIT
pages=(/ /divisions/open/standings /divisions/open/crosstable /divisions/open/rounds/1 /divisions/open/rounds/5
  /divisions/open/players /divisions/open/players/17 /divisions/open/players/9999 /hall /divisions/open/hall
  /divisions/open/standings/table /divisions/open/crosstable/table /divisions/open/rounds/5/boards /latest)
codes="$(mktemp)"
for r in $(seq "$rounds"); do
  for lang in zh en; do
    for page in "${pages[@]}"; do
      for c in $(seq "$clients"); do
        gzip=(); if (( c % 2 )); then gzip=(--compressed); fi
        curl -s -o /dev/null -w '%{http_code}\n' ${gzip[@]+"${gzip[@]}"} \
          "http://127.0.0.1:$port$page?lang=$lang&r=$r&c=$c" >> "$codes" &
      done
      wait
    done
  done
done
echo "answers: $(sort "$codes" | uniq -c | tr -s ' \n' ' ')"
rm -f "$codes"
echo "resident: $(( $(ps -o rss= -p "$pid") / 1024 )) MB"
awk '/Pause Full/ { if (match($0, /->[0-9]+M/)) { v = substr($0, RSTART + 2, RLENGTH - 3) + 0; if (v > max) max = v }; n++ }
  /Pause/ { gcs++ }
  END { printf "collections: %d, full: %d, heap in use after a full collection at most: %d MB\n", gcs, n, max }' "$log"
