# The Bifrost findings in JSON, with their witnesses.
# args: check tests/bifrost/overlap.xml --format json --disable unused-encoding,bi-unread-bits
# exit: 1
---
{
  "tool": "isaproof",
  "version": "0.1.0",
  "isa": "tests/bifrost/overlap.xml",
  "summary": {
    "errors": 1,
    "warnings": 4,
    "unknown": 0,
    "notes": 0
  },
  "findings": [
    {
      "kind": "warning",
      "rule": "bi-overlap",
      "message": "*NARROW and *HIDDEN both match 4096 words: Mesa's generated disassembler tries *NARROW first (as many exact bits, earlier in the file), so *HIDDEN never prints them",
      "fingerprint": "770de4a0d3f72fcc",
      "location": {
        "file": "tests/bifrost/overlap.xml",
        "line": 17,
        "column": 3
      },
      "related": {
        "file": "tests/bifrost/overlap.xml",
        "line": 12,
        "column": 3
      },
      "root": "#fma",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "witness": "101000",
      "evidence": [
        {
          "key": "decodes as",
          "value": "*NARROW t0, r0, r0"
        }
      ]
    },
    {
      "kind": "error",
      "rule": "bi-shadowed",
      "message": "*HIDDEN can never be printed: states Mesa tries before it take every one of its words",
      "fingerprint": "a7843b9ac2996b7e",
      "location": {
        "file": "tests/bifrost/overlap.xml",
        "line": 17,
        "column": 3
      },
      "root": "#fma",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "witness": "101000",
      "evidence": [
        {
          "key": "decodes as",
          "value": "*NARROW t0, r0, r0"
        },
        {
          "key": "matched first by",
          "value": "*NARROW"
        }
      ]
    },
    {
      "kind": "warning",
      "rule": "bi-overlap",
      "message": "*NARROW and *WIDE both match 4096 words: Mesa's generated disassembler tries *NARROW first (more exact bits), so *WIDE never prints them",
      "fingerprint": "a6243079c391a760",
      "location": {
        "file": "tests/bifrost/overlap.xml",
        "line": 7,
        "column": 3
      },
      "related": {
        "file": "tests/bifrost/overlap.xml",
        "line": 12,
        "column": 3
      },
      "root": "#fma",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "witness": "101000",
      "evidence": [
        {
          "key": "decodes as",
          "value": "*NARROW t0, r0, r0"
        }
      ]
    },
    {
      "kind": "warning",
      "rule": "bi-overlap",
      "message": "*HIDDEN and *WIDE both match 4096 words: Mesa's generated disassembler tries *HIDDEN first (more exact bits), so *WIDE never prints them",
      "fingerprint": "124829c4e195f938",
      "location": {
        "file": "tests/bifrost/overlap.xml",
        "line": 7,
        "column": 3
      },
      "related": {
        "file": "tests/bifrost/overlap.xml",
        "line": 17,
        "column": 3
      },
      "root": "#fma",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "witness": "101000",
      "evidence": [
        {
          "key": "decodes as",
          "value": "*NARROW t0, r0, r0"
        }
      ]
    },
    {
      "kind": "warning",
      "rule": "bi-mod-unnamed",
      "message": "*MODS: 1 of the 4 values of modifier round have no name (the first: 3); Mesa's disassembler prints them as .reserved",
      "fingerprint": "267a57587a96cdaf",
      "location": {
        "file": "tests/bifrost/overlap.xml",
        "line": 23,
        "column": 5
      },
      "root": "#fma",
      "gens": {
        "min": 0,
        "max": 4294967295
      },
      "witness": "2000c0",
      "evidence": [
        {
          "key": "decodes as",
          "value": "*MODS.reserved t0, r0"
        }
      ]
    }
  ]
}
