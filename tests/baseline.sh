#!/usr/bin/env bash
# Baselines, fingerprints and listing limits, end to end on copies of
# shipped descriptions (docs/baselines.md).
#
# usage: baseline.sh ISAPROOF CASE [SHARED]      (run from the source dir)
#   limits     --max-per-rule N (N = 0..3, 10) on every shipped description
#              (and ir3, etnaviv, afuc, rvm23 of SHARED/corpus when present):
#              the summary equals that of --max-per-rule 0, and no run dies
#   roundtrip  write a baseline, read it: exit 0, nothing new, nothing fixed
#   lines      10 comment lines at the top of the file: the same baseline,
#              byte for byte; so does another folder (the tree moved)
#   rename     a leaf renamed: only the findings naming it change
#   overlap    a leaf overlapping an existing one: exactly one new error, exit 1
#   gens       the same when the overlap spans several gen intervals
#   fixed      the cause of a baselined error removed: reported as fixed,
#              a failure with --fail-on-fixed
#   refuse     a baseline of another recipe, or not a baseline: exit 2
#   allow      isaproof-allow comments (tests/allow, every language) change
#              no fingerprint, and no baseline holds what they suppress
set -u
bin=$1 case=$2 shared=${3:-../shared}
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

summary() { "$bin" check --max-per-rule "$1" "${@:2}" 2>&1 | tail -1; }

limits_of() {
  for f in "$@"; do
    local want
    want=$(summary 0 "$f")
    case "$want" in *errors,*) ;; *) fail "$f: no summary: $want" ;; esac
    for n in 1 2 3 10; do
      local got
      got=$(summary "$n" "$f")
      [ "$got" = "$want" ] || fail "$f --max-per-rule $n: '$got', not '$want'"
    done
  done
}

