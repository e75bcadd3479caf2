#!/bin/bash -eu
# fuzz/oss-fuzz/build.sh - builds the isaproof fuzzers into $OUT, the way
# OSS-Fuzz and ClusterFuzzLite call it: $CC $CFLAGS compile, $CXX $CXXFLAGS
# ... $LIB_FUZZING_ENGINE link (as OSS-Fuzz's C projects do), sources under
# $SRC, scratch in $WORK.  fuzz/oss-fuzz-local.sh runs it here with the same
# variables.  Which fuzzers: fuzz/oss-fuzz/fuzzers.txt (at most 25).
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
MAX_FUZZERS=25
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

# ---- libraries: the system's libxml2 and Z3 (their .so files go to
# $OUT/lib below) ----------------------------------------------------------
XML_CFLAGS=$(pkg-config --cflags libxml-2.0 2>/dev/null || echo -I/usr/include/libxml2)
XML_LIBS=$(pkg-config --libs libxml-2.0 2>/dev/null || echo -lxml2)
Z3_CFLAGS=$(pkg-config --cflags z3 2>/dev/null || true)
Z3_LIBS=$(pkg-config --libs z3 2>/dev/null || echo -lz3)
# DT_RPATH (--disable-new-dtags), not DT_RUNPATH: it also applies to what
# the libraries load in turn (libxml2's ICU, lzma, zlib)
RPATH="-Wl,--disable-new-dtags,-rpath,\$ORIGIN/lib"

# link OUTPUT OBJECTS-AND-LIBS...: as OSS-Fuzz's C projects link
link() {
  local out=$1
  shift
  $CXX $CXXFLAGS "$@" $LIB_FUZZING_ENGINE $RPATH -o "$out"
}

# ---- the model (and the harnesses' support), instrumented -------------
# twice, as fuzz/CMakeLists.txt does: libfzmodel.a fully instrumented for
# the parsers' fuzzers, libfzoracle.a without comparison tracing for the
# per-description ones (the reference the generated code is held to).
# Their generated code leaves its per-leaf functions out of coverage, and
# diff_'s copy of it is compiled without comparison tracing too (the
# reasons are in fuzz/CMakeLists.txt)
CSTD="-std=c11 -D_GNU_SOURCE -I$SRC_DIR"
NOCMP_CFLAGS= GEN_CFLAGS=
case "$CFLAGS" in
*fuzzer-no-link* | *sanitize-coverage*)
  NOCMP_CFLAGS=-fno-sanitize-coverage=trace-cmp
  GEN_CFLAGS=-fsanitize-coverage-ignorelist=$SRC_DIR/fuzz/gen-coverage-ignore.txt
  ;;
