#!/usr/bin/env bash
# bench/check.sh - wall time and peak RSS of `isaproof check` on the shipped
# descriptions and each description of the reference corpus.
#
# usage: bench/check.sh [ISAPROOF] [SHARED]    (defaults: build/isaproof ../shared)
# One line per file: wall seconds (best of 3, pinned to one core), peak RSS
# in MB, exit status, and check's own summary line.  Targets: the
# full ir3 check in <= 0.5 s on one core and <= 100 MB.
set -u
bin=${1:-build/isaproof}
shared=${2:-../shared}
files=(isa/toy16.xml isa/wide128.xml)
for f in ir3/ir3.xml etnaviv/etnaviv.xml afuc/afuc.xml; do
  [ -f "$shared/corpus/mesa/$f" ] && files+=("$shared/corpus/mesa/$f")
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '%-22s %8s %8s %4s  %s\n' file wall_s rss_mb exit summary
for f in "${files[@]}"; do
  best="" rss=0
  for _ in 1 2 3; do
    /usr/bin/time -o "$tmp/time" -f '%e %M' taskset -c 0 "$bin" check "$f" > "$tmp/out" 2>/dev/null
    rc=$?
    read -r t m < <(tail -1 "$tmp/time")
    if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN{exit !(a < b)}'; then best=$t; fi
    [ "$m" -gt "$rss" ] && rss=$m
  done
  name="$(basename "$(dirname "$f")")/$(basename "$f")"
  printf '%-22s %8s %8.1f %4s  %s\n' "$name" "$best" "$(awk -v k="$rss" 'BEGIN{print k/1024}')" \
    "$rc" "$(tail -1 "$tmp/out")"
done
