# gen --timeout-ms with a non-number: usage error, exit 2.
# args: gen isa/toy16.xml --verify --timeout-ms abc
# exit: 2
# stderr
---
isaproof: --timeout-ms needs a number, got 'abc'
usage: isaproof gen ISA.xml [-o DIR] [--prefix NAME] [--verify] [--timeout-ms N]
                    [--timeout S] [--depfile FILE]
                    [--compact | --classify-only | --args-only] [--no-asm]
Run 'isaproof gen --help' for more.
