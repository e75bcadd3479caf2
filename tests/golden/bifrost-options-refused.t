# The Bifrost context options are refused for other descriptions.
# args: decode tests/valhall/mini.xml --slot add 0
# stderr
# exit: 2
---
isaproof: --slot, --regs, --next-regs, --last, --staging, --branch-offset and --const are for a Bifrost ISA.xml
