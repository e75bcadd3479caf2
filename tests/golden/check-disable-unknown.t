# check --disable with a name that is neither a rule id nor a group: a
# usage error (exit 2) naming it.
# args: check isa/toy16.xml --disable no-such-rule
# exit: 2
# stderr
---
isaproof: --disable: 'no-such-rule' is neither a rule id of docs/rules.md nor a group of rules
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
