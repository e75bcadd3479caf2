#!/bin/bash
# tests/decodetree/corpus-width.sh ISAPROOF SHARED_DIR
#
# Every QEMU .decode file under SHARED_DIR/corpus/qemu, checked with no
# width option: either it checks clean (its width inferred from the
# definitions, with a note when not 32), or check refuses it with exactly
# one error that names the option to give.  Exit 77 (skip) without it.
set -u
exe=$1 shared=$2
root=$shared/corpus/qemu
[ -d "$root" ] || { echo "no $root: skipped"; exit 77; }
fail=0 n=0 inferred=0 refused=0
while IFS= read -r f; do
	n=$((n + 1))
	rel=${f#"$root"/}
	out=$("$exe" check --max-cubes 0 "$f" 2>&1)
	rc=$?
	errs=$(grep -c ': error: ' <<<"$out")
	if [ $rc = 0 ]; then
		if grep -q 'dt-width-inferred' <<<"$out"; then
			inferred=$((inferred + 1))
			echo "$rel: $(grep -o 'instruction width [0-9]* inferred' <<<"$out")"
		fi
		continue
	fi
	if [ $rc = 2 ] && [ "$errs" = 1 ] && grep -q -- '--varinsnwidth [0-9]\|--insnwidth' <<<"$out"; then
		refused=$((refused + 1))
		echo "$rel: one error: $(grep ': error: ' <<<"$out")"
		continue
	fi
	echo "FAIL: $rel: exit $rc, $errs errors"
	grep -m3 'error' <<<"$out"
	fail=1
done < <(find "$root" -name '*.decode' | sort)
[ $n -gt 0 ] || { echo "no .decode files: skipped"; exit 77; }
echo "$n files: $((n - refused)) check with no width option ($inferred of them inferred), $refused refused with one error naming the option"
exit $fail
