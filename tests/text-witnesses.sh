#!/usr/bin/env bash
# text-witnesses.sh - every witness pair of check's roundtrip-text-field
# findings on Mesa's ir3, etnaviv and afuc really prints one text: both
# words are decoded again with `isaproof decode` (at the finding's gen,
# errors shown) and must print the same text, the one the finding quotes,
# and differ.  Skips (77) without ../shared.
#
# usage: text-witnesses.sh ISAPROOF SHARED
set -u
bin=$1 shared=$2
mesa=$shared/corpus/mesa
[ -f "$mesa/ir3/ir3.xml" ] || { echo "skip: $mesa not present"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0 total=0
for isa in ir3/ir3 etnaviv/etnaviv afuc/afuc; do
  xml=$mesa/$isa.xml
  "$bin" check "$xml" --max-per-rule 0 --no-notes > "$tmp/out" 2>&1
  # word, same text, gen of each finding of the rule, one line each
  # (separated by \037: a text may hold a tab)
  awk '/\[roundtrip-text-field\]$/ { on = 1; w = s = ""; next }
       on && /^    word: / { sub(/^    word: /, ""); w = $0; next }
       on && /^    same text: / { sub(/^    same text: /, ""); s = $0; next }
       on && /^    gen: / { print w "\037" s "\037" $2; on = 0; next }
       /^[^ ]/ { on = 0 }' "$tmp/out" > "$tmp/pairs"
  n=0
  while IFS=$'\037' read -r w s gen; do
    n=$((n + 1))
    a=${w%%  *} b=${s%%  *} quoted=${w#*  }
    ta=$("$bin" decode "$xml" --gen "$gen" --show-errors "$a")
    tb=$("$bin" decode "$xml" --gen "$gen" --show-errors "$b")
    if [ "$a" = "$b" ] || [ "$ta" != "$tb" ] || [ "\"$ta\"" != "$quoted" ]; then
      echo "FAIL: $isa gen $gen: $a prints '$ta', $b prints '$tb' (finding: $quoted)"
      fail=1
    fi
  done < "$tmp/pairs"
  echo "$isa: $n witness pairs, each decoded again"
  [ "$n" -gt 0 ] || { echo "FAIL: $isa: no roundtrip-text-field witness"; fail=1; }
  total=$((total + n))
done
echo "$total witness pairs checked"
exit $fail
