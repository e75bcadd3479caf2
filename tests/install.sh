#!/usr/bin/env bash
# install.sh - isaproof as a user installs it (test install.prefix).
#
# usage: install.sh SOURCE_DIR BUILD_DIR TMP_DIR
#
#   make install PREFIX=TMP_DIR/p BUILD_DIR=BUILD_DIR   (the Makefile's way)
#   TMP_DIR/p/bin/isaproof --version                    prints the version
#   man -l on isaproof.1 and on isaproof-COMMAND.1 of every command renders
#        (the roff is validated with groff -ww whether or not man(1) is
#        installed; the man part is skipped, saying so, when man is not),
#        with the sections a reader looks for
#   each command's page holds its usage and options      (never drifts)
#   the bash completion loads and completes commands and options
#   a tiny consumer: find_package(isaproof 0.1) + isaproof_generate() on
#        isa/toy16.xml, built and run; find_package(isaproof 0.2) must fail
# Exit 0 when every check holds, 1 otherwise.
set -u
src=${1:?usage: install.sh SOURCE_DIR BUILD_DIR TMP_DIR}
bld=${2:?usage: install.sh SOURCE_DIR BUILD_DIR TMP_DIR}
tmp=${3:?usage: install.sh SOURCE_DIR BUILD_DIR TMP_DIR}
fails=0
ok() { echo "ok: $*"; }
bad() { echo "FAIL: $*"; fails=$((fails + 1)); }
die() { echo "FAIL: $*"; exit 1; }

rm -rf "$tmp" && mkdir -p "$tmp" || die "cannot create $tmp"
tmp=$(cd "$tmp" && pwd) bld=$(cd "$bld" && pwd)
P=$tmp/p log=$tmp/log

# ---- make install ----------------------------------------------------------
# ISAPROOF_SKIP_DEPS: the build directory exists, its packages are there;
# an outer make's jobserver (make test -> ctest -> here) is not ours
unset MAKEFLAGS MFLAGS MAKELEVEL
make -s -C "$src" install PREFIX="$P" BUILD_DIR="$bld" ISAPROOF_SKIP_DEPS=1 >"$log" 2>&1 ||
  { cat "$log"; die "make install PREFIX=$P"; }
for f in bin/isaproof share/man/man1/isaproof.1 share/bash-completion/completions/isaproof \
         lib/cmake/isaproof/isaproofConfig.cmake lib/cmake/isaproof/isaproofConfigVersion.cmake \
         lib/cmake/isaproof/IsaproofGenerate.cmake; do
  [ -f "$P/$f" ] || bad "make install did not install $f"
done
ok "make install PREFIX=\$TMP/p: $(cd "$P" && find . -type f | sort | tr '\n' ' ')"
# the docs a report links to: rules and formats, and SARIF's helpUri
for f in rules.md baselines.md check-json.md decodetree.md; do
  [ -f "$P/share/doc/isaproof/$f" ] || bad "make install did not install share/doc/isaproof/$f"
done

# ---- the binary --------------------------------------------------------------
v=$("$P/bin/isaproof" --version) || bad "$P/bin/isaproof --version exited $?"
want="isaproof $(sed -n 's/^project(isaproof VERSION \([0-9.]*\).*/\1/p' "$src/CMakeLists.txt")"
[ "$v" = "$want" ] && ok "\$P/bin/isaproof --version: $v" || bad "--version printed '$v', expected '$want'"
"$P/bin/isaproof" decode "$src/isa/toy16.xml" 2123 >/dev/null || bad "the installed isaproof cannot decode"

# ---- the man pages -------------------------------------------------------------
man1=$P/share/man/man1
cmds=$("$P/bin/isaproof" --help | sed -n '/^commands:/,/^$/s/^  \([a-z][a-z0-9-]*\) .*/\1/p')
pages="isaproof.1"
for c in $cmds; do pages="$pages isaproof-$c.1"; done
for pg in $pages; do
  [ -f "$man1/$pg" ] || bad "make install did not install share/man/man1/$pg"
done
extra=$(cd "$man1" && ls | grep -vxF "$(printf '%s\n' $pages)")
[ -z "$extra" ] || bad "share/man/man1 holds pages of no command: $extra"
if command -v groff >/dev/null; then
  for pg in $pages; do
    w=$(groff -man -Tutf8 -ww -z "$man1/$pg" 2>&1)
    [ -z "$w" ] || bad "groff warns on $pg: $w"
  done
  ok "groff -man -ww: $pages: warning-free roff"
