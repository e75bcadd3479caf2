#!/usr/bin/env python3
"""tests/witness_replay.py - every witness `check` reports shows its problem.

usage: witness_replay.py ISAPROOF ISA...

Runs `check --format json --max-per-rule 0` on each description and decodes
each witness again with `isaproof decode`, a process of its own, so what is
judged is the interpreter a user runs, not the check's own re-decoding:
  dontcare-settable  the text at the witness's gen carries Mesa's
                     "dontcare bits in" error;
  assert-violable    it carries "unexpected bits";
  unresolved-field   it carries "no field 'NAME'" for the field the
                     message names;
  roundtrip-text     the two words differ and print the same text (with
                     Mesa's errors), the text the finding quotes;
  roundtrip-text-field  the same, and the two words hold the two values
                     of the field the finding names;
  roundtrip-decode-encode  the word and the word encoded back differ in
                     exactly the bits the finding says the word loses.
Witness words are whatever the solver picked; any word that shows the
problem passes.  Exits 1 on the first description with a witness that does
not, 0 when every one does (printing how many were replayed), 77 when none
of the descriptions exists.
"""
import json
import os
import re
import subprocess
import sys

BIN = sys.argv[1]


def decode(isa, gen, words, errors):
    """The texts `isaproof decode` prints for the words, at gen."""
    args = [BIN, "decode", isa, "--gen", str(gen)] + (["--show-errors"] if errors else [])
    out = subprocess.run(args + list(words), capture_output=True, text=True, check=False)
    lines = out.stdout.split("\n")
    return lines[: len(words)]


def evidence(f, key):
    for e in f.get("evidence", []):
        if e["key"] == key:
            return e["value"]
    return None


def word_of(value):
    """'3020  "shr.m 0"' -> ('3020', 'shr.m 0')"""
    hexw, _, text = value.partition("  ")
    return hexw, text[1:-1] if text.startswith('"') else text


def needle(f):
    rule = f["rule"]
    if rule == "dontcare-settable":
        return "dontcare bits in"
    if rule == "assert-violable":
        return "unexpected bits"
    m = re.search(r"(?:display prints|reads) \{([^}]*)\}", f["message"])
    return "no field '%s'" % m.group(1) if m else None


def field_values_differ(f, a, b):
    """The two words hold the finding's two values of its field's bits."""
    m = re.search(r"\(bits (\d+)\.\.(\d+)\)", f["message"])
    v = re.search(r"= 0x([0-9a-f]+) and 0x([0-9a-f]+)", evidence(f, "values") or "")
    if not m or not v:
        return False
    low, high = int(m.group(1)), int(m.group(2))
    mask = (1 << (high - low + 1)) - 1
    va, vb = (a >> low) & mask, (b >> low) & mask
    return va != vb and (va, vb) == (int(v.group(1), 16), int(v.group(2), 16))


def replay(isa, f):
    """None when the witness shows the finding's problem, else why not."""
    rule = f["rule"]
    gen = evidence(f, "gen") or "0"
    if rule in ("dontcare-settable", "assert-violable", "unresolved-field"):
        text = decode(isa, gen, [f["witness"]], True)[0]
        want = needle(f)
        return None if want and want in text else "decodes as %r" % text
    if rule in ("roundtrip-text", "roundtrip-text-field"):
        (a, ta), (b, tb) = word_of(evidence(f, "word")), word_of(evidence(f, "same text"))
        got = decode(isa, gen, [a, b], True)
        ok = int(a, 16) != int(b, 16) and got[0] == got[1] == ta == tb
        if ok and rule == "roundtrip-text-field":
            ok = field_values_differ(f, int(a, 16), int(b, 16))
        return None if ok else "%s and %s decode as %r" % (a, b, got)
    if rule == "roundtrip-decode-encode":
        a, _ = word_of(evidence(f, "word"))
        b, _ = word_of(evidence(f, "encoded back"))
        lost = int(evidence(f, "lost by the word"), 16)
        ok = lost and int(a, 16) ^ int(b, 16) == lost
        return None if ok else "%s encodes back as %s, not losing %x" % (a, b, lost)
    return None


def main():
    replayed = 0
    # the reference corpus may be absent (a user's clone): skipped, not failed
    isas = [isa for isa in sys.argv[2:] if os.path.exists(isa)]
    if not isas:
        print("no description found: skipped")
        return 77
    for isa in isas:
        out = subprocess.run([BIN, "check", isa, "--format", "json", "--max-per-rule", "0"],
                             capture_output=True, text=True, check=False)
        rep = json.loads(out.stdout)
        for f in rep["findings"]:
            if f["rule"] not in ("dontcare-settable", "assert-violable", "unresolved-field",
                                 "roundtrip-text", "roundtrip-text-field",
                                 "roundtrip-decode-encode"):
                continue
            if f["rule"] in ("dontcare-settable", "assert-violable",
                             "unresolved-field") and not f.get("witness"):
                continue
            if f["rule"] == "roundtrip-text-field" and f["kind"] != "warning":
                continue
            why = replay(isa, f)
            if why:
                print("%s: %s [%s]: witness does not show it: %s"
                      % (isa, f["message"], f["rule"], why))
                return 1
            replayed += 1
    print("%d witnesses replayed" % replayed)
    return 0 if replayed else 1


if __name__ == "__main__":
    sys.exit(main())
