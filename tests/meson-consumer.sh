#!/usr/bin/env bash
# meson-consumer.sh - the Meson recipe of docs/ci.md as a project uses it
# (test ci.meson-consumer).
#
# usage: meson-consumer.sh ISAPROOF SOURCE_DIR TMP_DIR
#
# Configures tests/meson-consumer with `isaproof` on PATH (find_program),
# builds it (the custom_target runs isaproof gen with its depfile), runs
# its decode test, checks that a second build does nothing and that
# touching the description runs gen again, then runs its isaproof-check
# test against a baseline written by check --write-baseline.  The last
# step needs check's --baseline: without it (isaproof check --help does
# not list it) that step is skipped and says so.  Exit 77 (skip) when
# meson or ninja is missing (Debian: meson, ninja-build; scripts/deps.sh
# --test installs them).
set -u
exe=${1:?usage: meson-consumer.sh ISAPROOF SOURCE_DIR TMP_DIR}
src=${2:?} tmp=${3:?}
for tool in meson ninja; do
  command -v $tool >/dev/null || { echo "no $tool on PATH: skipped (scripts/deps.sh --test installs it)"; exit 77; }
done
exe=$(cd "$(dirname "$exe")" && pwd)/$(basename "$exe")
src=$(cd "$src" && pwd)
fails=0
ok() { echo "ok: $*"; }
bad() { echo "FAIL: $*"; fails=$((fails + 1)); }
die() { echo "FAIL: $*"; exit 1; }

rm -rf "$tmp" && mkdir -p "$tmp/bin" || die "cannot create $tmp"
tmp=$(cd "$tmp" && pwd)
ln -s "$exe" "$tmp/bin/isaproof"
export PATH="$tmp/bin:$PATH"
isa=$tmp/toy16.xml base=$tmp/isaproof-baseline.json b=$tmp/build log=$tmp/log
cp "$src/isa/toy16.xml" "$isa" || die "cannot copy toy16.xml"

meson setup "$b" "$src/tests/meson-consumer" -Disa="$isa" -Dbaseline="$base" >"$log" 2>&1 ||
  { cat "$log"; die "meson setup"; }
grep -q "Program isaproof found: YES ($tmp/bin/isaproof)" "$log" &&
  ok "find_program('isaproof') found the isaproof on PATH" || bad "find_program did not find $tmp/bin/isaproof"

ninja -C "$b" >"$log" 2>&1 || { cat "$log"; die "building the Meson consumer"; }
grep -q "toydec" "$log" && [ -f "$b/toydec.c" ] && ok "custom_target ran isaproof gen (toydec.c, toydec.h)" ||
  bad "no toydec.c after the build"
# ninja reads the depfile into its own log (and deletes it)
ninja -C "$b" -t deps | grep -q "$isa" && ok "ninja took the depfile: it names the description" ||
  bad "ninja's deps lack $isa"
meson test -C "$b" decode >"$log" 2>&1 && ok "meson test decode passes" || { cat "$log"; bad "meson test decode"; }

ninja -C "$b" >"$log" 2>&1
grep -q "no work to do" "$log" && ok "a second build does nothing" || { cat "$log"; bad "second build did work"; }
sleep 1
touch "$isa"
ninja -C "$b" >"$log" 2>&1
grep -q "toydec" "$log" && ok "touching the description runs isaproof gen again" ||
  { cat "$log"; bad "touching the description did not run gen"; }

if isaproof check --help | grep -q -- '--baseline'; then
  isaproof check --write-baseline "$base" "$isa" >"$log" 2>&1
  [ -f "$base" ] || { cat "$log"; die "check --write-baseline wrote no $base"; }
  meson test -C "$b" isaproof-check >"$log" 2>&1 && ok "meson test isaproof-check passes with the baseline" ||
    { cat "$log"; bad "meson test isaproof-check"; }
else
  echo "skipped: the isaproof-check test (isaproof check --help lists no --baseline)"
fi
echo "$fails failures"
[ $fails = 0 ]
