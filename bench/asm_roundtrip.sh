#!/bin/bash
# bench/asm_roundtrip.sh [ISAPROOF] [SHARED] [N] [ONLY]: the text round trip of
# `isaproof asm` on random words.  For ir3 (gens 400, 500, 600, 700),
# etnaviv and afuc (gens 5, 6, 7): random words (fixed seeds) in batches
# of 20000 until N of them (default 20000) decode without error (errors
# shown), or 200 batches; their texts are assembled, and the words asm
# gives decoded again: each must print
# the same text.  Prints per set the texts, the refusals (by reason), the
# texts printed back differently (none may be: asm checks every word it
# gives by decoding it) and asm's throughput.  Prints figures, asserts
# nothing; skips without ../shared.  ONLY (a regex, default all) picks the
# sets by name: ir3, etnaviv, afuc.
set -u
exe=${1:-build/isaproof} shared=${2:-../shared} n=${3:-20000} only=${4:-.}
M=$shared/corpus/mesa
if [ ! -d "$M" ]; then
	echo "skip: $M not present"
	exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# 20000 random words of BITS bits, MSB-first hex, from seed SEED
words() { # BITS SEED
	python3 -c 'import random, sys
random.seed(sys.argv[2])
bits = int(sys.argv[1])
for _ in range(20000):
    print("%0*x" % (bits // 4, random.getrandbits(bits)))' "$1" "$2"
}

one() { # NAME XML BITS GEN
	local name=$1 xml=$2 bits=$3 gen=$4
	echo "$name" | grep -Eq -- "$only" || return 0
	local batch=0 texts=0 t0 t1
	: > "$tmp/all"
	while [ "$texts" -lt "$n" ] && [ $batch -lt 200 ]; do
		words "$bits" "$name-$gen-$batch" > "$tmp/w"
		"$exe" decode "$xml" --gen "$gen" --show-errors < "$tmp/w" > "$tmp/t" 2>/dev/null
		# texts of words without an error: no "\t; " suffix, a match,
		# and no line asm's standard input would skip (blank, or #...)
		grep -v -P '\t; |^no match: |^\s*$|^\s*#' "$tmp/t" >> "$tmp/all"
		texts=$(wc -l < "$tmp/all")
		batch=$((batch + 1))
	done
	head -n "$n" "$tmp/all" > "$tmp/ok"
	texts=$(wc -l < "$tmp/ok")
	t0=$(date +%s%N)
	"$exe" asm "$xml" --gen "$gen" --raw < "$tmp/ok" > "$tmp/a" 2> "$tmp/e"
	t1=$(date +%s%N)
	cut -f1 "$tmp/a" | "$exe" decode "$xml" --gen "$gen" > "$tmp/back"
	local assembled differ ms rate
	assembled=$(wc -l < "$tmp/a")
	differ=$(paste "$tmp/back" <(cut -f2- "$tmp/a") | awk -F'\t' '$1 != $2' | wc -l)
	ms=$(((t1 - t0) / 1000000))
	rate=$((texts * 1000 / (ms > 0 ? ms : 1)))
	echo "$name gen $gen: $((batch * 20000)) words, $texts texts without error, $assembled assembled," \
		"$differ printed back differently, $((texts - assembled)) refused; $ms ms ($rate texts/s)"
	sed -E 's/^<stdin>:[0-9]+: error: //; s/ closest instruction .*//; s/\(([0-9]+) match steps.*/(budget)/' \
		"$tmp/e" | sort | uniq -c | sort -rn | head -5 | sed 's/^/    refused: /'
}

for g in 400 500 600 700; do one ir3 "$M/ir3/ir3.xml" 64 $g; done
one etnaviv "$M/etnaviv/etnaviv.xml" 128 0
for g in 5 6 7; do one afuc "$M/afuc/afuc.xml" 32 $g; done
