# --clause takes the slots' context from the clause itself.
# exit: 2
# stderr
# args: decode tests/bifrost/mini.xml --clause --slot add 3150489d6d00002880008a943461854b
---
isaproof: --clause takes the slots' context from the clause: not with --slot, --regs, --next-regs, --last, --staging, --const, --count, --address, --raw, --branch-labels or --show-errors
usage: isaproof decode ISA.xml [--gen N] [--show-errors] [--branch-labels]
                       [--address] [--raw] [--bin FILE [--start OFFSET]
                       [--count N] | HEX...]
Run 'isaproof decode --help' for more.
