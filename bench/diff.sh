#!/bin/bash
# bench/diff.sh [ISAPROOF] [SHARED]: wall time of `isaproof diff F F` on
# every corpus description (the table in docs/diff.md), then
# ir3 five times (best and worst).  Prints figures, asserts nothing.
set -u
exe=${1:-build/isaproof} shared=${2:-../shared}
dir=$(dirname "$0")
bash "$dir/../tests/diff/corpus-self.sh" "$exe" "$shared" --time
I=$shared/corpus/mesa/ir3/ir3.xml
[ -f "$I" ] || exit 0
best=999999 worst=0
for _ in 1 2 3 4 5; do
	t0=$(date +%s%N)
	"$exe" diff "$I" "$I" >/dev/null
	t1=$(date +%s%N)
	ms=$(((t1 - t0) / 1000000))
	[ $ms -lt $best ] && best=$ms
	[ $ms -gt $worst ] && worst=$ms
done
echo "ir3 diff with itself, 5 runs: best $best ms, worst $worst ms"
