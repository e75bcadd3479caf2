# --args-only excludes --compact and --classify-only: usage error, exit 2.
# args: gen isa/toy16.xml -o /nonexistent/dir --args-only --compact
# exit: 2
# stderr
---
isaproof: --args-only excludes --compact and --classify-only
usage: isaproof gen ISA.xml [-o DIR] [--prefix NAME] [--verify] [--timeout-ms N]
                    [--timeout S] [--depfile FILE]
                    [--compact | --classify-only | --args-only] [--no-asm]
Run 'isaproof gen --help' for more.
