#!/usr/bin/env bash
# fuzz/oss-fuzz-local.sh - proves fuzz/oss-fuzz/build.sh works: runs it
# with the environment OSS-Fuzz sets (CC=clang, CXX=clang++, CFLAGS and
# CXXFLAGS with -fsanitize=address,fuzzer-no-link,
# LIB_FUZZING_ENGINE=-fsanitize=fuzzer, OUT, SRC, WORK), then every fuzzer
# it produced for a few seconds from its NAME_seed_corpus.zip, with the
# options its NAME.options names, from another working folder.  Checks that
# at most 26 fuzzers were built and that every library a fuzzer loads beyond
# glibc is the copy in $OUT/lib (the runners have only the base image's).
# Prints one line per fuzzer: runs, executions per second.
#
# usage: oss-fuzz-local.sh [WORKDIR] [SECONDS]
# Environment: FUZZ_ONLY (regular expression on fuzzer names: only those),
# ISAPROOF_TOOL (an isaproof binary to use instead of building one).
# Exit 77 (skipped) without clang; 1 if the build or a fuzzer fails.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
top=${1:-$(mktemp -d)}
secs=${2:-3}
command -v clang >/dev/null || { echo "no clang: skipped"; exit 77; }
mkdir -p "$top"
echo 'int LLVMFuzzerTestOneInput(const unsigned char *d, unsigned long n) { (void)d; (void)n; return 0; }' \
  > "$top/probe.c"
if ! clang -fsanitize=fuzzer "$top/probe.c" -o "$top/probe" 2>/dev/null; then
  echo "clang has no libFuzzer: skipped"
  exit 77
fi
rm -f "$top/probe.c" "$top/probe"

export CC=clang CXX=clang++
export CFLAGS="-O1 -fno-omit-frame-pointer -gline-tables-only -fsanitize=address -fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link"
export CXXFLAGS="$CFLAGS"
export LIB_FUZZING_ENGINE=-fsanitize=fuzzer
export SRC=$top/src WORK=$top/work OUT=$top/out
export ISAPROOF_SRC=$here
rm -rf "$SRC" "$WORK" "$OUT"
mkdir -p "$SRC" "$WORK" "$OUT"

start=$(date +%s)
bash "$here/fuzz/oss-fuzz/build.sh"
echo "build: $(($(date +%s) - start)) s"

fail=0 n=0
for fz in "$OUT"/*; do
  [ -f "$fz" ] && [ -x "$fz" ] || continue
  name=$(basename "$fz")
  n=$((n + 1))
  corpus=$WORK/run/$name
  rm -rf "$corpus" && mkdir -p "$corpus/seeds" "$corpus/new"
  [ -f "$OUT/${name}_seed_corpus.zip" ] && unzip -q -o "$OUT/${name}_seed_corpus.zip" -d "$corpus/seeds"
  dict=$(sed -n 's/^dict = //p' "$OUT/$name.options" 2>/dev/null || true)
  maxlen=$(sed -n 's/^max_len = //p' "$OUT/$name.options" 2>/dev/null || true)
  args=(-max_total_time="$secs" -timeout=10 -artifact_prefix="$corpus/")
  [ -n "$dict" ] && args+=(-dict="$OUT/$dict")
  [ -n "$maxlen" ] && args+=(-max_len="$maxlen")
  # run from elsewhere: the descriptions must be found next to the binary
  if (cd / && "$fz" "${args[@]}" "$corpus/new" "$corpus/seeds" > "$corpus.log" 2>&1); then
    runs=$(sed -n 's/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\1 \2/p' "$corpus.log")
    set -- $runs
    printf '%-22s ok  %9s runs in %2s s  %7s exec/s\n' "$name" "${1:-?}" "${2:-?}" \
      "$([ -n "${2:-}" ] && [ "${2:-0}" -gt 0 ] && echo $(($1 / $2)) || echo '?')"
  else
    printf '%-28s FAIL (log: %s)\n' "$name" "$corpus.log"
    tail -30 "$corpus.log"
    fail=1
  fi
done
[ $n -gt 0 ] || { echo "build.sh produced no fuzzer"; exit 1; }
[ $n -le 26 ] || { echo "build.sh produced $n fuzzers, more than 26"; fail=1; }
# every library a fuzzer loads beyond glibc comes from $OUT/lib
for fz in "$OUT"/*; do
  [ -f "$fz" ] && [ -x "$fz" ] || continue
  stray=$(ldd "$fz" | grep '=>' | grep -Ev "=> $OUT/lib/|lib(c|m|pthread|dl|rt|gcc_s)\.so" || true)
  [ -z "$stray" ] || { echo "$(basename "$fz") loads a library not in \$OUT/lib: $stray"; fail=1; }
done
echo "$n fuzzers ran ${secs} s each: $([ $fail = 0 ] && echo ok || echo FAILED)"
exit $fail
