#!/usr/bin/env bash
# bench/check_ab.sh - two isaproof binaries' `check` on Mesa's ir3, runs
# interleaved so that both see the same load.
#
# usage: bench/check_ab.sh OLD NEW [RUNS] [SHARED]   (RUNS 7, SHARED ../shared)
# Each run is pinned to core 0 (taskset -c 0) and timed with GNU time.
# Prints the load average before and after, then per binary the median,
# lowest and highest CPU seconds (user + sys) and the highest peak RSS in
# MB.  Target for the new binary: a median of at most 0.3 s, 60 MB.
set -u
old=${1:?usage: check_ab.sh OLD NEW [RUNS] [SHARED]}
new=${2:?usage: check_ab.sh OLD NEW [RUNS] [SHARED]}
runs=${3:-7}
shared=${4:-../shared}
isa="$shared/corpus/mesa/ir3/ir3.xml"
if [ ! -f "$isa" ]; then
  echo "check_ab: $isa not found" >&2
  exit 2
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for i in $(seq "$runs"); do
  for side in old new; do
    bin=$old
    [ "$side" = new ] && bin=$new
    /usr/bin/time -o "$tmp/t" -f '%U %S %M' taskset -c 0 "$bin" check "$isa" > /dev/null 2>&1
    # check exits 1 on ir3's errors: time writes that line first
    tail -1 "$tmp/t" | awk '{printf "%.2f %d\n", $1 + $2, $3}' >> "$tmp/$side"
  done
done
echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)"
for side in old new; do
  sort -n "$tmp/$side" | awk -v side="$side" '
    { cpu[NR] = $1; if ($2 > rss) rss = $2 }
    END { printf "%-4s median %.2f s (%.2f to %.2f), %d runs, peak RSS %.1f MB\n",
          side, cpu[int((NR + 1) / 2)], cpu[1], cpu[NR], NR, rss / 1024 }'
done
