# corpus without -o DIR is a usage error
# args: corpus $ROOT/isa/toy16.xml
# exit: 2
# stderr
---
isaproof: missing -o DIR
usage: isaproof corpus ISA.xml -o DIR [--timeout-ms N] [--quiet]
Run 'isaproof corpus --help' for more.
