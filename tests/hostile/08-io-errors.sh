# 8. Read errors are not end of file, and output that never arrived is a
# failure: exit 2 with a message, never 0 or "all pass".
. "$(dirname "$0")/lib.sh"
T=$SRC/isa/toy16.xml
mkdir adir
run 5 100 "$ISAPROOF" vectors "$T" adir
expect_rc 2
expect_err "cannot read adir: a directory"
run 5 100 "$ISAPROOF" decode "$T" --bin adir
expect_rc 2
expect_err "cannot read 'adir': Is a directory"
STDIN=adir run 5 100 "$ISAPROOF" decode "$T"
expect_rc 2
expect_err "cannot read <stdin>: a directory"
for cmd in "lint $T" "decode $T 0000" "check $T" "encode $T nop" "--help"; do
  ([ "$SANITIZED" = 1 ] || ulimit -v 1000000; timeout 20 "$ISAPROOF" $cmd > /dev/full 2> err.txt)
  rc=$?
  [ $rc = 2 ] || fail "'$cmd > /dev/full' exited $rc"
  grep -qF "cannot write standard output: No space left on device" err.txt || fail "'$cmd > /dev/full': $(cat err.txt)"
done
echo "ok: read and write errors exit 2"
