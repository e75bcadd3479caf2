#!/usr/bin/env bash
# Golden CLI test runner.
#
# usage: golden.sh ISAPROOF FILE.t
# FILE.t starts with directive lines, then a line `---`, then the exact
# expected output:
#   # args: ARGS...      arguments to isaproof (bash words, $ROOT = source dir)
#   # exit: N            expected exit status (default 0)
#   # stdin: TEXT        one line of standard input (repeatable)
#   # stderr             compare stdout and stderr together (2>&1)
# In the output, the source dir reads $ROOT and the shared folder $SHARED.
# Run from the source directory.
#
# GOLDEN_UPDATE=1 golden.sh ISAPROOF FILE.t rewrites FILE.t's expected
# output with what ISAPROOF prints (after a deliberate change of a message
# or a --help text; review the diff).  The exit status is not rewritten.
set -u
bin=$1 t=$2
ROOT=$(pwd)
args="" want_rc=0 merge=0 stdin=""
while IFS= read -r line; do
  case "$line" in
    '---') break ;;
    '# args: '*) args=${line#'# args: '} ;;
    '# exit: '*) want_rc=${line#'# exit: '} ;;
    '# stdin: '*) stdin+="${line#'# stdin: '}"$'\n' ;;
    '# stderr') merge=1 ;;
    '#'*|'') ;;
    *) echo "golden.sh: bad directive: $line" >&2; exit 2 ;;
  esac
done < "$t"
want=$(sed -n '/^---$/,$p' "$t" | tail -n +2; echo x)
want=${want%x}
eval "set -- $args"
if [ $merge = 1 ]; then
  got=$(printf '%s' "$stdin" | "$bin" "$@" 2>&1; echo "rc=$?")
else
  got=$(printf '%s' "$stdin" | "$bin" "$@"; echo "rc=$?")
fi
rc=${got##*rc=}
got=${got%rc=*}
# Absolute paths vary with the clone's place: the output names them as
# $ROOT and $SHARED, as the args line does.
got=${got//"$ROOT"/'$ROOT'}
if [ -n "${SHARED:-}" ]; then got=${got//"$SHARED"/'$SHARED'}; fi
status=0
if [ "${GOLDEN_UPDATE:-0}" = 1 ] && [ "$got" != "$want" ]; then
  { sed '/^---$/q' "$t"; printf '%s' "$got"; } > "$t.new" && mv "$t.new" "$t"
  echo "updated $t"
  want=$got
fi
if [ "$got" != "$want" ]; then
  echo "FAIL: output differs for $t"
  diff <(printf '%s' "$want") <(printf '%s' "$got") | head -40
  status=1
fi
if [ "$rc" != "$want_rc" ]; then
  echo "FAIL: exit status $rc, expected $want_rc for $t"
  status=1
fi
exit $status
