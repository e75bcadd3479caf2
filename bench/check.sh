#!/usr/bin/env bash
# bench/check.sh - CPU time, wall time and peak RSS of `isaproof check` on the
# shipped descriptions and each description of the reference corpus.
#
# usage: bench/check.sh [ISAPROOF] [SHARED]    (defaults: build/isaproof ../shared)
# One line per file: CPU seconds (user + sys) and wall seconds of the run
# with the least CPU of 3, pinned to one core, peak RSS in MB, exit status,
# and check's own summary line.  Targets: the full ir3 check in <= 0.3 s
# of CPU and <= 60 MB.
set -u
bin=${1:-build/isaproof}
shared=${2:-../shared}
files=(isa/toy16.xml isa/wide128.xml)
for f in ir3/ir3.xml etnaviv/etnaviv.xml afuc/afuc.xml; do
  [ -f "$shared/corpus/mesa/$f" ] && files+=("$shared/corpus/mesa/$f")
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '%-22s %8s %8s %8s %4s  %s\n' file cpu_s wall_s rss_mb exit summary
for f in "${files[@]}"; do
  best="" wall="" rss=0
  for _ in 1 2 3; do
    /usr/bin/time -o "$tmp/time" -f '%e %U %S %M' taskset -c 0 "$bin" check "$f" > "$tmp/out" 2>/dev/null
    rc=$?
    read -r e u s m < <(tail -1 "$tmp/time")
    t=$(awk -v u="$u" -v s="$s" 'BEGIN{printf "%.2f", u + s}')
    if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN{exit !(a < b)}'; then best=$t wall=$e; fi
    [ "$m" -gt "$rss" ] && rss=$m
  done
  name="$(basename "$(dirname "$f")")/$(basename "$f")"
  printf '%-22s %8s %8s %8.1f %4s  %s\n' "$name" "$best" "$wall" \
    "$(awk -v k="$rss" 'BEGIN{print k/1024}')" "$rc" "$(tail -1 "$tmp/out")"
done