case_limits() {
  local files=(isa/*.xml isa/examples/check-*.xml)
  limits_of "${files[@]}"
  echo "limits: ${#files[@]} descriptions"
}

case_limits-corpus() {
  local files=()
  for f in mesa/ir3/ir3.xml mesa/etnaviv/etnaviv.xml mesa/afuc/afuc.xml; do
    [ -f "$shared/corpus/$f" ] && files+=("$shared/corpus/$f")
  done
  [ ${#files[@]} = 0 ] && { echo "no $shared/corpus: skipped"; exit 77; }
  limits_of "${files[@]}"
  local rvm="$shared/corpus/mpact/mpact-riscv/riscv/rvm23.bin_fmt"
  if [ -f "$rvm" ]; then
    # every overlap is either listed or counted in the finding-limit note
    "$bin" check --decoder RVM23 "$rvm" > "$tmp/out" 2>&1
    local listed more total
    listed=$(grep -c '\[mp-overlap\]$' "$tmp/out")
    more=$(grep -o '[0-9]* more \[mp-overlap\]' "$tmp/out" | cut -d' ' -f1)
    total=$("$bin" check --max-per-rule 0 --decoder RVM23 "$rvm" 2>&1 | grep -c '\[mp-overlap\]$')
    [ "$total" -gt 100 ] && [ $((listed + ${more:-0})) = "$total" ] ||
      fail "rvm23: $listed listed + '${more:-}' more, $total found"
    files+=("$rvm")
  fi
  echo "limits: ${#files[@]} corpus descriptions"
}

# the fingerprints of a baseline file, sorted
fps() { grep '"fingerprint"' "$1" | sed 's/.*: "\(.*\)".*/\1/' | sort; }

case_roundtrip() {
  cp isa/toy16.xml "$tmp/a.xml"
  "$bin" check "$tmp/a.xml" --write-baseline "$tmp/b.json" > /dev/null
  [ -s "$tmp/b.json" ] || fail "no baseline written"
  "$bin" check "$tmp/a.xml" --write-baseline "$tmp/b2.json" > /dev/null
  cmp -s "$tmp/b.json" "$tmp/b2.json" || fail "two runs wrote different baselines"
  "$bin" check "$tmp/a.xml" --baseline "$tmp/b.json" > "$tmp/out"
  rc=$?
  [ $rc = 0 ] || fail "exit $rc with its own baseline"
  tail -1 "$tmp/out" | grep -qx '0 errors, 0 warnings, 0 unknown, 0 notes' || fail "$(tail -1 "$tmp/out")"
  grep -q ', 0 baseline entries no longer found' "$tmp/out" || fail "fixed entries reported"
  n=$(fps "$tmp/b.json" | wc -l)
  [ "$n" = 28 ] || fail "$n entries, toy16 has 28 findings"
  [ "$(fps "$tmp/b.json" | uniq | wc -l)" = "$n" ] || fail "fingerprints repeat"
  "$bin" check "$tmp/a.xml" --baseline "$tmp/b.json" --show-baselined > "$tmp/out"
  [ "$(grep -c ': baselined: ' "$tmp/out")" = 28 ] || fail "--show-baselined"
  echo "roundtrip: $n findings"
}

case_lines() {
  mkdir -p "$tmp/x/y"
  cp isa/toy16.xml "$tmp/a.xml"
  "$bin" check "$tmp/a.xml" --write-baseline "$tmp/b1.json" > /dev/null
  { sed -n 1p isa/toy16.xml; for i in $(seq 10); do echo "<!-- inserted line $i -->"; done
    sed 1d isa/toy16.xml; } > "$tmp/x/y/moved.xml"
  (cd "$tmp/x" && "$bin" check y/moved.xml --srcroot . --write-baseline "$tmp/b2.json" > /dev/null)
  cmp -s "$tmp/b1.json" "$tmp/b2.json" || { diff "$tmp/b1.json" "$tmp/b2.json"; fail "fingerprints moved"; }
  "$bin" check "$tmp/x/y/moved.xml" --baseline "$tmp/b1.json" --format sarif > "$tmp/s.json"
  [ $? = 0 ] || fail "exit status with the baseline of the unmoved file"
  grep -q '"baselineState": "new"' "$tmp/s.json" && fail "a finding is new after inserting lines"
  grep -q '"baselineState": "unchanged"' "$tmp/s.json" || fail "no baselineState"
  echo "lines: the same $(fps "$tmp/b1.json" | wc -l) fingerprints"
}

case_rename() {
  cp isa/toy16.xml "$tmp/a.xml"
  "$bin" check "$tmp/a.xml" --write-baseline "$tmp/b1.json" > /dev/null
  sed 's/<bitset name="nop" /<bitset name="idle" /' isa/toy16.xml > "$tmp/a.xml"
  "$bin" check "$tmp/a.xml" --write-baseline "$tmp/b2.json" > /dev/null
  gone=$(comm -23 <(fps "$tmp/b1.json") <(fps "$tmp/b2.json") | wc -l)
  came=$(comm -13 <(fps "$tmp/b1.json") <(fps "$tmp/b2.json") | wc -l)
  naming=$(grep -c '"message": ".*'"'"'nop'"'" "$tmp/b1.json")
  [ "$naming" -ge 1 ] || fail "no finding names 'nop'"
  [ "$gone" = "$naming" ] && [ "$came" = "$naming" ] ||
    fail "renaming nop changed $gone/$came fingerprints, $naming findings name it"
  echo "rename: $naming of $(fps "$tmp/b1.json" | wc -l) fingerprints changed"
}

case_overlap() {
  local src=isa/examples/check-overlap2.xml
  cp $src "$tmp/a.xml"
  "$bin" check "$tmp/a.xml" --write-baseline "$tmp/b.json" > /dev/null
  # a second leaf with jmp's encoding (one gen interval: one overlap)
  awk '/<bitset name="jmp" /{copy=1} copy{buf=buf $0 "\n"} /<\/bitset>/&&copy{copy=0; print; sub(/name="jmp"/, "name=\"jmp-twin\"", buf); printf "%s", buf; buf=""; next} {print}' \
    $src > "$tmp/a.xml"
  grep -q 'jmp-twin' "$tmp/a.xml" || fail "no twin leaf"
  "$bin" check "$tmp/a.xml" --baseline "$tmp/b.json" > "$tmp/out"
  rc=$?
  [ $rc = 1 ] || fail "exit $rc with a new overlap"
  [ "$(grep -c ': error: ' "$tmp/out")" = 1 ] || { cat "$tmp/out"; fail "not exactly one new error"; }
  grep -q "'jmp' and 'jmp-twin'.*\[ambiguous-encoding\]" "$tmp/out" || fail "the error is not the overlap"
  tail -1 "$tmp/out" | grep -q '^1 errors, ' || fail "summary: $(tail -1 "$tmp/out")"
  echo "overlap: one new error, exit 1"
}

case_gens() {
  local src=isa/examples/check-gens.xml
  cp $src "$tmp/a.xml"
  "$bin" check "$tmp/a.xml" --write-baseline "$tmp/b.json" > /dev/null
  # a leaf inside 'mov' (active at every gen) and outside 'mov.imm': the
  # leaves' gen ranges make three gen intervals, the overlap is one cause
  awk '/<bitset name="mov.imm"/{print "<bitset name=\"mov.lo\" extends=\"#instruction\">"
         print "\t<display>\n\t\tmov.lo #{IMM}\n\t</display>"
         print "\t<pattern low=\"24\" high=\"31\">00010000</pattern>"
         print "\t<field name=\"IMM\" low=\"0\" high=\"23\" type=\"uint\"/>\n</bitset>\n"} {print}' \
    $src > "$tmp/a.xml"
  grep -q 'mov.lo' "$tmp/a.xml" || fail "no new leaf"
  "$bin" check "$tmp/a.xml" --baseline "$tmp/b.json" > "$tmp/out"
  rc=$?
  [ $rc = 1 ] || fail "exit $rc with a new overlap"
  [ "$(grep -c ': error: ' "$tmp/out")" = 1 ] || { cat "$tmp/out"; fail "not exactly one new error"; }
  grep -q "'mov' and 'mov.lo' both match some #instruction words at gens 0..max \[ambiguous-encoding\]" "$tmp/out" ||
    { cat "$tmp/out"; fail "the error does not name every gen"; }
  echo "gens: an overlap in three gen intervals is one new error, exit 1"
}

case_fixed() {
  cp isa/examples/check-overlap2.xml "$tmp/a.xml"
  "$bin" check "$tmp/a.xml" --write-baseline "$tmp/b.json" > /dev/null
  grep -q '"rule": "ambiguous-encoding"' "$tmp/b.json" || fail "no overlap to baseline"
  # ld.imm removed: the overlap is gone
  awk '/<bitset name="ld.imm"/{skip=1} !skip{print} /<\/bitset>/{skip=0}' \
    isa/examples/check-overlap2.xml > "$tmp/a.xml"
  "$bin" check "$tmp/a.xml" --baseline "$tmp/b.json" > "$tmp/out"
  rc=$?
  [ $rc = 0 ] || fail "exit $rc after a fix"
  grep -q "note: baselined error \[ambiguous-encoding\] no longer found: 'ld' and 'ld.imm'" "$tmp/out" ||
    { cat "$tmp/out"; fail "the fix is not reported"; }
  "$bin" check "$tmp/a.xml" --baseline "$tmp/b.json" --fail-on-fixed > "$tmp/out"
  rc=$?
  [ $rc = 1 ] || fail "exit $rc with --fail-on-fixed"
  "$bin" check "$tmp/a.xml" --baseline "$tmp/b.json" --format sarif > "$tmp/s.json"
  grep -q '"baselineState": "absent"' "$tmp/s.json" || fail "no absent result in SARIF"
  echo "fixed: reported, and fails with --fail-on-fixed"
}

case_refuse() {
  cp isa/toy16.xml "$tmp/a.xml"
  "$bin" check "$tmp/a.xml" --write-baseline "$tmp/b.json" > /dev/null
  sed 's/"isaproof-baseline": 3/"isaproof-baseline": 2/' "$tmp/b.json" > "$tmp/old.json"
  "$bin" check "$tmp/a.xml" --baseline "$tmp/old.json" > "$tmp/out" 2>&1
  rc=$?
  [ $rc = 2 ] || fail "exit $rc with a baseline of recipe 2"
  grep -q 'written with fingerprint recipe 2, this isaproof uses recipe 3' "$tmp/out" || fail "$(cat "$tmp/out")"
  echo '[1, 2]' > "$tmp/bad.json"
  "$bin" check "$tmp/a.xml" --baseline "$tmp/bad.json" > "$tmp/out" 2>&1
  [ $? = 2 ] && grep -q 'not an isaproof baseline' "$tmp/out" || fail "a JSON array taken as a baseline"
  "$bin" check "$tmp/a.xml" --baseline "$tmp/none.json" > "$tmp/out" 2>&1
  [ $? = 2 ] || fail "a missing baseline accepted"
  mkdir "$tmp/dir"
  "$bin" check "$tmp/a.xml" --write-baseline "$tmp/dir" > "$tmp/out" 2>&1
  [ $? = 2 ] && grep -q 'not a regular file' "$tmp/out" || fail "a folder replaced"
  echo "refuse: another recipe, not a baseline, missing, a folder"
}

# the fingerprints of the findings of a JSON report, but those about allows
json_fps() {
  python3 -c 'import json,sys
for f in json.load(open(sys.argv[1]))["findings"]:
    if f["rule"] not in ("allow-syntax", "unused-allow"): print(f["fingerprint"])' "$1" | sort
}

case_allow() {
  local n=0 f opts
  while read -r f opts; do
    local base=${f##*/} isa=""
    # the same text with every allow turned into a plain comment
    sed 's/isaproof-allow/isaproof-other/g' "$f" > "$tmp/$base"
    case "$opts" in *--isa*)
      sed 's/isaproof-allow/isaproof-other/g' tests/allow/link.isa > "$tmp/link.isa"
      isa="--isa $tmp/link.isa --isa-name LinkI" ;;
    esac
    # shellcheck disable=SC2086
    "$bin" check --format json $opts "$f" > "$tmp/with.json"
    # shellcheck disable=SC2086
    "$bin" check --format json $isa "$tmp/$base" > "$tmp/without.json"
    grep -q '"suppressed": {' "$tmp/with.json" || fail "$f: nothing suppressed"
    json_fps "$tmp/with.json" > "$tmp/a"
    json_fps "$tmp/without.json" > "$tmp/b"
    cmp -s "$tmp/a" "$tmp/b" || { diff "$tmp/a" "$tmp/b"; fail "$f: the allows changed fingerprints"; }
    # shellcheck disable=SC2086
    "$bin" check $opts "$f" --write-baseline "$tmp/b.json" > /dev/null
    local fp
    for fp in $(grep -B4 '"suppressed": {' "$tmp/with.json" | grep '"fingerprint"' | sed 's/.*: "\(.*\)".*/\1/'); do
      grep -q "$fp" "$tmp/b.json" && fail "$f: a suppressed finding is in the baseline"
    done
    n=$((n + 1))
  done <<'EOF'
tests/allow/overlap.xml
tests/allow/valhall.xml
tests/allow/overlap.decode
tests/allow/link.bin_fmt --isa tests/allow/link.isa --isa-name LinkI
EOF
  echo "allow: $n descriptions, the same fingerprints with and without their allows"
}

"case_$case"
