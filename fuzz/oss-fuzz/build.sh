#!/bin/bash -eu
# fuzz/oss-fuzz/build.sh - builds every isaproof fuzzer into $OUT, the way
# OSS-Fuzz and ClusterFuzzLite call it: $CC, $CFLAGS and
# $LIB_FUZZING_ENGINE from the environment, sources under $SRC, scratch in
# $WORK.  fuzz/oss-fuzz-local.sh runs it here with the same variables.
#
# For each fuzzer NAME it writes $OUT/NAME, NAME_seed_corpus.zip,
# NAME.dict and NAME.options; the descriptions the per-ISA fuzzers load
# at start-up are copied to $OUT/isaproof-isa/ (found next to the binary).
#
# Optional: ISAPROOF_SRC (default $SRC/isaproof), ISAPROOF_TOOL (an
# isaproof binary to use instead of building one), FUZZ_ISAS (a regular
# expression on the description's base name: only those per-ISA fuzzers).

set -eu # also when run as `bash build.sh`, which ignores the #! line's flags
SRC_DIR=${ISAPROOF_SRC:-$SRC/isaproof}
FUZZ_ISAS=${FUZZ_ISAS:-.}
JOBS=$(nproc 2>/dev/null || echo 2)
mkdir -p "$WORK" "$OUT"

# ---- the isaproof tool: it only generates code and seeds, so it is built
# without the fuzzing flags (CMake would pick up $CFLAGS) ----------------
TOOL=${ISAPROOF_TOOL:-}
if [ -z "$TOOL" ]; then
  (unset CFLAGS CXXFLAGS LDFLAGS
   cmake -S "$SRC_DIR" -B "$WORK/tool" -DCMAKE_BUILD_TYPE=Release >/dev/null
   cmake --build "$WORK/tool" -j"$JOBS" --target isaproof >/dev/null)
  TOOL=$WORK/tool/isaproof
fi

# ---- libxml2: built from source with the fuzzing flags when OSS-Fuzz's
# Dockerfile cloned it (the runners have no libxml2.so), else the system's
XML_CFLAGS=$(pkg-config --cflags libxml-2.0 2>/dev/null || echo -I/usr/include/libxml2)
XML_LIBS=$(pkg-config --libs libxml-2.0 2>/dev/null || echo -lxml2)
if [ -d "$SRC/libxml2" ]; then
  cmake -S "$SRC/libxml2" -B "$WORK/libxml2" -DBUILD_SHARED_LIBS=OFF \
    -DCMAKE_INSTALL_PREFIX="$WORK/libxml2-install" -DLIBXML2_WITH_PYTHON=OFF \
    -DLIBXML2_WITH_LZMA=OFF -DLIBXML2_WITH_ZLIB=OFF -DLIBXML2_WITH_ICU=OFF \
    -DLIBXML2_WITH_HTTP=OFF -DLIBXML2_WITH_PROGRAMS=OFF -DLIBXML2_WITH_TESTS=OFF >/dev/null
  cmake --build "$WORK/libxml2" -j"$JOBS" >/dev/null
  cmake --install "$WORK/libxml2" >/dev/null
  XML_CFLAGS="-I$WORK/libxml2-install/include/libxml2"
  XML_LIBS="$WORK/libxml2-install/lib/libxml2.a -lm"