esac
compile_all() { # compile_all DIR EXTRA-CFLAGS FILES...: objects into DIR
  local dir=$1 extra=$2
  shift 2
  rm -rf "$dir" && mkdir -p "$dir"
  for f in "$@"; do
    $CC $CFLAGS $extra $CSTD $XML_CFLAGS $Z3_CFLAGS -c "$f" -o "$dir/$(basename "$(dirname "$f")")_$(basename "$f" .c).o"
  done
}
for lib in model oracle; do
  extra=
  [ $lib = model ] || extra=$NOCMP_CFLAGS
  compile_all "$WORK/$lib" "$extra" "$SRC_DIR"/model/*.c "$SRC_DIR"/read/*.c "$SRC_DIR"/fuzz/fz_model.c
  rm -f "$WORK/libfz$lib.a"
  ar rcs "$WORK/libfz$lib.a" "$WORK/$lib"/*.o
done

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

# options NAME DICT MAXLEN
options() {
  cp "$2" "$OUT/$1.dict"
  printf '[libfuzzer]\ndict = %s.dict\n' "$1" > "$OUT/$1.options"
  [ -z "$3" ] || printf 'max_len = %s\n' "$3" >> "$OUT/$1.options"
}

# seeds of each input-kind harness (as fuzz/CMakeLists.txt's FZ_SEEDS_*)
seeds_of() {
  case $1 in
  load_xml) find "$SRC_DIR/isa" "$SRC_DIR/tests/bad" "$SRC_DIR/tests/valhall" \
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
  if [ "$h" = cli ]; then
    # the whole command line: cli/, solver/, codegen/ and their embedded
    # texts, `main` renamed (fuzz/cli.c calls cli_run); the files its
    # arguments name are copied beside the binary (FZ_SRC_DIR "")
    version=$(sed -n 's/^project(isaproof VERSION \([0-9.]*\).*/\1/p' "$SRC_DIR/CMakeLists.txt")
    cmake -DOUT="$WORK/cli_rt.c" \
      -DINPUTS="gen_rt_head=$SRC_DIR/codegen/rt_head.inc,gen_rt_body=$SRC_DIR/codegen/rt_body.inc" \
      -P "$SRC_DIR/cmake/embed.cmake"
    cmake -DOUT="$WORK/cli_docs.c" \
      -DINPUTS="pv_rules_md=$SRC_DIR/docs/rules.md,pv_decodetree_md=$SRC_DIR/docs/decodetree.md" \
      -P "$SRC_DIR/cmake/embed.cmake"
    CSTD_SAVE=$CSTD
    CSTD="$CSTD -Dmain=isaproof_cli_main -DISAPROOF_VERSION=\"$version\""
    compile_all "$WORK/cli" "" "$SRC_DIR"/cli/*.c "$SRC_DIR"/solver/*.c "$SRC_DIR"/codegen/*.c \
      "$WORK/cli_rt.c" "$WORK/cli_docs.c"
    CSTD=$CSTD_SAVE
    $CC $CFLAGS $CSTD -DFZ_SRC_DIR='""' -c "$SRC_DIR/fuzz/cli.c" -o "$WORK/cli.o"
    link "$OUT/cli" "$WORK/cli.o" "$WORK"/cli/*.o "$WORK/libfzmodel.a" $XML_LIBS $Z3_LIBS -lm
    rm -rf "$OUT/isaproof-src" && mkdir -p "$OUT/isaproof-src"
    (cd "$SRC_DIR" && cp -r --parents isa corpus/riscv tests/decodetree/gen/small.decode "$OUT/isaproof-src/")
  else
    $CC $CFLAGS $CSTD -c "$SRC_DIR/fuzz/$h.c" -o "$WORK/$h.o"
    link "$OUT/$h" "$WORK/$h.o" "$WORK/libfzmodel.a" $XML_LIBS -lm
  fi
  options "$h" "$SRC_DIR/fuzz/$h.dict" ""
  mkzip "$OUT/${h}_seed_corpus.zip" $(seeds_of "$h")
done

# ---- per description: decode_, roundtrip_, diff_ ------------------------
rm -rf "$OUT/isaproof-isa" && mkdir -p "$OUT/isaproof-isa"
for entry in "${ISAS[@]}"; do
  rel=${entry%%|*} lossy=${entry#*|}
  isa=$SRC_DIR/$rel
  [ -f "$isa" ] || { echo "build.sh: fuzzers.txt names $rel, which does not exist" >&2; exit 1; }
  base=$(basename "$rel")
  base=${base%.*}
  name=$(echo "$base" | tr -c 'A-Za-z0-9_\n' '_')
  hs=()
  for h in decode roundtrip diff; do
    want "${h}_$name" && hs+=("$h")
  done
  [ ${#hs[@]} -gt 0 ] || continue
  # the description and what it imports (its folder)
  mkdir -p "$OUT/isaproof-isa/$(dirname "$rel")"
  cp -r "$(dirname "$isa")"/. "$OUT/isaproof-isa/$(dirname "$rel")/"
  gen=$WORK/gen/$name seeds=$WORK/seeds/$name
  rm -rf "$gen" "$seeds" && mkdir -p "$gen"
  "$TOOL" gen "$isa" -o "$gen" --prefix gd >/dev/null
  "$TOOL" corpus "$isa" -o "$seeds" --quiet > "$WORK/seeds-$name.txt" || [ $? -le 1 ]
  $CC $CFLAGS $GEN_CFLAGS -std=c99 -c "$gen/gd.c" -o "$gen/gd.o"
  $CC $CFLAGS $GEN_CFLAGS $NOCMP_CFLAGS -std=c99 -c "$gen/gd.c" -o "$gen/gdx.o"
  bits=$(sed -n 's/^#define GD_BITS \([0-9]*\)$/\1/p' "$gen/gd.h")
  maxlen=$((5 + 64 * 4 * ((bits + 31) / 32)))
  for h in "${hs[@]}"; do
    obj=$gen/gd.o
    [ $h != diff ] || obj=$gen/gdx.o
    # FZ_ISA_PATH "": always the copy next to the binary
    $CC $CFLAGS $CSTD -I"$gen" -DFZ_ISA_PATH='""' -DFZ_ISA_REL="\"isaproof-isa/$rel\"" \
      -DFZ_LOSSY="\"$lossy\"" -c "$SRC_DIR/fuzz/$h.c" -o "$gen/$h.o"
    link "$OUT/${h}_$name" "$gen/$h.o" "$obj" "$WORK/libfzoracle.a" $XML_LIBS -lm
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
