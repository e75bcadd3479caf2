#!/usr/bin/env bash
# The ir3 and etnaviv rows of Mesa's vectors-official.tsv through
# `isaproof vectors`: each word must print its text and each text must
# assemble into a word printing it again.  Exits 77 (skip) without
# ../shared.
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
status=0
for isa in ir3 etnaviv; do
  # "GEN HEX<TAB>TEXT" lines; texts keep their escaped error suffixes out
  awk -F'\t' -v isa="$isa" 'NR > 1 && $1 == isa && $4 != "NO_MATCH" && index($4, "\\t") == 0 {
      gsub(/\\\\/, "\\", $4); print $2 " " $3 "\t" $4 }' "$tsv" > "$tmp/$isa.vectors"
  "$bin" vectors "$shared/corpus/mesa/$isa/$isa.xml" "$tmp/$isa.vectors" || status=1
done
exit $status
