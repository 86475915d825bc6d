#!/usr/bin/env bash
# Two versions of the engine on the SAME histories (issue 27: "no round slower than before the move").
#
# Why not bench-matrix.sh with CHUHE_JAR: `bench pairing --players N` simulates its own event, and two versions that
# pick different pairings of equal quality (ties broken another way) play different games from round 2 on, so
# from round 3 or 4 their "round 5" are different problems (seed 1 of xiaoyi-2019 at 10,000 players: 4,981 of 4,987
# games the same in round 2, 762 of 4,962 in round 4, 61 of 4,946 in round 5). Here every history is simulated once,
# by this checkout's `./chuhe simulate`, with its regulations written as the preset's id (so that an older jar, which
# does not know later regulations fields, reads it as its own preset), and each round of it is paired again on the
# rounds before it (`bench pairing --history`) by the old jar and the new one in turn.
#
# Usage: scripts/bench-same-histories.sh [--whole] OLD.jar [NEW.jar] [1000|10000|forfeits]...
#   --whole: each history paired round after round in one process (as `bench pairing --history F` does), twice per
#   jar in the order old, new, new, old; per round the lower of a jar's two medians. Without it, a fresh process per
#   round and jar. In one process the collector grows the heap when its sizing policy decides, and the round that
#   first allocates into the new memory pays for touching it (docs/benchmarks.md): with
#   CHUHE_JAVA_OPTS="-Xms1g -XX:+AlwaysPreTouch" the heap is whole and touched before the first round.
#   NEW.jar defaults to this checkout's build; parts default to all three (the matrix of bench-matrix.sh: three seeds
#   of two presets at 1,000 and 10,000 players; two 10,000-player histories with 10 % forfeits and 3 % withdrawals).
# Prints per history and round the old and the new jar's median wall ms (min in brackets), then per history the sum
# of the medians and the rounds where the new one is slower by more than 10 % and 20 ms.
set -euo pipefail
cd "$(dirname "$0")/.."
whole=false
if [ "${1:-}" = --whole ]; then whole=true; shift; fi
old=${1:?usage: $0 [--whole] OLD.jar [NEW.jar] [parts]}; shift
new=chuhe-cli/target/chuhe.jar
if [ $# -gt 0 ] && [[ $1 == *.jar ]]; then new=$1; shift; fi
[ -f "$new" ] || ./chuhe presets >/dev/null
parts=("$@"); [ ${#parts[@]} -eq 0 ] && parts=(1000 10000 forfeits)
dir=target/bench-histories; mkdir -p "$dir"

# history FILE PRESET simulate-args...: simulates once (kept across runs), regulations as the preset id.
history() {
  local file=$1 preset=$2; shift 2
  if [ ! -f "$file" ]; then
    ./chuhe simulate --preset "$preset" "$@" --out "$file.tmp" >/dev/null 2>&1
    jq -c --arg p "$preset" '.regulations = $p' "$file.tmp" > "$file" && rm "$file.tmp"
  fi
}
# medians JAR FILE BENCH-ARGS...: "round median min" lines, read by the column names of the header (older jars print
# fewer columns).
medians() {
  local jar=$1 file=$2; shift 2
  CHUHE_JAR=$jar chuhe-cli/src/dist/chuhe bench pairing --history "$file" "$@" 2>/dev/null | awk '
    $1 == "division" { for (i = 1; i <= NF; i++) col[$i] = i; next }
    col["round"] && $col["round"] ~ /^[0-9]+$/ { print $col["round"], $col["median_ms"], $col["min_ms"] }'
}
# compare LABEL FILE BENCH-ARGS...: each round by the old jar and the new one in turn (ABBA from round to round, so
# that a change in the machine's load falls on both), a fresh process per round and jar.
compare() {
  local label=$1 file=$2; shift 2
  local rounds r
  rounds=$(jq '[.rounds[].number] | max' "$file")
  : > "$dir/old.txt"; : > "$dir/new.txt"
  if $whole; then
    medians "$old" "$file" "$@" > "$dir/old1.txt"; medians "$new" "$file" "$@" > "$dir/new1.txt"
    medians "$new" "$file" "$@" > "$dir/new2.txt"; medians "$old" "$file" "$@" > "$dir/old2.txt"
    join "$dir/old1.txt" "$dir/old2.txt" | awk '{ print $1, ($2 < $4 ? $2 : $4), ($3 < $5 ? $3 : $5) }' > "$dir/old.txt"
    join "$dir/new1.txt" "$dir/new2.txt" | awk '{ print $1, ($2 < $4 ? $2 : $4), ($3 < $5 ? $3 : $5) }' > "$dir/new.txt"
    rounds=0
  fi
  for ((r = 1; r <= rounds; r++)); do
    if ((r % 2)); then
      medians "$new" "$file" --round "$r" "$@" >> "$dir/new.txt"
      medians "$old" "$file" --round "$r" "$@" >> "$dir/old.txt"
    else
      medians "$old" "$file" --round "$r" "$@" >> "$dir/old.txt"
      medians "$new" "$file" --round "$r" "$@" >> "$dir/new.txt"
    fi
  done
  echo "$label  (round: old median [min] -> new median [min], wall ms)"
  join "$dir/old.txt" "$dir/new.txt" | awk '
    { printf "  %2d: %7.1f [%7.1f] -> %7.1f [%7.1f]%s\n", $1, $2, $3, $4, $5,
        ($4 > $2 * 1.1 && $4 > $2 + 20) ? "   slower" : ""; so += $2; sn += $4 }
    END { printf "  sum of medians: %.0f -> %.0f ms\n", so, sn }'
}
for part in "${parts[@]}"; do
  case $part in
    1000|10000)
      for p in xiaoyi-2019 qingyuan-2016; do
        for s in 1 2 3; do
          f="$dir/$p-$part-s$s.json"; history "$f" "$p" --players "$part" --seed "$s"
          if [ "$part" = 1000 ]; then extra=(--repeat 5 --warmup 3); else extra=(--repeat 3); fi
          compare "$part $p seed $s" "$f" "${extra[@]}"
        done
      done
      ;;
    forfeits)
      for p in xiaoyi-2019 qingyuan-2016; do
        f="$dir/$p-10000-s1-forfeits.json"
        history "$f" "$p" --players 10000 --seed 1 --forfeits 0.1 --withdrawals 0.03
        compare "10000 $p seed 1 forfeits 0.1 withdrawals 0.03" "$f" --repeat 3
      done
      ;;
    *) echo "unknown part $part (1000, 10000 or forfeits)" >&2; exit 2 ;;
  esac
done
