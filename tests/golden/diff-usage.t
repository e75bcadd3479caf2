# diff: one description is a usage error (exit 2)
# args: diff isa/toy16.xml
# exit: 2
# stderr
---
isaproof: diff needs two descriptions
usage: isaproof diff A B [--gen N | --gen-a N --gen-b M] [--root R] [--map FILE]
                     [--format text|json|sarif] [--max-cubes N]
                     [--max-per-rule N] [--max-pairs N] [--timeout-ms N]
                     [--samples N] [--verbose]
       isaproof diff --git REV FILE [options]
Run 'isaproof diff --help' for more.
