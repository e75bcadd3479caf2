#!/bin/bash
# tests/diff/corpus-self.sh ISAPROOF SHARED [--time]
#
# `isaproof diff F F` on every corpus description (Mesa ir3, etnaviv,
# afuc, Valhall; every QEMU .decode file; the mpact-riscv decoders and
# MPACT's valid test inputs) must exit 0, with a "decodes identically
# (proved)" line for every root and gen interval and nothing else.  With
# --time, prints the wall time of each (bench/diff.sh uses it; the test
# itself asserts no time).  Exit 77 (skip) without SHARED/corpus.
set -u
exe=$1 shared=$2 timing=${3:-}
C=$shared/corpus
[ -d "$C/mesa" ] || { echo "no $C: skipped"; exit 77; }
fail=0 n=0
now() { date +%s%N; }
one() { # label, then the diff arguments after the two paths' place
	local label=$1; shift
	local t0 t1 out rc
	t0=$(now)
	out=$("$exe" diff "$@" 2>&1)
	rc=$?
	t1=$(now)
	n=$((n + 1))
	local proved others
	proved=$(grep -c 'decodes identically (proved)' <<<"$out")
	others=$(grep -E ': (error|warning|unknown|note):' <<<"$out" | grep -vc 'decodes identically (proved)')
	if [ $rc != 0 ] || [ "$proved" = 0 ] || [ "$others" != 0 ]; then
		echo "FAIL: diff $label with itself: exit $rc, $proved proof lines, $others other findings"
		grep -E ': (error|warning|unknown):' <<<"$out" | head -5
		fail=1
	elif [ -n "$timing" ]; then
		printf '| %s | %d | %d ms |\n' "$label" "$proved" $(((t1 - t0) / 1000000))
	else
		echo "ok: $label ($proved roots x gen intervals proved)"
	fi
}
[ -n "$timing" ] && { echo "| description | proof lines (roots x gen intervals) | wall time |"; echo "|---|---|---|"; }
for f in ir3/ir3.xml etnaviv/etnaviv.xml afuc/afuc.xml valhall/ISA.xml; do
	one "mesa/$f" "$C/mesa/$f" "$C/mesa/$f"
done
width() {
	case "$1" in
	*/arm/tcg/t16.decode | */avr/insn.decode | */riscv/insn16.decode) echo "--insnwidth 16" ;;
	*/ppc/insn64.decode) echo "--insnwidth 64" ;;
	*/rx/insns.decode) echo "--varinsnwidth 32" ;;
	*) echo "" ;;
	esac
}
while IFS= read -r f; do
	# shellcheck disable=SC2046
	one "qemu/${f#"$C"/qemu/}" "$f" "$f" $(width "$f")
done < <(find "$C/qemu" -name '*.decode' | sort)
R=$C/mpact/mpact-riscv/riscv
T=$C/mpact/mpact-sim/mpact/sim/decoder/test/testfiles
if [ -d "$R" ]; then
	for fd in riscv32g:RiscV32G riscv32gzb:RiscV32GZB riscv32v:RiscV32GV riscv32v:RiscV32GVZB \
		riscv64g:RiscV64G riscv64gzb:RiscV64GZB riscv64v:RiscV64GV riscv64v:RiscV64GVZB \
		riscv_zfh32:ZFH riscv_zfh64:ZFH riscv_zvbb:ZVBB rvm23:RVM23; do
		f=$R/${fd%%:*}.bin_fmt dec=${fd#*:}
		one "mpact/${fd%%:*}.bin_fmt --decoder $dec" "$f" "$f" --decoder "$dec"
	done
	one "mpact testfiles/constraints.bin_fmt" "$T/constraints.bin_fmt" "$T/constraints.bin_fmt"
	one "mpact testfiles/generator.bin_fmt" "$T/generator.bin_fmt" "$T/generator.bin_fmt"
	one "mpact testfiles/instruction_group.bin_fmt" "$T/instruction_group.bin_fmt" "$T/instruction_group.bin_fmt"
	for dec in Vliw16 Vliw24 Vliw32; do
		one "mpact testfiles/vliw.bin_fmt --decoder $dec" "$T/vliw.bin_fmt" "$T/vliw.bin_fmt" --decoder "$dec"
	done
fi
[ -z "$timing" ] && echo "$n descriptions diffed with themselves"
exit $fail
