#!/usr/bin/env bash
# docs-lint.sh - the documentation's pages hold together (test docs.lint).
#
# usage: docs-lint.sh SOURCE_DIR FILE.md...
#
# For every FILE.md: each relative Markdown link ](target) or ](target#anchor)
# names a file or folder that exists in SOURCE_DIR (a page moved or renamed
# leaves no dead link behind), and no page cites an issue number ("issue 18")
# or the project's corpus folder ../shared in an example a user would copy
# (a user's clone has no ../shared: examples name the upstream paths
# ../mesa, ../qemu, ../mpact-riscv instead, which tests/docs.sh lays out).  README.md stays a front page:
# at most 300 lines.  Exit 0 when all hold, 1 otherwise (each problem named
# as FILE:LINE).
set -u
src=${1:?usage: docs-lint.sh SOURCE_DIR FILE.md...}
shift
src=$(cd "$src" && pwd)

bad=0
say() { printf '%s\n' "$*"; bad=1; }

# check_links FILE: every relative link target of FILE exists
check_links() {
  local f=$1 dir hit t
  dir=$(dirname "$f")
  while IFS= read -r hit; do
    t=${hit#*:} t=${t#']('} t=${t%')'} t=${t%%#*}
    case $t in '' | http://* | https://* | mailto:*) continue ;; esac
    [ -e "$dir/$t" ] || say "${f#"$src"/}:${hit%%:*}: link to '$t', which does not exist"
  done < <(grep -n -o '](\([^)[:space:]]*\))' "$f")
}

# check_text FILE: no issue numbers; no ../shared path in a "$ " line
check_text() {
  local f=$1 rel=${1#"$src"/} hit
  while IFS= read -r hit; do
    say "$rel:${hit%%:*}: cites an issue number: ${hit#*:}"
  done < <(grep -n -i -E '\bissues? #?[0-9]+' "$f")
  while IFS= read -r hit; do
    say "$rel:${hit%%:*}: example names ../shared (not in a user's clone): ${hit#*:}"
  done < <(grep -n -E '^\$ .*\.\./shared/' "$f")
}

for md in "$@"; do
  check_links "$md"
  check_text "$md"
done
n=$(wc -l < "$src/README.md")
[ "$n" -le 300 ] || say "README.md: $n lines (a front page keeps to 300; move the rest into docs/)"
echo "docs-lint.sh: $# pages checked"
exit $bad
