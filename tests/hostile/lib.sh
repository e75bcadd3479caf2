# tests/hostile/lib.sh - what every hostile-input test shares.
#
# Each test is tests/hostile/NN-name.sh, run as
#   bash NN-name.sh ISAPROOF SRCDIR SANITIZED CC
# in a scratch folder of its own.  It fails (exit 1) on the first broken
# expectation, naming it.  Limits: every command runs under `timeout`; its
# memory is capped with `ulimit -v` (release builds) or the sanitizer's
# hard_rss_limit_mb (ASan reserves terabytes of address space, so ulimit -v
# cannot be used there).
set -u
ISAPROOF=$1 SRC=$2 SANITIZED=$3 CC=${4:-cc}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"

fail() { echo "FAIL: $*" >&2; exit 1; }

# run SECONDS MB CMD...: runs CMD with a time and memory limit; sets RC,
# OUT (stdout), ERR (stderr) and MS (wall-clock milliseconds).  A time-out is a failure.
run() {
  local secs=$1 mb=$2
  shift 2
  local t0 t1
  t0=$(date +%s%N)
  if [ "$SANITIZED" = 1 ]; then
    ASAN_OPTIONS="${ASAN_OPTIONS:-}:hard_rss_limit_mb=$((mb + 200))" \
      timeout "$secs" "$@" >"$WORK/.out" 2>"$WORK/.err" <"${STDIN:-/dev/null}"
  else
    (ulimit -v $((mb * 1024)); exec timeout "$secs" "$@") >"$WORK/.out" 2>"$WORK/.err" <"${STDIN:-/dev/null}"
  fi
  RC=$?
  t1=$(date +%s%N)
  MS=$(((t1 - t0) / 1000000))
  OUT=$(cat "$WORK/.out")
  ERR=$(cat "$WORK/.err")
  [ $RC = 124 ] && fail "timed out after ${secs}s: $*"
  return 0
}

expect_rc() { [ "$RC" = "$1" ] || fail "exit status $RC, expected $1 (stderr: $(echo "$ERR" | head -3))"; }
expect_out() { grep -qF -- "$1" <<<"$OUT" || fail "stdout lacks: $1 (got: $(echo "$OUT" | head -3))"; }
expect_err() { grep -qF -- "$1" <<<"$ERR" || fail "stderr lacks: $1 (got: $(echo "$ERR" | head -3))"; }
expect_no() { ! grep -qF -- "$1" <<<"$OUT$ERR" || fail "output holds: $1"; }
expect_lines_at_most() {
  local n
  n=$(printf '%s\n' "$OUT" | wc -l)
  [ "$n" -le "$1" ] || fail "stdout has $n lines, expected at most $1"
}
