#!/bin/bash
# tests/diff/git.sh ISAPROOF SHARED
#
# `isaproof diff --git REV FILE` on a real change: a git repository made
# here from a copy of Mesa's ir3 (ir3.xml and its eight imports), one
# commit, then the a7xx ldg.a's gen range (in the import ir3-cat6.xml)
# moved from 700.. to 750.. in the working tree.  diff must find exactly
# that: words only A (REV) decodes at gens 700..749, as ldg.a, every
# interval before and after proved identical, exit 1; and, with the
# change committed, --git HEAD~1 must say the same and --git HEAD prove
# everything equal.  Exit 77 (skip) without SHARED or git.
set -u
exe=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
shared=$(cd "$2" 2>/dev/null && pwd) || { echo "no $2: skipped"; exit 77; }
src=$shared/corpus/mesa/ir3
[ -f "$src/ir3.xml" ] || { echo "no $src: skipped"; exit 77; }
command -v git >/dev/null || { echo "no git: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
cd "$tmp" && mkdir repo && cd repo || exit 1
git init -q . && git config user.email t@example.com && git config user.name test
mkdir ir3 && cp "$src"/*.xml ir3/
git add ir3 && git commit -qm "ir3 as in Mesa"
# the edit: the a7xx form of ldg.a from gen 750 instead of 700 (the
# first <gen min="700"/> of ir3-cat6.xml is ldg.a's)
sed -i '0,/<gen min="700"\/>/s//<gen min="750"\/>/' ir3/ir3-cat6.xml
git diff --stat | grep -q 'ir3-cat6.xml' || { echo "FAIL: the edit did not apply"; exit 1; }

check() { # label expected-rc output rc
	local label=$1 want=$2 out=$3 rc=$4
	if [ "$rc" != "$want" ]; then echo "FAIL: $label: exit $rc, expected $want"; echo "$out" | head -20; fail=1; fi
}
out=$("$exe" diff --git HEAD ir3/ir3.xml 2>&1); rc=$?
echo "$out" | grep -v 'decodes identically\|^    gens:\|^    cube:'
check "diff --git HEAD (edit uncommitted)" 1 "$out" $rc
grep -q 'ir3-cat6.xml:[0-9]*:[0-9]*: error: #instruction @ gen 700..749: [0-9]* words decode in A and not in B .*\[diff-only-a\]' <<<"$out" ||
	{ echo "FAIL: no diff-only-a finding at gens 700..749"; fail=1; }
grep -q 'pair: A ldg.a / B (no match):' <<<"$out" || { echo "FAIL: the words are not ldg.a's"; fail=1; }
grep -q 'A decodes as: .*ldg.a' <<<"$out" || { echo "FAIL: the witness does not decode as ldg.a in A"; fail=1; }
grep -q 'B decodes as: no match' <<<"$out" || { echo "FAIL: the witness decodes in B"; fail=1; }
n=$(grep -c '\[diff-only\|\[diff-different\|\[diff-unpaired\|\[diff-field\|\[diff-text\|\[diff-conflict' <<<"$out")
[ "$n" = 1 ] || { echo "FAIL: $n difference findings, expected 1"; fail=1; }
grep -q '#instruction @ gen 750..max: decodes identically (proved)' <<<"$out" ||
	{ echo "FAIL: gens 750.. not proved identical"; fail=1; }
grep -q '#instruction @ gen 600..699: decodes identically (proved)' <<<"$out" ||
	{ echo "FAIL: gens 600..699 not proved identical"; fail=1; }

git commit -qam "ldg.a from gen 750"
out=$("$exe" diff --git HEAD~1 ir3/ir3.xml 2>&1); rc=$?
check "diff --git HEAD~1 (committed)" 1 "$out" $rc
grep -q 'gen 700..749: [0-9]* words decode in A and not in B' <<<"$out" || { echo "FAIL: HEAD~1 lost the change"; fail=1; }
out=$("$exe" diff --git HEAD ir3/ir3.xml 2>&1); rc=$?
check "diff --git HEAD (clean)" 0 "$out" $rc
out=$("$exe" diff --git no-such-rev ir3/ir3.xml 2>&1); rc=$?
check "diff --git no-such-rev" 2 "$out" $rc

[ $fail = 0 ] && echo "ok: diff --git on a copy of ir3 with ldg.a's gen range edited"
exit $fail
