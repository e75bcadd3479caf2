#!/usr/bin/env bash
# asm on Mesa's own unit-test words (../shared/corpus/mesa/vectors-official.tsv):
# every row of an ISA given whose text carries no error ("\t; ...") and is
# no NO_MATCH is assembled at its gen; the word must decode to exactly the
# text.  Prints, per ISA, the rows, how many assemble, how many give Mesa's
# word, and each row whose word differs with the bits it differs in (the
# text does not decide them: both words print it) and the finding of
# `check`'s text-level proof that explains it (`asm --explain`), then how
# many differing rows a finding explains.  Exit 0 when every row
# assembles into a word printing its text, 1 otherwise, 77 (skip) without
# ../shared.
#
# usage: bench/asm_official.sh ISAPROOF SHARED ISA...   (ISA: ir3, etnaviv)
set -u
bin=$1 shared=$2
shift 2
tsv=$shared/corpus/mesa/vectors-official.tsv
if [ ! -f "$tsv" ]; then
  echo "skip: $tsv not present"
  exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
for isa in "$@"; do
  xml=$shared/corpus/mesa/$isa/$isa.xml
  # rows without an error suffix (an escaped tab) and with a match
  awk -F'\t' -v isa="$isa" 'NR > 1 && $1 == isa && $4 != "NO_MATCH" && index($4, "\\t") == 0 {
      gsub(/\\\\/, "\\", $4); print $2 "\t" $3 "\t" $4 }' "$tsv" > "$tmp/rows"
  total=0 ok=0 same=0 explained=0
  while IFS=$'\t' read -r gen hex text; do
    total=$((total + 1))
    word=$("$bin" asm "$xml" --gen "$gen" -- "$text" 2>"$tmp/err")
    if [ -z "$word" ]; then
      echo "$isa gen $gen $hex: not assembled: $(cat "$tmp/err")"
      continue
    fi
    back=$("$bin" decode "$xml" --gen "$gen" "$word")
    if [ "$back" != "$text" ]; then
      echo "$isa gen $gen $hex: $word prints '$back', not '$text'"
      continue
    fi
    ok=$((ok + 1))
    if [ "$word" = "$hex" ]; then
      same=$((same + 1))
    else
      diff=$(printf '%x' $((0x${word: -16} ^ 0x${hex: -16})))
      high=""
      if [ ${#hex} -gt 16 ]; then
        high=$(printf '%x' $((0x${word:0:${#word}-16} ^ 0x${hex:0:${#hex}-16})))
        high="high $high, "
      fi
      echo "$isa gen $gen $hex: word $word (bits differing: ${high}low $diff): $text"
      why=$("$bin" asm "$xml" --gen "$gen" --explain "$hex" -- "$text" 2>&1 >/dev/null |
            sed -n 's/^<args>:1: note: //p')
      echo "  $why"
      case $why in "explained by "*) explained=$((explained + 1)) ;; esac
    fi
  done < "$tmp/rows"
  echo "$isa: $total rows, $ok assembled into a word printing the text, $same equal to Mesa's word, $explained of $((ok - same)) others explained by a finding"
  [ "$ok" = "$total" ] || status=1
done
exit $status
