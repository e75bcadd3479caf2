#!/usr/bin/env bash
# include-rules.sh - the rooms keep their rules (test house.include-rules).
#
# usage: include-rules.sh SOURCE_DIR BUILD_DIR
#
# scripts/filegraph.py checks every #include of the rooms (read/, model/,
# solver/, codegen/, fuzz/, cli/) against the rule table of
# docs/architecture.md, and that no files form a circle, by the symbols
# their objects in BUILD_DIR use and define or by their #includes.
#
# First it is run on a small tree made here that breaks each rule once
# (an include from a room the table forbids, a private header of another
# room, a header reserved for another room, a library header in the wrong
# room, two objects that use each other, two headers that include each
# other): each must be reported with the offending edge, or the check
# has lost its teeth.  Then on the real tree, which must be clean.
# Skips (77) without python3 or nm.
set -u
src=${1:?usage: include-rules.sh SOURCE_DIR BUILD_DIR}
build=${2:?usage: include-rules.sh SOURCE_DIR BUILD_DIR}
for tool in python3 nm; do
  command -v $tool > /dev/null || { echo "no $tool: skipped"; exit 77; }
done
cc=${CC:-cc}
command -v "$cc" > /dev/null || cc=clang
script=$src/scripts/filegraph.py

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

# ---- a tree that breaks every rule once ------------------------------------
t=$tmp/src
mkdir -p $t/docs $t/model $t/read $t/solver $t/codegen $t/cli $t/fuzz
cp "$src/docs/architecture.md" $t/docs/
printf '#include "read/read.h"\n' > $t/model/up.c           # model may not include read
printf '#include "solver/internal.h"\n' > $t/cli/private.c  # not a public header
printf '#include "model/build.h"\n' > $t/codegen/build.c    # model/build.h is for read/
printf '#include <z3.h>\n' > $t/codegen/z3.c                # Z3 only in solver/
printf '#include "loop_b.h"\n' > $t/model/loop_a.h          # headers in a circle
printf '#include "loop_a.h"\n' > $t/model/loop_b.h
for f in read/read.h solver/internal.h model/build.h solver/prove.h; do
  : > $t/$f
done
printf '#include "model/build.h"\n#include <libxml/tree.h>\n' > $t/read/ok.c  # allowed
printf '#include "solver/prove.h"\n#include "read/read.h"\n' > $t/cli/ok.c      # allowed
printf 'int pong(int);\nint ping(int n) { return n ? pong(n - 1) : 0; }\n' > $t/model/ping.c
printf 'int ping(int);\nint pong(int n) { return n ? ping(n - 1) : 1; }\n' > $t/model/pong.c
o=$tmp/build/CMakeFiles/isaproof_model.dir/model
mkdir -p $o
$cc -c $t/model/ping.c -o $o/ping.c.o && $cc -c $t/model/pong.c -o $o/pong.c.o || {
  echo "cannot compile the planted objects with $cc"; exit 1; }

python3 "$script" --src $t --rules $t/docs/architecture.md $tmp/build > $tmp/planted.out 2>&1
rc=$?
if [ $rc != 1 ]; then
  echo "FAIL: the tree that breaks the rules gave exit $rc, not 1"; fail=1
fi
expect() {
  grep -qF -- "$1" $tmp/planted.out || { echo "FAIL: not reported: $1"; fail=1; }
}
expect 'model/up.c:1: #include "read/read.h": model/ may not include from read/'
expect 'cli/private.c:1: #include "solver/internal.h": solver/internal.h is not a public header of solver/'
expect 'codegen/build.c:1: #include "model/build.h": model/build.h is only for read/'
expect 'codegen/z3.c:1: #include <z3.h>: codegen/ may not include z3.h headers'
expect 'model/ping.c -> model/pong.c  [pong]'
expect 'model/pong.c -> model/ping.c  [ping]'
expect 'model/loop_a.h -> model/loop_b.h  [#include "loop_b.h" (line 1)]'
if grep -q '/ok\.c' $tmp/planted.out; then
  echo "FAIL: an allowed include was reported"; fail=1
fi
if [ $fail != 0 ]; then
  echo "--- what the check printed on the planted tree:"; cat $tmp/planted.out
fi

# ---- the real tree -------------------------------------------------------
if ! python3 "$script" --src "$src" --rules "$src/docs/architecture.md" "$build"; then
  echo "FAIL: the tree breaks the rules of docs/architecture.md (above)"; fail=1
fi
exit $fail
