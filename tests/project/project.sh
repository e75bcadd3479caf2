#!/usr/bin/env bash
# tests/project/project.sh ISAPROOF SOURCE_DIR - several descriptions in
# one check run: `check A B C`, the project file (isaproof.json in the
# current folder, or --project FILE), per-description options, one report
# in every format with the worst exit status, and bad project files
# refused with exit 2 and a message naming the place.
set -u
exe=$1 src=$2
exe=$(cd "$(dirname "$exe")" && pwd)/$(basename "$exe")
src=$(cd "$src" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
ok() { echo "ok: $*"; }
bad() { echo "FAIL: $*"; fails=$((fails + 1)); }

# the descriptions: a clean one, one with an error (exit 1), a 16-bit
# decodetree file (width inferred, or given per description)
mkdir -p "$tmp/repo/isa" "$tmp/repo/dt" "$tmp/elsewhere"
cp "$src/isa/examples/check-clean.xml" "$tmp/repo/isa/clean.xml"
cp "$src/isa/examples/check-gens.xml" "$tmp/repo/isa/gens.xml"
cat >"$tmp/repo/dt/cpu16.decode" <<'DT'
add     0000 rd:4 rs:4 rt:4
sub     0001 rd:4 rs:4 rt:4
DT
cd "$tmp/repo" || exit 1

# summary line of a text report
summary() { tail -n 1 <<<"$1"; }
# errors/warnings/unknown/notes of a text summary, summed over several
sum() {
  awk '{e += $1; w += $3; u += $5; n += $7} END {printf "%d errors, %d warnings, %d unknown, %d notes\n", e, w, u, n}'
}

# ---- check A B C: one report, the worst exit status --------------------
one_by_one=""
for f in isa/clean.xml isa/gens.xml dt/cpu16.decode; do
  out=$("$exe" check --max-cubes 0 "$f" 2>/dev/null)
  one_by_one+="$(summary "$out")"$'\n'
done
want=$(printf '%s' "$one_by_one" | sum)
out=$("$exe" check --max-cubes 0 isa/clean.xml isa/gens.xml dt/cpu16.decode 2>/dev/null)
rc=$?
[ $rc = 1 ] && ok "check A B C exits 1 (gens.xml has an error)" || bad "check A B C exits $rc, not 1"
[ "$(summary "$out")" = "$want" ] && ok "one summary, the sum of the three: $want" ||
  bad "summary '$(summary "$out")', not '$want'"
[ "$(grep -c ' errors, .* warnings, ' <<<"$out")" = 1 ] && ok "one summary line" || bad "several summary lines"
for f in isa/clean.xml isa/gens.xml dt/cpu16.decode; do
  grep -q "^$f:" <<<"$out" && ok "findings of $f named by its path" || bad "no finding names $f"
done
grep -q 'dt/cpu16.decode:1:1: note: instruction width 16 inferred' <<<"$out" &&
  ok "the .decode file's width inferred, with a note" || bad "no width note for dt/cpu16.decode"
"$exe" check --max-cubes 0 isa/clean.xml dt/cpu16.decode >/dev/null 2>&1
rc=$?
[ $rc = 0 ] && ok "clean files only: exit 0" || bad "clean files exit $rc"

# ---- a file that does not load: exit 2, the others still checked -------
printf '<isa>\n' >isa/broken.xml
out=$("$exe" check --format json isa/clean.xml isa/broken.xml 2>/dev/null)
rc=$?
[ $rc = 2 ] && ok "a description with errors: exit 2" || bad "a description with errors: exit $rc"
grep -q '"file": "isa/broken.xml"' <<<"$out" && grep -q '"file": "isa/clean.xml"' <<<"$out" &&
  ok "its errors and the other file's findings in one JSON report" || bad "JSON report lacks a file"
rm isa/broken.xml

# ---- the project file -----------------------------------------------------
cat >isaproof.json <<'JSON'
{
  "descriptions": [
    {"path": "isa/clean.xml", "name": "clean"},
    {"path": "isa/gens.xml", "gen": 7},
    {"path": "dt/cpu16.decode", "width": 16}
  ],
  "max-cubes": 0
}
JSON
out=$("$exe" check 2>&1)
rc=$?
[ $rc = 1 ] && ok "isaproof check with isaproof.json here: exit 1" || bad "project run exits $rc"
grep -q 'gens 5..9' <<<"$out" && ok "gen 7 of gens.xml: the ambiguity of gens 5..9" || bad "no gens 5..9 error"
! grep -q 'gens 0..4' <<<"$out" && ok "only the gen interval holding 7" || bad "other gen intervals checked"
! grep -q 'inferred' <<<"$out" && ok "\"width\": 16 given: no inference note" || bad "width inferred despite \"width\""
if grep -q 'cube:' <<<"$out"; then
  bad "\"max-cubes\": 0 not applied"
else
  ok "top-level \"max-cubes\": 0 applied to every description"
fi
# the command line comes after the project's options: it wins
out2=$("$exe" check --max-cubes 1 2>&1)
grep -q 'cube:' <<<"$out2" && ok "--max-cubes 1 on the command line overrides the project's 0" ||
  bad "command line does not override the project file"
# from another folder, paths are relative to the project file
(cd "$tmp/elsewhere" && "$exe" check --project ../repo/isaproof.json >out.txt 2>&1)
rc=$?
[ $rc = 1 ] && grep -q '^\.\./repo/isa/gens.xml:' "$tmp/elsewhere/out.txt" &&
  ok "--project ../repo/isaproof.json: paths relative to the project file" ||
  { bad "--project from another folder: exit $rc"; head -5 "$tmp/elsewhere/out.txt"; }
"$exe" check --project isaproof.json isa/clean.xml >/dev/null 2>&1
[ $? = 2 ] && ok "files and --project together: usage error" || bad "files and --project accepted together"
(cd "$tmp/elsewhere" && "$exe" check >/dev/null 2>&1)
[ $? = 2 ] && ok "no file and no isaproof.json: usage error" || bad "check with nothing to check"

# one SARIF run with every description's results
"$exe" check --format sarif >"$tmp/out.sarif" 2>/dev/null
if command -v python3 >/dev/null; then
  python3 - "$tmp/out.sarif" <<'PY' && ok "SARIF: one run, results of all three descriptions" || bad "SARIF run"
import json, sys
s = json.load(open(sys.argv[1]))
runs = s["runs"]
assert len(runs) == 1, len(runs)
files = {l["physicalLocation"]["artifactLocation"]["uri"]
         for r in runs[0]["results"] for l in r["locations"]}
want = {"isa/clean.xml", "isa/gens.xml", "dt/cpu16.decode"}
assert want <= files, files
PY
else
  echo "skip: no python3 to read the SARIF"
fi

# ---- bad project files: exit 2 and where -----------------------------------
refuse() { # NAME TEXT EXPECTED-MESSAGE
  printf '%s' "$2" >bad.json
  out=$("$exe" check --project bad.json 2>&1)
  rc=$?
  if [ $rc = 2 ] && grep -qF -- "$3" <<<"$out"; then
    ok "refused ($1): $3"
  else
    bad "$1: exit $rc, output:"; echo "$out" | head -5
  fi
}
refuse "trailing comma" '{"descriptions": [
  {"path": "isa/clean.xml",}
]}' 'bad.json:2:28: error: not JSON'
refuse "not closed" '{"descriptions": [' 'bad.json:1:19: error: the JSON ends too early'
refuse "not an object" '[1, 2]' 'bad.json:1:1: error: the project file is a JSON object'
refuse "text after" '{"descriptions": [{"path": "isa/clean.xml"}]}
}' 'bad.json:2:1: error: not JSON'
refuse "no descriptions" '{}' 'bad.json: error: descriptions: missing'
refuse "empty descriptions" '{"descriptions": []}' 'descriptions: expected a non-empty array'
refuse "wrong type" '{"descriptions": [{"path": 3}]}' 'descriptions[0].path: expected a string, got int'
refuse "unknown key" '{"descriptions": [{"path": "isa/clean.xml", "widht": 16}]}' \
  'descriptions[0]: unknown key "widht" (did you mean "width"?)'
refuse "missing file" '{"descriptions": [{"path": "isa/nope.xml"}]}' \
  "descriptions[0].path: cannot read 'isa/nope.xml'"
refuse "bad width" '{"descriptions": [{"path": "dt/cpu16.decode", "width": 24}]}' \
  'descriptions[0].width: 24 is no width decodetree handles'
refuse "no path" '{"descriptions": [{"gen": 1}]}' 'descriptions[0]: no "path"'
refuse "unknown top-level key" '{"descriptions": [{"path": "isa/clean.xml"}], "max-cube": 1}' \
  'max-cube: unknown key (check has no option --max-cube; did you mean "max-cubes"?)'
refuse "bad top-level value" '{"descriptions": [{"path": "isa/clean.xml"}], "format": "xml"}' \
  "--format is text, json, sarif or codequality, not 'xml'"
refuse "missing include folder" '{"descriptions": [{"path": "isa/clean.xml", "include": ["nodir"]}]}' \
  "descriptions[0].include[0]: cannot read 'nodir'"
"$exe" check --project nope.json >/dev/null 2>&1
[ $? = 2 ] && ok "a missing project file: exit 2" || bad "a missing project file"

echo "$fails failures"
[ $fails = 0 ]
