#!/usr/bin/env bash
# tests/bifrost/gen-verify.sh - `gen --verify` on a Bifrost file: the
# decoder gen writes is proved equal to the model on every word; one
# compiled from a changed source (a modifier's text) is refuted with the
# words that differ; one that does not compile is unknown, never proved.
#
# usage: gen-verify.sh ISAPROOF SOURCE_DIR [refute-only]
# refute-only (the sanitizer build, where going through every word takes
# minutes) leaves out the proved run.
set -u
bin=$1 root=$2 only=${3:-}
isa=$root/tests/bifrost/mini.xml
work=$(mktemp -d "${TMPDIR:-/tmp}/bifrost_gen_verify.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail=0

if [ "$only" != refute-only ]; then
  "$bin" gen "$isa" -o "$work/ok" --prefix gb --verify > "$work/ok.txt"
  rc=$?
  if [ $rc -ne 0 ] || ! tail -1 "$work/ok.txt" | grep -q '^verified: '; then
    echo "FAIL: gen --verify on mini.xml (exit $rc):"; cat "$work/ok.txt"; fail=1
  fi
fi

# a compiler that changes ".rtp" into ".rtq" before compiling
cat > "$work/mutate.sh" <<'SH'
#!/usr/bin/env bash
src=${@: -1}
sed 's/"\.rtp"/".rtq"/' "$src" > "$src.mut.c" && mv "$src.mut.c" "$src"
exec cc "$@"
SH
CC="bash $work/mutate.sh" "$bin" gen "$isa" --verify > "$work/mut.txt"
rc=$?
if [ $rc -ne 1 ] || ! grep -q '^not verified: ' "$work/mut.txt" ||
   ! grep -q 'generated: \*ADD.f32.rtq' "$work/mut.txt"; then
  echo "FAIL: a changed decoder is not refuted (exit $rc):"; cat "$work/mut.txt"; fail=1
fi

CC=false "$bin" gen "$isa" --verify > "$work/cc.txt"
rc=$?
if [ $rc -ne 1 ] || ! grep -q '^unknown: compiling .* failed' "$work/cc.txt"; then
  echo "FAIL: no compiler is not unknown (exit $rc):"; cat "$work/cc.txt"; fail=1
fi
[ $fail = 0 ] && echo "gen --verify: $([ -z "$only" ] && echo "proved, ")refuted and unknown as expected"
exit $fail
