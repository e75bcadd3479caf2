# --verbose is for --clause.
# exit: 2
# stderr
# args: decode tests/bifrost/mini.xml --verbose 100000
---
isaproof: --verbose adds to --clause's output
usage: isaproof decode ISA.xml [--gen N] [--show-errors] [--branch-labels]
                       [--address] [--raw] [--bin FILE [--start OFFSET]
                       [--count N] | HEX...]
Run 'isaproof decode --help' for more.
