#!/usr/bin/env bash
# tests/bifrost/oracle.sh - the Bifrost decode against Mesa's own generated
# disassembler (bench/bifrost_oracle.sh) in test form: on Mesa's ISA.xml a
# seeded sample of words per slot, on tests/bifrost/mini.xml every word
# that differs from one of its exact patterns in the low 12 bits only;
# four operand contexts each.  Skips (77) when ../shared or python3-mako
# is absent.
#
# usage: oracle.sh ISAPROOF SHARED_DIR
set -u
bin=$1 shared=$2
here=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/bifrost_oracle_test.XXXXXX")
trap 'rm -rf "$work"' EXIT
bench=$here/bench/bifrost_oracle.sh

bash "$bench" --isaproof "$bin" --shared "$shared" --sample 2000 --seed 29 --work "$work/mesa"
rc=$?
[ $rc -ne 0 ] && exit $rc

spread() { # hex bases... -> every base | 0..4095
  local b k
  for b in "$@"; do
    for ((k = 0; k < 4096; k++)); do printf '%x\n' $((0x$b | k)); done
  done
}
spread 100000 200000 200800 300000 300400 7ff000 > "$work/fma"
spread 60000 70000 7f000 80000 > "$work/add"
bash "$bench" --isaproof "$bin" --shared "$shared" --isa "$here/tests/bifrost/mini.xml" \
  --words-fma "$work/fma" --words-add "$work/add" --work "$work/mini"
