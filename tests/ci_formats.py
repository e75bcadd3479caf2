#!/usr/bin/env python3
"""SARIF and GitLab Code Quality output of `isaproof check`, validated.

usage: ci_formats.py ISAPROOF     (run from the source directory)

The shipped descriptions, a few examples and the descriptions with
isaproof-allow comments (tests/allow) are checked in SARIF (with
--category, a baseline and --srcroot) and Code Quality format; the SARIF
outputs of the golden tests (tests/golden/*.t) are validated too.  SARIF is validated
against tests/schema/sarif-github.json (the properties GitHub code
scanning documents, and SARIF 2.1.0's value sets), then cross-checked:
ruleIndex names the rule of ruleId, fingerprints are unique, every rule's
level is one docs/rules.md gives it.  Code Quality is validated against
tests/schema/codequality.json and compared field by field with the JSON
format of the same run.
"""
import glob
import json
import os
import subprocess
import sys
import tempfile

try:
    import jsonschema
except ImportError:  # Debian: python3-jsonschema
    print("python3 has no jsonschema module (Debian: python3-jsonschema): skipped")
    sys.exit(77)

BIN = os.path.abspath(sys.argv[1])
SCHEMA = {name: json.load(open(f"tests/schema/{name}.json"))
          for name in ("sarif-github", "codequality")}
SEVERITY = {"error": "major", "warning": "minor", "unknown": "minor"}
failures = 0


def fail(msg):
    global failures
    failures += 1
    print("FAIL:", msg)


def run(args):
    p = subprocess.run([BIN, "check"] + args, capture_output=True, text=True)
    if p.returncode not in (0, 1):
        fail(f"{args}: exit {p.returncode}: {p.stderr.strip()}")
        return None
    return json.loads(p.stdout)


def check_sarif(path, baseline):
    log = run([path, "--format", "sarif", "--category", "isaproof/" + path,
               "--baseline", baseline, "--srcroot", "."])
    if log is None:
        return 0
    try:
        jsonschema.validate(log, SCHEMA["sarif-github"],
                            format_checker=jsonschema.FormatChecker())
    except jsonschema.ValidationError as e:
        fail(f"{path}: SARIF: {e.message} at {list(e.absolute_path)}")
        return 0
    run0 = log["runs"][0]
    rules = run0["tool"]["driver"]["rules"]
    if run0["automationDetails"]["id"] != "isaproof/" + path:
        fail(f"{path}: automationDetails.id")
    seen = set()
    for res in run0["results"]:
        if rules[res["ruleIndex"]]["id"] != res["ruleId"]:
            fail(f"{path}: ruleIndex of {res['ruleId']}")
        fp = res["partialFingerprints"]["isaproofFinding/v3"]
        if fp in seen:
            fail(f"{path}: fingerprint {fp} twice")
        seen.add(fp)
        if res.get("baselineState") not in ("new", "unchanged", "absent"):
            fail(f"{path}: baselineState {res.get('baselineState')}")
        for sup in res.get("suppressions", []):
            # an isaproof-allow: its reason and where it is written
            if sup["kind"] == "inSource" and not (sup.get("justification") and sup.get("location")):
                fail(f"{path}: an inSource suppression without justification or location")
        uri = res["locations"][0]["physicalLocation"]["artifactLocation"]
        if uri.get("uriBaseId") != "SRCROOT" or uri["uri"].startswith("/"):
            fail(f"{path}: location not under SRCROOT: {uri}")
    for rule in rules:
        if "(no remedy written" in rule["help"]["markdown"]:
            fail(f"{path}: rule {rule['id']} without a remedy")
    return len(run0["results"])


def check_codequality(path):
    cq = run([path, "--format", "codequality", "--max-per-rule", "0"])
    js = run([path, "--format", "json", "--max-per-rule", "0"])
    if cq is None or js is None:
        return 0
    try:
        jsonschema.validate(cq, SCHEMA["codequality"])
    except jsonschema.ValidationError as e:
        fail(f"{path}: Code Quality: {e.message} at {list(e.absolute_path)}")
        return 0
    # notes and findings an isaproof-allow suppresses are no issues
    want = [f for f in js["findings"] if f["kind"] != "note" and "suppressed" not in f]
    if len(cq) != len(want):
        fail(f"{path}: {len(cq)} issues, {len(want)} findings that are not notes")
    for issue, f in zip(cq, want):
        desc = ("unknown: " if f["kind"] == "unknown" else "") + f["message"]
        line = f["location"]["line"] or 1
        got = (issue["description"], issue["check_name"], issue["fingerprint"],
               issue["severity"], issue["location"]["path"], issue["location"]["lines"]["begin"])
        exp = (desc, f["rule"], f["fingerprint"], SEVERITY[f["kind"]],
               f["location"]["file"], line)
        if got != exp:
            fail(f"{path}: issue {got} != finding {exp}")
    return len(cq)


def check_golden_sarif():
    """The SARIF a golden test expects, validated: every SARIF output the
    tests hold meets the schema, not only those made here."""
    n = 0
    for t in sorted(glob.glob("tests/golden/*.t")):
        head, _, body = open(t).read().partition("\n---\n")
        if "--format sarif" not in head or not body.lstrip().startswith("{"):
            continue
        try:
            jsonschema.validate(json.loads(body), SCHEMA["sarif-github"],
                                format_checker=jsonschema.FormatChecker())
        except (ValueError, jsonschema.ValidationError) as e:
            fail(f"{t}: SARIF: {getattr(e, 'message', e)}")
        n += 1
    return n


def main():
    # the shipped descriptions and examples with errors, warnings, unknowns
    # and notes of many rules (all of isa/examples would take half a minute)
    files = sorted(glob.glob("isa/*.xml")) + [
        f"isa/examples/check-{n}.xml" for n in ("overlap2", "lints", "roundtrip", "unresolved", "enum-gap")] + [
        f"tests/allow/{n}" for n in ("overlap.xml", "valhall.xml", "overlap.decode")]
    nres = niss = 0
    with tempfile.TemporaryDirectory() as tmp:
        for path in files:
            base = os.path.join(tmp, "b.json")
            # half of each run baselined: new and unchanged results both
            subprocess.run([BIN, "check", path, "--write-baseline", base],
                           capture_output=True)
            data = json.load(open(base))
            data["findings"] = data["findings"][::2]
            json.dump(data, open(base, "w"))
            nres += check_sarif(path, base)
            niss += check_codequality(path)
    ngold = check_golden_sarif()
    print(f"{len(files)} descriptions: {nres} SARIF results, {niss} Code Quality issues; "
          f"{ngold} golden SARIF outputs")
    return 1 if failures else 0


sys.exit(main())
