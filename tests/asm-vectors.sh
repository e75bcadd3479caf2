#!/usr/bin/env bash
# The ir3 rows of Mesa's vectors-official.tsv through `isaproof vectors`:
# each word must print its text and each text must assemble into a word
# printing it again.  Exits 77 (skip) without ../shared.
#
# usage: asm-vectors.sh ISAPROOF SHARED
set -u
bin=$1 shared=$2
tsv=$shared/corpus/mesa/vectors-official.tsv
if [ ! -f "$tsv" ]; then
  echo "skip: $tsv not present"
  exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# "GEN HEX<TAB>TEXT" lines; texts keep their escaped error suffixes out
awk -F'\t' 'NR > 1 && $1 == "ir3" && $4 != "NO_MATCH" && index($4, "\\t") == 0 {
    gsub(/\\\\/, "\\", $4); print $2 " " $3 "\t" $4 }' "$tsv" > "$tmp/ir3.vectors"
exec "$bin" vectors "$shared/corpus/mesa/ir3/ir3.xml" "$tmp/ir3.vectors"
