#!/usr/bin/env bash
# bench/mpact.sh - wall time and peak RSS of `isaproof check` on each
# mpact-riscv decoder (MPACT-Sim .bin_fmt).
#
# usage: bench/mpact.sh [ISAPROOF] [SHARED]    (defaults: build/isaproof ../shared)
# One line per decoder: wall seconds (best of 3, pinned to one core), peak
# RSS in MB, exit status (1: findings), and the decode functions' summaries.
# Target: <= 0.5 s for riscv64v RiscV64GVZB (684 encodings).
set -u
bin=${1:-build/isaproof}
shared=${2:-../shared}
R=$shared/corpus/mpact/mpact-riscv/riscv
[ -d "$R" ] || { echo "no $R"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '%-26s %8s %8s %4s  %s\n' decoder wall_s rss_mb exit summary
for fd in riscv32g:RiscV32G riscv32gzb:RiscV32GZB riscv32v:RiscV32GV riscv32v:RiscV32GVZB \
	riscv64g:RiscV64G riscv64gzb:RiscV64GZB riscv64v:RiscV64GV riscv64v:RiscV64GVZB \
	riscv_zfh32:ZFH riscv_zfh64:ZFH riscv_zvbb:ZVBB rvm23:RVM23; do
  f=$R/${fd%%:*}.bin_fmt dec=${fd#*:}
  best="" rss=0
  for _ in 1 2 3; do
    /usr/bin/time -o "$tmp/time" -f '%e %M' taskset -c 0 "$bin" check "$f" --decoder "$dec" > "$tmp/out" 2>/dev/null
    rc=$?
    read -r t m < <(tail -1 "$tmp/time")
    if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN{exit !(a < b)}'; then best=$t; fi
    [ "$m" -gt "$rss" ] && rss=$m
  done
  summary=$(grep '\[mp-summary\]' "$tmp/out" | sed 's/^[^ ]* note: //; s/ \[mp-summary\]//' | paste -sd '|' -)
  printf '%-26s %8s %8.1f %4s  %s\n' "${fd%%:*}:$dec" "$best" "$(awk -v k="$rss" 'BEGIN{print k/1024}')" \
    "$rc" "$summary"
done
