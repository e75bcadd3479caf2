#!/usr/bin/env bash
# Every text of Mesa's negative-cases.txt (../shared/corpus/mesa/valhall/
# asm-negative.txt) must be refused by isaproof asm, each with an error
# and exit 1, as Mesa's assembler refuses it.  Each non-blank line is one
# argument (arguments are never skipped as comments, as in Mesa's test
# harness).  Exits 77 (skip) without the corpus.
#
# usage: asm-negative.sh ISAPROOF SHARED
set -u
bin=$1 shared=$2
dir=$shared/corpus/mesa/valhall
if [ ! -f "$dir/asm-negative.txt" ]; then
  echo "skip: $dir not present"
  exit 77
fi
n=0 bad=0
while IFS= read -r line; do
  [ -z "${line// }" ] && continue
  n=$((n + 1))
  out=$("$bin" asm "$dir/ISA.xml" "$line" 2>&1)
  rc=$?
  if [ $rc -ne 1 ] || ! grep -q '^<args>:1: error: ' <<< "$out"; then
    echo "FAIL: not refused (exit $rc): $line"
    printf '%s\n' "$out"
    bad=$((bad + 1))
  fi
done < "$dir/asm-negative.txt"
echo "$n texts, $bad accepted"
[ $bad -eq 0 ] && [ $n -gt 0 ]
