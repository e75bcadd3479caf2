#!/usr/bin/env bash
# fuzz/teeth.sh - the harnesses must find a defect planted in a generated
# decoder (fuzz/plant.c), starting from the seed corpus.
#
# usage: teeth.sh FUZZER-DIR DEFECT SEEDS WORKDIR
# FUZZER-DIR holds teeth_diff_DEFECT and teeth_roundtrip_DEFECT, the
# harnesses built against the defective copy.  diff_ must abort within
# 60 s (the test fails otherwise); roundtrip_ gets 5 s and its result is
# only reported: it checks the generated code against itself, and a
# defect shared by its decoder and encoder keeps a round trip intact.
set -u
dir=$1 defect=$2 seeds=$3 work=$4/teeth-$2
rm -rf -- "$work"
mkdir -p -- "$work"

# run FUZZER SECONDS: prints "found in N s" or "not found"; status 0 if found
run() {
  local name=$1 secs=$2 start end rc
  start=$(date +%s.%N)
  "$dir/$name" -max_total_time="$secs" -timeout=10 -artifact_prefix="$work/$name-" \
    "$work/$name" "$seeds" > "$work/$name.log" 2>&1
  rc=$?
  end=$(date +%s.%N)
  mkdir -p "$work/$name"
  if [ $rc -ne 0 ] && grep -q 'differs' "$work/$name.log"; then
    printf '%s: found in %.2f s: %s\n' "$name" "$(awk "BEGIN { print $end - $start }")" \
      "$(grep -m1 -A1 'differs' "$work/$name.log" | tr '\n' ' ')"
    return 0
  fi
  printf '%s: not found in %s s (exit %d)\n' "$name" "$secs" $rc
  return 1
}

mkdir -p "$work/teeth_diff_$defect" "$work/teeth_roundtrip_$defect"
status=0
run "teeth_diff_$defect" 60 || { status=1; tail -20 "$work/teeth_diff_$defect.log"; }
run "teeth_roundtrip_$defect" 5 || true
exit $status
