# diff: one description is a usage error (exit 2)
# args: diff isa/toy16.xml
# exit: 2
# stderr
---
isaproof: diff needs two descriptions
usage: isaproof diff A B [--gen N | --gen-a N --gen-b M] [--root R] [--map FILE]
                     [--format text|json|sarif] [--max-cubes N] [--max-per-rule N]
                     [--max-pairs N] [--timeout-ms N] [--samples N] [--verbose]
       isaproof diff --git REV FILE [options]

Compares two descriptions word by word, exactly (cube algebra and Z3, no
enumeration): for every root both have and every gen interval in which both
sets of active leaves are constant, the words only A decodes, only B
decodes, and both decode as different instructions, as disjoint cubes with
exact counts and a witness re-decoded by both; for paired instructions
(same name, or --map) the fields that extract different values, and (same
format) texts that differ.  Formats may be mixed when the widths agree.

  --git REV FILE   FILE (with its folder: imports) at revision REV against
                   the working tree
  --gen N          only the gen interval holding N
  --gen-a N        A decoded at gen N (with --gen-b)
  --gen-b M        against B decoded at gen M
  --root R         only root R (default: every root of one name in both;
                   the two main roots when they share none)
  --map FILE       TSV: 'nameA<TAB>nameB' pairs leaves besides equal names;
                   'field<TAB>FA<TAB>FB' pairs fields; '#' starts a comment
  --format F       text (default), json, sarif (as for check)
  --max-cubes N    cubes listed per class (default 16; counts always exact)
  --max-per-rule N findings listed per rule (default 100; 0 = all)
  --max-pairs N    leaf combinations listed per class (default 32; 0 = all)
  --timeout-ms N   per solver query (default 10000); a timeout is unknown
  --samples N      words compared per pair whose text is not proved (256)
  --verbose        a note for every pair whose text was only sampled
Exit status: 0 identical (proved), 1 differences or unknowns, 2 bad input.
