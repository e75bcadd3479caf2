# 17. Outputs that are not regular files: a FIFO or a character device is
# written in place (never replaced by a regular file), a symbolic link is
# written through (the file it names is replaced, the link stays), and a
# directory or a link to nothing is refused with exit 2.  A device node is
# made here (only as root) rather than touching the machine's /dev/full.
. "$(dirname "$0")/lib.sh"
T=$SRC/isa/toy16.xml
kind() { stat -c %F "$1"; }

# /dev/null stays the device it is
run 20 500 "$ISAPROOF" gen "$T" -o out --depfile /dev/null
expect_rc 0
[ "$(kind /dev/null)" = "character special file" ] || fail "/dev/null is now a $(kind /dev/null)"

# a FIFO: the reader gets the depfile, the FIFO stays a FIFO
mkfifo dep.fifo
(timeout 20 cat dep.fifo > from-fifo.txt) &
reader=$!
run 20 500 "$ISAPROOF" gen "$T" -o out --depfile dep.fifo
expect_rc 0
wait $reader
[ "$(kind dep.fifo)" = fifo ] || fail "the FIFO is now a $(kind dep.fifo)"
grep -qF "out/toy16.c out/toy16.h: $T" from-fifo.txt || fail "the FIFO's reader got: $(cat from-fifo.txt)"

# gen -o into a folder where toy16.c is a FIFO: written in place, not
# opened to compare (which would wait for a writer)
mkdir fifo-out
mkfifo fifo-out/toy16.c
(timeout 20 cat fifo-out/toy16.c > gen-from-fifo.c) &
reader=$!
run 20 500 "$ISAPROOF" gen "$T" -o fifo-out
expect_rc 0
wait $reader
[ "$(kind fifo-out/toy16.c)" = fifo ] || fail "gen replaced the FIFO toy16.c"
cmp -s gen-from-fifo.c out/toy16.c || fail "the FIFO's reader did not get toy16.c"

# a symbolic link to a regular file: the file is replaced, the link stays
echo old > real.d
ln -s real.d link.d
run 20 500 "$ISAPROOF" gen "$T" -o out --depfile link.d
expect_rc 0
[ -L link.d ] || fail "the link was replaced"
grep -qF "out/toy16.c out/toy16.h:" real.d || fail "the link's file holds: $(cat real.d)"

# a link to nothing: refused, nothing created where it points
ln -s nowhere.d dangling.d
run 20 500 "$ISAPROOF" gen "$T" -o out --depfile dangling.d
expect_rc 2
expect_err "cannot write dangling.d: a symbolic link to a missing file"
[ -e nowhere.d ] && fail "a file was created through a dangling link"
[ -L dangling.d ] || fail "the dangling link was replaced"

# a directory: refused, left alone
mkdir adir
run 20 500 "$ISAPROOF" gen "$T" -o out --depfile adir
expect_rc 2
expect_err "cannot write adir: a directory (name a file)"
[ -d adir ] || fail "the directory is gone"

# corpus -o: its dictionary into a FIFO is written in place too
mkdir seeds
mkfifo seeds/toy16.dict
(timeout 60 cat seeds/toy16.dict > dict.txt) &
reader=$!
run 60 500 "$ISAPROOF" corpus "$T" -o seeds --quiet
[ "$RC" -le 1 ] || fail "corpus exited $RC: $ERR"
wait $reader
[ "$(kind seeds/toy16.dict)" = fifo ] || fail "corpus replaced the FIFO dictionary"
grep -q '^gen' dict.txt || fail "the dictionary's reader got: $(head -2 dict.txt)"

# a device node of our own (root only): a full device's error is reported
# and the node stays a device
if [ "$(id -u)" = 0 ] && mknod full c 1 7 2>/dev/null; then
  run 20 500 "$ISAPROOF" gen "$T" -o out --depfile full
  expect_rc 2
  expect_err "cannot write full: No space left on device"
  [ "$(kind full)" = "character special file" ] || fail "the device node is now a $(kind full)"
  rm -f full
else
  echo "(not root or no mknod: the device node case skipped)"
fi
echo "ok: outputs that are not regular files are written in place or refused"
