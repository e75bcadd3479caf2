#!/usr/bin/env bash
# bench/baseline.sh - baselines and fingerprints on every description of the
# reference corpus (docs/baselines.md): ir3, etnaviv, afuc, Valhall ISA.xml,
# every MPACT decoder, every QEMU .decode file.
#
# usage: bench/baseline.sh [ISAPROOF] [SHARED]   (defaults: build/isaproof ../shared)
#
# One line per description:
#   findings   findings in the baseline written by --write-baseline
#   rt         exit status of check --baseline with that baseline (0 wanted)
#   lines      fingerprints that changed after 10 comment lines were inserted
#              at the top of every file of the description (0 wanted)
#   rename     isaspec XML: fingerprints changed by renaming the leaf of the
#              first error or warning / findings whose message names it
#              (equal wanted); "-" for the other languages
#   overlap    isaspec XML: new errors and exit status after a twin of that
#              leaf is added ("1/1" wanted); "-" elsewhere
#   fixed      isaspec XML: baseline-fixed notes after that leaf is removed
#              (1 or more wanted when it had findings); "-" elsewhere
#   max-per-rule  the summary of N = 1, 2, 3, 10 equals that of N = 0 ("ok")
set -u
bin=$(realpath "${1:-build/isaproof}")
shared=$(realpath "${2:-../shared}")
corpus=$shared/corpus
[ -d "$corpus" ] || { echo "no $corpus: nothing to measure"; exit 0; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fps() { grep '"fingerprint"' "$1" | sed 's/.*: "\(.*\)".*/\1/' | sort; }

# 10 comment lines at the top of a file, in its language's syntax
insert_lines() {
  local f=$1 c
  case "$f" in
    *.xml)
      { if head -1 "$f" | grep -q '^<?xml'; then head -1 "$f"; tail -n +2 "$f" > "$f.rest"
        else : > /dev/null; cp "$f" "$f.rest"; fi
        for c in $(seq 10); do echo "<!-- inserted line $c -->"; done
        cat "$f.rest"; } > "$f.new" ;;
    *.decode) { for c in $(seq 10); do echo "# inserted line $c"; done; cat "$f"; } > "$f.new" ;;
    *.bin_fmt|*.isa) { for c in $(seq 10); do echo "// inserted line $c"; done; cat "$f"; } > "$f.new" ;;
    *) return ;;
  esac
  mv "$f.new" "$f"
  rm -f "$f.rest"
}

# bench NAME DIR FILE-IN-DIR OPTIONS...: DIR is copied, FILE checked in it
bench() {
  local name=$1 dir=$2 file=$3
  shift 3
  rm -rf "$tmp/a" "$tmp/b"
  cp -r "$dir" "$tmp/a"
  local t0 t1
  t0=$(date +%s.%N)
  "$bin" check "$tmp/a/$file" "$@" --write-baseline "$tmp/b1.json" > /dev/null 2>&1
  t1=$(date +%s.%N)
  local n rt lines
  n=$(fps "$tmp/b1.json" 2>/dev/null | wc -l)
  "$bin" check "$tmp/a/$file" "$@" --baseline "$tmp/b1.json" > /dev/null 2>&1
  rt=$?
  cp -r "$dir" "$tmp/b"
  find "$tmp/b" -type f \( -name '*.xml' -o -name '*.decode' -o -name '*.bin_fmt' -o -name '*.isa' \) |
    while read -r f; do insert_lines "$f"; done
  "$bin" check "$tmp/b/$file" "$@" --write-baseline "$tmp/b2.json" > /dev/null 2>&1
  lines=$(comm -3 <(fps "$tmp/b1.json") <(fps "$tmp/b2.json") | wc -l)
  local rename=- overlap=- fixed=-
  case "$file" in *.xml) xml_edits "$file" "$@" ;; esac
  local limits=ok want
  want=$("$bin" check --max-per-rule 0 "$tmp/a/$file" "$@" 2>&1 | tail -1)
  for k in 1 2 3 10; do
    [ "$("$bin" check --max-per-rule $k "$tmp/a/$file" "$@" 2>&1 | tail -1)" = "$want" ] || limits="N=$k differs"
  done
  printf '%-34s %8s %3s %6s %9s %8s %6s %6.2f  %s\n' "$name" "$n" "$rt" "$lines" "$rename" "$overlap" \
    "$fixed" "$(echo "$t1 - $t0" | bc)" "$limits"
}

