# The word of ir3-stib-a4xx-gen400 (bit 0 = 0) at gen 500: stib there is the
# a5xx leaf (ir3-cat6.xml:667-670 via 658-660, bit 0 = 1), stsc (11101) is
# gen >= 700 -> no match.
# args: decode $SHARED/corpus/mesa/ir3/ir3.xml --gen 500 --show-errors d7660b070d003a10
# exit: 1
---
no match: d7660b070d003a10
