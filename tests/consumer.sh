#!/usr/bin/env bash
# consumer.sh - isaproof as another project sees it (test gen.cmake-consumer).
#
# usage: consumer.sh SOURCE_DIR BUILD_DIR TMP_DIR
#
# Installs BUILD_DIR (an isaproof build) into TMP_DIR/prefix, then configures,
# builds and runs tests/consumer -- an external project that does
# find_package(isaproof) and isaproof_generate(... VERIFY) on a copy of
# isa/toy16.xml -- and checks the build follows the description:
#   * the consumer's self-check passes (decode, classify, re-encode),
#   * a second build with nothing changed regenerates and recompiles nothing,
#   * touching the description re-runs isaproof gen,
#   * editing it (#cond's ".nz" -> ".ne") changes the generated decoder and
#     the program's output for exactly the word that prints it.
# Exit 0 when every check holds, 1 otherwise.
set -u
src=${1:?usage: consumer.sh SOURCE_DIR BUILD_DIR TMP_DIR}
bld=${2:?usage: consumer.sh SOURCE_DIR BUILD_DIR TMP_DIR}
tmp=${3:?usage: consumer.sh SOURCE_DIR BUILD_DIR TMP_DIR}

fails=0
ok() { echo "ok: $*"; }
bad() { echo "FAIL: $*"; fails=$((fails + 1)); }
die() { echo "FAIL: $*"; exit 1; }

mkdir -p "$tmp" || die "cannot create $tmp"
tmp=$(cd "$tmp" && pwd)
prefix=$tmp/prefix cb=$tmp/build isa=$tmp/toy16.xml log=$tmp/log
rm -rf "$prefix" "$cb" "$isa" "$log" "$tmp/toydec.c.first" "$tmp/toydec.c.before"

# ---- install -------------------------------------------------------------
cmake --install "$bld" --prefix "$prefix" >"$log" 2>&1 || { cat "$log"; die "cmake --install $bld"; }
for f in bin/isaproof lib/cmake/isaproof/isaproofConfig.cmake lib/cmake/isaproof/IsaproofGenerate.cmake; do
  [ -e "$prefix/$f" ] || die "cmake --install did not install $f"
done
ok "cmake --install put bin/isaproof and lib/cmake/isaproof/{isaproofConfig,IsaproofGenerate}.cmake into the prefix"

# ---- configure, build, run -----------------------------------------------
cp "$src/isa/toy16.xml" "$isa" || die "cannot copy toy16.xml"
cmake -S "$src/tests/consumer" -B "$cb" -G "Unix Makefiles" -DCMAKE_PREFIX_PATH="$prefix" -DTOY_ISA="$isa" \
      >"$log" 2>&1 || { cat "$log"; die "configuring tests/consumer"; }
exe=$(sed -n 's/^ISAPROOF_EXECUTABLE:[A-Z]*=//p' "$cb/CMakeCache.txt")
[ "$exe" = "$prefix/bin/isaproof" ] || die "find_package(isaproof) found '$exe', not $prefix/bin/isaproof"
ok "find_package(isaproof) uses the installed $exe"

build() { # build, output in $log; fail with the log shown
  cmake --build "$cb" -- VERBOSE=1 >"$log" 2>&1 || { cat "$log"; die "building tests/consumer ($1)"; }
}
# the gen step's comment is "isaproof gen <isa> -> toydec.c"
gen_ran() { grep -q "isaproof gen .* -> toydec\.c" "$log"; }
compiled() { grep -Eq -- "-o [^ ]*toydec\.c\.o" "$log"; }

build "first build"
gen_ran || die "the first build did not run isaproof gen"
grep -q "verified: for every word and every gen" "$log" || { cat "$log"; die "gen --verify did not report 'verified:'"; }
compiled || die "the first build did not compile toydec.c"
grep -q -- "-std=c99" "$log" || die "toydec.c was not compiled with -std=c99"
grep -Eq -- "-Wall.*-Wextra.*-Wpedantic.*-Werror" "$log" || die "toydec.c was not compiled with -Wall -Wextra -Wpedantic -Werror"
ok "first build: isaproof gen --verify proved the trees, toydec.c compiled with -std=c99 -Wall -Wextra -Wpedantic -Werror"

