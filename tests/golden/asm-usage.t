# asm options: a --gen that is no number is a usage error (exit 2).
# args: asm $ROOT/isa/toy16.xml --gen x nop
# stderr
# exit: 2
---
isaproof: --gen needs a number from 0 to 4294967295, got 'x'
usage: isaproof asm ISA.xml [--gen N] [--show-errors] [--raw] [--verbose]
                    [--explain HEX] [TEXT...]
Run 'isaproof asm --help' for more.
