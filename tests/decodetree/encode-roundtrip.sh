#!/usr/bin/env bash
# tests/decodetree/encode-roundtrip.sh - `encode` on a decode file takes
# what `decode` prints: N pseudo-random words are decoded, each one that
# matches is encoded back from its printed arguments ("leaf a=1 b=f(2)"),
# and the new word must decode to the same text (bits a pattern leaves
# free may differ).  Fails on any encode error or different text, and when
# fewer than MIN words matched (so the test cannot pass by matching none).
#
# usage: encode-roundtrip.sh ISAPROOF FILE.decode N MIN [SEED]
# Exit 77 (skip) when FILE is absent (the QEMU files live in ../shared).
set -u
bin=$1 f=$2 n=$3 min=$4 seed=${5:-1}
[ -f "$f" ] || { echo "skip: $f is absent"; exit 77; }
words=$(awk -v n="$n" -v s="$seed" 'BEGIN { srand(s); for (i = 0; i < n; i++)
	printf "%04x%04x\n", int(rand() * 65536), int(rand() * 65536) }')
# One `decode` for all N words and one for all the encoded words: starting
# the tool is most of the cost (under ASan much more than the work), so the
# only process per word is `encode`.
mapfile -t words <<< "$words"
mapfile -t texts < <("$bin" decode "$f" "${words[@]}")
if [ "${#texts[@]}" -ne "$n" ]; then
  echo "FAIL decode printed ${#texts[@]} lines for $n words"; exit 1
fi
matched=0 bad=0 kept=() sent=()
for i in "${!words[@]}"; do
  w=${words[$i]} t=${texts[$i]}
  case $t in "no match"*) continue ;; esac
  leaf=${t%% *}
  read -r -a args <<< "${t#"$leaf"}"
  if ! w2=$("$bin" encode "$f" "$leaf" "${args[@]}" 2>&1); then
    echo "FAIL $w \"$t\": $w2"; bad=$((bad + 1)); continue
  fi
  kept+=("$i") sent+=("$w2")
done
if [ "${#sent[@]}" -gt 0 ]; then
  mapfile -t back < <("$bin" decode "$f" "${sent[@]}")
  for j in "${!sent[@]}"; do
    i=${kept[$j]} t=${texts[${kept[$j]}]} t2=${back[$j]-}
    if [ "$t" != "$t2" ]; then
      echo "FAIL ${words[$i]} \"$t\" -> ${sent[$j]} \"$t2\""; bad=$((bad + 1)); continue
    fi
    matched=$((matched + 1))
  done
fi
echo "$(basename "$f"): $matched of $n words decoded and came back through encode, $bad failed"
[ "$bad" -eq 0 ] && [ "$matched" -ge "$min" ]
