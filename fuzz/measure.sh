#!/usr/bin/env bash
# fuzz/measure.sh - executions per second of harnesses, both variants
# (plain: -fsanitize=fuzzer only; asan: + address,undefined), each run
# SECONDS from its seeds into a scratch corpus.
#
# usage: measure.sh FUZZ-BUILD-DIR SECONDS HARNESS...   (e.g. build-fuzz/fuzz 10 diff_ir3)
# Per-ISA harnesses run with -max_len of one word (5 + word bytes), so a
# figure is words per second; MEASURE_FLAGS adds libFuzzer flags.
set -u
dir=$(cd "$1" && pwd) secs=$2
shift 2
src=$(cd "$(dirname "$0")/.." && pwd)
printf '%-22s %12s %12s\n' harness plain asan+ubsan
for name in "$@"; do
  case $name in
  load_xml) seeds=("$src/tests/bad" "$src/corpus/fuzz/load_xml") ;;
  expr | display) seeds=("$src/fuzz/seeds/$name") ;;
  *) seeds=("$dir/seeds/${name#*_}") ;;
  esac
  extra=()
  case $name in
  decode_* | roundtrip_* | diff_*)
    bits=$(sed -n 's/^#define GD_BITS \([0-9]*\)$/\1/p' "$dir/asan/gen/${name#*_}/gd.h")
    extra=(-max_len=$((5 + 4 * ((bits + 31) / 32)))) ;;
  esac
  row=$(printf '%-22s' "$name")
  for v in plain asan; do
    fz=$dir/$v/$name
    if [ ! -x "$fz" ]; then row+=$(printf ' %12s' -); continue; fi
    work=$(mktemp -d)
    "$fz" -max_total_time="$secs" -print_final_stats=1 "${extra[@]}" ${MEASURE_FLAGS:-} "$work" "${seeds[@]}" > "$work.log" 2>&1
    eps=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$work.log")
    row+=$(printf ' %12s' "${eps:-?}")
    rm -rf "$work" "$work.log"
  done
  echo "$row"
done
