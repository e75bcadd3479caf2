# 3. /dev/zero, a FIFO, a directory, a huge file, as the description or
# as an import: refused at once (regular files of at most 16 MiB only),
# never read forever or waited on.
. "$(dirname "$0")/lib.sh"
mkfifo fifo
mkdir adir
truncate -s 17M big.xml
printf '<isa>\n<import file="/dev/zero"/>\n</isa>\n' > imp-zero.xml
printf '<isa>\n<import file="fifo"/>\n</isa>\n' > imp-fifo.xml
for f in /dev/zero fifo adir big.xml; do
  run 5 100 "$ISAPROOF" lint "$f"
  expect_rc 2
done
run 5 100 "$ISAPROOF" lint /dev/zero
expect_out "/dev/zero: error: cannot read the description file '/dev/zero' (a device: only regular files are read) [import-missing]"
run 5 100 "$ISAPROOF" lint fifo
expect_out "(a FIFO: only regular files are read)"
run 5 100 "$ISAPROOF" lint adir
expect_out "(a directory: only regular files are read)"
run 5 100 "$ISAPROOF" lint big.xml
expect_out "(larger than 16 MiB, the limit for a description file)"
run 5 100 "$ISAPROOF" lint imp-zero.xml
expect_rc 2
expect_out "imp-zero.xml:2:9: error: cannot read imported file '/dev/zero' (a device: only regular files are read) [import-missing]"
run 5 100 "$ISAPROOF" lint imp-fifo.xml
expect_rc 2
expect_out "(a FIFO: only regular files are read)"
printf 'x 0000000 rs2:5 rs1:5 000 rd:5 0110011\n' > a.decode
run 5 100 "$ISAPROOF" lint /dev/zero.decode 2>/dev/null
expect_rc 2
ln -s /dev/zero zero.decode
run 5 100 "$ISAPROOF" lint zero.decode
expect_rc 2
expect_out "(a device: only regular files are read)"
echo "ok: special and huge files refused"
