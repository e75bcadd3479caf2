#!/usr/bin/env bash
# bench/check_findings.sh - do two isaproof binaries find the same things?
#
# usage: bench/check_findings.sh OLD NEW [SHARED]   (SHARED defaults to ../shared)
#
# Runs `check --format json --max-per-rule 0` with both binaries on every
# description in isa/ and on Mesa's ir3, etnaviv and afuc (when SHARED holds
# the corpus), and compares per file the sorted (fingerprint, kind, rule,
# location, message) of every finding, with the values a solver picks taken
# out of the message: a witness word, or the value an undocumented field
# holds, and the bits of a roundtrip-text finding (the one-bit flips of the
# sample word the solver found for the display case), may differ between two
# binaries that ask Z3 differently; nothing else may.  Witness words and
# evidence lines are not compared.  Prints one line per file and exits 1 when
# any file differs.
set -u
old=${1:?usage: check_findings.sh OLD NEW [SHARED]}
new=${2:?usage: check_findings.sh OLD NEW [SHARED]}
shared=${3:-../shared}
here=$(cd "$(dirname "$0")/.." && pwd)
mapfile -t files < <(cd "$here" && find isa -name '*.xml' | sort)
for f in ir3/ir3.xml etnaviv/etnaviv.xml afuc/afuc.xml; do
  [ -f "$shared/corpus/mesa/$f" ] && files+=("$shared/corpus/mesa/$f")
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
norm() {
  python3 -c '
import json, re, sys
try:
    rep = json.load(open(sys.argv[1]))
except (OSError, ValueError):
    print("no report")
    sys.exit(0)
for f in rep.get("findings", []):
    msg = re.sub(r"holds (0x)?[0-9a-fA-F]+\)", "holds N)", f["message"])
    if f["rule"] == "roundtrip-text":
        msg = re.sub(r"bits [0-9a-f]+ \([0-9]+\) are", "bits B are", msg)
    loc = f.get("location", {})
    print(f["fingerprint"], f["kind"], f["rule"], loc.get("file"), loc.get("line"), msg)
' "$1" | sort
}
bad=0
for f in "${files[@]}"; do
  (cd "$here" && "$old" check "$f" --format json --max-per-rule 0) > "$tmp/a.json" 2>/dev/null
  (cd "$here" && "$new" check "$f" --format json --max-per-rule 0) > "$tmp/b.json" 2>/dev/null
  norm "$tmp/a.json" > "$tmp/a"
  norm "$tmp/b.json" > "$tmp/b"
  if cmp -s "$tmp/a" "$tmp/b"; then
    printf 'same %5d findings  %s\n' "$(wc -l < "$tmp/a")" "$f"
  else
    printf 'DIFF %5d findings  %s\n' "$(wc -l < "$tmp/a")" "$f"
    diff "$tmp/a" "$tmp/b" | head -20
    bad=1
  fi
done
exit $bad
