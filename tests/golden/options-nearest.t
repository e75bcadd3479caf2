# an unknown option is refused naming the nearest valid one
# args: check $ROOT/isa/toy16.xml --max-cubs 3
# exit: 2
# stderr
---
isaproof: unknown option '--max-cubs' (did you mean --max-cubes?)
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
