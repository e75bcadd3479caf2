#!/bin/bash
# tests/mpact/corpus.sh ISAPROOF SHARED
#
# 1. Every decoder of mpact-riscv loads (lint: no errors) and checks
#    (check: exit 0 or 1, findings are the point); prints one line per
#    decoder with the check time.
# 2. Every valid test input of MPACT's generator loads; every invalid one
#    is refused (exit 2) with the diagnostic its error deserves.
# Exit 77 (skip) without SHARED.
set -u
exe=$1 shared=$2
R=$shared/corpus/mpact/mpact-riscv/riscv
T=$shared/corpus/mpact/mpact-sim/mpact/sim/decoder/test/testfiles
[ -d "$R" ] && [ -d "$T" ] || { echo "no $shared/corpus/mpact: skipped"; exit 77; }
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for fd in riscv32g:RiscV32G riscv32gzb:RiscV32GZB riscv32v:RiscV32GV riscv32v:RiscV32GVZB \
	riscv64g:RiscV64G riscv64gzb:RiscV64GZB riscv64v:RiscV64GV riscv64v:RiscV64GVZB \
	riscv_zfh32:ZFH riscv_zfh64:ZFH riscv_zvbb:ZVBB rvm23:RVM23; do
	f=$R/${fd%%:*}.bin_fmt dec=${fd#*:}
	out=$("$exe" lint "$f" --decoder "$dec" 2>&1)
	rc=$?
	if [ $rc -ge 2 ]; then
		echo "FAIL: lint $f --decoder $dec: exit $rc"; echo "$out"; fail=1
	fi
	start=$(date +%s%N)
	"$exe" check "$f" --decoder "$dec" >"$tmp/check.txt" 2>&1
	rc=$?
	end=$(date +%s%N)
	if [ $rc -ge 2 ]; then
		echo "FAIL: check $f --decoder $dec: exit $rc"; head -5 "$tmp/check.txt"; fail=1
	fi
	printf '%-16s %-12s check exit %d, %d ms\n' "${fd%%:*}" "$dec" $rc $(((end - start) / 1000000))
done

# the .isa side: every decoder linked to its .isa (check: exit 0 or 1)
for spec in riscv32g:RiscV32G:riscv32g: riscv32gzb:RiscV32GZB:riscv32gzb: riscv32v:RiscV32GV:riscv32v: \
	riscv32v:RiscV32GVZB:riscv32v: riscv64g:RiscV64G:riscv64g: riscv64gzb:RiscV64GZB:riscv64gzb: \
	riscv64v:RiscV64GV:riscv64v: riscv64v:RiscV64GVZB:riscv64v: riscv_zfh32:ZFH:riscv_zfh:ZFH32 \
	riscv_zfh64:ZFH:riscv_zfh:ZFH64 riscv_zvbb:ZVBB:riscv_zvbb: rvm23:RVM23:rvm23:; do
	IFS=: read -r f dec isaf name <<<"$spec"
	"$exe" check "$R/$f.bin_fmt" --decoder "$dec" --isa "$R/$isaf.isa" ${name:+--isa-name "$name"} >"$tmp/check.txt" 2>&1
	rc=$?
	if [ $rc -ge 2 ] || ! grep -q '\[mp-isa-summary\]' "$tmp/check.txt"; then
		echo "FAIL: check $f --decoder $dec --isa $isaf.isa: exit $rc"; head -5 "$tmp/check.txt"; fail=1
	fi
	printf '%-16s %-12s --isa %s: %s\n' "$f" "$dec" "$isaf.isa" \
		"$(grep '\[mp-isa-summary\]' "$tmp/check.txt" | sed 's/^.*note: //; s/ \[mp-isa-summary\]//')"
done
for f in "$R"/*.isa; do
	out=$("$exe" lint "$f" 2>&1)
	rc=$?
	if [ $rc -ge 2 ]; then echo "FAIL: lint $f: exit $rc"; echo "$out"; fail=1; fi
done

# valid inputs: load without errors
valid() { # label args...
	local label=$1; shift
	out=$("$exe" lint "$@" 2>&1)
	rc=$?
	if [ $rc -ge 2 ]; then echo "FAIL: valid input $label: exit $rc"; echo "$out"; fail=1; fi
}
valid constraints "$T/constraints.bin_fmt"
valid generator "$T/generator.bin_fmt"
valid instruction_group "$T/instruction_group.bin_fmt"
valid empty_file "$T/empty_file.bin_fmt"
for dec in Vliw16 Vliw24 Vliw32; do valid "vliw $dec" "$T/vliw.bin_fmt" --decoder "$dec"; done
# MPACT's test gives riscv32_top, riscv32g and riscv32c to one run: here
# a file that includes the three
printf '#include "riscv32_top.bin_fmt"\n#include "riscv32g.bin_fmt"\n#include "riscv32c.bin_fmt"\n' >"$tmp/top.bin_fmt"
valid riscv32_top "$tmp/top.bin_fmt" --include "$T"

for f in riscv32i generator resource base bundle_b empty_file; do valid "$f.isa" "$T/$f.isa"; done
valid derived.isa "$T/derived.isa" --include "$shared/corpus/mpact/mpact-sim"
# MPACT's test gives example.isa (or part1.isa) and bundle_b.isa to one run
for f in example part1; do
	printf '#include "%s.isa"\n#include "bundle_b.isa"\n' "$f" >"$tmp/$f.isa"
	valid "$f.isa + bundle_b.isa" "$tmp/$f.isa" --include "$T" --include "$shared/corpus/mpact/mpact-sim"
done

# invalid inputs: exit 2 and the right diagnostic
invalid() { # label rule args...
	local label=$1 rule=$2; shift 2
	out=$("$exe" lint "$@" 2>&1)
	rc=$?
	if [ $rc != 2 ]; then echo "FAIL: invalid input $label: exit $rc"; fail=1; fi
	if ! grep -Eq ":[0-9]+:[0-9]+: error: .*\[$rule\]\$" <<<"$out"; then
		echo "FAIL: invalid input $label: no [$rule] error"; echo "$out"; fail=1
	fi
}
invalid syntax_error mp-syntax "$T/syntax_error.bin_fmt"
invalid recursive_include mp-include-cycle "$T/recursive_include.bin_fmt" --include "$shared/corpus/mpact/mpact-sim"
invalid example_with_recursive_include mp-include-cycle "$T/example_with_recursive_include.bin_fmt" \
	--include "$shared/corpus/mpact/mpact-sim"
invalid format_error_undef mp-undefined "$T/format_error_undef.bin_fmt"
for rule in mp-duplicate mp-decoder-attr mp-group-twice mp-too-wide mp-field-duplicate mp-width \
	mp-overlay mp-not-derived mp-undefined mp-group-format-name; do
	invalid "format_error ($rule)" $rule "$T/format_error.bin_fmt"
done
for rule in mp-undefined mp-group-twice mp-merge; do
	invalid "instruction_group_errors ($rule)" $rule "$T/instruction_group_errors.bin_fmt"
done
for rule in mp-undefined mp-duplicate mp-isa-slot-index mp-isa-default-opcode mp-isa-delete mp-isa-template \
	mp-isa-attr-twice mp-isa-semfunc mp-isa-expr mp-isa-resource mp-isa-override; do
	invalid "undefined_errors.isa ($rule)" $rule "$T/undefined_errors.isa"
done
invalid disasm_formats.isa mp-isa-disasm "$T/disasm_formats.isa"
invalid recursive_include.isa mp-include-cycle "$T/recursive_include.isa" --include "$shared/corpus/mpact/mpact-sim"
invalid example_with_recursive_include.isa mp-include-cycle "$T/example_with_recursive_include.isa" \
	--include "$shared/corpus/mpact/mpact-sim"
exit $fail