# isaspec XML (Mesa): the leaf named by the first error or warning
xml_edits() {
  local file=$1
  shift
  local leaf="" src="" cand
  for cand in $(grep -A1 '"level": "\(error\|warning\)"' "$tmp/b1.json" | grep '"message"' |
                grep -o "'[^' #]*'" | tr -d "'"); do
    src=$(grep -l "<bitset name=\"$cand\"" "$tmp/a"/*.xml 2>/dev/null | head -1)
    [ -n "$src" ] && { leaf=$cand; break; }
  done
  [ -n "$leaf" ] || return
  local naming gone came
  naming=$(grep -c "\"message\": \".*'$leaf'" "$tmp/b1.json")
  cp "$src" "$src.orig"
  sed -i "s/<bitset name=\"$leaf\"/<bitset name=\"$leaf-renamed\"/" "$src"
  "$bin" check "$tmp/a/$file" "$@" --write-baseline "$tmp/b3.json" > /dev/null 2>&1
  gone=$(comm -23 <(fps "$tmp/b1.json") <(fps "$tmp/b3.json") | wc -l)
  rename="$gone/$naming"
  cp "$src.orig" "$src"
  awk -v L="$leaf" '$0 ~ "<bitset name=\"" L "\"" {copy=1} copy{buf=buf $0 "\n"}
    /<\/bitset>/&&copy{copy=0; print; sub("name=\"" L "\"", "name=\"" L "-twin\"", buf); printf "%s", buf; buf=""; next} {print}' \
    "$src.orig" > "$src"
  "$bin" check "$tmp/a/$file" "$@" --baseline "$tmp/b1.json" > "$tmp/out" 2>&1
  overlap="$(grep -c ': error: ' "$tmp/out")/$(tail -1 "$tmp/out" | grep -q '^0 errors' && echo 0 || echo 1)"
  awk -v L="$leaf" '$0 ~ "<bitset name=\"" L "\"" {skip=1} !skip{print} /<\/bitset>/{skip=0}' "$src.orig" > "$src"
  "$bin" check "$tmp/a/$file" "$@" --baseline "$tmp/b1.json" > "$tmp/out" 2>&1
  fixed=$(grep -c '\[baseline-fixed\]$' "$tmp/out")
  cp "$src.orig" "$src"
}

printf '%-34s %8s %3s %6s %9s %8s %6s %6s  %s\n' description findings rt lines rename overlap fixed write_s max-per-rule
for d in ir3/ir3.xml etnaviv/etnaviv.xml afuc/afuc.xml valhall/ISA.xml; do
  [ -f "$corpus/mesa/$d" ] && bench "mesa/$d" "$corpus/mesa/$(dirname "$d")" "$(basename "$d")"
done
mp=$corpus/mpact/mpact-riscv/riscv
for f in "$mp"/*.bin_fmt; do
  grep -q '^decoder ' "$f" || continue
  names=$("$bin" check "$f" 2>&1 | sed -n 's/.*decoders are defined (\(.*\)): choose.*/\1/p' | tr -d ',')
  [ -n "$names" ] || names=default
  for dec in $names; do
    opts=()
    [ "$dec" = default ] || opts=(--decoder "$dec")
    bench "mpact/$(basename "$f") $dec" "$mp" "$(basename "$f")" "${opts[@]}"
  done
done
find "$corpus/qemu" -name '*.decode' | sort | while read -r f; do
  rel=${f#"$corpus/qemu/"}
  opts=()
  case "$rel" in
    target/arm/tcg/t16.decode|target/avr/insn.decode|target/riscv/insn16.decode) opts=(--insnwidth 16) ;;
    target/ppc/insn64.decode) opts=(--insnwidth 64) ;;
    target/rx/insns.decode) opts=(--varinsnwidth 32) ;;
  esac
  bench "qemu/$rel" "$(dirname "$f")" "$(basename "$f")" "${opts[@]}"
done
