#!/usr/bin/env bash
# The pairing benchmark matrix (issues 11 and 27): every round of three seeds of two presets at 1,000 and 10,000
# players, then two 10,000-player histories with many forfeits and withdrawals (10 % of games forfeited, 3 % of the
# players withdrawing after each round; seed 1 of each preset). Prints, per event, the median pairing time of
# each round (ms) and beside it the mean CPU time of the whole process during a pairing (ms, both cores and the
# JVM's own threads). Figures: docs/benchmarks.md.
# Usage: [CHUHE_JAR=OTHER.jar] scripts/bench-matrix.sh [1000|10000|forfeits]...   (default: all three parts)
# CHUHE_JAR runs another jar (an older version, side by side) with the launcher's flags; its bench pairing must
# print the CPU column (and know --forfeits for the last part).
set -euo pipefail
cd "$(dirname "$0")/.."
chuhe=(./chuhe); [ -n "${CHUHE_JAR:-}" ] && chuhe=(chuhe-cli/src/dist/chuhe)
parts=("$@"); [ ${#parts[@]} -eq 0 ] && parts=(1000 10000 forfeits)
# One event: prints "label ...: wall/cpu wall/cpu ..." (a pair a round: median_ms, mean_cpu_ms).
row() {
  local label=$1 rounds=$2; shift 2
  local line
  line=$("${chuhe[@]}" bench pairing "$@" 2>&1 | tail -"$rounds" | awk '{printf "%s/%s ", $3, $4}')
  echo "$label median wall ms / mean cpu ms: $line"
}
for part in "${parts[@]}"; do
  case $part in
    1000|10000)
      n=$part
      for p in xiaoyi-2019 qingyuan-2016; do
        r=11; [ "$p" = qingyuan-2016 ] && r=9
        for s in 1 2 3; do
          if [ "$n" = 1000 ]; then extra=(--repeat 5 --warmup 3); else extra=(--repeat 3); fi
          row "$n $p seed $s" "$r" --players "$n" --rounds "$r" --seed "$s" --preset "$p" "${extra[@]}"
        done
      done
      ;;
    forfeits)
      for p in xiaoyi-2019 qingyuan-2016; do
        r=11; [ "$p" = qingyuan-2016 ] && r=9
        row "10000 $p seed 1 forfeits 0.1 withdrawals 0.03" "$r" --players 10000 --rounds "$r" --seed 1 \
          --preset "$p" --forfeits 0.1 --withdrawals 0.03 --repeat 3
      done
      ;;
    *) echo "unknown part $part (1000, 10000 or forfeits)" >&2; exit 2 ;;
  esac
done
