#!/usr/bin/env bash
# tests/help-width.sh - every line of `isaproof --help` and of each
# command's --help fits 80 columns (a terminal, and the man pages that
# are made from the same text).  The commands are the ones --help lists.
# usage: help-width.sh ISAPROOF
set -u
bin=$1
cmds=$("$bin" --help | awk '/^commands:/ { on = 1; next } on && /^$/ { exit } on { print $1 }')
[ -n "$cmds" ] || { echo "FAIL: --help lists no commands"; exit 1; }
bad=0 n=0
for c in "" $cmds; do
  # shellcheck disable=SC2086 # an empty $c is the top-level --help
  out=$("$bin" $c --help 2>&1)
  n=$((n + 1))
  while IFS= read -r line; do
    if [ "${#line}" -gt 80 ]; then
      echo "FAIL: isaproof ${c:+$c }--help: ${#line} columns: $line"; bad=$((bad + 1))
    fi
  done <<< "$out"
done
echo "help-width: $n help texts, $bad lines over 80 columns"
[ "$bad" -eq 0 ]
