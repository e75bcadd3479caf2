# a flag given a value is refused
# args: gen $ROOT/isa/toy16.xml --verify=yes
# exit: 2
# stderr
---
isaproof: --verify takes no value
usage: isaproof gen ISA.xml [-o DIR] [--prefix NAME] [--verify] [--timeout-ms N]
                    [--timeout S] [--depfile FILE]
                    [--compact | --classify-only | --args-only] [--no-asm]
Run 'isaproof gen --help' for more.