gc=$cb/toydec-gen/toydec.c gh=$cb/toydec-gen/toydec.h
[ -f "$gc" ] && [ -f "$gh" ] || die "no $gc / $gh"
obj=$(find "$cb" -name 'toydec.c.o' | head -n 1)
[ -n "$obj" ] || die "no toydec.c.o under $cb"

out=$("$cb/toyconsumer" 2>&1); rc=$?
echo "$out" | sed 's/^/    /'
[ $rc = 0 ] && ok "toyconsumer: disasm, classify and fields+encode agree with the golden texts" \
            || bad "toyconsumer exited $rc"

# ---- nothing changed: nothing rebuilt ------------------------------------
obj_t=$(stat -c %y "$obj")
cp "$gc" "$tmp/toydec.c.first"
sleep 1
build "second build"
if gen_ran; then bad "a build with nothing changed re-ran isaproof gen"; else ok "second build: isaproof gen not re-run"; fi
if compiled || [ "$(stat -c %y "$obj")" != "$obj_t" ]; then
  bad "a build with nothing changed recompiled toydec.c (toydec.c.o: $obj_t -> $(stat -c %y "$obj"))"
else
  ok "second build: toydec.c.o not recompiled (timestamp $obj_t kept)"
fi

# ---- touched description: gen re-runs --------------------------------------
sleep 1
touch "$isa"
build "after touch"
if gen_ran; then ok "touching toy16.xml re-ran isaproof gen"; else bad "touching toy16.xml did not re-run isaproof gen"; fi
cmp -s "$tmp/toydec.c.first" "$gc" && ok "the regenerated toydec.c is the same text" \
                                   || bad "toydec.c changed although toy16.xml did not"
"$cb/toyconsumer" >/dev/null 2>&1 || bad "toyconsumer fails after touching toy16.xml"

# ---- edited description: the decoder follows -------------------------------
cp "$gc" "$tmp/toydec.c.before"
sleep 1
n=$(grep -c 'display="\.nz"' "$isa")
[ "$n" = 1 ] || die "expected one display=\".nz\" in toy16.xml, found $n"
sed -i 's/display="\.nz"/display=".ne"/' "$isa"
build "after editing"
if gen_ran; then ok "editing toy16.xml re-ran isaproof gen"; else bad "editing toy16.xml did not re-run isaproof gen"; fi
if cmp -s "$tmp/toydec.c.before" "$gc"; then
  bad "editing toy16.xml did not change the generated toydec.c"
else
  ok "the generated toydec.c changed: $(diff "$tmp/toydec.c.before" "$gc" | grep -c '^[<>]') lines differ"
fi
if compiled; then ok "toydec.c recompiled"; else bad "toydec.c not recompiled after the description changed"; fi
got=$("$cb/toyconsumer" --print 2 077f 0503)
want=$'br.ne 127\nbr.z 3'
[ "$got" = "$want" ] && ok "077f now prints 'br.ne 127' (0503 still 'br.z 3')" \
                     || bad "after the edit, 077f 0503 print '$got', expected '$want'"
out=$("$cb/toyconsumer" 2>&1); rc=$?
mism=$(echo "$out" | grep '^FAIL' || true)
want_mism="FAIL 077f @ gen 2: toydec_disasm: got 'br.ne 127', expected 'br.nz 127'"
if [ $rc = 1 ] && [ "$mism" = "$want_mism" ]; then
  ok "the self-check now fails on exactly that word: $mism"
else
  echo "$out" | sed 's/^/    /'
  bad "after the edit the self-check exited $rc with other mismatches than 077f's"
fi

if [ $fails = 0 ]; then
  echo "consumer.sh: all checks passed"
  rm -rf "$prefix" "$cb" "$isa" "$log" "$tmp/toydec.c.first" "$tmp/toydec.c.before"
  exit 0
fi
echo "consumer.sh: $fails check(s) failed (kept $tmp)"
exit 1