fi

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
for lib in model oracle; do
  extra=
  [ $lib = model ] || extra=$NOCMP_CFLAGS
  rm -rf "$WORK/$lib" && mkdir -p "$WORK/$lib"
  for f in "$SRC_DIR"/model/*.c "$SRC_DIR"/read/*.c "$SRC_DIR"/fuzz/fz_model.c; do
    $CC $CFLAGS $extra $CSTD $XML_CFLAGS -c "$f" -o "$WORK/$lib/$(basename "$f" .c).o"
  done
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

# ---- the input-kind fuzzers: loader, expressions, display templates ----
for h in load_xml load_decode load_binfmt load_isa expr display; do
  $CC $CFLAGS $CSTD "$SRC_DIR/fuzz/$h.c" "$WORK/libfzmodel.a" $XML_LIBS -lm \
    $LIB_FUZZING_ENGINE -o "$OUT/$h"
  options "$h" "$SRC_DIR/fuzz/$h.dict" ""
done
mkzip "$OUT/load_xml_seed_corpus.zip" $(find "$SRC_DIR/isa" "$SRC_DIR/tests/bad" \
  "$SRC_DIR/corpus/fuzz/load_xml" -type f -name '*' ! -name '*.md' 2>/dev/null | sort)
mkzip "$OUT/load_binfmt_seed_corpus.zip" $(find "$SRC_DIR/tests/mpact/bad" "$SRC_DIR/tests/mpact/check" \
  "$SRC_DIR/corpus/fuzz/load_binfmt" -type f -name '*.bin_fmt' 2>/dev/null | sort)
mkzip "$OUT/load_isa_seed_corpus.zip" $(find "$SRC_DIR/tests/mpact/bad" "$SRC_DIR/tests/mpact/check" \
  "$SRC_DIR/corpus/fuzz/load_isa" -type f -name '*.isa' 2>/dev/null | sort)
for h in load_decode expr display; do
  mkzip "$OUT/${h}_seed_corpus.zip" $(find "$SRC_DIR/fuzz/seeds/$h" "$SRC_DIR/corpus/fuzz/$h" \
    -type f 2>/dev/null | sort)
done

# ---- per description: decode_, roundtrip_, diff_ ------------------------
rm -rf "$OUT/isaproof-isa" && mkdir -p "$OUT/isaproof-isa"
cp -r "$SRC_DIR/isa" "$OUT/isaproof-isa/"
lossy_of() {
  case $1 in
  ir3) echo alias ;;
  dupfield) echo dupe ;;
  check_roundtrip) echo shr ;;
  *) echo "" ;;
  esac
}
for isa in "$SRC_DIR"/isa/*.xml "$SRC_DIR"/isa/examples/*.xml "$SRC_DIR"/isa/riscv/*.xml; do
  [ -f "$isa" ] || continue
  base=$(basename "$isa" .xml)
  case $base in import-level2) continue ;; esac # only meant to be imported
  echo "$base" | grep -Eq -- "$FUZZ_ISAS" || continue
  name=$(echo "$base" | tr -c 'A-Za-z0-9_\n' '_')
  rel=${isa#"$SRC_DIR"/}
  gen=$WORK/gen/$name seeds=$WORK/seeds/$name
  rm -rf "$gen" "$seeds" && mkdir -p "$gen"
  "$TOOL" gen "$isa" -o "$gen" --prefix gd >/dev/null
  "$TOOL" corpus "$isa" -o "$seeds" --quiet > "$WORK/seeds-$name.txt" || [ $? -le 1 ]
  $CC $CFLAGS $GEN_CFLAGS -std=c99 -c "$gen/gd.c" -o "$gen/gd.o"
  $CC $CFLAGS $GEN_CFLAGS $NOCMP_CFLAGS -std=c99 -c "$gen/gd.c" -o "$gen/gdx.o"
  bits=$(sed -n 's/^#define GD_BITS \([0-9]*\)$/\1/p' "$gen/gd.h")
  maxlen=$((5 + 64 * 4 * ((bits + 31) / 32)))
  for h in decode roundtrip diff; do
    obj=$gen/gd.o
    [ $h != diff ] || obj=$gen/gdx.o
    # FZ_ISA_PATH "": always the copy next to the binary
    $CC $CFLAGS $CSTD -I"$gen" -DFZ_ISA_PATH='""' -DFZ_ISA_REL="\"isaproof-isa/$rel\"" \
      -DFZ_LOSSY="\"$(lossy_of "$name")\"" "$SRC_DIR/fuzz/$h.c" "$obj" \
      "$WORK/libfzoracle.a" $XML_LIBS -lm $LIB_FUZZING_ENGINE -o "$OUT/${h}_$name"
    mkzip "$OUT/${h}_${name}_seed_corpus.zip" $(find "$seeds" -type f ! -name '*.dict' | sort)
    options "${h}_$name" "$seeds/$base.dict" "$maxlen"
  done
done
echo "build.sh: $(find "$OUT" -maxdepth 1 -type f -perm -u+x | wc -l) fuzzers in $OUT"
