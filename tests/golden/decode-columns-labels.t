# --address/--raw print one line per word: refused with --branch-labels
# args: decode $ROOT/isa/examples/branch32.xml --bin $ROOT/tests/golden/data/branch32.bin --raw --branch-labels
# exit: 2
# stderr
---
isaproof: --address and --raw print one line per word: not with --branch-labels
usage: isaproof decode ISA.xml [--gen N] [--show-errors] [--branch-labels]
                       [--address] [--raw] [--bin FILE [--start OFFSET]
                       [--count N] | HEX...]
Run 'isaproof decode --help' for more.
