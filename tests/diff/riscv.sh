#!/bin/bash
# tests/diff/riscv.sh ISAPROOF SHARED
#
# Cross-format diffs of isa/riscv/rv.xml (RV64 at --gen 64) with QEMU's
# target/riscv/insn32.decode and MPACT-Sim's riscv64g.bin_fmt (decoder
# RiscV64G), through the maps shipped in isa/riscv/.  The classes and
# their exact word counts are the ones docs/diff.md explains,
# one by one; a change to any of the three descriptions (or to diff)
# that moves a count fails here.  Exit 77 (skip) without SHARED.
set -u
exe=$1 shared=$2
Q=$shared/corpus/qemu/target/riscv/insn32.decode
M=$shared/corpus/mpact/mpact-riscv/riscv/riscv64g.bin_fmt
[ -f "$Q" ] && [ -f "$M" ] || { echo "no $shared/corpus: skipped"; exit 77; }
fail=0
expect() { # label want-rc want-summary args...
	local label=$1 rc_want=$2 sum_want=$3; shift 3
	local out rc
	out=$("$exe" diff "$@" 2>&1); rc=$?
	local sum
	sum=$(tail -1 <<<"$out")
	if [ $rc != "$rc_want" ] || [ "$sum" != "$sum_want" ]; then
		echo "FAIL: $label: exit $rc (want $rc_want)"; echo "  got:  $sum"; echo "  want: $sum_want"; fail=1
	else
		echo "ok: $label: $sum"
	fi
	if grep -q 'internal-witness\|unknown:' <<<"$out"; then echo "FAIL: $label: a witness did not reproduce, or unknown"; fail=1; fi
}
expect "rv.xml vs QEMU insn32.decode" 1 \
	"1 roots, 1 gen intervals: 0 identical (proved), 9 differences, 0 unknown; 128674629 words only in B; 1048577 words unpaired" \
	isa/riscv/rv.xml "$Q" --gen 64 --map isa/riscv/qemu-insn32.map
expect "rv.xml vs MPACT riscv64g.bin_fmt" 1 \
	"1 roots, 1 gen intervals: 0 identical (proved), 4 differences, 0 unknown; 2896914 words only in A; 21782877 words only in B; 1426 words conflict on one side" \
	isa/riscv/rv.xml "$M" --decoder RiscV64G --gen 64 --map isa/riscv/mpact-riscv64g.map
exit $fail
