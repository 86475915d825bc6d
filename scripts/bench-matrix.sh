#!/usr/bin/env bash
# The issue-11 benchmark matrix: every round of three seeds of two presets at 1,000 and 10,000 players.
# Prints, per event, the median pairing time of each round (ms). Figures: docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "$0")/.."
for n in 1000 10000; do
  for p in xiaoyi-2019 qingyuan-2016; do
    r=11; [ "$p" = qingyuan-2016 ] && r=9
    for s in 1 2 3; do
      if [ "$n" = 1000 ]; then extra=(--repeat 5 --warmup 3); else extra=(--repeat 3); fi
      line=$(./chuhe bench pairing --players "$n" --rounds "$r" --seed "$s" --preset "$p" "${extra[@]}" 2>&1 \
        | tail -"$r" | awk '{printf "%s ", $3}')
      echo "$n $p seed $s medians: $line"
    done
  done
done
