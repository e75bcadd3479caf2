#!/bin/bash
# tests/decodetree/run.sh ISAPROOF FILE.decode
#
# Runs one decodetree case.  FILE carries its expectations in comment lines
# starting with "#!" (at column 1, so the indentation rule holds):
#   #! args: lint|check|decode [OPTIONS...] [-- WORDS...]   (default: lint)
#   #! rc: N                  expected exit status (default 0 for check/decode,
#                             2 for lint of a file under bad/)
#   #! expect: TEXT           the output (stdout+stderr) must contain TEXT;
#                             @F@ stands for the file's path
#   #! reject: TEXT           the output must not contain TEXT
set -u
exe=$1 file=$2
args=$(sed -n 's/^#! args: //p' "$file")
[ -n "$args" ] || args=lint
read -r cmd opts <<<"$args"
words=""
case "$opts" in *" -- "*) words=${opts#* -- }; opts=${opts%% -- *} ;; --\ *) words=${opts#-- }; opts="" ;; esac
want=$(sed -n 's/^#! rc: //p' "$file")
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
while IFS= read -r text; do
	text=${text//@F@/$file}
	if [[ "$out" != *"$text"* ]]; then
		echo "FAIL: output lacks: $text"
		fail=1
	fi
done < <(sed -n 's/^#! expect: //p' "$file")
while IFS= read -r text; do
	text=${text//@F@/$file}
	if [[ "$out" == *"$text"* ]]; then
		echo "FAIL: output has: $text"
		fail=1
	fi
done < <(sed -n 's/^#! reject: //p' "$file")
if [ $fail != 0 ] || [ -n "${VERBOSE:-}" ]; then
	echo "--- $exe $cmd $opts $file $words (exit $rc)"
	echo "$out"
fi
exit $fail
