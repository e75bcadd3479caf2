# gen with neither -o nor --verify has nothing to do: usage error, exit 2.
# args: gen isa/toy16.xml
# exit: 2
# stderr
---
isaproof: nothing to do: give -o DIR and/or --verify
usage: isaproof gen ISA.xml [-o DIR] [--prefix NAME] [--verify] [--timeout-ms N]
                    [--timeout S] [--depfile FILE]
                    [--compact | --classify-only | --args-only] [--no-asm]
Run 'isaproof gen --help' for more.
