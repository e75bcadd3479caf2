# 9. gen and corpus write through a temporary file and a rename: on a
# write error (here a file-size limit, as a full disk would be) the old
# file stays whole and no file holds less than its name promises; -o
# creates missing folders.
. "$(dirname "$0")/lib.sh"
T=$SRC/isa/toy16.xml
run 20 500 "$ISAPROOF" gen "$T" -o new/deep/out
expect_rc 0
[ -s new/deep/out/toy16.c ] || fail "gen -o did not create the folders"
cp new/deep/out/toy16.c good.c
# a different description's output into the same names, with too little room
sed 's/<display>/<display>changed /' "$T" > toy16.xml
(trap '' XFSZ; ulimit -f 8; exec timeout 20 "$ISAPROOF" gen toy16.xml -o new/deep/out) > out.txt 2> err.txt
rc=$?
[ $rc = 2 ] || fail "gen with a full disk exited $rc"
grep -qF "cannot write new/deep/out/toy16" err.txt || fail "gen: $(cat err.txt)"
cmp -s good.c new/deep/out/toy16.c || fail "a failed gen changed toy16.c"
ls new/deep/out | grep -q tmp && fail "a failed gen left a temporary file: $(ls new/deep/out)"
# corpus: every seed that exists holds what its SHA-1 name says
# (stderr through a pipe: the size limit holds for every file the tool writes)
(trap '' XFSZ; ulimit -f 0; exec timeout 60 "$ISAPROOF" corpus "$T" -o seeds/a --quiet) 2>&1 >/dev/null | cat > err.txt
rc=${PIPESTATUS[0]}
[ $rc = 2 ] || fail "corpus with a full disk exited $rc"
grep -qF "corpus: cannot write seeds/a/" err.txt || fail "corpus: $(cat err.txt)"
for f in seeds/a/*; do
  case $f in *.dict | *'*') continue ;; esac
  [ "$(sha1sum < "$f" | cut -c1-40)" = "$(basename "$f")" ] || fail "$f does not hold what its name says"
done
ls seeds/a | grep -q tmp && fail "corpus left temporary files"
run 60 500 "$ISAPROOF" corpus "$T" -o seeds/a --quiet
expect_rc 1
for f in seeds/a/*; do
  case $f in *.dict) continue ;; esac
  [ "$(sha1sum < "$f" | cut -c1-40)" = "$(basename "$f")" ] || fail "$f does not hold what its name says"
done
echo "ok: failed writes leave no damaged files"