fi
# sections: the overview's and every command page's
want_sections() {
  case $1 in
  isaproof.1) echo "NAME SYNOPSIS DESCRIPTION COMMANDS OPTIONS EXIT_STATUS EXAMPLES FILES SEE_ALSO" ;;
  *) echo "NAME SYNOPSIS DESCRIPTION OPTIONS EXIT_STATUS EXAMPLES SEE_ALSO" ;;
  esac
}
if command -v man >/dev/null; then
  missing=
  for pg in $pages; do
    text=$(MANWIDTH=100 MAN_KEEP_FORMATTING= man --warnings -l "$man1/$pg" 2>"$log" | expand) ||
      bad "man -l $pg failed: $(cat "$log")"
    [ -s "$log" ] && bad "man -l $pg printed on stderr: $(cat "$log")"
    for sec in $(want_sections "$pg"); do
      printf '%s\n' "$text" | grep -qx "${sec//_/ }" || missing="$missing $pg(${sec//_/ })"
    done
    c=${pg#isaproof-} c=${c%.1}
    if [ "$pg" = isaproof.1 ]; then
      # the overview names every command and its page
      for k in $cmds; do
        printf '%s\n' "$text" | grep -q "isaproof-$k(1)" || missing="$missing $pg(isaproof-$k)"
      done
      continue
    fi
    # every usage line and every option of the command's --help is on its page
    first=$("$P/bin/isaproof" "$c" --help | head -n 1 | sed 's/^usage: //' | tr -s ' ')
    printf '%s\n' "$text" | tr -s ' ' | grep -qF -- "$first" || missing="$missing $pg(usage)"
    for o in $("$P/bin/isaproof" "$c" --help | grep -o -- '^  --*[a-z][a-z0-9-]*' | tr -d ' '); do
      printf '%s\n' "$text" | grep -q -- "^ *$o" || missing="$missing $pg($o)"
    done
  done
  [ -z "$missing" ] && ok "man -l: every page has its sections, every command's usage and options" \
                    || bad "man pages lack:$missing"
else
  echo "skip: man is not installed (the roff was still checked above when groff is)"
  command -v groff >/dev/null || echo "skip: neither man nor groff: the pages were not rendered"
fi

# ---- bash completion -----------------------------------------------------------
comp=$(PATH=$P/bin:$PATH bash -c '
  source "$1" || exit 1
  t() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _isaproof; echo "${COMPREPLY[*]}"; }
  t isaproof de; t isaproof check --for; t isaproof check --format j' _ "$P/share/bash-completion/completions/isaproof" 2>&1)
[ "$comp" = $'decode\n--format\njson' ] && ok "bash completion: 'de' -> decode, 'check --for' -> --format, '--format j' -> json" \
                                          || bad "bash completion gave: $comp"

# ---- a consumer project --------------------------------------------------------
cons=$tmp/consumer
mkdir -p "$cons"
cp "$src/isa/toy16.xml" "$cons/"
cat >"$cons/CMakeLists.txt" <<'CM'
cmake_minimum_required(VERSION 3.20)
project(tiny LANGUAGES C)
find_package(isaproof ${WANT} REQUIRED)
isaproof_generate(TARGET toy ISA toy16.xml PREFIX toy)
add_executable(tiny main.c)
target_link_libraries(tiny PRIVATE toy)
CM
cat >"$cons/main.c" <<'C'
#include <stdio.h>
#include "toy.h"
int main(void)
{
	toy_insn w = {{0x2123}};
	toy_options o = {0};
	char buf[64];
	toy_disasm(&w, &o, buf, sizeof(buf), NULL);
	puts(buf);
	return 0;
}
C
cmake -S "$cons" -B "$cons/b" -DWANT=0.1 -DCMAKE_PREFIX_PATH="$P" >"$log" 2>&1 ||
  { cat "$log"; die "configuring a project with find_package(isaproof 0.1)"; }
cmake --build "$cons/b" >"$log" 2>&1 || { cat "$log"; die "building the consumer"; }
got=$("$cons/b/tiny") want=$("$P/bin/isaproof" decode "$cons/toy16.xml" 2123)
[ "$got" = "$want" ] && ok "find_package(isaproof 0.1) + isaproof_generate(): the consumer prints '$got' as decode does" \
                     || bad "the consumer printed '$got', isaproof decode '$want'"
if cmake -S "$cons" -B "$cons/b2" -DWANT=0.2 -DCMAKE_PREFIX_PATH="$P" >"$log" 2>&1; then
  bad "find_package(isaproof 0.2) accepted version $want"
else
  grep -q "isaproofConfig.cmake, version: 0.1" "$log" && ok "find_package(isaproof 0.2) refuses 0.1 (the version file)" \
    || { cat "$log"; bad "find_package(isaproof 0.2) failed for another reason"; }
fi

if [ $fails = 0 ]; then
  echo "install.sh: all checks passed"
  rm -rf "$tmp"
  exit 0
fi
echo "install.sh: $fails check(s) failed (kept $tmp)"
exit 1
