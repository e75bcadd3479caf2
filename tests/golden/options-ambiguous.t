# an abbreviation that fits two options is refused listing both
# args: check $ROOT/isa/toy16.xml --timeo 3
# exit: 2
# stderr
---
isaproof: ambiguous option '--timeo' (--timeout-ms, --timeout)
usage: isaproof check ISA.xml [--gen N] [--root NAME]
                      [--format text|json|sarif|codequality] [--category ID]
                      [--max-cubes N] [--max-per-rule N] [--timeout-ms N]
                      [--timeout S] [--srcroot DIR]
                      [--baseline FILE] [--write-baseline FILE] [--show-baselined]
                      [--fail-on-fixed] [--disable RULES] [--enable RULES]
                      [--fail-on error|warning|never] [--no-notes]

Proves properties of the description for every root bitset that is
decoded (#instruction and every operand root used as a field type) and
every gen interval in which the set of active leaves is constant:
  - no two leaves match one word (else an error with a witness word,
    re-decoded by the interpreter to show the conflict),
  - the words no leaf matches, as disjoint ternary cubes with exact counts,
  - static lints: unresolvable field references, leaves with no display,
    enum values wider than their field, C name collisions, dead leaves.

  --gen N          only the gen interval containing N
  --root NAME      only this root bitset
  --format F       text (GCC-style, default), json (docs/check-json.md), sarif,
                   codequality (GitLab Code Quality)
  --category ID    SARIF: automationDetails.id (one per uploaded run)
  --max-cubes N    cubes listed per unused-space finding (default 16; totals
                   are always exact)
  --max-per-rule N findings listed per rule (default 100; 0 = all); the
                   rest are counted in a finding-limit note
  --timeout-ms N   per solver query (default 10000; 0 = none); a timeout is
                   reported as unknown, never as proved
  --timeout S      overall budget in seconds for all solver queries (default
                   none); questions it leaves unasked are reported as unknown
  --srcroot DIR    SARIF: artifact URIs relative to DIR (the repository
                   root), with originalUriBaseIds SRCROOT; codequality paths
                   relative to DIR
  --write-baseline FILE  write the findings' fingerprints to FILE
                   (docs/baselines.md)
  --baseline FILE  findings in FILE are accepted: not shown, never fail the run;
                   entries no longer found are reported as fixed (a note)
  --show-baselined print accepted findings too (marked, not counted)
  --fail-on-fixed  baseline entries no longer found fail the run
  --disable RULES  rule ids or groups (docs/rules.md), comma-separated: not
                   shown, not counted
  --enable RULES   turn rules or groups on again (the last switch wins)
  --fail-on L      error (default), warning (warnings and unknowns too), never
  --no-notes       text: notes not printed (still counted in the summary)
Lint's diagnostics come first in every format; a description that does
not load still gives a JSON or SARIF report of its errors.
Exit status: 0 nothing fails (--fail-on), 1 findings that fail, 2 bad input.
