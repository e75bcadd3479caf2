#!/usr/bin/env bash
# Bad-input test runner.
#
# usage: bad.sh ISAPROOF FILE.xml
# The first line of FILE.xml is a comment naming what lint must report:
#   <!-- expect: RULE LINE [EXIT] -->
# lint must exit EXIT (default 2), not crash, and print a diagnostic
#   FILE.xml:LINE:COL: error|warning: ... [RULE]
set -u
bin=$1 f=$2
first=$(head -1 "$f")
spec=${first#*expect: }
spec=${spec%%-->*}
read -r rule line rc <<< "$spec"
rc=${rc:-2}
out=$("$bin" lint "$f" 2>&1)
got=$?
status=0
if [ $got -ne "$rc" ]; then
  echo "FAIL: exit $got, expected $rc"; status=1
fi
if [ $got -ge 128 ]; then
  echo "FAIL: crashed (signal $((got - 128)))"; status=1
fi
if ! grep -Eq "^[^ ]*$(basename "$f"):$line:[0-9]+: (error|warning): .*\[$rule\]\$" <<< "$out"; then
  echo "FAIL: no [$rule] diagnostic at line $line"; status=1
fi
[ $status -ne 0 ] && printf 'output was:\n%s\n' "$out"
exit $status
