#!/usr/bin/env bash
# Loads the real Mesa descriptions and compares decode with Mesa's own
# output on its unit-test words.  Skips (77) when ../shared is absent.
set -u
bin=$1 shared=$2
mesa=$shared/corpus/mesa
[ -d "$mesa" ] || { echo "skip: $mesa not present"; exit 77; }
status=0
for f in ir3/ir3.xml etnaviv/etnaviv.xml afuc/afuc.xml; do
  "$bin" lint "$mesa/$f" > /tmp/isaproof-lint.$$ 2>&1
  rc=$?
  if [ $rc -ne 0 ] && [ $rc -ne 1 ]; then
    echo "FAIL: lint $f exited $rc"; cat /tmp/isaproof-lint.$$; status=1
  else
    echo "ok: lint $f ($(grep -c 'warning:' /tmp/isaproof-lint.$$) warnings)"
  fi
done
rm -f /tmp/isaproof-lint.$$
if [ -x "$shared/tools/vectors-check" ]; then
  "$shared/tools/vectors-check" "$bin" --show 20 || status=1
fi
exit $status
