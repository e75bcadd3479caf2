# 15. corpus -o '' says what is wrong (not "cannot create : Success"); the
# depfile escapes what Make reads specially and refuses what it cannot
# spell.
. "$(dirname "$0")/lib.sh"
T=$SRC/isa/toy16.xml
run 20 300 "$ISAPROOF" corpus "$T" -o ''
expect_rc 2
expect_err "corpus: -o : an empty folder name"
expect_no "Success"
mkdir -p 'we:ird dir#1$'
cp "$T" 'we:ird dir#1$/t.xml'
run 20 300 "$ISAPROOF" gen 'we:ird dir#1$/t.xml' -o out --depfile dep.d
expect_rc 0
[ "$(cat dep.d)" = 'out/t.c out/t.h: we\:ird\ dir\#1$$/t.xml' ] || fail "depfile: $(cat dep.d)"
nl=$'new\nline'
mkdir "$nl"
cp "$T" "$nl/t.xml"
run 20 300 "$ISAPROOF" gen "$nl/t.xml" -o out --depfile dep2.d
expect_rc 2
expect_err "a path holds a newline, which a Makefile cannot spell"
[ -e dep2.d ] && fail "a depfile Make cannot read was written"
echo "ok: empty names and depfile paths handled"
