# 18. Inputs that are not regular files: a directory as standard input or
# as a map is refused (exit 2), /dev/zero and NUL bytes read as text are
# refused at the first line (never an endless run of empty lines), and a
# map must be a regular file (a FIFO would wait, /dev/zero never end).
. "$(dirname "$0")/lib.sh"
T=$SRC/isa/toy16.xml
V=$SRC/isa/valhall.xml
mkdir adir
mkfifo fifo

STDIN=adir run 5 100 "$ISAPROOF" asm "$V"
expect_rc 2
expect_err "cannot read <stdin>: a directory"
STDIN=adir run 5 100 "$ISAPROOF" decode "$T"
expect_rc 2
expect_err "cannot read <stdin>: a directory"

# /dev/zero as text: the first line holds a NUL byte
STDIN=/dev/zero run 5 100 "$ISAPROOF" decode "$T"
expect_rc 2
expect_err "<stdin>:1: error: a NUL byte, which text input never holds"
STDIN=/dev/zero run 5 100 "$ISAPROOF" asm "$V"
expect_rc 2
expect_err "<stdin>:1: error: a NUL byte"
run 5 100 "$ISAPROOF" vectors "$T" /dev/zero
expect_rc 2
expect_err "/dev/zero:1: error: a NUL byte"

# a NUL byte after good lines: reported with its line, not dropped
printf '2021\n4104\n10\00000\n' > nul.txt
STDIN=nul.txt run 5 100 "$ISAPROOF" decode "$T"
expect_rc 2
expect_err "<stdin>:3: error: a NUL byte"
printf 'nop\n\000\n' > nul.asm
STDIN=nul.asm run 5 100 "$ISAPROOF" asm "$V"
expect_rc 2
expect_err "<stdin>:2: error: a NUL byte"

# a line longer than the limit: said, with the limit
head -c 5000 /dev/zero | tr '\0' 0 > long.txt
STDIN=long.txt run 5 100 "$ISAPROOF" decode "$T"
expect_rc 2
expect_err "<stdin>:1: error: a line longer than 4095 bytes, the limit"

# diff --map: a directory, a device, a FIFO nobody writes: refused at once
for m in adir /dev/zero fifo; do
  run 5 100 "$ISAPROOF" diff "$T" "$T" --map "$m"
  expect_rc 2
done
run 5 100 "$ISAPROOF" diff "$T" "$T" --map adir
expect_err "cannot read map adir: a directory (only a regular file is read)"
run 5 100 "$ISAPROOF" diff "$T" "$T" --map /dev/zero
expect_err "cannot read map /dev/zero: a device"
run 5 100 "$ISAPROOF" diff "$T" "$T" --map fifo
expect_err "cannot read map fifo: a FIFO"
printf 'add\tadd\n\000\n' > nul.map
run 5 100 "$ISAPROOF" diff "$T" "$T" --map nul.map
expect_rc 2
expect_err "nul.map:2: error: a NUL byte"
echo "ok: inputs that are not text files are refused"
