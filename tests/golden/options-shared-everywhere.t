# the decodetree width option is parsed by every command that reads a description (here vectors)
# args: vectors --insnwidth=12 $ROOT/isa/toy16.xml /dev/null --decoder=x
# exit: 2
# stderr
---
isaproof: --insnwidth needs 16, 32 or 64
usage: isaproof vectors ISA.xml FILE [--gen N] [--show-errors]
Run 'isaproof vectors --help' for more.
