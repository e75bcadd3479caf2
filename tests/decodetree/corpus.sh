#!/bin/bash
# tests/decodetree/corpus.sh ISAPROOF SHARED_DIR [--table]
#
# Every QEMU .decode file under SHARED_DIR/corpus/qemu must load without a
# diagnostic and check without an error, each check within 1 s.  Prints
# the figures table of docs/decodetree.md.  Exit 77 (skip) without it.
set -u
exe=$1 shared=$2
root=$shared/corpus/qemu
[ -d "$root" ] || { echo "no $root: skipped"; exit 77; }
# widths, as QEMU's meson files pass them
width() {
	case "$1" in
	*/arm/tcg/t16.decode | */avr/insn.decode | */riscv/insn16.decode) echo "--insnwidth 16" ;;
	*/ppc/insn64.decode) echo "--insnwidth 64" ;;
	*/rx/insns.decode) echo "--varinsnwidth 32" ;;
	*) echo "" ;;
	esac
}
now() { date +%s%N; }
fail=0 n=0
echo "| file | width | patterns | groups | forbidden overlaps | shadowed | unused | check time |"
echo "|---|---|---|---|---|---|---|---|"
while IFS= read -r f; do
	n=$((n + 1))
	rel=${f#"$root"/}
	w=$(width "$f")
	# shellcheck disable=SC2086
	lint=$("$exe" lint $w "$f" 2>&1)
	if [ -n "$lint" ]; then
		echo "FAIL: lint $rel:"; echo "$lint" | head -5; fail=1
	fi
	t0=$(now)
	# shellcheck disable=SC2086
	out=$("$exe" check $w --max-cubes 0 "$f" 2>&1)
	rc=$?
	t1=$(now)
	ms=$(((t1 - t0) / 1000000))
	if [ $rc != 0 ]; then
		echo "FAIL: check $rel exits $rc"; echo "$out" | grep -m3 'error'; fail=1
	fi
	if [ $ms -gt 1000 ]; then
		echo "FAIL: check $rel took $ms ms"; fail=1
	fi
	pats=$(echo "$out" | sed -n 's/.*#instruction: \([0-9]*\) patterns, \([0-9]*\) groups.*/\1/p')
	groups=$(echo "$out" | sed -n 's/.*#instruction: \([0-9]*\) patterns, \([0-9]*\) groups.*/\2/p')
	forb=$(echo "$out" | grep -c '\[dt-overlap\]')
	shad=$(echo "$out" | grep -c '\[dt-shadowed\]')
	unused=$(echo "$out" | sed -n 's/.*match no pattern (\([^)]*\)).*/\1/p')
	wd=32; case "$w" in *var*) wd="var ${w##* }" ;; ?*) wd=${w##* } ;; esac
	echo "| $rel | $wd | $pats | $groups | $forb | $shad | $unused | $ms ms |"
done < <(find "$root" -name '*.decode' | sort)
[ $n -gt 0 ] || { echo "no .decode files: skipped"; exit 77; }
echo "$n files"
exit $fail
