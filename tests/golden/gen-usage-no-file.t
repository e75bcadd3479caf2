# gen with no ISA.xml: usage error, exit 2, the message and the usage on
# stderr, nothing on stdout.
# args: gen --verify
# exit: 2
# stderr
---
isaproof: missing ISA.xml
usage: isaproof gen ISA.xml [-o DIR] [--prefix NAME] [--verify] [--timeout-ms N]
                    [--timeout S] [--depfile FILE]
                    [--compact | --classify-only | --args-only] [--no-asm]
Run 'isaproof gen --help' for more.
