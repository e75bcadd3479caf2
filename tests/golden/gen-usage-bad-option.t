# gen with an unknown option: usage error, exit 2.
# args: gen isa/toy16.xml --verify --frob
# exit: 2
# stderr
---
isaproof: unknown option '--frob' (did you mean --group?)
usage: isaproof gen ISA.xml [-o DIR] [--prefix NAME] [--verify] [--timeout-ms N]
                    [--timeout S] [--depfile FILE]
                    [--compact | --classify-only | --args-only] [--no-asm]
Run 'isaproof gen --help' for more.
