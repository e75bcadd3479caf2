#!/usr/bin/env bash
# fuzz/seeds-check.sh - `isaproof corpus` end to end on one description:
# every seed is named by the SHA-1 of its content, a second run writes
# nothing new (deterministic), the dictionary parses as libFuzzer's
# format, and decoding the seeds (fuzz/seedcheck.c) reaches every leaf,
# override case, gen interval and operand leaf the command did not list
# as unreachable.
#
# usage: seeds-check.sh ISAPROOF SEEDCHECK ISA.xml WORKDIR
set -u
bin=$1 check=$2 isa=$3 work=$4
rm -rf -- "$work"
mkdir -p -- "$work"
fail() { echo "FAIL: $*"; exit 1; }

"$bin" corpus "$isa" -o "$work/seeds" > "$work/report"
rc=$?
[ $rc -le 1 ] || fail "isaproof corpus exit $rc"
cat "$work/report"
base=$(basename "$isa"); base=${base%%.*}
dict="$work/seeds/$base.dict"
[ -f "$dict" ] || fail "no dictionary $dict"

n=0
for f in "$work"/seeds/*; do
  name=$(basename "$f")
  [ "$name" = "$base.dict" ] && continue
  sum=$(sha1sum "$f" | cut -c1-40)
  [ "$sum" = "$name" ] || fail "$name is not the SHA-1 of its content ($sum)"
  n=$((n + 1))
done
[ $n -gt 0 ] || fail "no seeds"
echo "$n seeds, every name is the SHA-1 of the content"

"$bin" corpus "$isa" -o "$work/seeds" > "$work/report2"
grep -q ' 0 seeds written' "$work/report2" || fail "a second run wrote new seeds: $(cat "$work/report2")"

# libFuzzer's dictionary format: comments, blank lines, [name=]"bytes"
bad=$(grep -vE '^(#.*|[[:space:]]*|[A-Za-z0-9_]*="(\\x[0-9a-fA-F]{2}|\\\\|\\"|[^"\\])*")$' "$dict")
[ -z "$bad" ] || fail "dictionary lines libFuzzer would refuse: $bad"
echo "dictionary: $(grep -c '="' "$dict") entries"

"$check" "$isa" "$work/seeds" "$work/report" || fail "some case has no seed"
