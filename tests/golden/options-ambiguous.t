# an abbreviation that fits two options is refused listing both
# args: check $ROOT/isa/toy16.xml --timeo 3
# exit: 2
# stderr
---
isaproof: ambiguous option '--timeo' (--timeout-ms, --timeout)
usage: isaproof check ISA.xml... [--gen N] [--root NAME] [--format text|json|sarif]
                      [--max-cubes N] [--max-per-rule N] [--timeout-ms N]
                      [--timeout S] [--srcroot DIR]
       isaproof check [--project FILE] [OPTIONS]
Run 'isaproof check --help' for more.
