#!/usr/bin/env bash
# fuzz/run-all.sh - `make fuzz`: every harness of a fuzz-enabled build for
# SECONDS each (ASan+UBSan variant), from its seeds, one after the other
# (one worker: the machine is shared).  Corpora persist in
# FUZZ-BUILD-DIR/corpus/NAME/, crash inputs go to FUZZ-BUILD-DIR/crashes/.
#
# usage: run-all.sh FUZZ-BUILD-DIR [SECONDS]   (e.g. build-fuzz/fuzz 60)
# Exit 1 if some harness crashed, leaked or hung (listed at the end).
set -u
dir=$(cd "$1" && pwd) secs=${2:-60}
src=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$dir/corpus" "$dir/crashes"
failed=()
for fz in "$dir"/asan/*; do
  [ -f "$fz" ] && [ -x "$fz" ] || continue
  name=$(basename "$fz")
  case $name in teeth_*) continue ;; esac # planted defects: fuzz/teeth.sh
  case $name in
  load_xml) seeds=("$src/isa" "$src/tests/bad" "$src/tests/bifrost" "$src/corpus/fuzz/load_xml") dict=$src/fuzz/load_xml.dict ;;
  load_decode | cli) seeds=("$src/fuzz/seeds/$name" "$src/corpus/fuzz/$name") dict=$src/fuzz/$name.dict ;;
  options | bifrost | bi_clause) seeds=("$src/fuzz/seeds/$name" "$src/corpus/fuzz/$name") dict= ;;
  expr | display) seeds=("$src/fuzz/seeds/$name" "$src/corpus/fuzz/$name") dict=$src/fuzz/$name.dict ;;
  *)
    isa=${name#*_}
    seeds=("$dir/seeds/$isa")
    dict=$(ls "$dir/seeds/$isa"/*.dict 2>/dev/null | head -1)
    ;;
  esac
  existing=()
  for s in "${seeds[@]}"; do [ -d "$s" ] && existing+=("$s"); done
  mkdir -p "$dir/corpus/$name"
  args=(-max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
        -artifact_prefix="$dir/crashes/$name-")
  [ -n "$dict" ] && args+=(-dict="$dict")
  log=$dir/corpus/$name.log
  if "$fz" "${args[@]}" "$dir/corpus/$name" "${existing[@]}" > "$log" 2>&1; then
    printf '%-32s ok    %s\n' "$name" "$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" |
      grep -Eo '[0-9]+$') runs"
  else
    printf '%-32s FAIL  (log: %s)\n' "$name" "$log"
    failed+=("$name")
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "crashed: ${failed[*]} (inputs in $dir/crashes/)"
  exit 1
fi
echo "every harness ran ${secs} s without a crash"
