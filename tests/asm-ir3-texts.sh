#!/usr/bin/env bash
# ir3 texts of random words that once ran to the budget or came back
# with an error: each must assemble into a word whose decoding, errors
# shown, prints exactly the text.  mova with a negative immediate needs
# its case's asserts held while settling; getpos with .o matches the
# .s2en display first, whose words break the sampler's assert, and needs
# the plain display's match tried before the word with an error is
# given.  Exits 77 (skip) without ../shared.
#
# usage: asm-ir3-texts.sh ISAPROOF SHARED
set -u
bin=$1 shared=$2
xml=$shared/corpus/mesa/ir3/ir3.xml
if [ ! -f "$xml" ]; then
  echo "skip: $xml not present"
  exit 77
fi
status=0
while IFS= read -r text; do
  for gen in 400 500; do
    word=$("$bin" asm "$xml" --gen "$gen" -- "$text") || { echo "FAIL gen $gen: asm refuses '$text'"; status=1; continue; }
    back=$("$bin" decode --show-errors "$xml" --gen "$gen" "$word")
    if [ "$back" != "$text" ]; then
      echo "FAIL gen $gen: '$text' -> $word prints '$back'"
      status=1
    fi
  done
done <<'TEXTS'
(ss)(jp)(rpt3)(ul)mova (even)a0.x, (r)-32293
(sy)(ss)(jp)mova (even)a0.x, (r)-31018
(sy)(ss)(ul)mova a0.x, -14455
(sy)(ss)(jp)(rpt3)(ul)mova (even)a0.x, -29418
mova a0.x, -1
(sy)getpos.o (f32)(z)r57.z, r50.x, p0.y, t#102
TEXTS
[ $status = 0 ] && echo "ok: 6 ir3 texts at gens 400 and 500 assemble into words printing them clean"
exit $status
