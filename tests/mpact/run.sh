#!/bin/bash
# tests/mpact/run.sh ISAPROOF FILE.bin_fmt
#
# Runs one MPACT-Sim case.  FILE carries its expectations in comment lines
# starting with "//!":
#   //! args: lint|check|decode [OPTIONS...] [-- WORDS...]   (default: lint)
#   //! rc: N                  expected exit status (default 2 under bad/, 0 else)
#   //! diag: LINE RULE        a diagnostic "FILE:LINE:COL: error|warning: ... [RULE]"
#   //! expect: TEXT           the output (stdout+stderr) must contain TEXT;
#                              @F@ stands for the file's path, @D@ its directory
#   //! reject: TEXT           the output must not contain TEXT
# The command runs in the file's directory's parent (the repository root
# for the files here), with the file's path as given.
set -u
exe=$1 file=$2
dir=$(dirname "$file")
args=$(sed -n 's|^//! args: ||p' "$file")
[ -n "$args" ] || args=lint
args=${args//@D@/$dir}
read -r cmd opts <<<"$args"
words=""
case "$opts" in *" -- "*) words=${opts#* -- }; opts=${opts%% -- *} ;; --\ *) words=${opts#-- }; opts="" ;; esac
want=$(sed -n 's|^//! rc: ||p' "$file")
if [ -z "$want" ]; then
	case "$file" in */bad/*) want=2 ;; *) want=0 ;; esac
fi
# shellcheck disable=SC2086
out=$("$exe" "$cmd" $opts "$file" $words 2>&1)
rc=$?
fail=0
if [ "$rc" != "$want" ]; then
	echo "FAIL: exit status $rc, expected $want"
	fail=1
fi
if [ "$rc" -ge 128 ]; then
	echo "FAIL: crashed"
	fail=1
fi
while read -r line rule; do
	[ -n "$line" ] || continue
	if ! grep -Eq "^[^ ]*$(basename "$file"):$line:[0-9]+: (error|warning): .*\[$rule\]\$" <<<"$out"; then
		echo "FAIL: no [$rule] diagnostic at line $line"
		fail=1
	fi
done < <(sed -n 's|^//! diag: ||p' "$file")
while IFS= read -r text; do
	text=${text//@F@/$file}
	text=${text//@D@/$dir}
	if [[ "$out" != *"$text"* ]]; then
		echo "FAIL: output lacks: $text"
		fail=1
	fi
done < <(sed -n 's|^//! expect: ||p' "$file")
while IFS= read -r text; do
	text=${text//@F@/$file}
	if [[ "$out" == *"$text"* ]]; then
		echo "FAIL: output has: $text"
		fail=1
	fi
done < <(sed -n 's|^//! reject: ||p' "$file")
if [ $fail != 0 ] || [ -n "${VERBOSE:-}" ]; then
	echo "--- $exe $cmd $opts $file $words (exit $rc)"
	echo "$out"
fi
exit $fail
