# an option at the end without its value is refused
# args: decode $ROOT/isa/toy16.xml --gen
# exit: 2
# stderr
---
isaproof: --gen needs a value
usage: isaproof decode ISA.xml [--gen N] [--show-errors] [--branch-labels]
                       [--address] [--raw] [--bin FILE [--start OFFSET]
                       [--count N] | HEX...]
Run 'isaproof decode --help' for more.
