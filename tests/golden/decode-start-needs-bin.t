# --start/--count only with --bin
# args: decode $ROOT/isa/toy16.xml --count 1 2123
# exit: 2
# stderr
---
isaproof: --start and --count select from a --bin FILE
usage: isaproof decode ISA.xml [--gen N] [--show-errors] [--branch-labels]
                       [--address] [--raw] [--bin FILE [--start OFFSET]
                       [--count N] | HEX...]
Run 'isaproof decode --help' for more.
