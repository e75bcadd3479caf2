#!/bin/bash -eu
# fuzz/oss-fuzz/build.sh - builds the isaproof fuzzers into $OUT, the way
# OSS-Fuzz and ClusterFuzzLite call it: sources under $SRC, scratch in
# $WORK, OSS-Fuzz's $CC, $CXX, $CFLAGS, $CXXFLAGS and $LIB_FUZZING_ENGINE.
# fuzz/oss-fuzz-local.sh runs it here with the same variables.  Which
# fuzzers: fuzz/oss-fuzz/fuzzers.txt (at most 26).
#
# The fuzzers are built by the project's own CMake files (fuzz/CMakeLists.txt
# with -DISAPROOF_FUZZ_ENGINE=$LIB_FUZZING_ENGINE), so their source lists are
# the ones every other build uses: compiled with $CC $CFLAGS, linked with
# $CXX $CXXFLAGS ... $LIB_FUZZING_ENGINE, as OSS-Fuzz's C projects link.
# Every name fuzzers.txt asks for must be a target there, or the build fails.
#
# For each fuzzer NAME it writes $OUT/NAME, NAME_seed_corpus.zip, NAME.dict
# and NAME.options.  The descriptions the per-description fuzzers load at
# start-up are copied to $OUT/isaproof-isa/, the files the cli fuzzer's
# arguments name to $OUT/isaproof-src/ (both found next to the binary), and
# the shared libraries the fuzzers need beyond libc (libxml2, Z3 and theirs)
# to $OUT/lib/, found through an $ORIGIN/lib run path: the runners have only
# the base image's libraries.
#
# Everything comes from the checked-in files: nothing is downloaded.
# Optional: ISAPROOF_SRC (default $SRC/isaproof), ISAPROOF_TOOL (an isaproof
# binary to use instead of building one), FUZZ_ONLY (a regular expression on
# the fuzzer names: only those).

set -eu # also when run as `bash build.sh`, which ignores the #! line's flags
SRC_DIR=${ISAPROOF_SRC:-$SRC/isaproof}
FUZZ_ONLY=${FUZZ_ONLY:-.}
CXX=${CXX:-clang++}
CXXFLAGS=${CXXFLAGS:-$CFLAGS}
JOBS=$(nproc 2>/dev/null || echo 2)
MAX_FUZZERS=26
mkdir -p "$WORK" "$OUT"

# ---- the list ----------------------------------------------------------------
HARNESSES=() ISAS=()
while read -r kind what lossy; do
  case $kind in
  '' | '#'*) ;;
  harness) HARNESSES+=("$what") ;;
  isa) ISAS+=("$what|${lossy:-}") ;;
  *) echo "build.sh: fuzzers.txt: unknown line '$kind $what'" >&2; exit 1 ;;
  esac
