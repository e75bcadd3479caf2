#!/usr/bin/env bash
# bench/mpact_gen.sh - the generated C decoder of every decode function of
# the 12 mpact-riscv decoders (21 functions) against the interpreter on
# 1M words each (tests/gen/difftest.c: classification, text, encoder),
# and `gen --verify` (Z3) on every decoder, with wall times.
#
# usage: bench/mpact_gen.sh [BUILD_DIR] [SHARED]   (defaults: build-genall ../shared)
# Configures BUILD_DIR with -DISAPROOF_MPACT_GEN_ALL=ON and builds the 21
# difftest_mp_* programs (each generated decoder is 4-10 MB of C: this
# takes long on a small machine); SKIP_BUILD=1 runs only what is built
# (the others are listed as "not built").  Exit 1 when any run fails.
set -u
bd=${1:-build-genall}
shared=${2:-../shared}
R=$shared/corpus/mpact/mpact-riscv/riscv
[ -d "$R" ] || { echo "no $R"; exit 77; }
if [ "${SKIP_BUILD:-0}" != 1 ]; then
  cmake -S . -B "$bd" -DCMAKE_BUILD_TYPE=Release -DISAPROOF_MPACT_GEN_ALL=ON >/dev/null || exit 2
  targets=$(grep -o 'difftest_mp_[A-Za-z0-9_]*' "$bd/Makefile" | sort -u)
  # shellcheck disable=SC2086
  cmake --build "$bd" -j2 --target isaproof $targets >/dev/null || exit 2
fi
fail=0
printf '%-44s %10s %8s  %s\n' "decode function (1M words)" result wall_s detail
for spec in riscv32g:RiscV32G:RiscVGInst32,RiscVCInst16 riscv32gzb:RiscV32GZB:RiscV32GZBInst32,RiscV32GZBInst16 \
  riscv32v:RiscV32GV:RiscV32GV,RiscVCInst16 riscv32v:RiscV32GVZB:RiscV32GVZB,RiscVCInst16 \
  riscv64g:RiscV64G:RiscVGInst32,RiscVCInst16 riscv64gzb:RiscV64GZB:RiscV64GZBInst32,RiscV64GZBInst16 \
  riscv64v:RiscV64GV:RiscV64GVInst32,RiscVCInst16 riscv64v:RiscV64GVZB:RiscV64GVZBInst32,RiscVCInst16 \
  riscv_zfh32:ZFH:RiscVZfhInst32 riscv_zfh64:ZFH:RiscVZfhInst32 riscv_zvbb:ZVBB:RiscVZvbbInst32 \
  rvm23:RVM23:RVM23Inst32,RVM23Inst16; do
  IFS=: read -r f dec funcs <<<"$spec"
  for fn in ${funcs//,/ }; do
    exe=$bd/tests/mpact/difftest_mp_${f}_${dec}_${fn}
    label="$f:$dec:$fn"
    if [ ! -x "$exe" ]; then
      printf '%-44s %10s\n' "$label" "not built"
      continue
    fi
    s=$(date +%s%N)
    out=$("$exe" --decoder "$dec" --group "$fn" "$R/$f.bin_fmt" 1000000 1 2>&1)
    rc=$?
    e=$(date +%s%N)
    [ $rc = 0 ] || fail=1
    printf '%-44s %10s %8.2f  %s\n' "$label" "$([ $rc = 0 ] && echo agree || echo "FAIL($rc)")" \
      "$(awk -v n=$((e - s)) 'BEGIN{print n/1e9}')" "$(tail -1 <<<"$out" | cut -c1-100)"
  done
done
printf '\n%-44s %10s %8s\n' "gen --verify (every decode function)" result wall_s
for fd in riscv32g:RiscV32G riscv32gzb:RiscV32GZB riscv32v:RiscV32GV riscv32v:RiscV32GVZB \
  riscv64g:RiscV64G riscv64gzb:RiscV64GZB riscv64v:RiscV64GV riscv64v:RiscV64GVZB \
  riscv_zfh32:ZFH riscv_zfh64:ZFH riscv_zvbb:ZVBB rvm23:RVM23; do
  f=${fd%%:*} dec=${fd#*:}
  s=$(date +%s%N)
  "$bd/isaproof" gen "$R/$f.bin_fmt" --decoder "$dec" --verify >/dev/null 2>&1
  rc=$?
  e=$(date +%s%N)
  [ $rc = 0 ] || fail=1
  printf '%-44s %10s %8.2f\n' "$f:$dec" "$([ $rc = 0 ] && echo proved || echo "FAIL($rc)")" \
    "$(awk -v n=$((e - s)) 'BEGIN{print n/1e9}')"
done
exit $fail
