# 19. diff --git with folder names git would read as pathspec magic
# (":(glob)x") or that hold a newline: the folder is taken literally, and
# errors in the revision's copy name REV:path, not the temporary folder.
. "$(dirname "$0")/lib.sh"
command -v git >/dev/null || { echo "no git: skipped"; exit 0; }
T=$SRC/isa/toy16.xml
mkdir repo && cd repo || fail "no repo folder"
git init -q . && git config user.email t@example.com && git config user.name test
mkdir ':(glob)x' $'new\nline'
cp "$T" ':(glob)x/toy16.xml'
cp "$T" $'new\nline/toy16.xml'
printf '<isa>\n<bitset name="#instruction" size="16"/>\n</isa>\n' > bad.xml
git add -A && git commit -qm "three descriptions" || fail "git commit failed"
run 60 500 "$ISAPROOF" diff --git HEAD ':(glob)x/toy16.xml'
expect_rc 0
expect_out "0 differences, 0 unknown"
run 60 500 "$ISAPROOF" diff --git HEAD $'new\nline/toy16.xml'
expect_rc 0
expect_out "0 differences, 0 unknown"
# the revision's copy has errors: named HEAD:bad.xml
echo '<isa/>' > bad.xml
run 60 500 "$ISAPROOF" diff --git HEAD bad.xml
expect_rc 2
expect_err "HEAD:bad.xml:2:1: error:"
expect_err "isaproof: HEAD:bad.xml has errors; refusing to use it"
grep -qF "isaproof-diff-" <<<"$ERR" && fail "an error names the temporary folder: $ERR"
echo "ok: diff --git takes folders literally and names REV:path"