done < "$SRC_DIR/fuzz/oss-fuzz/fuzzers.txt"
total=$((${#HARNESSES[@]} + 3 * ${#ISAS[@]}))
if [ $total -gt $MAX_FUZZERS ]; then
  echo "build.sh: fuzzers.txt asks for $total fuzzers, more than $MAX_FUZZERS" >&2
  exit 1
fi
want() { echo "$1" | grep -Eq -- "$FUZZ_ONLY"; }

# ---- the isaproof tool: it only generates code and seeds, so it is built
# without the fuzzing flags (CMake would pick up $CFLAGS) ----------------
TOOL=${ISAPROOF_TOOL:-}
if [ -z "$TOOL" ]; then
  (unset CFLAGS CXXFLAGS LDFLAGS
   cmake -S "$SRC_DIR" -B "$WORK/tool" -DCMAKE_BUILD_TYPE=Release >/dev/null
   cmake --build "$WORK/tool" -j"$JOBS" --target isaproof >/dev/null)
  TOOL=$WORK/tool/isaproof
fi

# ---- configure: the project's CMake files with OSS-Fuzz's flags.  Build
# type None: CMake adds no optimisation flags of its own to $CFLAGS.
# fuzzers.txt's descriptions are passed as ISAPROOF_FUZZ_ISAS (those under
# isa/ are fuzzable already), their LOSSY columns as FZ_LOSSY_<name>.
fuzz_name() { # path -> the C identifier CMake names its fuzzers by
  local base
  base=$(basename "$1")
  echo "${base%.*}" | tr -c 'A-Za-z0-9_\n' '_'
}
EXTRA_ISAS= LOSSY_DEFS=()
for entry in "${ISAS[@]}"; do
  rel=${entry%%|*} lossy=${entry#*|}
  [ -f "$SRC_DIR/$rel" ] || { echo "build.sh: fuzzers.txt names $rel, which does not exist" >&2; exit 1; }
  EXTRA_ISAS+="${EXTRA_ISAS:+;}$SRC_DIR/$rel"
  [ -z "$lossy" ] || LOSSY_DEFS+=("-DFZ_LOSSY_$(fuzz_name "$rel")=${lossy//,/;}")
done
BUILD=$WORK/cmake
cmake -S "$SRC_DIR" -B "$BUILD" -DCMAKE_BUILD_TYPE=None \
  -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_C_FLAGS="$CFLAGS" -DCMAKE_CXX_FLAGS="$CXXFLAGS" \
  -DISAPROOF_FUZZ=ON -DISAPROOF_FUZZ_ENGINE="$LIB_FUZZING_ENGINE" \
  -DISAPROOF_FUZZ_TOOL="$TOOL" -DISAPROOF_FUZZ_ISAS="$EXTRA_ISAS" \
  "${LOSSY_DEFS[@]}" >/dev/null

# ---- what to build: every fuzzer fuzzers.txt names must be a target -----
TARGETS=$(cmake --build "$BUILD" --target help | sed -n 's/^\.\.\. \(fz_oss_[A-Za-z0-9_]*\).*/\1/p')
NAMES=("${HARNESSES[@]}")
for entry in "${ISAS[@]}"; do
  name=$(fuzz_name "${entry%%|*}")
  NAMES+=("decode_$name" "roundtrip_$name" "diff_$name")
done
BUILD_NAMES=()
for n in "${NAMES[@]}"; do
  grep -qx "fz_oss_$n" <<<"$TARGETS" || { echo "build.sh: fuzzers.txt asks for $n, which fuzz/CMakeLists.txt does not build" >&2; exit 1; }
  want "$n" && BUILD_NAMES+=("$n")
done
if [ ${#BUILD_NAMES[@]} -gt 0 ]; then
  cmake --build "$BUILD" -j"$JOBS" $(printf -- '--target fz_oss_%s ' "${BUILD_NAMES[@]}") >/dev/null
fi

# zip FILE.zip FILES...: without folders, each named by the SHA-1 of its
# content as libFuzzer names corpus files (two seeds may share a base
# name); zip(1) if present, else python3
mkzip() {
  [ $# -gt 1 ] || { rm -f "$1"; return 0; }
  local flat=$WORK/zip-flat
  rm -rf "$flat" && mkdir -p "$flat"
  for f in "${@:2}"; do
    cp "$f" "$flat/$(sha1sum "$f" | cut -c1-40)"
  done
  mkzip_flat "$1" "$flat"/*
}
mkzip_flat() {
  local zipf=$1
  shift
  rm -f "$zipf"
  [ $# -gt 0 ] || return 0
  if command -v zip >/dev/null; then
    zip -q -j "$zipf" "$@"
  else
    python3 - "$zipf" "$@" <<'PY'
import os, sys, zipfile
with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
    for f in sys.argv[2:]:
        z.write(f, os.path.basename(f))
PY
  fi
}

# options NAME DICT MAXLEN (a harness without a DICT file gets none)
options() {
  printf '[libfuzzer]\n' > "$OUT/$1.options"
  if [ -f "$2" ]; then
    cp "$2" "$OUT/$1.dict"
    printf 'dict = %s.dict\n' "$1" >> "$OUT/$1.options"
  fi
  [ -z "$3" ] || printf 'max_len = %s\n' "$3" >> "$OUT/$1.options"
}

# seeds of each input-kind harness (as fuzz/CMakeLists.txt's FZ_SEEDS_*)
seeds_of() {
  case $1 in
  load_xml) find "$SRC_DIR/isa" "$SRC_DIR/tests/bad" "$SRC_DIR/tests/valhall" "$SRC_DIR/tests/bifrost" \
              "$SRC_DIR/corpus/fuzz/load_xml" -type f ! -name '*.md' 2>/dev/null ;;
  load_binfmt) find "$SRC_DIR/tests/mpact/bad" "$SRC_DIR/tests/mpact/check" \
              "$SRC_DIR/corpus/fuzz/load_binfmt" -type f -name '*.bin_fmt' 2>/dev/null ;;
  load_isa) find "$SRC_DIR/tests/mpact/bad" "$SRC_DIR/tests/mpact/check" \
              "$SRC_DIR/corpus/fuzz/load_isa" -type f -name '*.isa' 2>/dev/null ;;
  *) find "$SRC_DIR/fuzz/seeds/$1" "$SRC_DIR/corpus/fuzz/$1" -type f 2>/dev/null ;;
  esac | sort
}

# ---- the input-kind harnesses ------------------------------------------------
for h in "${HARNESSES[@]}"; do
  want "$h" || continue
  cp "$BUILD/fuzz/oss/$h" "$OUT/$h"
  case "$h" in
  cli | options | asm | bifrost | bi_clause)
    # the files its arguments name or it loads, beside the binary
    # (FZ_SRC_DIR "")
    rm -rf "$OUT/isaproof-src" && mkdir -p "$OUT/isaproof-src"
    (cd "$SRC_DIR" && cp -r --parents isa corpus/riscv tests/decodetree/gen/small.decode tests/bifrost "$OUT/isaproof-src/")
    ;;
  esac
  case "$h" in
  load_binfmt|load_isa) maxlen=65536 ;; # several files from memory (fuzz/fz_files.h)
  *) maxlen="" ;;
  esac
  options "$h" "$SRC_DIR/fuzz/$h.dict" "$maxlen"
  mkzip "$OUT/${h}_seed_corpus.zip" $(seeds_of "$h")
done

# ---- per description: decode_, roundtrip_, diff_ ------------------------
# (the decoder CMake generated for it, the seeds and dictionary
# `isaproof corpus` wrote, the description and its folder beside the binary)
rm -rf "$OUT/isaproof-isa" && mkdir -p "$OUT/isaproof-isa"
for entry in "${ISAS[@]}"; do
  rel=${entry%%|*}
  base=$(basename "$rel")
  base=${base%.*}
  name=$(fuzz_name "$rel")
  hs=()
  for h in decode roundtrip diff; do
    want "${h}_$name" && hs+=("$h")
  done
  [ ${#hs[@]} -gt 0 ] || continue
  mkdir -p "$OUT/isaproof-isa/$(dirname "$rel")"
  cp -r "$SRC_DIR/$(dirname "$rel")"/. "$OUT/isaproof-isa/$(dirname "$rel")/"
  seeds=$BUILD/fuzz/seeds/$name
  bits=$(sed -n 's/^#define GD_BITS \([0-9]*\)$/\1/p' "$BUILD/fuzz/oss/gen/$name/gd.h")
  maxlen=$((5 + 64 * 4 * ((bits + 31) / 32)))
  for h in "${hs[@]}"; do
    cp "$BUILD/fuzz/oss/${h}_$name" "$OUT/${h}_$name"
    mkzip "$OUT/${h}_${name}_seed_corpus.zip" $(find "$seeds" -type f ! -name '*.dict' | sort)
    options "${h}_$name" "$seeds/$base.dict" "$maxlen"
  done
done

# ---- shared libraries beyond libc, beside the fuzzers ---------------------
mkdir -p "$OUT/lib"
for fz in "$OUT"/*; do
  [ -f "$fz" ] && [ -x "$fz" ] || continue
  ldd "$fz" 2>/dev/null | sed -n 's/^[[:space:]]*\([^ ]*\) => \(\/[^ ]*\) .*/\1 \2/p'
done | sort -u | while read -r so path; do
  case $so in
  libc.so* | libm.so* | libpthread.so* | libdl.so* | librt.so* | ld-linux* | libgcc_s.so*) ;;
  *) cp -L "$path" "$OUT/lib/$so" ;;
  esac
done
n=$(find "$OUT" -maxdepth 1 -type f -perm -u+x | wc -l)
echo "build.sh: $n fuzzers in $OUT ($(ls "$OUT/lib" | tr '\n' ' ')in $OUT/lib)"
