# an abbreviation that fits two options is refused listing both
# args: check $ROOT/isa/toy16.xml --timeo 3
# exit: 2
# stderr
---
isaproof: ambiguous option '--timeo' (--timeout-ms, --timeout)
usage: isaproof check ISA.xml... [--gen N] [--root NAME]
                      [--format text|json|sarif|codequality] [--category ID]
                      [--max-cubes N] [--max-per-rule N] [--timeout-ms N]
                      [--timeout S] [--srcroot DIR]
                      [--baseline FILE] [--write-baseline FILE]
                      [--show-baselined] [--fail-on-fixed]
                      [--disable RULES] [--enable RULES]
                      [--fail-on error|warning|never] [--no-notes]
       isaproof check [--project FILE] [OPTIONS]
Run 'isaproof check --help' for more.
