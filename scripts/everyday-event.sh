#!/usr/bin/env bash
# Builds the event the everyday-command figures of docs/benchmarks.md are measured on: N players (default 2,000)
# registered from a CSV list, drawn, and R rounds (default 5) paired with every result entered, then round R+1 paired
# and left without results, as in the middle of a round. Prints the database file.
#   scripts/everyday-event.sh [N] [R] [DIR]
set -euo pipefail
n="${1:-2000}"
rounds="${2:-5}"
dir="${3:-$(mktemp -d)}"
chuhe="$(cd "$(dirname "$0")/.." && pwd)/chuhe"
db="$dir/everyday-$n.db"
csv="$dir/players-$n.csv"
export CHUHE_USER=bench
rm -f "$db" "$db-wal" "$db-shm"
python3 - "$n" "$csv" <<'PY'
import random, sys
n, path = int(sys.argv[1]), sys.argv[2]
random.seed(n)
with open(path, "w", encoding="utf-8") as f:
    f.write("姓名,单位,手机,组别,户籍省\n")
    for i in range(1, n + 1):
        f.write(f"棋手{i},单位{i % 150},138{random.randint(10000000, 99999999)},成年组,重庆\n")
PY
"$chuhe" new --preset chongqing-2018 --db "$db" > /dev/null
"$chuhe" players import "$csv" --db "$db" --override "benchmark: a field larger than the regulations allow" > /dev/null
"$chuhe" checkin --all --db "$db" > /dev/null 2>&1 || true
"$chuhe" draw --seed 1 --db "$db" > /dev/null
for ((r = 1; r <= rounds; r++)); do
  "$chuhe" pair --db "$db" > /dev/null
  python3 - "$n" "$r" <<'PY' | "$chuhe" result "$r" - --db "$db" > /dev/null
import random, sys
n, r = int(sys.argv[1]), int(sys.argv[2])
random.seed(r)
for board in range(1, n // 2 + 1):
    print(board, random.choice(["1-0", "0-1", "1/2", "1-0", "0-1"]))
PY
done
"$chuhe" pair --db "$db" > /dev/null
echo "$db"
