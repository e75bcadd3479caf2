# gen --prefix must be a C identifier (9abc starts with a digit): usage
# error, exit 2, before anything is loaded, verified or written.
# args: gen isa/toy16.xml --verify --prefix 9abc
# exit: 2
# stderr
---
isaproof: --prefix needs a C identifier, got '9abc'
usage: isaproof gen ISA.xml [-o DIR] [--prefix NAME] [--verify] [--timeout-ms N]
                    [--timeout S] [--depfile FILE]
                    [--compact | --classify-only | --args-only] [--no-asm]
Run 'isaproof gen --help' for more.
